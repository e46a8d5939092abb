import type { TermWeights } from './claim-chart.js';
import { terms } from './text.js';

/**
 * Chemical group words of Markush claims (attorney review of issue 23: US8088760, a PARP inhibitor, shown against
 * US7642270, a kinase inhibitor, on "alkyl", "heteroaryl", "halogen", "substituted", "C1-C6"): any compound claim
 * names them, so they tell nothing about what a reference discloses. Stems as terms() gives them.
 */
const GROUP_WORD =
  /^(?:(?!styl$)[a-z]{2,}yl|[a-z]*(?:alk|ar|yl|hydr|carb|phen|meth|eth)oxy|[a-z]*(?:alk|ar)ylene)$/;
/**
 * Read as group words only in a claim already known to be a Markush claim: carbon counts ("C1-C6"; a capacitor is C1
 * too), counts ("1, 2, or 3 R5", "a 4 to 12-membered ring"), ring words ("bicyclic", "heterocycle": a cyclic code is
 * not chemistry), thio groups, and variables with a letter subscript ("RA", "Rb": R<sub>A</sub> as the patents
 * service's parser reads it) alone or in an amino group ("(NRARB)alkyl", "NR1R2").
 */
const MARKUSH_ONLY =
  /^(?:c?\d{1,2}|hetero[a-z]+|[a-z]*cycl[a-z]*|[a-z]+thio|spiro[a-z]*|r[a-z]|n?r[a-z\d]{1,2}r[a-z\d]{1,2})$/;
const GROUP_WORDS: ReadonlySet<string> = new Set(
  terms('halo halogen halogens halide amino amido cyano nitro oxo thio sulfonyl sulfinyl'),
);

/** The other words of a compound claim's substituent lists: Markush and salt-form boilerplate, and ring atoms. */
const MARKUSH_BOILERPLATE: ReadonlySet<string> = new Set([
  ...terms(
    'substituted unsubstituted substituent substituents optionally independently selected group consisting ring rings ' +
      'heterocycle heterocyclic heteroatom heteroatoms atom atoms nitrogen oxygen sulfur hydrogen carbon branched ' +
      'straight chain salt salts solvate solvates hydrate hydrates stereoisomer stereoisomers tautomer tautomers ester ' +
      'esters prodrug prodrugs enantiomer enantiomers isomer isomers polymorph polymorphs pharmaceutically acceptable ' +
      'compound compounds formula nr defined previously herein fused non aromatic saturated unsaturated membered',
  ),
]);

/** A chemical group word ("alkyl", "heteroaryl", "alkoxy", "halogen"), wherever it is written. */
export const isGroupWord = (t: string) => GROUP_WORDS.has(t) || GROUP_WORD.test(t);

/** Group words a claim must name for its substituent vocabulary to be generic: one may be a material ("vinyl"). */
export const MARKUSH_GROUP_WORDS = 2;

/** A compound claim with substituent lists: its text names MARKUSH_GROUP_WORDS distinct chemical group words. */
export function isMarkushClaim(text: string): boolean {
  return new Set(terms(text).filter(isGroupWord)).size >= MARKUSH_GROUP_WORDS;
}

/** Substituent vocabulary of a Markush claim: group and ring words, carbon counts, the lists' boilerplate ("optionally"). */
export const isSubstituentWord = (t: string) =>
  isGroupWord(t) || MARKUSH_ONLY.test(t) || MARKUSH_BOILERPLATE.has(t);

/**
 * Weights that give substituent vocabulary no weight and never count it as distinctive: in a Markush claim it is
 * neither an element match nor toward novelty (an element naming nothing else is matched by no passage).
 */
export function withoutSubstituents(w: TermWeights): TermWeights {
  return {
    ...w,
    idf: (t) => (isSubstituentWord(t) ? 0 : w.idf(t)),
    distinctive: (t) => !isSubstituentWord(t) && w.distinctive(t),
  };
}

import { characterEntities } from 'character-entities';

/**
 * The ISO 8879 Greek letters (ISOgrk1: `&agr;` α … `&OHgr;` Ω) that older USPTO files use; HTML5 has no such names.
 */
// prettier-ignore
const ISO_GREEK: Readonly<Record<string, string>> = {
  agr: 'α', bgr: 'β', ggr: 'γ', dgr: 'δ', egr: 'ε', zgr: 'ζ', eegr: 'η', thgr: 'θ', igr: 'ι', kgr: 'κ',
  lgr: 'λ', mgr: 'μ', ngr: 'ν', xgr: 'ξ', ogr: 'ο', pgr: 'π', rgr: 'ρ', sgr: 'σ', sfgr: 'ς', tgr: 'τ',
  ugr: 'υ', phgr: 'φ', khgr: 'χ', psgr: 'ψ', ohgr: 'ω',
  Agr: 'Α', Bgr: 'Β', Ggr: 'Γ', Dgr: 'Δ', Egr: 'Ε', Zgr: 'Ζ', EEgr: 'Η', THgr: 'Θ', Igr: 'Ι', Kgr: 'Κ',
  Lgr: 'Λ', Mgr: 'Μ', Ngr: 'Ν', Xgr: 'Ξ', Ogr: 'Ο', Pgr: 'Π', Rgr: 'Ρ', Sgr: 'Σ', Tgr: 'Τ', Ugr: 'Υ',
  PHgr: 'Φ', KHgr: 'Χ', PSgr: 'Ψ', OHgr: 'Ω',
};

/** The text of a named entity (the HTML5 names, plus the ISO 8879 Greek ones), or undefined when the name is unknown. */
export function namedEntity(name: string): string | undefined {
  if (Object.hasOwn(ISO_GREEK, name)) return ISO_GREEK[name];
  return Object.hasOwn(characterEntities, name) ? characterEntities[name] : undefined;
}

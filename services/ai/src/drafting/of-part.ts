import { key } from './claim-nlp.js';
import { withArticle } from './inflect.js';

/**
 * Parts every thing of a kind has, named by where or what they are on the whole ("the edge of the plate", "the wall
 * of the tube", "the tip of the needle", "the inlet of the pump"): "of the B" gives them implicit basis (MPEP
 * 2173.05(e): "the outer surface of said sphere"). Properties and places ("the surface", "the end", "the top") are
 * judged so already (EXEMPT_HEADS, the property list of the checker); these are the geometric and part-of-whole
 * nouns beside them. A head outside them is read as a component the claims must introduce ("the support stem of the
 * membrane", "the lever of the caliper", issue 24 attorney review).
 */
const INHERENT_PARTS = new Set(
  [
    'edge face wall tip rim lip corner axis base body head mouth neck opening perimeter boundary border margin outline',
    'contour profile plane half inner outer inlet outlet output input material face-side underside upperside point',
    'root crown heel toe nose tail apex vertex core shell skin layer coating cross-section midpoint midsection',
    'circumference diameter end-face endface sidewall side-wall bore lumen cavity hole interior exterior',
    'floor roof ceiling wall bottom-wall top-wall seat shoulder flank crest groove step land',
    'content composition structure configuration design form shape size dimension function operation',
    'name identity identifier address owner user operator manufacturer provider source origin destination',
    'value output input signal data information image representation copy version status state result',
    // Properties and abstract nouns read on the issued claims ("the context of the SIP message", "the phase of").
    'context index color colour waveform phase path safety start stop exit substituent',
  ]
    .join(' ')
    .split(' ')
    .map(key),
);

/** A head that names a part or a property every such whole has (implicit basis after "of the B"). */
export const inherentPart = (head: string) => INHERENT_PARTS.has(head.replace(/^.*-/, ''));

/**
 * Parts every whole of one kind has, by the kind (MPEP 2173.05(e): inherent components of an element recited have
 * basis): "the rotor of the motor", "the piston of the engine". Keyed by the part, then the kinds of whole, singular.
 */
const PART_OF_KIND: Record<string, string> = {
  rotor: 'motor generator alternator turbine compressor pump fan blower',
  stator: 'motor generator alternator turbine compressor',
  armature: 'motor generator alternator relay solenoid',
  shaft: 'motor generator turbine pump compressor fan',
  impeller: 'pump compressor fan blower',
  piston: 'engine cylinder compressor pump',
  crankshaft: 'engine',
  cylinder: 'engine',
  hub: 'wheel propeller rotor fan',
  tread: 'tire tyre',
  lens: 'camera eye projector microscope telescope',
  filament: 'lamp bulb',
  nib: 'pen',
  blade: 'knife fan turbine propeller saw',
  cathode: 'battery cell tube',
  anode: 'battery cell tube',
  electrolyte: 'battery cell',
};
/** What a substance or a layer consists of ("the metal elements of the film", "the ions of the solution"). */
const CONSTITUENTS = new Set(
  'element constituent component ingredient atom molecule ion metal particle grain crystal impurity dopant additive solvent solute'
    .split(' ')
    .map(key),
);
const MATTER = new Set(
  'film layer coating solution alloy composition mixture compound material powder liquid fluid gas melt slurry suspension emulsion substance glass resin polymer ceramic crystal'
    .split(' ')
    .map(key),
);
/** The head noun of the whole named after "of the/said" ("of the ferroelectric film to …" → "film"). */
function wholeAfter(text: string, end: number): string | null {
  const m =
    /^\s+(?:\(\s*\d+[a-z]?\s*\)\s+)?of\s+(?:the|said)\s+(?:[a-z][\w-]*\s+){0,3}?([a-z][a-z-]*)(?=\s*[,;.:)]|\s*$|\s+(?:and|or|to|in|on|at|of|from|by|with|for|is|are|was|were|that|which|wherein|when|being|[a-z]+ed|[a-z]+ing)\b)/i.exec(
      text.slice(end, end + 120),
    );
  return m ? key(m[1].replace(/^.*-/, '')) : null;
}
/**
 * "the rotor of the motor", "the metal elements of the ferroelectric film": a part every whole of that kind has, or
 * what a substance or a layer is made of, which "of the B" gives basis as it does an edge or a surface.
 */
export function partOfWhole(text: string, end: number, head: string): boolean {
  const whole = wholeAfter(text, end);
  if (!whole) return false;
  const part = head.replace(/^.*-/, '');
  if (PART_OF_KIND[part]?.split(' ').includes(whole)) return true;
  return CONSTITUENTS.has(part) && MATTER.has(whole);
}

/** "the support stem of the second component": the phrase is followed by "of the/said …" (reference numeral aside). */
export const ofTheFollows = (text: string, end: number) =>
  /^\s+(?:\(\s*\d+[a-z]?\s*\)\s+)?of\s+(?:the|said)\s+[a-z]/i.test(text.slice(end, end + 60));

/** The note on "the support stem" of "the support stem of the membrane", introduced nowhere in the set. */
export function ofPartMessage(phrase: string): string {
  const bare = phrase.replace(/^(?:the|said)\s+/i, '');
  return (
    `"${phrase}" has no antecedent basis: no "${withArticle(bare)}" anywhere in the claim set. "of the …" says whose ` +
    'it is, which gives basis to an inherent part (an edge, a surface, an end) but not to a component, which must be ' +
    'introduced (MPEP 2173.05(e)). A note, not a warning: whether a part is inherent is a judgement the rules leave to ' +
    'the reader.'
  );
}

/**
 * USPTO grant text spells characters it could not type as their ISO 8879 entity names between dots: ".alpha.-olefin",
 * "90.degree.", "5 .mu.m", "10.+-.2" (the Greenbook convention, carried into the XML and the PatentsView tables).
 * These are the names the real records use; ".sub." and ".sup." are subscript and superscript markers, not characters.
 */
const GREEK =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega'.split(
    ' ',
  );
/** Greek letters by name, in alphabet order from U+03B1 (the final sigma, U+03C2, has no name here). */
const greekLetter = (i: number) => String.fromCodePoint(0x3b1 + i + (i >= 17 ? 1 : 0));

const CHARACTERS: ReadonlyMap<string, string> = new Map([
  ...GREEK.map((name, i): [string, string] => [name, greekLetter(i)]),
  ...GREEK.map((name, i): [string, string] => [name.toUpperCase(), greekLetter(i).toUpperCase()]),
  // ".mu.m" is a micrometre: the micro sign, as the attorney reads it.
  ['mu', 'µ'],
  ['lamda', 'λ'],
  ['LAMDA', 'Λ'],
  ['degree', '°'],
  ['+-', '±'],
  ['-+', '∓'],
  ['times', '×'],
  ['div', '÷'],
  ['ltoreq', '≤'],
  ['gtoreq', '≥'],
  ['noteq', '≠'],
  ['apprxeq', '≈'],
  ['infin', '∞'],
  ['cndot', '·'],
  ['ANG', 'Å'],
]);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPELLED = new RegExp(
  `\\.(${[...CHARACTERS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\.`,
  'g',
);

/** The text with the USPTO entity spellings (".alpha.", ".degree.", ".+-.") replaced by their characters. */
export function decodeUsptoEntities(text: string): string {
  return text.includes('.') ? text.replace(SPELLED, (_, name: string) => CHARACTERS.get(name)!) : text;
}

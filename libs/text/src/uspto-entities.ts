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

/** Unicode subscript and superscript forms of digits and signs (U+2070–U+208E, with ¹ ² ³ of Latin-1). */
const SUB: Readonly<Record<string, string>> = Object.fromEntries(
  [...'0123456789+-'].map((c, i) => [c, String.fromCodePoint(0x2080 + (i < 10 ? i : i === 10 ? 10 : 11))]),
);
const SUP: Readonly<Record<string, string>> = Object.fromEntries(
  [...'0123456789+-'].map((c, i) => [c, '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻'[i]]),
);
/** A ".sub." or ".sup." marker and what it lowers or raises: a sign and digits, else a run of letters and digits. */
const SCRIPT = /\.(sub|sup)\.([-+]?\d+(?![A-Za-z0-9])|\d+(?=[A-Z])|[-+]?[A-Za-z0-9]+)?/g;

/**
 * The ".sub." and ".sup." markers read as an attorney reads them: digits (and a sign) as Unicode subscript and
 * superscript digits ("C.sub.2" → "C₂", "cm.sup.-1" → "cm⁻¹", "H.sub.2O" → "H₂O"), anything else after "_" or "^"
 * ("V.sub.TH" → "V_TH", "x.sup.n" → "x^n"); a marker with nothing after it is dropped.
 */
function decodeScripts(text: string): string {
  return text.replace(SCRIPT, (_, kind: string, run: string | undefined) => {
    if (!run) return '';
    const map = kind === 'sub' ? SUB : SUP;
    return /^[-+]?\d+$/.test(run)
      ? [...run].map((c) => map[c]).join('')
      : `${kind === 'sub' ? '_' : '^'}${run}`;
  });
}

/**
 * The text with the USPTO entity spellings (".alpha.", ".degree.", ".+-.") replaced by their characters and the
 * ".sub."/".sup." markers read (decodeScripts).
 */
export function decodeUsptoEntities(text: string): string {
  if (!text.includes('.')) return text;
  const decoded = text.replace(SPELLED, (_, name: string) => CHARACTERS.get(name)!);
  return decoded.includes('.su') ? decodeScripts(decoded) : decoded;
}

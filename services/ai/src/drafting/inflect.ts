/**
 * Number inflection of English nouns for claim drafting and comparison (issue 24): "lenses" ↔ "lens", "batteries" ↔
 * "battery", "axes" ↔ "axis", "teeth" ↔ "tooth". No inflection library is among the dependencies, and wink-nlp's
 * lemmatizer reads "lenses" as "lense" and "axes" as "ax", so this is a small rule set: irregular pairs, nouns that
 * end in "s" in the singular, nouns with one form for both, then the regular endings. Lower-case words only.
 */

/** Irregular plural → singular. */
const IRREGULAR = new Map<string, string>(
  Object.entries({
    teeth: 'tooth',
    feet: 'foot',
    geese: 'goose',
    men: 'man',
    women: 'woman',
    children: 'child',
    mice: 'mouse',
    dice: 'die',
    people: 'person',
    oxen: 'ox',
    media: 'medium',
    indices: 'index',
    vertices: 'vertex',
    matrices: 'matrix',
    apices: 'apex',
    appendices: 'appendix',
    criteria: 'criterion',
    phenomena: 'phenomenon',
    nuclei: 'nucleus',
    radii: 'radius',
    stimuli: 'stimulus',
    foci: 'focus',
    fungi: 'fungus',
    loci: 'locus',
    termini: 'terminus',
    bacteria: 'bacterium',
    strata: 'stratum',
    spectra: 'spectrum',
    maxima: 'maximum',
    minima: 'minimum',
    quanta: 'quantum',
    formulae: 'formula',
    antennae: 'antenna',
    larvae: 'larva',
    vertebrae: 'vertebra',
    leaves: 'leaf',
    halves: 'half',
    shelves: 'shelf',
    wolves: 'wolf',
    calves: 'calf',
    loaves: 'loaf',
    thieves: 'thief',
    knives: 'knife',
    wives: 'wife',
    lives: 'life',
    sheaves: 'sheaf',
    selves: 'self',
    hooves: 'hoof',
    scarves: 'scarf',
    dwarves: 'dwarf',
    wharves: 'wharf',
  }),
);
const IRREGULAR_PLURAL = new Map([...IRREGULAR].map(([p, s]) => [s, p]));

/** One form for singular and plural ("a series", "two series"). */
const INVARIANT = new Set(
  'series species means apparatus chassis aircraft spacecraft hovercraft sheep deer fish offspring swine moose bison corps headquarters data'.split(
    ' ',
  ),
);

/**
 * Singular nouns ending in "s" that the regular rule would cut ("lens" is no plural of "len"); words ending in "ss",
 * "us", "is" and "ics" are taken as singular without being listed.
 */
const SINGULAR_S = new Set(
  'lens bus gas bias canvas atlas alias plus iris chaos cosmos pancreas asbestos thermos trellis kudos bellows gallows pliers tongs scissors tweezers forceps lees bypass'.split(
    ' ',
  ),
);
/** Plural in "-ses" of a singular in "-se" ("cases", "phases"): the rest of "-ses" are "-s"/"-ss" singulars. */
const S_STEM = (w: string) =>
  SINGULAR_S.has(w) || /(?:ss|us|is)$/.test(w) || (w.length > 3 && /ics$/.test(w));

/** Nouns in "-ie" whose plural "-ies" is not that of a "-y" noun. */
const IE = new Set('movie cookie calorie rookie prairie zombie necktie hippie'.split(' '));

/** Plural in "-oes" ("potatoes"); other nouns in "-o" take "-s" ("pianos", "ratios"). */
const O_ES = new Set(
  'potato tomato hero echo veto torpedo embargo domino volcano mosquito cargo tornado'.split(' '),
);

/** Whether a lower-case noun is (as written) a singular: it has no other singular. */
export function isSingular(word: string): boolean {
  return singular(word) === word;
}

/** The singular of a lower-case noun ("lenses" → "lens", "batteries" → "battery", "axes" → "axis"); a singular is kept. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  const irregular = IRREGULAR.get(w);
  if (irregular) return irregular;
  if (INVARIANT.has(w) || S_STEM(w) || IRREGULAR_PLURAL.has(w)) return w;
  if (w.length <= 3 || !w.endsWith('s')) return w;
  if (/[^aeiou]ies$/.test(w) && w.length > 4 && !IE.has(w.slice(0, -1))) return `${w.slice(0, -3)}y`;
  // "axes", "bases", "analyses": the Greek "-is" nouns.
  if (/(?:^ax|analys|diagnos|hypothes|synthes|ellips|parenthes|emphas|paralys|dialys|^cris|^oas)es$/.test(w))
    return `${w.slice(0, -2)}is`;
  if (/(?:x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (/oes$/.test(w) && O_ES.has(w.slice(0, -2))) return w.slice(0, -2);
  // "lenses", "buses", "glasses": the stem is a singular in "-s"; else "cases" → "case".
  if (w.endsWith('ses') && S_STEM(w.slice(0, -2))) return w.slice(0, -2);
  if (w.endsWith('sses')) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** The plural of a lower-case noun ("lens" → "lenses", "battery" → "batteries", "axis" → "axes"); a plural is kept. */
export function plural(word: string): string {
  const w = word.toLowerCase();
  const irregular = IRREGULAR_PLURAL.get(w);
  if (irregular) return irregular;
  if (INVARIANT.has(w)) return w;
  if (!isSingular(w)) return w;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/[^aeiou]is$/.test(w) && !SINGULAR_S.has(w)) return `${w.slice(0, -2)}es`;
  if (/(?:s|x|z|ch|sh)$/.test(w)) return `${w}es`;
  if (w.endsWith('o') && O_ES.has(w)) return `${w}es`;
  return `${w}s`;
}

/** A phrase with its last word in the plural ("optical lens" → "optical lenses"). */
export function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  words[words.length - 1] = plural(words[words.length - 1]);
  return words.join(' ');
}

/** Letters whose spoken name starts with a vowel sound ("an F-shaped", "an LED", "an X-ray"; "a U-bolt"). */
const VOWEL_LETTER = /^[aefhilmnorsx]$/i;
/** Initialisms read as a word, so the article follows the word's sound ("a RAM", "a LAN", "a NAND gate"). */
const READ_AS_WORD =
  /^(?:RAM|ROM|LAN|WAN|NAND|NOR|SIM|LASER|RADAR|SONAR|LIDAR|NASA|CAD|CAM|DAC|PIN|POS|SCSI|SIP|VOIP|NAT|MOSFET|MEMS|SONET|FET|LCOS)s?$/;

/**
 * The indefinite article a noun phrase takes, by the sound of its first word (issue 24 review: "a uninterrupted
 * recess"): "an hour", "an LED", "an X-ray", "an 8-bit", "an uninterrupted", but "a unit", "a one-piece", "a user",
 * "a U-shaped", "a European".
 */
export function indefiniteArticle(np: string): 'a' | 'an' {
  const first = np.trim().split(/[\s/]+/)[0] ?? '';
  const word = first.replace(/^[("“'‘]+/, '');
  if (/^\d/.test(word)) return /^(?:8|1[18](?!\d)|1[18]\d{2}(?!\d)|1[18],\d)/.test(word) ? 'an' : 'a';
  // A letter standing alone or before a hyphen ("L-shaped", "X-ray"), or an initialism spelled out ("LED", "RF").
  const lead = /^([A-Za-z])(?:-|$)/.exec(word);
  if (lead) return VOWEL_LETTER.test(lead[1]) ? 'an' : 'a';
  const initialism = /^([A-Z])[A-Z0-9]+s?(?:-|$)/.exec(word);
  if (initialism && !READ_AS_WORD.test(word.split('-')[0]))
    return VOWEL_LETTER.test(initialism[1]) ? 'an' : 'a';
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(?:one(?!r)|once|eu|ewe)/.test(w)) return 'a';
  if (/^u/.test(w)) {
    // "unit", "uniform", "universal", "unidirectional", "unilateral": the sound of "you"; un- prefixed words are not.
    if (/^uni(?!n|mp|de|ll[^a]|rr)/.test(w) || /^unanim|^unary|^urin|^uran|^ureth|^ureter|^usur/.test(w))
      return 'a';
    if (/^un/.test(w)) return 'an';
    return /^u[bcdfgjklmnpqrstvwxz][aeiouy]/.test(w) && !/^upon/.test(w) ? 'a' : 'an';
  }
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** The noun phrase with its indefinite article: "an uninterrupted recess", "a unit", "an LED". */
export const withArticle = (np: string) => `${indefiniteArticle(np)} ${np}`;

/** The phrase with its first letter in capitals, as a claim or a sentence opens. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An article and the word after it (the word itself is not consumed, so "vitamin A and a LED" reads both). */
const ARTICLE_BEFORE = /(?<=^|\s)(an?|An?)(\s+)(?=(["“(]?[A-Za-z0-9][\w-]*))/g;

/** A capitalised "A" is an article only where a sentence starts: "vitamin A", "type A" are labels. */
const isArticle = (text: string, at: number, det: string) =>
  /^[a]/.test(det) || at === 0 || /[.;:]\s+$/.test(text.slice(Math.max(0, at - 3), at));

/** The "a"/"an" of a text that do not match the sound of the next word ("a uninterrupted", "an unit"). */
export function articleMismatches(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(ARTICLE_BEFORE))
    if (isArticle(text, m.index, m[1]) && m[1].toLowerCase() !== indefiniteArticle(m[3]))
      out.push(`${m[1]} ${m[3]}`);
  return out;
}

/** A generated text with every "a"/"an" matching the sound of the word after it (see indefiniteArticle). */
export function fixArticles(text: string): string {
  return text.replace(ARTICLE_BEFORE, (all, det: string, gap: string, next: string, at: number) => {
    if (!isArticle(text, at, det)) return all;
    const want = indefiniteArticle(next);
    if (det.toLowerCase() === want) return all;
    return `${/^A/.test(det) ? want.charAt(0).toUpperCase() + want.slice(1) : want}${gap}`;
  });
}

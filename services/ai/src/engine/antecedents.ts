import { stem } from './text.js';

/**
 * Antecedent basis in a claim (issue 23): "the second member" / "said member" refers back to the noun phrase that
 * introduced it ("a second elongated member"), matched by head noun and ordinal. The introducing phrase's modifiers
 * ("elongated") are what the element is about as much as its own words, so the chart weighs them (at
 * ANTECEDENT_WEIGHT) and shows the antecedent in the row.
 */
export interface Antecedent {
  /** The referring phrase as the element writes it: "the second member". */
  phrase: string;
  /** The introducing phrase: "a second elongated member". */
  refersTo: string;
  /** The element that introduced it (0-based), or null for the preamble. */
  element: number | null;
  /** The introducing phrase's words the referring phrase does not repeat (its modifiers): "elongated". */
  modifiers: string[];
}

const ORDINAL = /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;
/** Words that end a noun phrase: function words, auxiliaries, claim connectives, pronouns. */
const BREAK = new Set(
  (
    'a an the said of to for from in into on onto at by with without within between among through via and or nor ' +
    'but not is are was were be been being has have having had do does can may must shall will would should could ' +
    'which that who whose whom where wherein whereby when while if then than so such as its it their they them this ' +
    'these those each every any all both either neither some same other another one ones comprising comprises ' +
    'including includes consisting configured adapted operable arranged disposed positioned located coupled ' +
    'connected attached mounted provided formed defined extending extends there thereof therein thereby about ' +
    'least more less most plurality pair number along across over under above below around against toward ' +
    'towards behind beyond inside outside upon after before during until per onto near adjacent , ; : ( ) .'
  ).split(' '),
);
/** Words, and the punctuation that ends a noun phrase as a word of its own. */
const WORD = /[a-z][a-z0-9-]*|[,;:().]/g;
/** Heads that name no part: "the group consisting of" (Markush), "the step of". */
const NOT_A_PART = new Set(['group', 'step', 'claim', 'steps']);

interface Tokens {
  words: string[];
  starts: number[];
}
function tokens(text: string): Tokens {
  const words: string[] = [];
  const starts: number[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    words.push(m[0]);
    starts.push(m.index);
  }
  return { words, starts };
}

/** The noun-phrase words after position i: up to 5, stopping at a BREAK word or an adverb ("pivotally"). */
function phraseAfter(words: string[], i: number): string[] {
  const out: string[] = [];
  for (let k = i; k < words.length && out.length < 5; k++) {
    const w = words[k];
    if (BREAK.has(w) || (/ly$/.test(w) && !ORDINAL.test(w) && w.length > 4)) break;
    out.push(w);
  }
  return out;
}

interface Introduction {
  /** How the claim introduced it: "a", "an", "a plurality of", "at least one", "one or more". */
  det: string;
  words: string[];
  element: number | null;
  /** Word position in its text. */
  at: number;
}

/** Noun phrases a text introduces: "a", "an", "one or more", "at least one", "a plurality of", "a pair of" + phrase. */
function introductions(text: string, element: number | null): Introduction[] {
  const { words } = tokens(text);
  const out: Introduction[] = [];
  words.forEach((w, i) => {
    let at = -1;
    let det = w;
    if ((w === 'a' || w === 'an') && words[i + 1] !== 'plurality' && words[i + 1] !== 'pair') at = i + 1;
    if ((w === 'plurality' || w === 'pair') && words[i + 1] === 'of') {
      at = i + 2;
      det = `${words[i - 1] === 'a' ? 'a ' : ''}${w} of`;
    }
    if (w === 'least' && words[i + 1] === 'one' && words[i - 1] === 'at' && words[i + 2] !== 'of') {
      at = i + 2;
      det = 'at least one';
    }
    if (w === 'more' && words[i - 1] === 'or' && words[i - 2] === 'one' && words[i + 1] !== 'of') {
      at = i + 1;
      det = 'one or more';
    }
    if (at < 0 || at >= words.length || BREAK.has(words[at])) return;
    const phrase = phraseAfter(words, at);
    if (phrase.length > 0) out.push({ det, words: phrase, element, at: i });
  });
  return out;
}

const ordinalOf = (ws: string[]) => ws.find((w) => ORDINAL.test(w)) ?? null;
/**
 * The stem of a head word, kept apart for a noun in "-ing" ("housing", "casing", "lining"): the stemmer gives "housing"
 * and "house" one stem, but a housing is no house (claim nouns compare as nouns, as the claim checker's key() does).
 */
const headStem = (w: string) => (/ings?$/.test(w) ? `${stem(w)}+ing` : stem(w));
/** A word that may be a verb or participle after a noun ("the arm pivots", "a valve controlled by"). */
const MAY_BE_VERB = /(?:ed|ing|s)$/;

/**
 * Where a phrase's head noun is, if it is `head`: its last word, or an earlier one followed only by words that may be
 * verbs ("an alternative motor control signal" has head "signal", not "motor"). -1 when `head` is not its head.
 */
function headAt(words: string[], head: string): number {
  for (let j = words.length - 1; j >= 0; j--) {
    if (headStem(words[j]) === head) return j;
    if (!MAY_BE_VERB.test(words[j])) return -1;
  }
  return -1;
}

/** Words that open a noun phrase that introduces or refers to something (anything else before it: a bare phrase). */
const DETERMINER = new Set([
  'a',
  'an',
  'the',
  'said',
  'one',
  'each',
  'every',
  'any',
  'another',
  'other',
  'of',
]);

/**
 * Whether a text names the head noun in a bare phrase (no article: "testing the quality of detector modules") that
 * lacks one of `modifiers`: something of that name was introduced without them, so "the detector modules" may be it.
 */
function bareMention(text: string, head: string, modifiers: string[]): boolean {
  const { words } = tokens(text);
  const mods = new Set(modifiers.map(stem));
  return words.some((w, i) => {
    if (headStem(w) !== head) return false;
    let k = i - 1;
    while (k >= 0 && !BREAK.has(words[k])) k--;
    const phrase = new Set(words.slice(k + 1, i).map(stem));
    const opener = words[k] ?? '';
    const bare =
      !DETERMINER.has(opener) || (opener === 'of' && !/^(?:a|an|the|said)$/.test(words[k + 1] ?? ''));
    return bare && k + 1 <= i && [...mods].some((m) => !phrase.has(m));
  });
}

/**
 * The antecedents of each element: for every "the"/"said" phrase, the earlier phrase (in the preamble, an earlier
 * element or before it in the element) introduced with "a"/"an"… whose words hold the referring phrase's head noun (tried from its last
 * word backwards, since a verb may follow the noun), with the same ordinal (or none on both) and every other word of
 * the referring phrase among its modifiers. Only antecedents that add a modifier are returned, and none when the
 * claim also introduces the noun with other modifiers or none, or names it in a bare phrase without them (which one
 * is meant is then unclear).
 */
export function resolveAntecedents(preamble: string, elements: string[]): Antecedent[][] {
  const known: Introduction[] = introductions(preamble, null);
  return elements.map((text, index) => {
    const found: Antecedent[] = [];
    const { words, starts } = tokens(text);
    const own = introductions(text, index);
    const lower = text.toLowerCase();
    words.forEach((w, i) => {
      if (w !== 'the' && w !== 'said') return;
      const ref = phraseAfter(words, i + 1);
      // Earlier elements and the preamble, then this element's own phrases before this one.
      const earlier = [...known, ...own.filter((x) => x.at < i)];
      // The head is the last word, or an earlier one when the words after it may be a verb ("the arm pivots").
      for (let j = ref.length - 1; j >= 0; j--) {
        if (j < ref.length - 1 && !MAY_BE_VERB.test(ref[j + 1])) break;
        const head = headStem(ref[j]);
        if (ORDINAL.test(ref[j]) || stem(ref[j]).length < 3 || NOT_A_PART.has(ref[j])) continue;
        const before = ref.slice(0, j);
        const ordinal = ordinalOf(before);
        const repeated = new Set(ref.slice(0, j + 1).map(stem));
        const extra = (x: Introduction) =>
          x.words.slice(0, headAt(x.words, head)).filter((y) => !ORDINAL.test(y) && !repeated.has(stem(y)));
        const candidates = earlier.filter((x) => {
          const h = headAt(x.words, head);
          if (h < 0) return false;
          const mods = x.words.slice(0, h);
          const mine = new Set(mods.map(stem));
          return ordinalOf(mods) === ordinal && before.every((y) => ORDINAL.test(y) || mine.has(stem(y)));
        });
        if (candidates.length === 0) continue;
        // Introduced once as written ("a detector module") and once with more words ("a reference detector
        // module"): the phrase refers to the one it repeats, or it is unclear which; no antecedent to add either way.
        const kinds = new Set(candidates.map((x) => extra(x).join(' ')));
        if (kinds.size > 1 || kinds.has('')) break;
        const intro = candidates[candidates.length - 1];
        const h = headAt(intro.words, head);
        const modifiers = extra(intro);
        if ([preamble, ...elements.slice(0, index + 1)].some((t) => bareMention(t, head, modifiers))) break;
        const phrase = lower.slice(starts[i], starts[i + j + 1] + ref[j].length);
        const refersTo = `${intro.det} ${intro.words.slice(0, h + 1).join(' ')}`;
        if (modifiers.length > 0 && !found.some((f) => f.phrase === phrase))
          found.push({ phrase, refersTo, element: intro.element, modifiers });
        break;
      }
    });
    known.push(...own);
    return found;
  });
}

/** How a chart row shows an antecedent: “the second member” = “a second elongated member” (element 2). */
export const describeAntecedent = (a: Antecedent) =>
  `"${a.phrase}" = "${a.refersTo}" (${a.element === null ? 'preamble' : `element ${a.element + 1}`})`;

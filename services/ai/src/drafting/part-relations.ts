import { tokenize, type Token } from './claim-nlp.js';

/**
 * How a description joins two parts in one plain sentence (issue 24 review), read from wink-nlp tags: "A and B are
 * coupled to each other", "A, which is attached to B", "the resistors are electrically connected to one another
 * through the nodes", "respectively and electrically connected to …". These helpers find the verb after a subject
 * and a reciprocal object; description-facts.ts states the relation.
 */

/** "to each other", "to one another", "together": the index after it, or -1. */
export function reciprocalEnd(tokens: Token[], k: number): number {
  const w = (i: number) => tokens[i]?.lower ?? '';
  if (w(k) === 'together') return k + 1;
  const at = /^(?:to|with)$/.test(w(k)) ? k + 1 : k;
  if ((w(at) === 'each' && w(at + 1) === 'other') || (w(at) === 'one' && w(at + 1) === 'another'))
    return at + 2;
  return -1;
}

/**
 * The index of a subject's verb from k: past auxiliaries and adverbs, "which"/"that", a comma opening "which is"
 * ("A, which is attached to B"), and "and" between two adverbs ("respectively and electrically connected").
 */
export function verbIndex(tokens: Token[], k: number, stop: (k: number) => boolean): number {
  for (;;) {
    const t = tokens[k];
    if (!t || stop(k)) return k;
    const relative = t.text === ',' && /^(?:which|that)$/.test(tokens[k + 1]?.lower ?? '');
    const joined = t.lower === 'and' && tokens[k - 1]?.pos === 'ADV' && tokens[k + 1]?.pos === 'ADV';
    if (t.pos === 'AUX' || t.pos === 'ADV' || /^(?:which|that)$/.test(t.lower) || relative || joined) k++;
    else return k;
  }
}

/** A past participle as wink-nlp reads it: a verb not in its dictionary form, nor a gerund or a third-person form. */
export function isParticiple(t: Token | undefined): boolean {
  return !!t && t.pos === 'VERB' && t.lower !== t.lemma && !/(?:ing|[^s]s)$/.test(t.lower);
}

/** Adverbs that hedge or order a sentence rather than say how a part is joined ("preferably mounted"). */
const HEDGE =
  /^(?:preferably|typically|generally|usually|normally|optionally|respectively|additionally|alternatively|advantageously|conveniently|suitably|simply|likewise|similarly|only|also|then|thus|further|still|always|often|not|merely|initially|finally|subsequently|eventually|actually|easily|readily|partially|partly|substantially|approximately|fully|completely)$/;

/**
 * Adverbs of how a part is held, by their form: from an adjective in -able/-ible, -al, -ed, -ic ("rotatably",
 * "pivotally", "fixedly", "concentrically"), not of time or speed ("simultaneously", "quickly", "tentatively").
 */
const MANNER = /(?:ab|ib|al|ed|ic)ly$/;

/**
 * The manner adverbs right before the participle at k as a claim keeps them: "pivotally" of "is pivotally connected
 * to", "rotatably and slidably" of "is rotatably and slidably mounted on"; '' when there is none.
 */
export function mannerBefore(tokens: Token[], k: number): string {
  const words: string[] = [];
  for (let i = k - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t.pos === 'ADV' && MANNER.test(t.lower) && !HEDGE.test(t.lower)) words.unshift(t.lower);
    else if (t.lower === 'and' && words.length > 0 && tokens[i - 1]?.pos === 'ADV') words.unshift('and');
    else break;
  }
  if (words[0] === 'and') words.shift();
  return words.join(' ');
}

/**
 * "Third, the technician pumps air into the pipe": after a noun the tagger reads a plural noun ("technician pumps
 * air"), though the words after a sentence's subject are its verb's. The clause is read again with a pronoun for the
 * subject ("It pumps air into the pipe"), where the word can only be the verb: whether the tagger then reads a verb.
 */
export function verbAfterSubject(tokens: Token[], k: number, text: string): boolean {
  const t = tokens[k];
  const before = tokens[k - 1];
  if (t?.pos !== 'NOUN' || !/^[a-z]+[^s]s$/.test(t.text) || t.lemma === t.lower) return false;
  if (before?.pos !== 'NOUN' || !/^[a-z]+$/.test(before.lower) || /s$/.test(before.lower)) return false;
  let end = k;
  while (end < tokens.length - 1 && end < k + 12 && !/^[.;:]$/.test(tokens[end + 1].text)) end++;
  return tokenize(`It ${text.slice(t.start, tokens[end].end)}.`, 'wink')[1]?.pos === 'VERB';
}

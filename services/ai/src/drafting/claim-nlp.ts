import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { singular } from './inflect.js';

/** A token with its character span in the text it came from and a universal part-of-speech tag. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  pos: string;
  /** The dictionary form ("receives" → "receive"); the lower-case word for the word-list tagger. */
  lemma: string;
}

/**
 * `wink`: wink-nlp's English model tags every token (POS tagging by a maintained statistical model).
 * `rules`: a word-list tagger (determiners, prepositions, conjunctions, common claim verbs), kept to measure
 * what the model adds on the bench (docs/benchmarks.md).
 */
export type TaggerName = 'wink' | 'rules';

let nlp: ReturnType<typeof winkNLP> | null = null;
const wink = () => (nlp ??= winkNLP(model));

const DETS = new Set([
  'a',
  'an',
  'the',
  'said',
  'each',
  'every',
  'any',
  'some',
  'this',
  'these',
  'those',
  'that',
]);
const ADPS = new Set(
  'of to in on for with by at from into onto over under between among through via within without about against along across after before during upon toward towards than as around behind beyond below above near'.split(
    ' ',
  ),
);
const CONJ = new Set([
  'and',
  'or',
  'nor',
  'but',
  'wherein',
  'whereby',
  'which',
  'that',
  'when',
  'where',
  'while',
  'whereas',
  'if',
  'such',
]);
const VERBS = new Set(
  'is are be been being was were has have having had comprises comprising comprise includes including include consisting consists contains containing configured adapted arranged operable disposed coupled connected mounted attached positioned located provided formed defined extending extends receives receiving received determines determining generates generating transmits transmitting sends sending stores storing causes causing allows allowing enables enabling selected can may will shall does do'.split(
    ' ',
  ),
);

function rulesTag(word: string): string {
  const w = word.toLowerCase();
  if (!/[a-z0-9]/i.test(w)) return 'PUNCT';
  if (/^\d/.test(w)) return 'NUM';
  if (DETS.has(w)) return 'DET';
  if (ADPS.has(w)) return 'ADP';
  if (CONJ.has(w)) return 'CCONJ';
  if (VERBS.has(w)) return 'VERB';
  return 'NOUN';
}

/** Tokens with spans; `wink` tags with the statistical model, `rules` with word lists. */
export function tokenize(text: string, tagger: TaggerName): Token[] {
  if (tagger === 'rules') {
    return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_'’-]*|[^\s\p{L}\p{N}_]/gu)].map((m) => ({
      text: m[0],
      lower: m[0].toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
      pos: rulesTag(m[0]),
      lemma: m[0].toLowerCase(),
    }));
  }
  const doc = wink().readDoc(text);
  const its = wink().its;
  const values = doc.tokens().out(its.value) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  // The typings of wink-nlp 2 give its.lemma a signature `out` does not accept; it works as documented.
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
  const out: Token[] = [];
  let cursor = 0;
  values.forEach((v, i) => {
    const at = text.indexOf(v, cursor);
    const start = at >= 0 && at - cursor < 40 ? at : cursor;
    cursor = start + v.length;
    out.push({
      text: v,
      lower: v.toLowerCase(),
      start,
      end: start + v.length,
      pos: tags[i],
      lemma: lemmas[i] ?? v.toLowerCase(),
    });
  });
  return out;
}

/**
 * A word's comparison key: lower case with the plural folded ("batteries" meets "battery", "members" meets
 * "member"), nothing more: claim elements are compared as nouns, so "housing" must not meet "house".
 */
export function key(word: string): string {
  return singular(word.toLowerCase().replace(/['’]s$/, ''));
}

import { stem, STOPWORDS, tokenize, tokenWords } from '@patent-hub/text';
import model from 'wink-eng-lite-web-model';
import { abbreviated } from './description-sections.js';

export { stem } from '@patent-hub/text';

/** Claim language and chat filler that say nothing about a subject, on top of the shared stop words. */
const STOP: ReadonlySet<string> = new Set([
  ...STOPWORDS,
  ...(
    'about according all also any based between claim claims comprise comprises comprising configured consisting consists ' +
    'further having include includes including me my onto over please plurality tell third use used using via why'
  ).split(' '),
]);

/** The shared tokenizer and stemmer (the patents service's), with the extra stop words above. */
export function terms(text: string): string[] {
  return tokenize(text, 100_000, STOP);
}

/**
 * Two adjacent words a text writes apart ("Inter Digital", "inter-digital") as the one word a claim may write
 * ("interdigital"), as terms() gives it: a compound split or joined is the same term (attorney review of issue 23:
 * US7474034's "interdigital transducer" against "Inter Digital Transducer").
 */
export function joinedTerms(text: string): string[] {
  const out: string[] = [];
  adjacentWords(text, (a, b) => out.push(stem(a + b)));
  return out;
}

/** A compound written as two words: its parts' terms, the one word joined, and that word's term. */
export interface SplitCompound {
  parts: [string, string];
  word: string;
  joined: string;
}

/** Each pair of adjacent words of a text, neither a stop word, as one word (see joinedTerms). */
export function splitCompounds(text: string): SplitCompound[] {
  const out: SplitCompound[] = [];
  adjacentWords(text, (a, b) => out.push({ parts: [stem(a), stem(b)], word: a + b, joined: stem(a + b) }));
  return out;
}

const isDigit = (text: string, k: number) => text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;

/** Calls `pair` with each two adjacent words (lower-cased, one space or hyphen apart, neither a stop word nor by a digit). */
function adjacentWords(text: string, pair: (a: string, b: string) => void): void {
  const lower = text.toLowerCase();
  let prev: string | null = null;
  let prevEnd = -2;
  for (const m of lower.matchAll(/[a-z]+/g)) {
    const w = m[0];
    const end = m.index + w.length;
    const word = w.length >= 2 && !STOP.has(w) && !isDigit(lower, m.index - 1) && !isDigit(lower, end);
    const sep = lower[prevEnd];
    if (word && prev && m.index === prevEnd + 1 && (sep === ' ' || sep === '-')) pair(prev, w);
    prev = word ? w : null;
    prevEnd = end;
  }
}

/** wink-nlp's Porter2 stemmer (its English model's addon). */
const porter2 = model.addons.stem as (word: string) => string;
const families = new Map<string, string>();

/**
 * Adjectives and adverbs made from a word name a property, not the thing or the act: "removable" is not "removing",
 * "conventional" not "convention". Porter2 would join them; they keep their light stem.
 */
const DERIVED = /(?:able|ible|al|ive|ous|ic|ful|less|ness|ly)$/;

/**
 * A word's family: its Porter2 stem, which joins forms the light stem of terms() keeps apart ("oscillating",
 * "oscillator", "oscillation" → "oscil"; "controller", "controlling" → "control"); a derived adjective or adverb
 * (DERIVED) is its own family. Memoised per word.
 */
export function family(word: string): string {
  let f = families.get(word);
  if (f === undefined) {
    if (families.size > 200_000) families.clear();
    f = DERIVED.test(word) ? stem(word) : porter2(word);
    families.set(word, f);
  }
  return f;
}

/** The families (family()) of a text's words, stop words left out as terms() leaves them. */
export function termFamilies(text: string): string[] {
  return tokenWords(text, 100_000, STOP).map(family);
}

/** Each term of a text (terms()) with the families of the words written for it. */
export function familiesByTerm(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const word of tokenWords(text, 100_000, STOP)) {
    const t = stem(word);
    out.set(t, (out.get(t) ?? new Set()).add(family(word)));
  }
  return out;
}

/**
 * Sentences (and clauses after a semicolon): split at . ! ? ; before a capital, a parenthesis or a digit, not after an
 * abbreviation ("FIG. 1 includes", "No. 5", "e.g. A"; description-sections.ts's abbreviated()).
 */
export function sentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const out: string[] = [];
  let start = 0;
  for (const m of flat.matchAll(/[.!?;](?=\s+[A-Z(\d])/g)) {
    const end = m.index + 1;
    if (m[0] === '.' && abbreviated(flat.slice(start, end))) continue;
    out.push(flat.slice(start, end));
    start = end;
  }
  out.push(flat.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Cuts text to at most `max` words, at a sentence end when one is near. */
export function cutWords(text: string, max: number): string {
  const w = words(text);
  if (w.length <= max) return text.trim();
  const cut = w.slice(0, max).join(' ');
  const end = Math.max(cut.lastIndexOf('. '), cut.endsWith('.') ? cut.length - 1 : -1);
  return end > cut.length * 0.5 ? cut.slice(0, end + 1) : `${cut.replace(/[,;:]$/, '')}…`;
}

/** Cosine similarity of two term-frequency bags. */
export function cosine(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const fa = freq(a);
  const fb = freq(b);
  let dot = 0;
  for (const [t, n] of fa) dot += n * (fb.get(t) ?? 0);
  const norm = (f: Map<string, number>) => Math.sqrt([...f.values()].reduce((s, n) => s + n * n, 0));
  return dot / (norm(fa) * norm(fb));
}

export function freq(list: string[]): Map<string, number> {
  const f = new Map<string, number>();
  for (const t of list) f.set(t, (f.get(t) ?? 0) + 1);
  return f;
}

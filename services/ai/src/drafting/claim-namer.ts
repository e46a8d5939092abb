import { NOT_CLAIMABLE } from './generic-words.js';
import { withArticle as article } from './inflect.js';

/** What the namer names: a phrase, its head, and whether it is counted. */
export interface Named {
  phrase: string;
  head: string;
  pluralOnly?: boolean;
  mass?: boolean;
}

/** An element's words: "a/an" the first time a phrase is named in a claim ("user information" if uncounted), "the" after. */
export class Namer {
  private readonly seen = new Set<string>();
  constructor(seen: Iterable<string> = []) {
    for (const h of seen) this.seen.add(h);
  }
  /** Whether a phrase (or, for a one-word phrase, its head) was named. */
  has(phrase: string) {
    return this.seen.has(phrase);
  }
  heads() {
    return [...this.seen];
  }
  np(m: Named): string {
    if (this.seen.has(m.phrase)) return `the ${m.phrase}`;
    this.seen.add(m.phrase);
    // "part", "portion": count nouns whatever the description's usage ("against part of the body").
    if (m.mass && !(NOT_CLAIMABLE(m.head) && !m.phrase.includes(' '))) return m.phrase;
    return article(m.pluralOnly ? `plurality of ${m.phrase}` : m.phrase);
  }
}

/** Claim elements joined as a claim lists them: "a; b; and c." */
export function list(elements: string[]): string {
  return elements
    .map((e, i) => `${e}${i === elements.length - 1 ? '.' : i === elements.length - 2 ? '; and' : ';'}`)
    .join(' ');
}

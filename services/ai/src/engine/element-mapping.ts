import { TextIndex } from './bm25.js';
import { sentences, terms } from './text.js';

export interface ElementMatch {
  element: string;
  passage: string;
  /** Share of the element's distinctive terms found in the passage, weighted by rarity (0–1). */
  score: number;
  disclosed: boolean;
}

/** An element counts as disclosed when a passage covers at least this share of its weighted terms. */
export const DISCLOSED_THRESHOLD = 0.5;

/**
 * Maps each claim element to the best-matching passage (sentence) of a prior-art document:
 * BM25 picks candidate sentences, then the score is the IDF-weighted coverage of the element's terms,
 * which is comparable across elements and documents (BM25 raw scores are not).
 */
export function mapElements(
  elements: string[],
  documentText: string,
  idf: (t: string) => number,
): ElementMatch[] {
  const passages = sentences(documentText).filter((s) => s.length > 20);
  if (passages.length === 0) passages.push(documentText);
  const index = new TextIndex(passages.map((p, i) => ({ id: String(i), text: p })));
  return elements.map((element) => {
    const want = [...new Set(terms(element))];
    const total = want.reduce((s, t) => s + idf(t), 0) || 1;
    let best = { passage: '', score: 0 };
    const candidates = index.search(element, 5);
    for (const c of candidates) {
      const passage = passages[Number(c.id)];
      const have = new Set(terms(passage));
      const covered = want.filter((t) => have.has(t)).reduce((s, t) => s + idf(t), 0) / total;
      if (covered > best.score) best = { passage, score: covered };
    }
    const score = Math.round(best.score * 100) / 100;
    return { element, passage: best.passage, score, disclosed: score >= DISCLOSED_THRESHOLD };
  });
}

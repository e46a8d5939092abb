import type { MatchExplanation } from '@patent-hub/contracts';
import { stem, STOPWORDS } from '@patent-hub/text';

export interface ExplainInput {
  title: string;
  abstract: string | null;
  claims: { number: number; text: string }[];
  description: string | null;
}

/** Longest passage shown; a longer text is cut to the window holding most of the matched terms. */
export const WINDOW = 280;
const WORD = /[\p{L}\p{N}]+/gu;

interface Hit {
  start: number;
  end: number;
  /** The query word (as the user typed it) this word of the text matched by stem. */
  term: string;
}
type Passage = { field: MatchExplanation['field']; claimNumber: number | null; text: string };

/** The query's words as typed (lower case), stop words left out, keyed by the stem the search matches on. */
function queryWords(queryText: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [w] of queryText.toLowerCase().matchAll(WORD)) {
    if (w.length < 2 || w.length > 40 || STOPWORDS.has(w)) continue;
    const s = stem(w);
    if (!out.has(s)) out.set(s, w);
    if (out.size >= 64) break;
  }
  return out;
}

/** Every word of the text whose stem is one of the query's. */
function hitsIn(text: string, wanted: Map<string, string>): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(WORD)) {
    const w = m[0].toLowerCase();
    if (w.length < 2 || w.length > 40 || STOPWORDS.has(w)) continue;
    const term = wanted.get(stem(w));
    if (term) hits.push({ start: m.index, end: m.index + m[0].length, term });
  }
  return hits;
}

const distinct = (hits: Hit[]) => new Set(hits.map((h) => h.term)).size;

/**
 * The passage shown: the whole text when short, else the WINDOW-long stretch (cut at spaces) holding the most
 * distinct matched terms, earliest first; the hits are re-based on the passage, '…' marking a cut.
 */
export function cutPassage(text: string, hits: Hit[]): { passage: string; highlights: Hit[] } {
  if (text.length <= WINDOW) return { passage: text, highlights: hits };
  // The text's own start first: it wins a tie, so the passage is not cut where it need not be.
  let best = { from: 0, count: -1 };
  for (const at of [0, ...hits.map((h) => h.start - 60)]) {
    const from = Math.max(0, Math.min(at, text.length - WINDOW));
    const count = distinct(hits.filter((x) => x.start >= from && x.end <= from + WINDOW));
    if (count > best.count) best = { from, count };
  }
  const start = best.from === 0 ? 0 : text.indexOf(' ', best.from) + 1 || best.from;
  const space = text.lastIndexOf(' ', start + WINDOW);
  const end = start + WINDOW >= text.length ? text.length : space > start ? space : start + WINDOW;
  const lead = start > 0 ? '…' : '';
  return {
    passage: `${lead}${text.slice(start, end)}${end < text.length ? '…' : ''}`,
    highlights: hits
      .filter((h) => h.start >= start && h.end <= end)
      .map((h) => ({ ...h, start: h.start - start + lead.length, end: h.end - start + lead.length })),
  };
}

/**
 * Why a patent matched: the query words it contains (as typed; the search matches them by stem, so 'cooling'
 * also finds 'cooled') and the passage holding most of them: the title, the abstract, a claim, else a
 * description paragraph; earlier fields win ties because they weigh more. Each occurrence is given by offsets.
 */
export function explainMatch(queryText: string, doc: ExplainInput, score: number): MatchExplanation {
  const wanted = queryWords(queryText);
  const passages: Passage[] = [
    { field: 'title', claimNumber: null, text: doc.title },
    ...(doc.abstract ? [{ field: 'abstract' as const, claimNumber: null, text: doc.abstract }] : []),
    ...doc.claims.map((c) => ({ field: 'claims' as const, claimNumber: c.number, text: c.text })),
    ...(doc.description ?? '')
      .split(/\n\s*\n/)
      .slice(0, 2000)
      .map((t) => ({ field: 'description' as const, claimNumber: null, text: t.trim() })),
  ];
  return explainBest(wanted, wanted.size ? withHits(passages, wanted) : [], score);
}

/** Lazily: the search for the best passage stops at the first holding every word, before the long description. */
function* withHits(passages: Passage[], wanted: Map<string, string>) {
  for (const p of passages) yield { p, hits: hitsIn(p.text, wanted) };
}

/** A passage a search engine highlighted (OpenSearch): its text and the spans of the words it matched. */
export interface HighlightedPassage extends Passage {
  spans: { start: number; end: number }[];
}

/**
 * The same explanation from passages the engine highlighted: each span is credited to the query word sharing its
 * stem (the engine's own stemmer may differ a little: a span no query word claims counts as its own term).
 */
export function explainHighlights(
  queryText: string,
  passages: HighlightedPassage[],
  score: number,
): MatchExplanation {
  const wanted = queryWords(queryText);
  return explainBest(
    wanted,
    passages.map(({ spans, ...p }) => ({
      p,
      hits: spans.map((s) => {
        const w = p.text.slice(s.start, s.end).toLowerCase();
        return { ...s, term: wanted.get(stem(w)) ?? w };
      }),
    })),
    score,
  );
}

/** The passage holding most distinct query words (earlier passages win ties: the fields weigh more), cut to show. */
function explainBest(
  wanted: Map<string, string>,
  candidates: Iterable<{ p: Passage; hits: Hit[] }>,
  score: number,
): MatchExplanation {
  let best: { p: Passage; hits: Hit[]; count: number } | null = null;
  for (const { p, hits } of candidates) {
    const count = distinct(hits);
    if (count > (best?.count ?? 0)) best = { p, hits, count };
    if (best && best.count === wanted.size) break;
  }
  const rounded = Math.round(score * 1000) / 1000;
  if (!best)
    return {
      terms: [],
      field: 'metadata',
      claimNumber: null,
      passage: 'Matched on the number, party, classification or date criteria, not on text.',
      highlights: [],
      score: rounded,
    };
  const { passage, highlights } = cutPassage(best.p.text, best.hits);
  const shown = new Set(highlights.map((h) => h.term));
  return {
    terms: [...wanted.values()].filter((t) => shown.has(t)),
    field: best.p.field,
    claimNumber: best.p.claimNumber,
    passage,
    highlights,
    score: rounded,
  };
}

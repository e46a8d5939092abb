import type { Bm25Index, Scored } from './bm25-index.js';
import { stem } from './tokenize.js';

/**
 * How `patents.similar` ranks ("more like this" for prior art). Tuned on half of the CPC-group queries
 * of `npm run bench:ai` and checked on the other half (docs/benchmarks.md).
 */
export interface SimilarParams {
  /** Informative query terms kept from the text (tf × idf). */
  maxTerms: number;
  /** Candidates scored by BM25 before re-ranking. */
  pool: number;
  /** Top BM25 results whose CPC main groups vote (pseudo-relevance feedback on classification). */
  feedbackDocs: number;
  /** Weight of the CPC vote against the normalised BM25 score; 0 turns re-ranking off. */
  cpcWeight: number;
  /** The BM25 leader keeps first place when it scores at least this many times the runner-up (a near-exact match). */
  pinMargin: number;
}

export const DEFAULT_SIMILAR: SimilarParams = {
  maxTerms: 40,
  pool: 100,
  feedbackDocs: 5,
  cpcWeight: 3,
  pinMargin: 1.5,
};

/** Patent boilerplate that says nothing about the subject; dropped from "more like this" queries only. */
const BOILERPLATE = new Set(
  (
    'method methods system systems apparatus device devices comprising comprises includes including provided provides ' +
    'configured based using used embodiment embodiments invention disclosed present plurality according example also further thereby ' +
    'having via associated'
  )
    .split(' ')
    .map(stem),
);

export interface SimilarQuery {
  text: string;
  limit: number;
  beforeDate?: string;
  /** With beforeDate: also documents filed before it (Bm25Index ScoreOptions.byFilingDate). */
  byFilingDate?: boolean | 'aia';
  excludeDocIds?: Set<number>;
}

/**
 * The terms a "more like this" query for `text` is made of: its `maxTerms` most informative ones (`keyTerms`, as
 * Bm25Index.keyTerms or keyTermsOf with another engine's statistics), patent boilerplate left out.
 */
export function similarTerms(
  text: string,
  keyTerms: (text: string, max: number) => string[],
  params: SimilarParams = DEFAULT_SIMILAR,
  dropBoilerplate = true,
): string[] {
  return keyTerms(text, params.maxTerms + (dropBoilerplate ? BOILERPLATE.size : 0))
    .filter((t) => !dropBoilerplate || !BOILERPLATE.has(t))
    .slice(0, params.maxTerms);
}

export function rankSimilar(
  index: Bm25Index,
  q: SimilarQuery,
  params: SimilarParams = DEFAULT_SIMILAR,
  dropBoilerplate = true,
): Scored[] {
  const terms = similarTerms(q.text, (text, max) => index.keyTerms(text, max), params, dropBoilerplate);
  const pool = Math.max(q.limit, params.cpcWeight > 0 ? params.pool : q.limit);
  const { hits } = index.score(terms, {
    limit: pool,
    beforeDate: q.beforeDate,
    byFilingDate: q.byFilingDate,
    excludeDocIds: q.excludeDocIds,
  });
  if (params.cpcWeight <= 0 || hits.length <= 1) return hits.slice(0, q.limit);
  return cpcRerank(hits, (docId) => index.groupsOf(docId), params).slice(0, q.limit);
}

/**
 * Re-ranks by how strongly each candidate's CPC main groups are shared with the top BM25 results
 * (rank-discounted votes). Uses only the results' classification, never the query patent's.
 */
export function cpcRerank<G>(
  hits: Scored[],
  groupsOf: (docId: number) => Iterable<G>,
  params: SimilarParams = DEFAULT_SIMILAR,
): Scored[] {
  if (params.cpcWeight <= 0 || hits.length <= 1) return hits;
  const votes = new Map<G, number>();
  let total = 0;
  for (let r = 0; r < Math.min(params.feedbackDocs, hits.length); r++) {
    const w = hits[r].score;
    total += w;
    for (const g of groupsOf(hits[r].docId)) votes.set(g, (votes.get(g) ?? 0) + w);
  }
  if (!total || !votes.size) return hits;
  const top = hits[0].score;
  const pinned = hits[0].score >= params.pinMargin * hits[1].score;
  return hits
    .map((h, r) => {
      if (pinned && r === 0) return { docId: h.docId, score: 1 + params.cpcWeight };
      let best = 0;
      for (const g of groupsOf(h.docId)) best = Math.max(best, votes.get(g) ?? 0);
      return { docId: h.docId, score: h.score / top + params.cpcWeight * (best / total) };
    })
    .sort((a, b) => b.score - a.score || a.docId - b.docId);
}

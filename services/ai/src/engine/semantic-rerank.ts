import { type Embedder, cosineSimilarity, EMBEDDING_MODEL } from './embeddings.js';
import type { PriorArtCandidate, PriorArtRanking } from './types.js';

/**
 * Weight of the semantic score against the lexical one (both min-max normalised within the pool), chosen on the
 * tuning half of the bench's CPC queries only (a sweep removed from the tree after e2ec9c5; docs/benchmarks.md): every weight up
 * to 0.5 scored within ±0.002 of no re-rank, so the largest weight that keeps known-item MRR within noise.
 */
export const SEMANTIC_WEIGHT = 0.2;

/** How the analysis says which ranking chose its prior art. */
export function describeRanking(ranking: PriorArtRanking | undefined): string {
  return ranking === 'semantic'
    ? `Candidates ranked by BM25 with CPC feedback, then re-ranked with sentence embeddings (${EMBEDDING_MODEL}).`
    : 'Candidates ranked by BM25 with CPC feedback only (lexical; no semantic re-rank).';
}

/** What the re-rank embeds for a candidate (the cache key is its number + a hash of this text). */
export const candidateItem = (c: PriorArtCandidate) => ({
  key: c.patentNumber,
  text: `${c.title}. ${c.abstract}`,
});

const minMax = (xs: number[]) => {
  const lo = Math.min(...xs);
  const span = Math.max(...xs) - lo;
  return xs.map((x) => (span > 0 ? (x - lo) / span : 1));
};

/**
 * Re-orders a lexically ranked pool: score = (1 − weight) × lexical + weight × semantic, where lexical is the
 * candidate's `score` and semantic its mean cosine similarity to the query texts, each min-max normalised within
 * the pool. Without an embedder (or model), with weight 0 or a pool of one, the lexical order stands.
 */
export async function semanticRerank<T extends PriorArtCandidate>(
  embedder: Embedder | null,
  queries: string[],
  pool: T[],
  weight = SEMANTIC_WEIGHT,
): Promise<{ ranked: T[]; ranking: PriorArtRanking }> {
  if (!(weight >= 0 && weight <= 1))
    throw new Error(`semantic weight must be between 0 and 1, got ${weight}`);
  const lexical = () => ({
    ranked: [...pool].sort((a, b) => b.score - a.score).map((c) => ({ ...c, ranking: 'lexical' as const })),
    ranking: 'lexical' as const,
  });
  if (!embedder || weight === 0 || queries.length === 0 || pool.length === 0) return lexical();
  const vectors = await embedder.embed([
    ...queries.map((text) => ({ key: 'query', text })),
    ...pool.map(candidateItem),
  ]);
  if (!vectors) return lexical();
  const qv = vectors.slice(0, queries.length);
  const semantic = vectors
    .slice(queries.length)
    .map((v) => qv.reduce((s, q) => s + cosineSimilarity(q, v), 0) / qv.length);
  const lex = minMax(pool.map((c) => c.score));
  const sem = minMax(semantic);
  return {
    ranked: pool
      .map((c, i) => ({
        ...c,
        score: (1 - weight) * lex[i] + weight * sem[i],
        semantic: semantic[i],
        ranking: 'semantic' as const,
      }))
      .sort((a, b) => b.score - a.score),
    ranking: 'semantic',
  };
}

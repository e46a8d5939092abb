import type { LandscapeResult, MatchExplanation, SearchQuery } from '@patent-hub/contracts';
import type { CardRow } from '../patents/patent-mapper.js';
import type { IndexLoadProgress } from './bm25-index.holder.js';
import type { QueryNode } from './query-parser.js';

/** Rows in the backend's order, with each ranked row's relevance score (by doc id). */
export interface RankedRows {
  rows: CardRow[];
  scores: Map<number, number>;
}

/** One page of a search, as the backend answers it: rows, order, total, and the ranking's state. */
export interface BackendPage extends RankedRows {
  total: number;
  totalIsEstimate: boolean;
  /** The relevance ranking is not available yet (the embedded index still loads): the page is newest first. */
  rankingPending?: IndexLoadProgress;
  /** Why each row matched (same order as rows); only when the query asked for it (enableAiAnalysis). */
  matches?: MatchExplanation[];
}

/** The query's positive text (not under NOT), as typed and as BM25 tokens. */
export interface QueryText {
  text: string;
  terms: string[];
}

export interface SimilarQuery {
  text: string;
  before?: string;
  /** With `before`: also documents dated on or after it but filed (US filing date) before it. */
  byFilingDate?: boolean;
  exclude?: string[];
  limit: number;
}

/** The query terms' rarity in the corpus, and how many undated patents would have made the prior-art pool. */
export interface PriorArtTermsQuery {
  terms: string[];
  before?: string;
  patentNumber?: string;
  pool: number;
  /** Whether the corpus holds undated patents at all (the undated count is skipped otherwise). */
  anyUndated: boolean;
}
export interface PriorArtTerms {
  idf: Record<string, number>;
  /** Undated patents scoring at least the pool's last dated one; only with `before`. */
  undatedCandidates?: number;
}

/**
 * What a search engine answers: matches, ranking, totals, highlights. Parsing the criteria, the live USPTO look-up
 * and mapping rows to the spec's shapes stay in SearchService, shared by every backend. Rows always come from
 * PostgreSQL (the source of truth) so one mapping serves both.
 */
export interface SearchBackend {
  readonly engine: 'embedded' | 'opensearch';
  search(q: SearchQuery, ast: QueryNode | null, text: QueryText): Promise<BackendPage>;
  similar(q: SimilarQuery): Promise<RankedRows>;
  priorArtTerms(q: PriorArtTermsQuery): Promise<PriorArtTerms>;
  landscape(p: { text: string; limit: number }): Promise<LandscapeResult>;
  /** Patents the live USPTO look-up just stored in PostgreSQL: searchable by the time this resolves. */
  stored?(patentNumbers: string[]): Promise<void>;
}

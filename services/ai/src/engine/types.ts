/** What the analysis needs of a patent, adapted from the patents service's detail. */
export interface PatentForAnalysis {
  number: string;
  title: string;
  abstract: string;
  description: string;
  claims: { number: number; text: string; dependsOn?: number[] }[];
  /** Earliest of priority/filing dates (ISO); prior art must predate it. */
  earliestDate: string | null;
  familyNumbers: string[];
  cpc: string[];
}

export interface PriorArtCandidate {
  patentNumber: string;
  title: string;
  abstract: string;
  date: string | null;
  cpc: string[];
  score: number;
  /** Mean cosine similarity to the query texts, when the semantic re-rank ran. */
  semantic?: number;
  /** Which ranking placed it (set by the prior-art retrieval). */
  ranking?: PriorArtRanking;
}

export type PriorArtRanking = 'lexical' | 'semantic';

/** The corpus search the engine needs (patents.similar over RPC; an in-memory BM25 in tests and the bench). */
export interface CorpusSearch {
  similar(q: {
    text: string;
    before?: string;
    exclude?: string[];
    limit?: number;
    timeoutMs?: number;
  }): Promise<PriorArtCandidate[]>;
}

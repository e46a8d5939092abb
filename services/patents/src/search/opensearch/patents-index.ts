import type { Indices_Create_RequestBody } from '@opensearch-project/opensearch/api/index.js';
import { bm25Tokens, DEFAULT_BM25, type IndexDoc } from '@patent-hub/text';

/** The alias the patents replicas search; the concrete indices behind it are `<alias>-<timestamp>`. */
export const DEFAULT_ALIAS = 'patents';

/** Text fields and their weight in relevance (the tsvector weights A–D of the embedded engine, in that order). */
export const TEXT_FIELDS = { title: 4, abstract: 2, claims: 1, description: 0.5 } as const;
export const weightedTextFields = () => Object.entries(TEXT_FIELDS).map(([f, w]) => `${f}^${w}`);

// As much of the long texts as PostgreSQL's tsvector holds (corpus.repository.ts), so both engines match the same words.
export const CLAIMS_CHARS = 200_000;
export const DESCRIPTION_CHARS = 400_000;

/**
 * Relevance as the embedded engine ranks it (similar patents, the landscape, prior-art statistics): its own tokens of
 * title and abstract (bm25Tokens, the same stop words, stemmer and title weight), split on whitespace only, scored
 * with its BM25 k1 and b. Not kept in _source (rebuilt from PostgreSQL by every re-index).
 */
export const RANKED_FIELD = 'ranked_text';
export const rankedText = (doc: Pick<IndexDoc, 'title' | 'abstract'>) => bm25Tokens(doc).join(' ');

const text = { type: 'text', analyzer: 'patent_english' } as const;
const keyword = { type: 'keyword' } as const;
const lowerKeyword = { type: 'keyword', normalizer: 'lower', ignore_above: 512 } as const;
const day = { type: 'date', format: 'strict_date' } as const;

/**
 * English analysis with stemming (Snowball English, the stemmer of PostgreSQL's `english` configuration), text
 * fields weighted at query time, dates and keywords for filters and sorts, CPC and assignee as keywords for the
 * landscape aggregations. One shard suits up to a few million patents; raise it for the whole US corpus.
 */
export function indexDefinition(
  opts: { shards?: number; replicas?: number } = {},
): Indices_Create_RequestBody {
  return {
    settings: {
      index: {
        number_of_shards: opts.shards ?? 1,
        number_of_replicas: opts.replicas ?? 0,
        // Any page the search form allows (page 10,000 of 100): the embedded engine serves them too.
        max_result_window: 1_000_100,
        // Highlighting reads the whole description (up to DESCRIPTION_CHARS) for why-it-matched passages.
        highlight: { max_analyzed_offset: DESCRIPTION_CHARS + 1000 },
        similarity: { embedded_bm25: { type: 'BM25', k1: DEFAULT_BM25.k1, b: DEFAULT_BM25.b } },
      },
      analysis: {
        filter: {
          english_stop: { type: 'stop', stopwords: '_english_' },
          english_snowball: { type: 'snowball', language: 'English' },
          english_possessive: { type: 'stemmer', language: 'possessive_english' },
        },
        analyzer: {
          patent_english: {
            type: 'custom',
            tokenizer: 'standard',
            filter: ['english_possessive', 'lowercase', 'english_stop', 'english_snowball'],
          },
        },
        normalizer: { lower: { type: 'custom', filter: ['lowercase'] } },
      },
    },
    mappings: {
      dynamic: 'strict',
      _source: { excludes: [RANKED_FIELD] },
      properties: {
        doc_id: { type: 'integer' },
        patent_number: keyword,
        application_number: keyword,
        title: { ...text, fields: { sort: lowerKeyword } },
        abstract: text,
        claims: text,
        claim_numbers: { type: 'integer', index: false },
        description: text,
        [RANKED_FIELD]: {
          type: 'text',
          analyzer: 'whitespace',
          index_options: 'freqs',
          similarity: 'embedded_bm25',
        },
        sort_date: day,
        landscape_date: day,
        // The byFilingDate filter's dates (filed-dates.ts): pre-AIA, and under the AIA with foreign priorities.
        filed_date: day,
        filed_aia_date: day,
        expiration_date: day,
        // The status filters' day (TERM_END, filed-dates.ts): a conditional expiry's later date.
        term_end: day,
        is_granted: { type: 'boolean' },
        status: lowerKeyword,
        cpc: keyword,
        cpc_prefixes: keyword,
        cpc_groups: keyword,
        // The name as written, for the landscape (the first spelling of each normalised name).
        assignee: keyword,
        assignee_norm: keyword,
        inventors_norm: keyword,
        inventor_last: lowerKeyword,
        inventor_first: lowerKeyword,
      },
    },
  } as Indices_Create_RequestBody;
}

/** One document of the index, built from PostgreSQL (indexer.ts). */
export interface PatentDoc {
  doc_id: number;
  patent_number: string;
  application_number: string | null;
  title: string;
  abstract: string | null;
  claims: string[];
  claim_numbers: number[];
  description: string | null;
  ranked_text: string;
  sort_date: string | null;
  landscape_date: string | null;
  filed_date: string | null;
  filed_aia_date: string | null;
  expiration_date: string | null;
  term_end: string | null;
  is_granted: boolean;
  status: string | null;
  cpc: string[];
  cpc_prefixes: string[];
  cpc_groups: string[];
  assignee: string | null;
  assignee_norm: string | null;
  inventors_norm: string;
  inventor_last: string | null;
  inventor_first: string | null;
}

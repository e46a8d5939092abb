import type { API, Client } from '@opensearch-project/opensearch';
import {
  filingDateTest,
  type LandscapeResult,
  type MatchExplanation,
  type SearchQuery,
} from '@patent-hub/contracts';
import {
  bm25Idf,
  cpcMainGroup,
  cpcRerank,
  DEFAULT_SIMILAR,
  keyTermsOf,
  similarTerms,
  textTerms,
} from '@patent-hub/text';
import { EXACT_TOTAL_CAP } from '../embedded-search.backend.js';
import { explainHighlights, type HighlightedPassage } from '../match-explainer.js';
import type { QueryNode } from '../query-parser.js';
import type {
  BackendPage,
  PriorArtTerms,
  PriorArtTermsQuery,
  QueryText,
  RankedRows,
  SearchBackend,
  SimilarQuery,
} from '../search-backend.js';
import type { SearchRepository } from '../search.repository.js';
import { unavailable } from './opensearch-client.js';
import { DEFAULT_ALIAS, RANKED_FIELD, TEXT_FIELDS } from './patents-index.js';
import type { PatentsIndexer } from './patents-indexer.js';
import { searchQuery, sortOf, type Query } from './query-dsl.js';

type SearchBody = API.Search_RequestBody;
interface Source {
  doc_id: number;
  cpc?: string[];
  claims?: string[];
  claim_numbers?: number[];
}
type Hit = { _score?: number | null; _source?: Source; highlight?: Record<string, string[]> };

// Highlight markers: private-use characters, absent from patent text (not control characters: the highlighter trims
// those, as whitespace, from the ends of a whole-field value).
const PRE = '\ue000';
const POST = '\ue001';
/** The idf of a term in the ranked field (undefined when no document holds it), as the embedded index has it. */
type IdfOf = (term: string) => number | undefined;

export interface OpenSearchBackendOptions {
  alias?: string;
  exactTotalCap?: number;
  /** Indexes at once what the live USPTO look-up stored (else the indexer's next pass does, seconds later). */
  indexer?: Pick<PatentsIndexer, 'indexNow'>;
}

/**
 * OpenSearch answers matching, ranking (BM25), totals (exact up to the cap, then marked estimated), highlights,
 * "more like this" and the landscape aggregations; the rows of a page come from PostgreSQL by doc id, so results
 * are mapped exactly as the embedded engine's and never show a patent PostgreSQL no longer holds.
 */
export class OpenSearchBackend implements SearchBackend {
  readonly engine = 'opensearch';
  private readonly alias: string;
  private readonly exactTotalCap: number;
  private readonly indexer: OpenSearchBackendOptions['indexer'];

  constructor(
    private readonly client: Client,
    private readonly repo: SearchRepository,
    opts: OpenSearchBackendOptions = {},
  ) {
    this.alias = opts.alias ?? DEFAULT_ALIAS;
    this.exactTotalCap = opts.exactTotalCap ?? EXACT_TOTAL_CAP;
    this.indexer = opts.indexer;
  }

  async stored(patentNumbers: string[]): Promise<void> {
    try {
      await this.indexer?.indexNow(patentNumbers);
    } catch (err) {
      throw unavailable(err, this.alias);
    }
  }

  private async query(body: SearchBody) {
    try {
      return (await this.client.search({ index: this.alias, body })).body;
    } catch (err) {
      throw unavailable(err, this.alias);
    }
  }

  async search(q: SearchQuery, ast: QueryNode | null, text: QueryText): Promise<BackendPage> {
    const relevance = q.sort === 'relevance' && text.terms.length > 0;
    const explain = q.enableAiAnalysis;
    const res = await this.query({
      query: searchQuery(q, ast),
      from: (q.page - 1) * q.limit,
      size: q.limit,
      sort: sortOf(relevance ? 'score' : q.sort === 'relevance' ? 'date-desc' : q.sort),
      track_total_hits: this.exactTotalCap + 1,
      _source: explain ? ['doc_id', 'claims', 'claim_numbers'] : ['doc_id'],
      ...(explain ? { track_scores: true, ...(text.text ? { highlight: highlightOf(text.text) } : {}) } : {}),
    });
    const hits = res.hits.hits as Hit[];
    const { rows, scores } = await this.rowsOf(hits);
    const found = res.hits.total;
    const count = typeof found === 'number' ? found : (found?.value ?? 0);
    const totalIsEstimate =
      count > this.exactTotalCap || (typeof found === 'object' && found.relation === 'gte');
    const page: BackendPage = { rows, scores, total: count, totalIsEstimate };
    if (!explain) return page;
    const byDoc = new Map(hits.map((h) => [h._source!.doc_id, h]));
    return {
      ...page,
      matches: rows.map((r) => {
        const hit = byDoc.get(r.doc_id)!;
        return explainHighlights(text.text, passagesOf(hit), hit._score ?? 0);
      }),
    };
  }

  /** The PostgreSQL rows of the hits in their order, and each hit's score. */
  private async rowsOf(hits: Hit[]): Promise<RankedRows> {
    const ids = hits.map((h) => h._source!.doc_id);
    const scores = new Map<number, number>();
    for (const h of hits) if (typeof h._score === 'number') scores.set(h._source!.doc_id, h._score);
    return { rows: await this.repo.byDocIds(ids), scores };
  }

  /**
   * The embedded engine's similar ranking on OpenSearch's statistics: the same key terms of the text (similarTerms,
   * chosen by the ranked field's idf), each a term query on that field scored with the same BM25, then the same
   * re-ranking by the CPC groups the best hits share.
   */
  async similar(p: SimilarQuery): Promise<RankedRows> {
    const { of } = await this.idfOf(textTerms(p.text));
    const terms = similarTerms(p.text, (text, max) => keyTermsOf(text, of, max));
    if (!terms.length) return { rows: [], scores: new Map() };
    const res = await this.query({
      size: Math.max(p.limit, DEFAULT_SIMILAR.cpcWeight > 0 ? DEFAULT_SIMILAR.pool : p.limit),
      _source: ['doc_id', 'cpc'],
      query: {
        bool: {
          must: [anyOf(terms)],
          filter: p.before ? [datedOrFiledBefore(p.before, filingDateTest(p))] : [],
          must_not: p.exclude?.length ? [{ terms: { patent_number: p.exclude } }] : [],
        },
      },
    });
    const hits = res.hits.hits as Hit[];
    // The main groups as the embedded index keeps them (codes without a group, as 'A61K', vote for none).
    const groups = new Map(
      hits.map((h) => [
        h._source!.doc_id,
        (h._source!.cpc ?? []).map(cpcMainGroup).filter((g) => g !== null),
      ]),
    );
    const ranked = cpcRerank(
      hits.map((h) => ({ docId: h._source!.doc_id, score: h._score ?? 0 })),
      (docId) => groups.get(docId) ?? [],
    ).slice(0, p.limit);
    return {
      rows: await this.repo.byDocIds(ranked.map((h) => h.docId)),
      scores: new Map(ranked.map((h) => [h.docId, h.score])),
    };
  }

  /**
   * BM25 idf (Lucene's form, the embedded bm25Idf) of each term in the ranked field, from one term-vectors request on
   * an artificial document: document frequencies and the field's document count (of the shard asked: one by default).
   */
  private async idfOf(terms: string[]): Promise<{ docCount: number; of: IdfOf }> {
    if (!terms.length) return { docCount: 0, of: () => undefined };
    let res;
    try {
      res = await this.client.termvectors({
        index: this.alias,
        term_statistics: true,
        field_statistics: true,
        positions: false,
        offsets: false,
        payloads: false,
        fields: [RANKED_FIELD],
        body: { doc: { [RANKED_FIELD]: terms.join(' ') } },
      });
    } catch (err) {
      throw unavailable(err, this.alias);
    }
    const tv = res.body.term_vectors?.[RANKED_FIELD];
    const docCount = tv?.field_statistics?.doc_count ?? 0;
    const idf = new Map<string, number>();
    for (const [t, s] of Object.entries(tv?.terms ?? {}))
      if ((s.doc_freq ?? 0) > 0) idf.set(t, bm25Idf(docCount, s.doc_freq!));
    return { docCount, of: (t) => idf.get(t) };
  }

  async priorArtTerms(p: PriorArtTermsQuery): Promise<PriorArtTerms> {
    // As the embedded index: the terms' idf in the ranked field (a term no patent holds has the highest).
    const stats = await this.idfOf(p.terms);
    const idf = Object.fromEntries(
      p.terms.map((t) => [t, Math.round((stats.of(t) ?? bm25Idf(stats.docCount, 0)) * 1000) / 1000]),
    );
    if (!p.before) return { idf };
    // The undated documents that would have been candidates: scoring at least the pool's last dated one.
    const terms = anyOf(p.terms);
    const excluded: Query[] = p.patentNumber
      ? [{ term: { patent_number: p.patentNumber.replace(/^US/i, '') } }]
      : [];
    const dated = await this.query({
      size: p.pool,
      _source: false,
      query: {
        bool: { must: [terms], filter: [{ range: { sort_date: { lt: p.before } } }], must_not: excluded },
      },
    });
    const hits = dated.hits.hits as Hit[];
    const bar = hits.length >= p.pool ? (hits[p.pool - 1]._score ?? 0) : Number.MIN_VALUE;
    if (!p.anyUndated) return { idf, undatedCandidates: 0 };
    const undated = await this.query({
      size: 0,
      track_total_hits: true,
      min_score: bar,
      query: {
        bool: { must: [terms], must_not: [...excluded, { exists: { field: 'sort_date' } }] },
      },
    });
    return { idf, undatedCandidates: totalOf(undated.hits.total) };
  }

  async landscape(p: { text: string; limit: number }): Promise<LandscapeResult> {
    // The embedded engine's query: the text's key terms (keyTermsOf, boilerplate kept), BM25 on the ranked field.
    const { of } = await this.idfOf(textTerms(p.text));
    const keyTerms = keyTermsOf(p.text, of);
    if (!keyTerms.length) return { topAssignees: [], topCpcGroups: [], filingsByYear: [], matched: 0 };
    const query = anyOf(keyTerms);
    const best = await this.query({ size: 1, _source: false, query });
    const top = best.hits.max_score ?? 0;
    if (!top) return { topAssignees: [], topCpcGroups: [], filingsByYear: [], matched: 0 };
    // As the embedded engine: the 500 closest patents (per shard), each scoring at least a quarter of the best.
    // (The client's typings lack the terms aggregation's `field`: the object is cast.)
    const aggs = {
      closest: {
        sampler: { shard_size: 500 },
        aggs: {
          assignees: {
            terms: { field: 'assignee_norm', size: p.limit },
            aggs: { name: { terms: { field: 'assignee', size: 1, order: { _key: 'asc' } } } },
          },
          groups: { terms: { field: 'cpc_groups', size: p.limit } },
          years: { date_histogram: { field: 'landscape_date', calendar_interval: 'year', min_doc_count: 1 } },
        },
      },
    } as SearchBody['aggs'];
    const res = await this.query({ size: 0, min_score: top / 4, query, aggs });
    type Bucket = { key: string | number; doc_count: number; name?: { buckets: Bucket[] } };
    const closest = res.aggregations?.closest as unknown as {
      doc_count: number;
      assignees: { buckets: Bucket[] };
      groups: { buckets: Bucket[] };
      years: { buckets: Bucket[] };
    };
    return {
      topAssignees: closest.assignees.buckets.map((b) => ({
        name: String(b.name?.buckets[0]?.key ?? b.key),
        count: b.doc_count,
      })),
      topCpcGroups: closest.groups.buckets.map((b) => ({ code: String(b.key), count: b.doc_count })),
      filingsByYear: closest.years.buckets.map((b) => ({
        year: new Date(Number(b.key)).getUTCFullYear(),
        count: b.doc_count,
      })),
      matched: closest.doc_count,
    };
  }
}

function totalOf(total: number | { value: number } | undefined): number {
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

/** Documents holding any of the terms, scored as the embedded index scores them (BM25 summed over the terms). */
/**
 * Dated before `before`, or, `byFilingDate`, filed before it: filed_date is the US filing date or the earlier one of a
 * US application it claims, filed_aia_date also of a foreign priority (filed-dates.ts, as the embedded index reads).
 */
function datedOrFiledBefore(before: string, byFilingDate: boolean | 'aia'): Query {
  const dated: Query = { range: { sort_date: { lt: before } } };
  if (!byFilingDate) return dated;
  const field = byFilingDate === 'aia' ? 'filed_aia_date' : 'filed_date';
  return {
    bool: {
      filter: [{ exists: { field: 'sort_date' } }],
      should: [dated, { range: { [field]: { lt: before } } }],
      minimum_should_match: 1,
    },
  };
}

function anyOf(terms: string[]): Query {
  return {
    bool: {
      should: [...new Set(terms)].map((t) => ({ term: { [RANKED_FIELD]: t } })),
      minimum_should_match: 1,
    },
  };
}

/** Highlight the query's positive text (not NOT terms, not names or dates) in every text field. */
function highlightOf(queryText: string): SearchBody['highlight'] {
  const whole = { number_of_fragments: 0 };
  return {
    pre_tags: [PRE],
    post_tags: [POST],
    highlight_query: { multi_match: { query: queryText, fields: Object.keys(TEXT_FIELDS) } },
    fields: {
      title: whole,
      abstract: whole,
      claims: whole,
      description: { fragment_size: 280, number_of_fragments: 1 },
    },
  };
}

/** A highlighted value: its plain text and where the marked words are. */
export function unmark(marked: string): { text: string; spans: { start: number; end: number }[] } {
  const spans: { start: number; end: number }[] = [];
  let text = '';
  let start = -1;
  for (const ch of marked) {
    if (ch === PRE) start = text.length;
    else if (ch === POST && start >= 0) {
      spans.push({ start, end: text.length });
      start = -1;
    } else text += ch;
  }
  return { text, spans };
}

/** The highlighted passages of a hit, in the order explainMatch weighs them: title, abstract, claims, description. */
function passagesOf(hit: Hit): HighlightedPassage[] {
  const h = hit.highlight ?? {};
  const out: HighlightedPassage[] = [];
  const add = (field: MatchExplanation['field'], values: string[] | undefined) => {
    for (const v of values ?? []) out.push({ field, claimNumber: null, ...unmark(v) });
  };
  add('title', h.title);
  add('abstract', h.abstract);
  const claims = hit._source?.claims ?? [];
  const numbers = hit._source?.claim_numbers ?? [];
  for (const v of h.claims ?? []) {
    const { text, spans } = unmark(v);
    const i = claims.indexOf(text);
    out.push({ field: 'claims', claimNumber: i >= 0 ? (numbers[i] ?? i + 1) : null, text, spans });
  }
  add('description', h.description);
  return out;
}

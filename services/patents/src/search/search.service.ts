import { performance } from 'node:perf_hooks';
import {
  ErrorCode,
  referenceBenefits,
  RpcError,
  type LandscapeResult,
  type PriorArtCorpusResult,
  type SearchQuery,
  type SearchResultSet,
  type SimilarPatentsResult,
  textOrNull,
} from '@patent-hub/contracts';
import { tokenize } from '@patent-hub/text';
import type { OdpSearch } from '../odp/odp-search.js';
import { priorityLinks } from '../dates/priority-links.js';
import { type CardRow, toPatent } from '../patents/patent-mapper.js';
import { Bm25IndexHolder } from './bm25-index.holder.js';
import {
  EmbeddedSearchBackend,
  EXACT_TOTAL_CAP,
  INDEX_WAIT_MS,
  rankingPendingOf,
} from './embedded-search.backend.js';
import { parseQuery, positiveText, QueryParseError, type QueryNode } from './query-parser.js';
import type { SearchBackend, SimilarQuery } from './search-backend.js';
import type { SearchRepository } from './search.repository.js';

export { EXACT_TOTAL_CAP, INDEX_WAIT_MS } from './embedded-search.backend.js';

/** The candidates the analysis' prior-art search keeps (services/ai PRIOR_ART_POOL), unless the caller says. */
const PRIOR_ART_POOL = 24;

export const EMPTY_CORPUS_MESSAGE =
  'The patent database is empty. Add patents with `npm run ingest -- <files, folders or globs>` ' +
  '(USPTO XML, JSON Lines, CSV or ODP JSON), or restart with PATENT_CORPUS_DIR pointing at a folder of them.';

/**
 * A search flows one way: parse the criteria once → the backend answers (matches, ranking, totals, highlights)
 * → map to the spec's shapes. Given this replica's BM25 index holder, the backend is the embedded one.
 */
export class SearchService {
  private readonly backend: SearchBackend;

  constructor(
    private readonly repo: SearchRepository,
    backend: SearchBackend | Bm25IndexHolder,
    exactTotalCap = EXACT_TOTAL_CAP,
    private readonly odp: OdpSearch | null = null,
    indexWaitMs = INDEX_WAIT_MS,
  ) {
    this.backend =
      backend instanceof Bm25IndexHolder
        ? new EmbeddedSearchBackend(repo, backend, exactTotalCap, indexWaitMs)
        : backend;
  }

  /**
   * With the ODP on, its hits for the same criteria are stored while the corpus is searched; when they
   * changed the corpus, the corpus search runs again so they take their place in order, total and pages.
   */
  async search(q: SearchQuery): Promise<SearchResultSet> {
    const started = performance.now();
    const ast = this.parseKeywords(q.keywords);
    const live = this.odp?.lookup(q, ast) ?? null;
    const local = await this.searchCorpus(q, ast, started);
    const found = await live;
    if (!found?.changed) return local;
    await this.backend.stored?.(found.numbers);
    return this.searchCorpus(q, ast, started);
  }

  private async searchCorpus(
    q: SearchQuery,
    ast: QueryNode | null,
    started: number,
  ): Promise<SearchResultSet> {
    const queryText = positiveText(ast).join(' ');
    const terms = tokenize(queryText, 64);
    const page = await this.backend.search(q, ast, { text: queryText, terms });
    const { total, totalIsEstimate, rankingPending: pending } = page;
    const patents = page.rows.map((r) => toPatent(r));
    page.matches?.forEach((m, i) => (patents[i].match = m));
    const processingTime = Math.round((performance.now() - started) * 10) / 10;
    const found =
      total === 0 && (await this.repo.isEmpty())
        ? EMPTY_CORPUS_MESSAGE
        : `Found ${totalIsEstimate ? 'about ' : ''}${total} patents`;
    const message = pending
      ? `${found}, newest first: relevance ranking starts when the search index has loaded (${pending.percent}%)`
      : found;
    return {
      success: true,
      message,
      data: {
        patents,
        total,
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
        processingTime,
        ...(pending ? { rankingPending: rankingPendingOf(pending) } : {}),
      },
    };
  }

  private parseKeywords(keywords: string | undefined): QueryNode | null {
    if (!keywords) return null;
    try {
      return parseQuery(keywords);
    } catch (e) {
      if (e instanceof QueryParseError)
        throw new RpcError(ErrorCode.VALIDATION, `keywords: ${e.message}`, { field: 'keywords' });
      throw e;
    }
  }

  async similar(p: SimilarQuery): Promise<SimilarPatentsResult> {
    const { rows, scores } = await this.backend.similar(p);
    return {
      results: rows.map((r) => ({
        patentNumber: r.patent_number,
        title: r.title,
        abstract: textOrNull(r.abstract),
        date: r.sort_date,
        cpc: r.cpc,
        ipc: r.ipc,
        score: Math.round((scores.get(r.doc_id) ?? 0) * 1000) / 1000,
        filingDate: r.filing_date,
        applicationNumber: r.application_number,
        inventors: r.inventors.map((i) => i.name),
        nationalStage: r.continuity.some((c) => c.type === 'NST'),
        kind: r.kind,
        publicationDate: r.publication_date,
        publicationNumber: r.publication_number,
        ...benefitsOf(r),
      })),
    };
  }

  async priorArtCorpus(p: {
    before?: string;
    patentNumber?: string;
    terms?: string[];
    pool?: number;
  }): Promise<PriorArtCorpusResult> {
    const counts = await this.repo.priorArtCorpus(p.before ?? null, p.patentNumber ?? null);
    const corpus = { ...counts, undatedScope: 'corpus' as const, undatedInCorpus: counts.undated };
    if (!p.terms?.length) return corpus;
    const { idf, undatedCandidates } = await this.backend.priorArtTerms({
      terms: p.terms,
      before: p.before,
      patentNumber: p.patentNumber,
      pool: p.pool ?? PRIOR_ART_POOL,
      anyUndated: counts.undated > 0,
    });
    if (!p.before) return { ...corpus, idf };
    return { ...corpus, undated: undatedCandidates ?? 0, undatedScope: 'candidates', idf };
  }

  landscape(p: { text: string; limit: number }): Promise<LandscapeResult> {
    return this.backend.landscape(p);
  }
}

/**
 * A reference's earliest US benefit claim and foreign or international priority (issue 23), from its stored
 * continuity and priority claims read as its own dates are (priorityLinks): they can date it as prior art earlier.
 */
export function benefitsOf(
  r: Pick<CardRow, 'continuity' | 'priority_claims' | 'application_number' | 'filing_date'>,
) {
  const links = priorityLinks(
    r.continuity.map((c) => ({
      direction: c.direction,
      applicationNumber: c.number,
      type: c.type,
      typeText: c.typeText,
      filingDate: c.date,
      patent: c.patent,
    })),
    r.priority_claims ?? [],
    r.application_number,
  );
  return referenceBenefits(links, r.filing_date);
}

import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import {
  ErrorCode,
  RpcError,
  type LandscapeResult,
  type PriorArtCorpusResult,
  type SearchQuery,
  type SearchResultSet,
  type SimilarPatentsResult,
} from '@patent-hub/contracts';
import { currentRpcDeadline } from '@patent-hub/service-kit';
import { rankSimilar, tokenize } from '@patent-hub/text';
import type { OdpSearch } from '../odp/odp-search.js';
import { toPatent } from '../patents/patent-mapper.js';
import type { Bm25IndexHolder, IndexLoadProgress } from './bm25-index.holder.js';
import { explainMatch } from './match-explainer.js';
import { parseQuery, positiveText, QueryParseError, type QueryNode } from './query-parser.js';
import { filterConditions, orderBy } from './search-sql.js';
import type { SearchRepository } from './search.repository.js';

/** The candidates the analysis' prior-art search keeps (services/ai PRIOR_ART_POOL), unless the caller says. */
const PRIOR_ART_POOL = 24;

// Relevance ranks at most this many filtered matches (newest first).
const RELEVANCE_CAP = 20_000;
// Totals are exact up to this many matches and estimated beyond (data.totalIsEstimate), so a broad search
// does not scan every match twice (once for the page, once for the count).
export const EXACT_TOTAL_CAP = 10_000;
// While this replica's index loads, a search waits for it at most this long (less when the load's rate says it will
// not end in time); then a relevance search answers newest first with data.rankingPending, and an index-only call
// (similar, landscape, prior-art statistics) answers UNAVAILABLE with the load's progress. Never a time-out.
export const INDEX_WAIT_MS = 2_000;
// Kept from the caller's deadline for the unranked page (or the error) to be made and sent.
const DEADLINE_MARGIN_MS = 500;
export const EMPTY_CORPUS_MESSAGE =
  'The patent database is empty. Add patents with `npm run ingest -- <files, folders or globs>` ' +
  '(USPTO XML, JSON Lines, CSV or ODP JSON), or restart with PATENT_CORPUS_DIR pointing at a folder of them.';

export class SearchService {
  constructor(
    private readonly repo: SearchRepository,
    private readonly index: Bm25IndexHolder,
    private readonly exactTotalCap = EXACT_TOTAL_CAP,
    private readonly odp: OdpSearch | null = null,
    private readonly indexWaitMs = INDEX_WAIT_MS,
  ) {}

  /**
   * With the ODP on, its hits for the same criteria are stored while the corpus is searched; when they
   * changed the corpus, the corpus search runs again so they take their place in order, total and pages.
   */
  async search(q: SearchQuery): Promise<SearchResultSet> {
    const started = performance.now();
    const ast = this.parseKeywords(q.keywords);
    const live = this.odp?.lookup(q, ast) ?? null;
    const local = await this.searchCorpus(q, ast, started);
    return (await live)?.changed ? this.searchCorpus(q, ast, started) : local;
  }

  private async searchCorpus(
    q: SearchQuery,
    ast: QueryNode | null,
    started: number,
  ): Promise<SearchResultSet> {
    const conds = filterConditions(q, ast);
    const offset = (q.page - 1) * q.limit;
    const queryText = positiveText(ast).join(' ');
    const terms = tokenize(queryText, 64);
    const wantsRelevance = q.sort === 'relevance' && terms.length > 0;
    const pending =
      wantsRelevance && !(await this.index.within(this.indexWaitBudget())) ? this.index.progress() : null;
    const relevance = wantsRelevance && !pending;
    let rows;
    let total: number;
    let totalIsEstimate: boolean;
    const scores = new Map<number, number>();
    if (relevance) {
      // Up to the exact-total cap every match is fetched once and ranked; past it the whole index is ranked
      // and only its top hits are checked against SQL (rankedFirst), else the newest RELEVANCE_CAP matches.
      const [index, upTo] = await Promise.all([
        this.index.current(),
        this.repo.matchesUpTo(conds, this.exactTotalCap),
      ]);
      let ranked: Awaited<ReturnType<SearchService['rankedFirst']>> = null;
      if (upTo.matches) ({ total, totalIsEstimate } = upTo);
      else {
        // The estimate of the total and the ranking at once.
        [{ total, totalIsEstimate }, ranked] = await Promise.all([
          this.repo.estimate(conds, upTo.scan),
          this.rankedFirst(terms, conds, offset, q.limit),
        ]);
      }
      const candidates = upTo.matches ?? (ranked ? [] : await this.repo.candidates(conds, RELEVANCE_CAP));
      if (ranked) rows = ranked;
      else {
        const ids = new Set(candidates.map((c) => c.docId));
        const { hits } = index.score(terms, { limit: offset + q.limit, candidates: ids });
        for (const h of hits) scores.set(h.docId, h.score);
        // Matches found only in claims or description have no title/abstract score: newest first after the scored ones.
        const ordered = [
          ...hits.map((h) => h.docId),
          ...candidates.map((c) => c.docId).filter((id) => !scores.has(id)),
        ];
        rows = await this.repo.byDocIds(ordered.slice(offset, offset + q.limit));
      }
      if (totalIsEstimate) total = Math.max(total, ranked ? 0 : candidates.length);
    } else {
      ({ rows, total, totalIsEstimate } = await this.repo.page(
        conds,
        orderBy(q.sort === 'relevance' ? 'date-desc' : q.sort),
        q.limit,
        offset,
        // Unranked while the index loads: sort up to as many matches as ranking would take in memory, not by walking
        // the date index (seconds for a word of 10k+ matches, none recent, at 1M patents).
        pending ? Math.max(this.exactTotalCap, RELEVANCE_CAP) : this.exactTotalCap,
      ));
    }
    const patents = rows.map(toPatent);
    if (q.enableAiAnalysis) {
      const index = terms.length ? await this.index.within(this.indexWaitBudget()) : null;
      const numbers = rows.map((r) => r.patent_number);
      const [claims, descriptions] = await Promise.all([
        this.repo.claimsOf(numbers),
        this.repo.descriptionsOf(numbers),
      ]);
      rows.forEach((r, i) => {
        const score = scores.get(r.doc_id) ?? index?.scoreOf(terms, r.doc_id) ?? 0;
        patents[i].match = explainMatch(
          queryText,
          {
            title: r.title,
            abstract: r.abstract,
            claims: claims.get(r.patent_number) ?? [],
            description: descriptions.get(r.patent_number) ?? null,
          },
          score,
        );
      });
    }
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

  /**
   * Relevance without reading every match: rank the whole in-memory index and keep the best hits that satisfy
   * the SQL conditions (one primary-key look-up per hit). Gives the same order as ranking the filtered
   * matches; null (rank the matches instead) when too few top hits pass.
   */
  private async rankedFirst(terms: string[], conds: SQL[], offset: number, limit: number) {
    const want = offset + limit;
    const index = await this.index.current();
    const top = index.score(terms, { limit: Math.max(200, want * 5) }).hits;
    if (top.length < want) return null;
    const passing = await this.repo.matchingOf(
      conds,
      top.map((h) => h.docId),
    );
    const ids = top.map((h) => h.docId).filter((id) => passing.has(id));
    return ids.length < want ? null : this.repo.byDocIds(ids.slice(offset, want));
  }

  /** INDEX_WAIT_MS, or less so that the answer still reaches a caller whose deadline is nearer. */
  private indexWaitBudget(): number {
    const deadline = currentRpcDeadline();
    if (deadline === undefined) return this.indexWaitMs;
    return Math.max(0, Math.min(this.indexWaitMs, deadline - Date.now() - DEADLINE_MARGIN_MS));
  }

  /** The loaded index, or UNAVAILABLE with the load's progress (a clear answer rather than a time-out). */
  private async loadedIndex() {
    const index = await this.index.within(this.indexWaitBudget());
    if (index) return index;
    const p = this.index.progress();
    const eta = p.etaSeconds !== undefined ? `; about ${p.etaSeconds} s left` : '';
    throw new RpcError(
      ErrorCode.UNAVAILABLE,
      `The search index of this replica is still loading (${p.percent}%, ${p.loaded} of ${p.total} patents${eta}). ` +
        'Try again shortly.',
      { details: { searchIndex: rankingPendingOf(p) } },
    );
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

  async similar(p: {
    text: string;
    before?: string;
    exclude?: string[];
    limit: number;
  }): Promise<SimilarPatentsResult> {
    const index = await this.loadedIndex();
    const excludeDocIds = new Set(await this.repo.docIdsOf(p.exclude ?? []));
    const hits = rankSimilar(index, { text: p.text, limit: p.limit, beforeDate: p.before, excludeDocIds });
    const rows = await this.repo.byDocIds(hits.map((h) => h.docId));
    const scoreOf = new Map(hits.map((h) => [h.docId, h.score]));
    return {
      results: rows.map((r) => ({
        patentNumber: r.patent_number,
        title: r.title,
        abstract: r.abstract,
        date: r.sort_date,
        cpc: r.cpc,
        score: Math.round((scoreOf.get(r.doc_id) ?? 0) * 1000) / 1000,
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
    const index = await this.loadedIndex();
    const idf = Object.fromEntries(p.terms.map((t) => [t, Math.round(index.idf(t) * 1000) / 1000]));
    if (!p.before) return { ...corpus, idf };
    // The undated documents that would have been candidates: as close to the terms as the pool's last one.
    const pool = p.pool ?? PRIOR_ART_POOL;
    const excludeDocIds = new Set(
      await this.repo.docIdsOf(p.patentNumber ? [p.patentNumber.replace(/^US/i, '')] : []),
    );
    const dated = index.score(p.terms, { limit: pool, beforeDate: p.before, excludeDocIds }).hits;
    const bar = dated.length >= pool ? dated[pool - 1].score : Number.MIN_VALUE;
    const undated = counts.undated
      ? index.score(p.terms, {
          limit: 1,
          candidates: new Set(await this.repo.undatedDocIds()),
          excludeDocIds,
          minScore: bar,
        }).matched
      : 0;
    return { ...corpus, undated, undatedScope: 'candidates', idf };
  }

  async landscape(p: { text: string; limit: number }): Promise<LandscapeResult> {
    const index = await this.loadedIndex();
    const terms = index.keyTerms(p.text);
    // The landscape is drawn from the 500 closest patents, each scoring at least a quarter of the best.
    const top = index.score(terms, { limit: 500 }).hits;
    const floor = (top[0]?.score ?? 0) / 4;
    const ids = top.filter((h) => h.score >= floor).map((h) => h.docId);
    if (!ids.length) return { topAssignees: [], topCpcGroups: [], filingsByYear: [], matched: 0 };
    return { ...(await this.repo.landscape(ids, p.limit)), matched: ids.length };
  }
}

function rankingPendingOf(p: IndexLoadProgress) {
  return {
    loaded: p.loaded,
    total: p.total,
    percent: p.percent,
    ...(p.etaSeconds !== undefined ? { etaSeconds: p.etaSeconds } : {}),
  };
}

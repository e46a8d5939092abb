import type { SQL } from 'drizzle-orm';
import {
  ErrorCode,
  filingDateTest,
  RpcError,
  type LandscapeResult,
  type SearchQuery,
} from '@patent-hub/contracts';
import { currentRpcDeadline } from '@patent-hub/service-kit';
import { rankSimilar } from '@patent-hub/text';
import type { CardRow } from '../patents/patent-mapper.js';
import type { Bm25IndexHolder, IndexLoadProgress } from './bm25-index.holder.js';
import { explainMatch } from './match-explainer.js';
import type { QueryNode } from './query-parser.js';
import type {
  BackendPage,
  PriorArtTerms,
  PriorArtTermsQuery,
  QueryText,
  RankedRows,
  SearchBackend,
  SimilarQuery,
} from './search-backend.js';
import { filterConditions, orderBy } from './search-sql.js';
import type { SearchRepository } from './search.repository.js';

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

/** PostgreSQL full-text search for matching and filters, this replica's in-memory BM25 index for relevance. */
export class EmbeddedSearchBackend implements SearchBackend {
  readonly engine = 'embedded';

  constructor(
    private readonly repo: SearchRepository,
    private readonly index: Bm25IndexHolder,
    private readonly exactTotalCap = EXACT_TOTAL_CAP,
    private readonly indexWaitMs = INDEX_WAIT_MS,
  ) {}

  async search(q: SearchQuery, ast: QueryNode | null, text: QueryText): Promise<BackendPage> {
    const page = await this.page(q, ast, text.terms);
    return q.enableAiAnalysis ? { ...page, matches: await this.explain(page, text) } : page;
  }

  private async page(q: SearchQuery, ast: QueryNode | null, terms: string[]): Promise<BackendPage> {
    const conds = filterConditions(q, ast);
    const offset = (q.page - 1) * q.limit;
    const wantsRelevance = q.sort === 'relevance' && terms.length > 0;
    const pending =
      wantsRelevance && !(await this.index.within(this.indexWaitBudget())) ? this.index.progress() : null;
    const scores = new Map<number, number>();
    if (!wantsRelevance || pending) {
      const page = await this.repo.page(
        conds,
        orderBy(q.sort === 'relevance' ? 'date-desc' : q.sort),
        q.limit,
        offset,
        // Unranked while the index loads: sort up to as many matches as ranking would take in memory, not by walking
        // the date index (seconds for a word of 10k+ matches, none recent, at 1M patents).
        pending ? Math.max(this.exactTotalCap, RELEVANCE_CAP) : this.exactTotalCap,
      );
      return { ...page, scores, ...(pending ? { rankingPending: pending } : {}) };
    }
    // Up to the exact-total cap every match is fetched once and ranked; past it the whole index is ranked
    // and only its top hits are checked against SQL (rankedFirst), else the newest RELEVANCE_CAP matches.
    const [index, upTo] = await Promise.all([
      this.index.current(),
      this.repo.matchesUpTo(conds, this.exactTotalCap),
    ]);
    let total: number;
    let totalIsEstimate: boolean;
    let ranked: CardRow[] | null = null;
    if (upTo.matches) ({ total, totalIsEstimate } = upTo);
    else {
      // The estimate of the total and the ranking at once.
      [{ total, totalIsEstimate }, ranked] = await Promise.all([
        this.repo.estimate(conds, upTo.scan),
        this.rankedFirst(terms, conds, offset, q.limit),
      ]);
    }
    if (ranked) return { rows: ranked, scores, total, totalIsEstimate };
    const candidates = upTo.matches ?? (await this.repo.candidates(conds, RELEVANCE_CAP));
    const ids = new Set(candidates.map((c) => c.docId));
    const { hits } = index.score(terms, { limit: offset + q.limit, candidates: ids });
    for (const h of hits) scores.set(h.docId, h.score);
    // Matches found only in claims or description have no title/abstract score: newest first after the scored ones.
    const ordered = [
      ...hits.map((h) => h.docId),
      ...candidates.map((c) => c.docId).filter((id) => !scores.has(id)),
    ];
    const rows = await this.repo.byDocIds(ordered.slice(offset, offset + q.limit));
    if (totalIsEstimate) total = Math.max(total, candidates.length);
    return { rows, scores, total, totalIsEstimate };
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

  private async explain(page: BackendPage, { text: queryText, terms }: QueryText) {
    const index = terms.length ? await this.index.within(this.indexWaitBudget()) : null;
    const numbers = page.rows.map((r) => r.patent_number);
    const [claims, descriptions] = await Promise.all([
      this.repo.claimsOf(numbers),
      this.repo.descriptionsOf(numbers),
    ]);
    return page.rows.map((r) =>
      explainMatch(
        queryText,
        {
          title: r.title,
          abstract: r.abstract,
          claims: claims.get(r.patent_number) ?? [],
          description: descriptions.get(r.patent_number) ?? null,
        },
        page.scores.get(r.doc_id) ?? index?.scoreOf(terms, r.doc_id) ?? 0,
      ),
    );
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

  async similar(p: SimilarQuery): Promise<RankedRows> {
    const index = await this.loadedIndex();
    const excludeDocIds = new Set(await this.repo.docIdsOf(p.exclude ?? []));
    const hits = rankSimilar(index, {
      text: p.text,
      limit: p.limit,
      beforeDate: p.before,
      byFilingDate: filingDateTest(p),
      excludeDocIds,
    });
    return {
      rows: await this.repo.byDocIds(hits.map((h) => h.docId)),
      scores: new Map(hits.map((h) => [h.docId, h.score])),
    };
  }

  async priorArtTerms(p: PriorArtTermsQuery): Promise<PriorArtTerms> {
    const index = await this.loadedIndex();
    const idf = Object.fromEntries(p.terms.map((t) => [t, Math.round(index.idf(t) * 1000) / 1000]));
    if (!p.before) return { idf };
    // The undated documents that would have been candidates: as close to the terms as the pool's last one.
    const excludeDocIds = new Set(
      await this.repo.docIdsOf(p.patentNumber ? [p.patentNumber.replace(/^US/i, '')] : []),
    );
    const dated = index.score(p.terms, { limit: p.pool, beforeDate: p.before, excludeDocIds }).hits;
    const bar = dated.length >= p.pool ? dated[p.pool - 1].score : Number.MIN_VALUE;
    const undatedCandidates = p.anyUndated
      ? index.score(p.terms, {
          limit: 1,
          candidates: new Set(await this.repo.undatedDocIds()),
          excludeDocIds,
          minScore: bar,
        }).matched
      : 0;
    return { idf, undatedCandidates };
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

export function rankingPendingOf(p: IndexLoadProgress) {
  return {
    loaded: p.loaded,
    total: p.total,
    percent: p.percent,
    ...(p.etaSeconds !== undefined ? { etaSeconds: p.etaSeconds } : {}),
  };
}

import { createLogger } from '@patent-hub/service-kit';
import type { SearchQuery } from '@patent-hub/contracts';
import type { CorpusRepository } from '../corpus/corpus.repository.js';
import type { PatentRecord } from '../domain/patent-record.js';
import type { QueryNode } from '../search/query-parser.js';
import type { OdpClient } from './odp-client.js';
import { odpRecordToPatent } from './odp-mapper.js';
import { odpSearchRequest } from './odp-query.js';

export interface OdpSearchOptions {
  /** How long a search waits for the ODP before answering from the corpus alone. */
  deadlineMs: number;
  /** Hits asked for per search. */
  limit: number;
  /** A search repeated within this time (paging, re-sorting) does not ask the ODP again. */
  repeatMs?: number;
  /** After a failure or a late answer the ODP is left alone this long (searches answer at once). */
  pauseMs?: number;
}

/** What a live look-up added: the patent numbers of its hits, and whether the corpus changed. */
export interface OdpLookup {
  numbers: string[];
  changed: boolean;
}

const MAX_REMEMBERED = 1000;

/**
 * Search-time look-ups in the USPTO Open Data Portal. The criteria become an ODP query; its hits are
 * normalised and stored like any ODP record (idempotent upsert), so the corpus search that follows
 * finds them, in the same order, totals and pages as everything else. Never fails a search: a slow,
 * failing or rate-limited ODP is logged and the corpus answers alone.
 */
export class OdpSearch {
  private readonly recent = new Map<string, number>();
  private pausedUntil = 0;
  private readonly log = createLogger('patents:odp-search');

  constructor(
    private readonly client: OdpClient,
    private readonly corpus: CorpusRepository,
    private readonly opts: OdpSearchOptions,
  ) {}

  /** Resolves within the deadline (null when skipped, failed or late); never rejects. */
  lookup(q: SearchQuery, keywords: QueryNode | null): Promise<OdpLookup | null> {
    const body = odpSearchRequest(q, keywords, this.opts.limit);
    if (!body || Date.now() < this.pausedUntil) return Promise.resolve(null);
    const key = JSON.stringify(body);
    if ((this.recent.get(key) ?? 0) > Date.now()) return Promise.resolve(null);
    const deadline = Date.now() + this.opts.deadlineMs;
    const work = this.fetchAndStore(body, deadline).then(
      (found) => {
        this.remember(key);
        return found;
      },
      (e: unknown) => {
        this.pausedUntil = Date.now() + (this.opts.pauseMs ?? 30_000);
        this.log.warn(
          { reason: (e as Error).message, status: (e as { status?: number }).status },
          'ODP search failed; answering from the corpus',
        );
        return null;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        this.pausedUntil = Date.now() + (this.opts.pauseMs ?? 30_000);
        this.log.warn(
          { deadlineMs: this.opts.deadlineMs },
          'ODP search missed its deadline; answering from the corpus',
        );
        resolve(null);
      }, this.opts.deadlineMs + 25);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  private async fetchAndStore(body: Parameters<OdpClient['find']>[0], deadline: number): Promise<OdpLookup> {
    const found = await this.client.find(body, { deadline });
    const records: PatentRecord[] = [];
    for (const rec of found.patentFileWrapperDataBag ?? []) {
      const r = odpRecordToPatent(rec);
      // A hit without a title has nothing to show on a result card.
      if (typeof r !== 'string' && r.patentNumber && r.title) records.push(r);
    }
    if (!records.length) return { numbers: [], changed: false };
    const stored = await this.corpus.upsertBatch(records);
    return { numbers: records.map((r) => r.patentNumber), changed: stored.inserted + stored.updated > 0 };
  }

  private remember(key: string) {
    this.recent.delete(key);
    this.recent.set(key, Date.now() + (this.opts.repeatMs ?? 5 * 60_000));
    if (this.recent.size > MAX_REMEMBERED) this.recent.delete(this.recent.keys().next().value!);
  }
}

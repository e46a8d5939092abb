import { setImmediate as setImmediatePromise, setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger } from 'pino';
import { Bm25Index } from '@patent-hub/text';
import { CLAIMED_JOIN, FILED, FILED_AIA } from './filed-dates.js';

const YIELD_EVERY = 250;
// Before the first batch has given a rate, the load is taken to run at this many patents per second (measured: about
// 25,000 on an idle 2-core machine, 6,000 on a busy one), so a search knows at once whether to wait for it.
const ASSUMED_RATE = 5_000;

interface Row {
  doc_id: number;
  seq: string;
  title: string;
  abstract: string | null;
  date: string | null;
  filed: string | null;
  filed_aia: string | null;
  cpc: string[] | null;
}

/** How far this replica's first full load of the index has come (readiness body, logs, search marker). */
export interface IndexLoadProgress {
  state: 'loading' | 'ready' | 'failed';
  loaded: number;
  /** Patents in the corpus when the load started (0 until counted). */
  total: number;
  percent: number;
  elapsedMs: number;
  /** Patents per second so far (0 before the first batch). */
  rate: number;
  /** Seconds left at that rate; absent while unknown. */
  etaSeconds?: number;
  error?: string;
}

export interface Bm25IndexHolderOptions {
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** Rows per batch of the load. */
  batchSize?: number;
  /** Runs before each batch of the first load (tests pause or slow the load with it). */
  beforeBatch?: (progress: IndexLoadProgress) => Promise<void> | void;
  /** Minimum time between two progress log lines. */
  logEveryMs?: number;
}

/**
 * Keeps this replica's BM25 index in step with the corpus: a full load at start, then the rows
 * whose ingest_seq moved since the last look (at most every refreshMs, checked on use).
 * Until the first load has ended the replica is not ready (`isReady()`, `progress()`); `within()`
 * lets a search wait for it only as long as it can afford.
 */
export class Bm25IndexHolder {
  private index = new Bm25Index();
  private lastSeq = '0';
  private lastCheck = 0;
  private loading: Promise<void> | null = null;
  private readonly load = {
    ready: false,
    loaded: 0,
    total: 0,
    startedAt: 0,
    endedAt: 0,
    lastLog: 0,
    error: undefined as string | undefined,
  };

  constructor(
    private readonly db: NodePgDatabase,
    private readonly refreshMs: number,
    private readonly opts: Bm25IndexHolderOptions = {},
  ) {}

  /** The index, refreshed first when the corpus may have changed. */
  async current(): Promise<Bm25Index> {
    if (Date.now() - this.lastCheck >= this.refreshMs) {
      this.loading ??= this.refresh().finally(() => {
        this.loading = null;
      });
    }
    if (this.loading) await this.loading;
    return this.index;
  }

  /** True once the first full load has ended: the index then ranks the whole corpus. */
  isReady(): boolean {
    return this.load.ready;
  }

  progress(): IndexLoadProgress {
    const l = this.load;
    const elapsedMs = l.startedAt ? (l.endedAt || Date.now()) - l.startedAt : 0;
    const rate = elapsedMs > 0 ? Math.round((l.loaded * 1000) / elapsedMs) : 0;
    const state = l.ready ? 'ready' : l.error && !this.loading ? 'failed' : 'loading';
    const percent = l.ready
      ? 100
      : l.total
        ? Math.min(99.9, Math.round((l.loaded * 1000) / l.total) / 10)
        : 0;
    const left = Math.max(0, l.total - l.loaded);
    return {
      state,
      loaded: l.loaded,
      total: l.total,
      percent,
      elapsedMs,
      rate,
      ...(!l.ready && rate > 0 ? { etaSeconds: Math.ceil(left / rate) } : {}),
      ...(l.error ? { error: l.error } : {}),
    };
  }

  /**
   * The index when it is loaded, or loads within `maxWaitMs` (also starting the load when none runs);
   * null at once when the load's progress says it will not end in time, or after `maxWaitMs`.
   */
  async within(maxWaitMs: number): Promise<Bm25Index | null> {
    if (this.load.ready) return this.current();
    const started = Date.now();
    const done = this.current().then(
      (index) => index,
      () => null,
    );
    let settled: Bm25Index | null | undefined;
    void done.then((v) => (settled = v));
    for (;;) {
      const left = maxWaitMs - (Date.now() - started);
      const eta = this.etaMs();
      if (left <= 0 || (eta !== undefined && eta > left)) return null;
      await Promise.race([done, sleep(Math.min(50, left))]);
      if (settled !== undefined) return this.load.ready ? settled : null;
    }
  }

  /** Time left of the first load: at the measured rate, else at ASSUMED_RATE once the total is known. */
  private etaMs(): number | undefined {
    const p = this.progress();
    if (p.etaSeconds !== undefined) return p.etaSeconds * 1000;
    return p.total > 0 ? ((p.total - p.loaded) * 1000) / ASSUMED_RATE : undefined;
  }

  private async refresh(): Promise<void> {
    this.lastCheck = Date.now();
    const first = !this.load.ready;
    if (first) {
      this.load.startedAt ||= Date.now();
      this.load.error = undefined;
    }
    try {
      await this.refreshRows(first);
    } catch (err) {
      if (first) {
        this.load.error = err instanceof Error ? err.message : String(err);
        this.opts.logger?.warn(
          { err, searchIndex: this.progress() },
          'search index load failed; retried on next use',
        );
      }
      throw err;
    }
    if (first) {
      this.load.ready = true;
      this.load.total = this.load.loaded;
      this.load.endedAt = Date.now();
      this.opts.logger?.info(
        { searchIndex: this.progress(), rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) },
        'search index loaded: this replica is ready',
      );
    }
  }

  private async refreshRows(first: boolean): Promise<void> {
    const head = await this.db.execute(
      sql`SELECT coalesce(max(ingest_seq), 0)::text AS seq FROM patents.patents`,
    );
    const maxSeq = (head as unknown as { rows: { seq: string }[] }).rows[0].seq;
    if (maxSeq === this.lastSeq) return;
    // Many re-ingested patents leave dead slots that skew the statistics: start over then.
    if (this.index.deadSlots > 1000 && this.index.deadSlots > this.index.size / 10) {
      this.index = new Bm25Index();
      this.lastSeq = '0';
    }
    if (first) {
      // The planner's row count is instant (a count(*) of a million rows is not), refined by the load: exact at its end.
      const est = await this.db.execute(
        sql`SELECT reltuples::bigint::text AS n FROM pg_class WHERE oid = 'patents.patents'::regclass`,
      );
      let left = Number((est as unknown as { rows: { n: string }[] }).rows[0]?.n ?? -1) - this.load.loaded;
      // Never analysed (-1), or small: count (cheap then).
      if (left < 10_000) {
        const count = await this.db.execute(
          sql`SELECT count(*)::int AS n FROM patents.patents WHERE ingest_seq > ${this.lastSeq}::bigint`,
        );
        left = (count as unknown as { rows: { n: number }[] }).rows[0].n;
      }
      this.load.total = this.load.loaded + left;
      this.opts.logger?.info({ searchIndex: this.progress() }, 'search index loading');
    }
    const batch = this.opts.batchSize ?? 5000;
    for (;;) {
      if (first) await this.opts.beforeBatch?.(this.progress());
      const res = await this.db
        .execute(sql`SELECT doc_id, ingest_seq::text AS seq, title, abstract, sort_date::text AS date,
        ${FILED} AS filed, ${FILED_AIA} AS filed_aia, cpc
        FROM patents.patents p ${CLAIMED_JOIN} WHERE ingest_seq > ${this.lastSeq}::bigint ORDER BY ingest_seq LIMIT ${batch}`);
      const rows = (res as unknown as { rows: Row[] }).rows;
      if (!rows.length) break;
      for (const [i, r] of rows.entries()) {
        // Let searches and probes in between: a batch would otherwise hold the event loop for a second on a busy machine.
        if (i > 0 && i % YIELD_EVERY === 0) await setImmediatePromise();
        this.index.add({
          docId: r.doc_id,
          title: r.title,
          abstract: r.abstract,
          date: r.date,
          filed: r.filed,
          filedAia: r.filed_aia,
          cpc: r.cpc ?? [],
        });
      }
      this.lastSeq = rows[rows.length - 1].seq;
      if (first) {
        this.load.loaded += rows.length;
        // Patents ingested during the load are loaded too: the total follows.
        this.load.total = Math.max(this.load.total, this.load.loaded);
        this.logProgress();
      }
    }
  }

  private logProgress(): void {
    const now = Date.now();
    if (now - this.load.lastLog < (this.opts.logEveryMs ?? 5_000)) return;
    this.load.lastLog = now;
    this.opts.logger?.info({ searchIndex: this.progress() }, 'search index loading');
  }
}

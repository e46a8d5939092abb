import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Bm25Index } from '@patent-hub/text';

interface Row {
  doc_id: number;
  seq: string;
  title: string;
  abstract: string | null;
  date: string | null;
  cpc: string[] | null;
}

/**
 * Keeps this replica's BM25 index in step with the corpus: a full load at start, then the rows
 * whose ingest_seq moved since the last look (at most every refreshMs, checked on use).
 */
export class Bm25IndexHolder {
  private index = new Bm25Index();
  private lastSeq = '0';
  private lastCheck = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: NodePgDatabase,
    private readonly refreshMs: number,
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

  private async refresh(): Promise<void> {
    this.lastCheck = Date.now();
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
    for (;;) {
      const res = await this.db
        .execute(sql`SELECT doc_id, ingest_seq::text AS seq, title, abstract, sort_date::text AS date, cpc
        FROM patents.patents WHERE ingest_seq > ${this.lastSeq}::bigint ORDER BY ingest_seq LIMIT 5000`);
      const rows = (res as unknown as { rows: Row[] }).rows;
      if (!rows.length) break;
      for (const r of rows)
        this.index.add({
          docId: r.doc_id,
          title: r.title,
          abstract: r.abstract,
          date: r.date,
          cpc: r.cpc ?? [],
        });
      this.lastSeq = rows[rows.length - 1].seq;
    }
  }
}

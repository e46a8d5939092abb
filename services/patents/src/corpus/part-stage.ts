import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ingestStage } from '../db/schema.js';
import type { RecordPart } from '../ingest/source-item.js';

const WRITE_BATCH = 2000;

/**
 * The rows of multi-row export tables of one ingest run, held in patents.ingest_stage rather than in
 * memory, then read back grouped by patent in patent-number order, a few hundred patents at a time.
 */
export class PartStage {
  private buffer: RecordPart[] = [];
  readonly runId = randomUUID();
  staged = 0;

  constructor(private readonly db: NodePgDatabase) {}

  async add(part: RecordPart): Promise<void> {
    this.buffer.push(part);
    if (this.buffer.length >= WRITE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.buffer.length) return;
    const rows = this.buffer.map((p) => ({
      runId: this.runId,
      patentNumber: p.patentNumber,
      part: p.table,
      seq: p.seq,
      data: p.data,
    }));
    this.buffer = [];
    // A row read twice in one run (the same file given twice) is kept once.
    await this.db.insert(ingestStage).values(rows).onConflictDoNothing();
    this.staged += rows.length;
  }

  /** Every staged patent with its parts, `size` patents per step. */
  async *patents(size = 400): AsyncGenerator<Map<string, RecordPart[]>> {
    await this.flush();
    let after = '';
    for (;;) {
      const numbers = (
        await this.db
          .selectDistinct({ n: ingestStage.patentNumber })
          .from(ingestStage)
          .where(and(eq(ingestStage.runId, this.runId), gt(ingestStage.patentNumber, after)))
          .orderBy(asc(ingestStage.patentNumber))
          .limit(size)
      ).map((r) => r.n);
      if (!numbers.length) return;
      const rows = await this.db
        .select()
        .from(ingestStage)
        .where(and(eq(ingestStage.runId, this.runId), inArray(ingestStage.patentNumber, numbers)));
      const out = new Map<string, RecordPart[]>(numbers.map((n) => [n, []]));
      for (const r of rows) {
        out.get(r.patentNumber)!.push({
          patentNumber: r.patentNumber,
          table: r.part as RecordPart['table'],
          seq: r.seq,
          data: r.data as RecordPart['data'],
        });
      }
      yield out;
      after = numbers.at(-1)!;
    }
  }

  /** Drops this run's rows, and any a crashed run left behind more than a day ago. */
  async clear(): Promise<void> {
    this.buffer = [];
    await this.db.delete(ingestStage).where(eq(ingestStage.runId, this.runId));
    await this.db.delete(ingestStage).where(lt(ingestStage.createdAt, sql`now() - interval '1 day'`));
  }
}

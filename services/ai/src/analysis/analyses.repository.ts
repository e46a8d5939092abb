import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnalysisStatus } from '@patent-hub/contracts';
import type { AiDb } from '../db/database.js';
import { analyses } from '../db/schema.js';

export type AnalysisRow = typeof analyses.$inferSelect;

/** Drizzle only; every query is scoped by the owning user id. */
export class AnalysesRepository {
  constructor(private readonly db: AiDb) {}

  async latest(userId: string, patentNumber: string): Promise<AnalysisRow | undefined> {
    const [row] = await this.db
      .select()
      .from(analyses)
      .where(and(eq(analyses.userId, userId), eq(analyses.patentNumber, patentNumber)))
      .orderBy(desc(analyses.version))
      .limit(1);
    return row;
  }

  async latestComplete(userId: string, patentNumber: string): Promise<AnalysisRow | undefined> {
    const [row] = await this.db
      .select()
      .from(analyses)
      .where(
        and(
          eq(analyses.userId, userId),
          eq(analyses.patentNumber, patentNumber),
          eq(analyses.status, 'complete'),
        ),
      )
      .orderBy(desc(analyses.version))
      .limit(1);
    return row;
  }

  /** Inserts a version; returns undefined when a concurrent request inserted the same version first. */
  async insertVersion(
    userId: string,
    patentNumber: string,
    version: number,
    jobId: string,
  ): Promise<AnalysisRow | undefined> {
    const [row] = await this.db
      .insert(analyses)
      .values({ userId, patentNumber, version, jobId, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async setStatus(
    userId: string,
    patentNumber: string,
    version: number,
    status: AnalysisStatus,
    fields: { error?: string | null; attempts?: number } = {},
  ): Promise<void> {
    await this.db
      .update(analyses)
      .set({ status, ...fields, updatedAt: new Date() })
      .where(
        and(
          eq(analyses.userId, userId),
          eq(analyses.patentNumber, patentNumber),
          eq(analyses.version, version),
          ne(analyses.status, 'complete'),
        ),
      );
  }

  /** Completes once: a second completion of the same version (a redelivered job) changes nothing. */
  async complete(userId: string, patentNumber: string, version: number, result: unknown): Promise<boolean> {
    const rows = await this.db
      .update(analyses)
      .set({ status: 'complete', result, error: null, updatedAt: new Date(), completedAt: new Date() })
      .where(
        and(
          eq(analyses.userId, userId),
          eq(analyses.patentNumber, patentNumber),
          eq(analyses.version, version),
          ne(analyses.status, 'complete'),
        ),
      )
      .returning({ id: analyses.id });
    return rows.length > 0;
  }

  async completedNumbers(userId: string, patentNumbers: string[]): Promise<Set<string>> {
    if (patentNumbers.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ n: analyses.patentNumber })
      .from(analyses)
      .where(
        and(
          eq(analyses.userId, userId),
          inArray(analyses.patentNumber, patentNumbers),
          eq(analyses.status, 'complete'),
        ),
      );
    return new Set(rows.map((r) => r.n));
  }

  /** The novelty score of the latest complete analysis of each patent (null: not assessed), in SQL. */
  async latestNovelty(userId: string, patentNumbers: string[]): Promise<(number | null)[]> {
    if (patentNumbers.length === 0) return [];
    const res = await this.db.execute(sql`
      SELECT DISTINCT ON (patent_number) (result->>'noveltyScore')::float8 AS novelty
      FROM ai.analyses
      WHERE user_id = ${userId} AND status = 'complete' AND patent_number = ANY(${sql.param(patentNumbers)}::text[])
      ORDER BY patent_number, version DESC`);
    return (res.rows as { novelty: number | null }[]).map((r) => r.novelty);
  }

  async countCompletions(userId: string, patentNumber: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyses)
      .where(
        and(
          eq(analyses.userId, userId),
          eq(analyses.patentNumber, patentNumber),
          eq(analyses.status, 'complete'),
        ),
      );
    return r.n;
  }
}

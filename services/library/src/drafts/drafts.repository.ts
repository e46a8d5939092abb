import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LIBRARY_DB, type LibraryDb } from '../db/database.token.js';
import { drafts } from '../db/schema.js';

export type DraftRow = typeof drafts.$inferSelect;
export type DraftValues = Omit<DraftRow, 'userId' | 'createdAt' | 'updatedAt'> & {
  createdAt?: Date;
  updatedAt?: Date;
};

@Injectable()
export class DraftsRepository {
  constructor(@Inject(LIBRARY_DB) private readonly db: LibraryDb) {}

  /** Replaces the whole draft; its first createdAt is kept. */
  async upsert(userId: string, values: DraftValues): Promise<DraftRow> {
    const now = new Date();
    const row = { ...values, userId, createdAt: values.createdAt ?? now, updatedAt: values.updatedAt ?? now };
    const { userId: _u, id: _i, createdAt: _c, ...replaced } = row;
    const [saved] = await this.db
      .insert(drafts)
      .values(row)
      .onConflictDoUpdate({
        target: [drafts.userId, drafts.id],
        set: { ...replaced, createdAt: sql`${drafts.createdAt}` },
      })
      .returning();
    return saved;
  }

  listByUser(userId: string): Promise<DraftRow[]> {
    return this.db
      .select()
      .from(drafts)
      .where(eq(drafts.userId, userId))
      .orderBy(desc(drafts.updatedAt), desc(drafts.id));
  }

  /** True when the user's draft existed and is gone. */
  async delete(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(drafts)
      .where(and(eq(drafts.userId, userId), eq(drafts.id, id)))
      .returning({ id: drafts.id });
    return gone.length > 0;
  }
}

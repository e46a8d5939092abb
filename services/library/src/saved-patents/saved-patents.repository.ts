import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq } from 'drizzle-orm';
import { LIBRARY_DB, type LibraryDb } from '../db/database.token.js';
import { savedPatents } from '../db/schema.js';

export type SavedPatentRow = typeof savedPatents.$inferSelect;
export type NewSavedPatent = Omit<
  typeof savedPatents.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type SavedPatentChanges = Partial<
  Pick<
    SavedPatentRow,
    'title' | 'abstract' | 'status' | 'assignee' | 'classifications' | 'inventors' | 'notes'
  >
>;

@Injectable()
export class SavedPatentsRepository {
  constructor(@Inject(LIBRARY_DB) private readonly db: LibraryDb) {}

  /** Inserts, or returns the row the user already has for that number (the unique index decides races). */
  async insertOrGet(
    userId: string,
    values: NewSavedPatent,
  ): Promise<{ row: SavedPatentRow; created: boolean }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [inserted] = await this.db
        .insert(savedPatents)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: [savedPatents.userId, savedPatents.patentNumber] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const existing = await this.findByNumber(userId, values.patentNumber);
      if (existing) return { row: existing, created: false };
      // The conflicting row was deleted between the two statements: try the insert again.
    }
    throw new Error('Saved patent insert kept conflicting');
  }

  async findByNumber(userId: string, patentNumber: string): Promise<SavedPatentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(savedPatents)
      .where(and(eq(savedPatents.userId, userId), eq(savedPatents.patentNumber, patentNumber)));
    return row;
  }

  async findById(userId: string, id: string): Promise<SavedPatentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(savedPatents)
      .where(and(eq(savedPatents.userId, userId), eq(savedPatents.id, id)));
    return row;
  }

  /** Newest first; ties (same transaction time) broken by id so pages are stable. */
  listByUser(userId: string): Promise<SavedPatentRow[]> {
    return this.db
      .select()
      .from(savedPatents)
      .where(eq(savedPatents.userId, userId))
      .orderBy(desc(savedPatents.createdAt), desc(savedPatents.id));
  }

  async update(userId: string, id: string, changes: SavedPatentChanges): Promise<SavedPatentRow | undefined> {
    const [row] = await this.db
      .update(savedPatents)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(savedPatents.userId, userId), eq(savedPatents.id, id)))
      .returning();
    return row;
  }

  /** Memberships go with the row (ON DELETE CASCADE). */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(savedPatents)
      .where(and(eq(savedPatents.userId, userId), eq(savedPatents.id, id)))
      .returning({ id: savedPatents.id });
    return rows.length > 0;
  }

  async countByUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(savedPatents)
      .where(eq(savedPatents.userId, userId));
    return row?.n ?? 0;
  }
}

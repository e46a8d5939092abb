import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { LIBRARY_DB, type LibraryDb } from '../db/database.token.js';
import { collectionPatents, collections, savedPatents } from '../db/schema.js';
import type { SavedPatentRow } from '../saved-patents/saved-patents.repository.js';

export type CollectionRow = typeof collections.$inferSelect & { patentIds: string[] };
type CollectionChanges = Partial<Pick<CollectionRow, 'name' | 'description'>>;

// Member ids in the order they were added.
const patentIds = sql<string[]>`coalesce(
  array_agg(${collectionPatents.savedPatentId} order by ${collectionPatents.position})
    filter (where ${collectionPatents.savedPatentId} is not null),
  '{}')`;

@Injectable()
export class CollectionsRepository {
  constructor(@Inject(LIBRARY_DB) private readonly db: LibraryDb) {}

  private selectWithMembers(where: SQL | undefined) {
    return this.db
      .select({ collection: collections, patentIds })
      .from(collections)
      .leftJoin(collectionPatents, eq(collectionPatents.collectionId, collections.id))
      .where(where)
      .groupBy(collections.id)
      .orderBy(asc(collections.createdAt), asc(collections.id));
  }

  async listByUser(userId: string): Promise<CollectionRow[]> {
    const rows = await this.selectWithMembers(eq(collections.userId, userId));
    return rows.map((r) => ({ ...r.collection, patentIds: r.patentIds }));
  }

  async findById(userId: string, id: string): Promise<CollectionRow | undefined> {
    const [row] = await this.selectWithMembers(and(eq(collections.userId, userId), eq(collections.id, id)));
    return row && { ...row.collection, patentIds: row.patentIds };
  }

  async create(userId: string, values: { name: string; description: string | null }): Promise<CollectionRow> {
    const [row] = await this.db
      .insert(collections)
      .values({ ...values, userId })
      .returning();
    return { ...row, patentIds: [] };
  }

  async update(userId: string, id: string, changes: CollectionChanges): Promise<boolean> {
    const rows = await this.db
      .update(collections)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(collections.userId, userId), eq(collections.id, id)))
      .returning({ id: collections.id });
    return rows.length > 0;
  }

  /** Memberships go with it; the saved patents stay. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(collections)
      .where(and(eq(collections.userId, userId), eq(collections.id, id)))
      .returning({ id: collections.id });
    return rows.length > 0;
  }

  /**
   * Adds a saved patent; both rows must belong to the user in the same statement, so a row deleted
   * or owned by someone else is never linked. Adding twice is a no-op. False when either is missing.
   */
  async addPatent(userId: string, collectionId: string, savedPatentId: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      with pair as (
        select c.id as collection_id, s.id as saved_patent_id
        from ${collections} c, ${savedPatents} s
        where c.id = ${collectionId} and c.user_id = ${userId} and s.id = ${savedPatentId} and s.user_id = ${userId}
      ), ins as (
        insert into ${collectionPatents} (collection_id, saved_patent_id)
        select collection_id, saved_patent_id from pair
        on conflict do nothing
      )
      select count(*)::int as n from pair`);
    const found = (result.rows[0] as { n: number }).n > 0;
    if (found) await this.touch(userId, collectionId);
    return found;
  }

  async removePatent(userId: string, collectionId: string, savedPatentId: string): Promise<void> {
    const owned = this.db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.id, collectionId), eq(collections.userId, userId)));
    await this.db
      .delete(collectionPatents)
      .where(
        and(
          eq(collectionPatents.collectionId, collectionId),
          eq(collectionPatents.savedPatentId, savedPatentId),
          sql`${collectionPatents.collectionId} in ${owned}`,
        ),
      );
    await this.touch(userId, collectionId);
  }

  /** The member patents, in the order they were added. */
  async listPatents(userId: string, collectionId: string): Promise<SavedPatentRow[]> {
    const rows = await this.db
      .select({ patent: savedPatents })
      .from(collectionPatents)
      .innerJoin(collections, eq(collections.id, collectionPatents.collectionId))
      .innerJoin(savedPatents, eq(savedPatents.id, collectionPatents.savedPatentId))
      .where(
        and(
          eq(collections.id, collectionId),
          eq(collections.userId, userId),
          eq(savedPatents.userId, userId),
        ),
      )
      .orderBy(asc(collectionPatents.position));
    return rows.map((r) => r.patent);
  }

  async countByUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(collections)
      .where(eq(collections.userId, userId));
    return row?.n ?? 0;
  }

  private async touch(userId: string, id: string): Promise<void> {
    await this.db
      .update(collections)
      .set({ updatedAt: new Date() })
      .where(and(eq(collections.userId, userId), eq(collections.id, id)));
  }
}

// Test helper (the .test.ts suffix keeps it out of the build and out of the test globs).
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@patent-hub/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { LibraryDb } from '../db/database.token.js';

export interface LibraryTestDb {
  db: LibraryDb;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A fresh ph_t_ database with the library migrations applied, as the service would run them. */
export async function createLibraryTestDb(): Promise<LibraryTestDb> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 20 });
  const db = drizzle(pool) as LibraryDb;
  await migrate(db, {
    migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)),
    migrationsSchema: 'library',
  });
  return {
    db,
    pool,
    async close() {
      await pool.end();
      await database.drop();
    },
  };
}

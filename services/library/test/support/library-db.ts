// Test helper (the .test.ts suffix keeps it out of the build and out of the test globs).
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@patent-hub/service-kit';
import { createTestDatabase } from '@patent-hub/testing';
import type pg from 'pg';
import type { LibraryDb } from '../../src/db/database.token.js';

export interface LibraryTestDb {
  db: LibraryDb;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A fresh ph_t_ database migrated exactly as the service does it at boot (service-kit createDatabase). */
export async function createLibraryTestDb(): Promise<LibraryTestDb> {
  const testDatabase = await createTestDatabase();
  const database = await createDatabase({
    url: testDatabase.url,
    schema: 'library',
    max: 20,
    migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)),
  });
  return {
    db: database.db as unknown as LibraryDb,
    pool: database.pool,
    async close() {
      await database.close();
      await testDatabase.drop();
    },
  };
}

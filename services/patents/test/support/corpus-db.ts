import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '@patent-hub/service-kit';
import { createTestDatabase, type TestDatabase } from '@patent-hub/testing';
import { CorpusRepository } from '../../src/corpus/corpus.repository.js';

export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A fresh migrated database for one test file; `stop()` drops it. */
export async function startCorpusDb(): Promise<{
  database: Database;
  repo: CorpusRepository;
  url: string;
  stop(): Promise<void>;
}> {
  const testDb: TestDatabase = await createTestDatabase();
  const database = await createDatabase({
    url: testDb.url,
    schema: 'patents',
    max: 4,
    migrationsFolder: MIGRATIONS,
  });
  return {
    database,
    url: testDb.url,
    repo: new CorpusRepository(database.db),
    async stop() {
      await database.close();
      await testDb.drop();
    },
  };
}

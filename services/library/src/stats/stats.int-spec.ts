import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestDb, type LibraryTestDb } from '../../test/support/library-db.js';
import { savedPatentPayload, uniqueUser } from '../../test/support/fixtures.js';
import { createLibrarySut } from '../../test/support/library-sut.js';
import { StatsController } from './stats.controller.js';

describe(StatsController.name, () => {
  let testDb: LibraryTestDb;
  let lib: ReturnType<typeof createLibrarySut>;

  beforeAll(async () => {
    testDb = await createLibraryTestDb();
    lib = createLibrarySut(testDb.db);
  });
  afterAll(() => testDb?.close());

  it('returns zeros for a new user', async () => {
    expect((await lib.stats.stats({ userId: uniqueUser() })).data).toEqual({
      patentsSaved: 0,
      analysesRun: 0,
      collections: 0,
      totalItems: 0,
    });
  });

  it('derives the §3 figures from saved patents, analyses and collections', async () => {
    const userId = uniqueUser();
    for (const n of ['8000001', '8000002', '8000003'])
      await lib.saved.save({ userId, patent: savedPatentPayload({ patentNumber: n }) });
    await lib.collections.create({ userId, collection: { name: 'One' } });
    lib.analyses.analysed.add('8000003');
    const { data } = await lib.stats.stats({ userId });
    expect(data).toEqual({ patentsSaved: 3, analysesRun: 1, collections: 1, totalItems: 4 });
  });
});

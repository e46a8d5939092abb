import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@patent-hub/service-kit';
import { createTestDatabase, type TestDatabase } from '@patent-hub/testing';
import { AnalysesRepository } from './analyses.repository.js';
import { AnalysisService } from './analysis.service.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let tdb: TestDatabase;
let database: Database;
let repo: AnalysesRepository;
let sut: AnalysisService;

beforeAll(async () => {
  tdb = await createTestDatabase();
  database = await createDatabase({
    url: tdb.url,
    schema: 'ai',
    max: 2,
    migrationsFolder: path.resolve(here, '../../drizzle'),
  });
  repo = new AnalysesRepository(database.db);
  sut = new AnalysisService(repo, {} as never, async (n) => n);
});
afterAll(async () => {
  await database?.close();
  await tdb?.drop();
});

async function analysed(user: string, patent: string, version: number, novelty: number | null, done = true) {
  await repo.insertVersion(user, patent, version, `job-${user}-${patent}-${version}`);
  if (done) await repo.complete(user, patent, version, { noveltyScore: novelty });
}

describe('the dashboard summary computed in the ai service', () => {
  it('averages the latest complete analysis of each patent asked about, skipping "Not assessed"', async () => {
    await analysed('u1', '1000001', 1, 2);
    await analysed('u1', '1000001', 2, 6); // the latest version counts
    await analysed('u1', '1000002', 1, 9);
    await analysed('u1', '1000003', 1, null); // not assessed
    await analysed('u1', '1000004', 1, 1);
    await analysed('u1', '1000002', 2, 0, false); // pending: the complete version 1 counts
    await analysed('u2', '1000001', 1, 10); // another user's
    expect(await sut.summary('u1', ['US1000001', '1000002', '1000003', '9999999'])).toEqual({
      meanNovelty: 7.5,
      analyses: 3,
      assessed: 2,
    });
    expect(await sut.summary('u3', ['1000001'])).toEqual({ meanNovelty: null, analyses: 0, assessed: 0 });
    expect(await sut.summary('u1', [])).toEqual({ meanNovelty: null, analyses: 0, assessed: 0 });
  });
});

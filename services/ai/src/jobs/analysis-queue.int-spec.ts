import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@patent-hub/service-kit';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
  type TestRedisPrefix,
} from '@patent-hub/testing';
import { AnalysesRepository } from '../analysis/analyses.repository.js';
import type { AnalyzeDeps } from '../analysis/analyze-patent.use-case.js';
import { AnalysisService } from '../analysis/analysis.service.js';
import { waitFor } from '../../test/support/analysis-queue-fixture.js';
import { fixtureDeps } from '../../test/support/fixture-deps.js';
import { analysisJobLifecycle } from './analysis-job.handler.js';
import { AnalysisQueue } from './analysis.queue.js';
import { createAnalysisWorker } from './analysis.worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let tdb: TestDatabase;
let database: Database;
let redis: TestRedisPrefix;
let repo: AnalysesRepository;
let queue: AnalysisQueue;
let sut: AnalysisService;
const workers: Worker[] = [];
const LOCK = { lockDurationMs: 1_000, stalledIntervalMs: 500 };

const startWorker = (deps: AnalyzeDeps, concurrency = 1) => {
  const w = createAnalysisWorker(
    { redisUrl, keyPrefix: redis.prefix, concurrency, ...LOCK },
    analysisJobLifecycle(repo, deps),
  );
  workers.push(w);
  return w;
};
let user = 0;
const newUser = () => `user-${++user}-${Date.now()}`;

beforeAll(async () => {
  tdb = await createTestDatabase();
  redis = createTestRedisPrefix();
  database = await createDatabase({
    url: tdb.url,
    schema: 'ai',
    max: 4,
    migrationsFolder: path.resolve(here, '../../drizzle'),
  });
  repo = new AnalysesRepository(database.db);
  queue = new AnalysisQueue({ redisUrl, keyPrefix: redis.prefix, attempts: 3, backoffMs: 50 });
  sut = new AnalysisService(repo, queue, async (n) => n);
});
const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close(true)));
  // A worker process left behind by a failing test would keep the run (and its 60 s job) alive.
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(async () => {
  await queue?.close();
  await database?.close();
  await redis?.clean();
  await tdb?.drop();
});

describe(AnalysisService.name, () => {
  it('returns pending, then running, then the complete analysis on real Redis', async () => {
    const u = newUser();
    const queued = await sut.analyze(u, '9999001');
    expect(queued).toMatchObject({ status: 'pending', version: 1 });
    expect(await sut.get(u, '9999001')).toEqual({ status: 'pending' });
    startWorker(fixtureDeps({ delayMs: 400 }));
    await waitFor(async () => (await sut.get(u, '9999001')).status === 'running');
    const done = await waitFor(async () => {
      const r = await sut.get(u, '9999001');
      return r.status === 'complete' && r;
    });
    expect(done.data).toMatchObject({ patentNumber: '9999001', version: 1, engine: { provider: 'local' } });
    expect(done.data!.priorArt[0]).toMatchObject({ patent: '5000001' });
    expect(await sut.hasAnalyses(u, ['9999001', '1'])).toEqual({ results: { '9999001': true, '1': false } });
  });

  it('returns the in-flight job for a repeated request and a new version after completion', async () => {
    const u = newUser();
    const first = await sut.analyze(u, '9999001');
    const [a, b] = await Promise.all([sut.analyze(u, '9999001'), sut.analyze(u, '9999001')]);
    expect(a.jobId).toBe(first.jobId);
    expect(b.jobId).toBe(first.jobId);
    startWorker(fixtureDeps());
    await waitFor(async () => (await sut.get(u, '9999001')).status === 'complete');
    const second = await sut.analyze(u, '9999001');
    expect(second).toMatchObject({ version: 2, status: 'pending' });
    expect(second.jobId).not.toBe(first.jobId);
  });

  it('returns failed with the reason when a poison job fails every attempt', async () => {
    const u = newUser();
    let starts = 0;
    startWorker(
      fixtureDeps({ fail: 'claims could not be parsed', onStart: (n) => n === '9999003' && starts++ }),
    );
    await sut.analyze(u, '9999003');
    const failed = await waitFor(async () => {
      const r = await sut.get(u, '9999003');
      return r.status === 'failed' && r;
    });
    expect(failed).toEqual({ status: 'failed', error: 'claims could not be parsed' });
    expect(starts).toBe(3);
  });

  it('runs at most `concurrency` jobs at once in a worker', async () => {
    let running = 0;
    let peak = 0;
    const deps = fixtureDeps({ delayMs: 150 });
    const load = deps.loadPatent;
    deps.loadPatent = async (n) => {
      running++;
      peak = Math.max(peak, running);
      try {
        return await load(n);
      } finally {
        running--;
      }
    };
    const users = Array.from({ length: 6 }, newUser);
    await Promise.all(users.map((u) => sut.analyze(u, '9999001')));
    startWorker(deps, 2);
    await waitFor(async () =>
      (await Promise.all(users.map((u) => sut.get(u, '9999001')))).every((r) => r.status === 'complete'),
    );
    expect(peak).toBe(2);
  });

  it('returns the analysis completed once when the worker process is killed mid-job', async () => {
    const u = newUser();
    // Earlier tests leave jobs behind (a pending version 2, jobs of force-closed workers); the child worker
    // must pick this test's job, not one of those, so start from an empty queue.
    await queue.queue.obliterate({ force: true });
    await sut.analyze(u, '9999005');
    // node --import tsx (not the tsx CLI, which runs the script in a grandchild that SIGKILL would not reach)
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(here, '../../test/support/analysis-worker.child.ts')],
      {
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: path.resolve(here, '../../tsconfig.tsx.json'),
          DATABASE_URL: `${tdb.url}?options=-c%20search_path%3Dai`,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: redis.prefix,
          LOCK_MS: String(LOCK.lockDurationMs),
          STALLED_MS: String(LOCK.stalledIntervalMs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    await waitFor(async () => out.includes('started 9999005'), 30_000);
    // The worker logs 'started' as it begins; the status row turns 'running' a moment later.
    await waitFor(async () => (await sut.get(u, '9999005')).status === 'running', 10_000);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    let starts = 0;
    startWorker(fixtureDeps({ onStart: (n) => n === '9999005' && starts++ }));
    await waitFor(async () => (await sut.get(u, '9999005')).status === 'complete');
    expect(starts).toBe(1);
    expect(await repo.countCompletions(u, '9999005')).toBe(1);
    expect((await repo.latest(u, '9999005'))?.version).toBe(1);
  });
});

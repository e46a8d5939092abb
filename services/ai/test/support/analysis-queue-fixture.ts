import { fileURLToPath } from 'node:url';
import type { Worker } from 'bullmq';
import { createDatabase, type Database } from '@patent-hub/service-kit';
import { AnalysesRepository } from '../../src/analysis/analyses.repository.js';
import type { AnalyzeDeps } from '../../src/analysis/analyze-patent.use-case.js';
import { AnalysisService } from '../../src/analysis/analysis.service.js';
import { analysisJobLifecycle } from '../../src/jobs/analysis-job.handler.js';
import { AnalysisQueue } from '../../src/jobs/analysis.queue.js';
import { createAnalysisWorker } from '../../src/jobs/analysis.worker.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A queue and AnalysisService (sut) on a test's own database and Redis prefix; stop() closes what it opened. */
export interface AnalysisQueueFixture {
  sut: AnalysisService;
  repo: AnalysesRepository;
  queue: AnalysisQueue;
  startWorker(deps: AnalyzeDeps, concurrency?: number): Worker;
  stop(): Promise<void>;
}

export async function startAnalysisQueueFixture(opts: {
  databaseUrl: string;
  keyPrefix: string;
  attempts?: number;
  backoffMs?: number;
}): Promise<AnalysisQueueFixture> {
  const database: Database = await createDatabase({
    url: opts.databaseUrl,
    schema: 'ai',
    max: 4,
    migrationsFolder,
  });
  const repo = new AnalysesRepository(database.db);
  const queue = new AnalysisQueue({
    redisUrl: TEST_REDIS_URL,
    keyPrefix: opts.keyPrefix,
    attempts: opts.attempts ?? 1,
    backoffMs: opts.backoffMs ?? 50,
  });
  const workers: Worker[] = [];
  return {
    sut: new AnalysisService(repo, queue, async (n) => n),
    repo,
    queue,
    startWorker(deps, concurrency = 1) {
      const w = createAnalysisWorker(
        {
          redisUrl: TEST_REDIS_URL,
          keyPrefix: opts.keyPrefix,
          concurrency,
          lockDurationMs: 5_000,
          stalledIntervalMs: 5_000,
        },
        analysisJobLifecycle(repo, deps),
      );
      workers.push(w);
      return w;
    },
    async stop() {
      await Promise.all(workers.map((w) => w.close()));
      await queue.close();
      await database.close();
    },
  };
}

/** Polls until fn returns something truthy. */
export async function waitFor<T>(
  fn: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

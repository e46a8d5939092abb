// A worker in its own process, so a test can SIGKILL it mid-job. Run with tsx (TSX_TSCONFIG_PATH=tsconfig.tsx.json).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { AnalysesRepository } from '../../src/analysis/analyses.repository.js';
import { analysisJobLifecycle } from '../../src/jobs/analysis-job.handler.js';
import { createAnalysisWorker } from '../../src/jobs/analysis.worker.js';
import { fixtureDeps } from './fixture-deps.js';

const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
const repo = new AnalysesRepository(drizzle(pool));
const worker = createAnalysisWorker(
  {
    redisUrl: env.REDIS_URL!,
    keyPrefix: env.REDIS_KEY_PREFIX!,
    concurrency: 1,
    lockDurationMs: Number(env.LOCK_MS),
    stalledIntervalMs: Number(env.STALLED_MS),
  },
  analysisJobLifecycle(
    repo,
    fixtureDeps({ delayMs: 60_000, onStart: (n) => process.stdout.write(`started ${n}\n`) }),
  ),
);
await worker.waitUntilReady();
process.stdout.write('ready\n');

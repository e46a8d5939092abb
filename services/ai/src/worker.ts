import { fileURLToPath } from 'node:url';
import { createDatabase, createLogger, loadConfig, RpcClient, type RunningService } from '@patent-hub/service-kit';
import { AnalysesRepository } from './analysis/analyses.repository.js';
import { aiEnvSchema } from './config.js';
import { analysisJobLifecycle } from './jobs/analysis-job.handler.js';
import { createAnalysisWorker } from './jobs/analysis.worker.js';
import { RpcPatentsPort } from './patents/patents.gateway.js';
import { selectProvider } from './providers/select-provider.js';

/** The analysis worker: a separate entry point so it scales apart from the RPC replicas. */
export async function startWorker(env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(aiEnvSchema, env);
  const logger = createLogger('ai-worker', { level: config.LOG_LEVEL });
  const database = await createDatabase({ url: config.DATABASE_URL, schema: 'ai', max: Math.min(config.DB_POOL_MAX, config.AI_WORKER_CONCURRENCY + 2), migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) });
  const rpc = await RpcClient.connect({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  const patents = new RpcPatentsPort(rpc);
  const lifecycle = analysisJobLifecycle(new AnalysesRepository(database.db), { loadPatent: (n) => patents.get(n), search: patents, provider: selectProvider(config) });
  const worker = createAnalysisWorker(
    { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, concurrency: config.AI_WORKER_CONCURRENCY, lockDurationMs: config.AI_JOB_LOCK_MS, stalledIntervalMs: config.AI_JOB_STALLED_INTERVAL_MS },
    lifecycle,
  );
  worker.on('failed', (job, err) => logger.warn({ jobId: job?.id, reason: err.message }, 'analysis job attempt failed'));
  await worker.waitUntilReady();
  return {
    name: 'ai-worker',
    close: async () => {
      await worker.close();
      await Promise.allSettled([rpc.close(), database.close()]);
    },
  };
}

import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { bullPrefix } from '@patent-hub/contracts';
import {
  createDatabase,
  createLogger,
  loadConfig,
  RpcClient,
  ServiceMetrics,
  startProcessMetrics,
  type RunningService,
} from '@patent-hub/service-kit';
import { AnalysesRepository } from './analysis/analyses.repository.js';
import { aiEnvSchema } from './config.js';
import { sharedEmbedder } from './engine/embeddings.js';
import { analysisJobLifecycle } from './jobs/analysis-job.handler.js';
import { bullConnection } from './jobs/analysis.queue.js';
import { createAnalysisWorker } from './jobs/analysis.worker.js';
import { bullQueueProbe, recordJobMetrics } from './jobs/queue-metrics.js';
import { legalDataDir } from './legal/legal-kb.js';
import { section102Revisions } from './legal/section-102.js';
import { RpcPatentsPort } from './patents/patents.gateway.js';
import { selectProvider } from './providers/select-provider.js';

/** The analysis worker: a separate entry point so it scales apart from the RPC replicas. */
export async function startWorker(env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(aiEnvSchema, env);
  const logger = createLogger('ai-worker', { level: config.LOG_LEVEL });
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'ai',
    max: Math.min(config.DB_POOL_MAX, config.AI_WORKER_CONCURRENCY + 2),
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  const metrics = new ServiceMetrics('ai-worker');
  metrics.observePool(database.pool);
  const rpc = await RpcClient.connect({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    metrics,
  });
  const patents = new RpcPatentsPort(rpc);
  const lifecycle = analysisJobLifecycle(new AnalysesRepository(database.db), {
    loadPatent: (n) => patents.get(n),
    search: patents,
    provider: selectProvider(config),
    revisions: section102Revisions(legalDataDir(config)),
    // The field test of shown references: the offline model loads on the first analysis with a reference over the floor.
    field: sharedEmbedder(),
  });
  const worker = createAnalysisWorker(
    {
      redisUrl: config.REDIS_URL,
      keyPrefix: config.REDIS_KEY_PREFIX,
      concurrency: config.AI_WORKER_CONCURRENCY,
      lockDurationMs: config.AI_JOB_LOCK_MS,
      stalledIntervalMs: config.AI_JOB_STALLED_INTERVAL_MS,
    },
    lifecycle,
  );
  recordJobMetrics(worker, metrics);
  // A read-only handle for depth gauges: the scaler may run only workers, with no ai replica reporting.
  const counts = new Queue(worker.name, {
    connection: bullConnection(config.REDIS_URL),
    prefix: bullPrefix(config.REDIS_KEY_PREFIX),
  });
  metrics.observeQueue(bullQueueProbe(counts));
  worker.on('failed', (job, err) =>
    logger.warn({ jobId: job?.id, reason: err.message }, 'analysis job attempt failed'),
  );
  await worker.waitUntilReady();
  // After the worker is ready: /healthz on the internal port means jobs are being taken.
  const internal = await startProcessMetrics('ai-worker', config, { logger, metrics });
  return {
    name: 'ai-worker',
    metricsUrl: internal.server?.url,
    close: async () => {
      await worker.close();
      await Promise.allSettled([rpc.close(), database.close(), counts.close(), internal.close()]);
    },
  };
}

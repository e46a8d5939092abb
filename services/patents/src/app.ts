import { fileURLToPath } from 'node:url';
import {
  bootstrapRpcService,
  createDatabase,
  createLogger,
  loadConfig,
  type RunningService,
} from '@patent-hub/service-kit';
import { patentsEnvSchema } from './config.js';
import { CorpusRepository } from './corpus/corpus.repository.js';
import { PatentsModule } from './patents.module.js';
import { readinessRoute } from './readiness.js';
import { Bm25IndexHolder, type Bm25IndexHolderOptions } from './search/bm25-index.holder.js';

/** Tests slow or pause the index load with `indexLoad` (batch size, a hook before each batch). */
export async function startService(
  env: NodeJS.ProcessEnv = process.env,
  hooks: { indexLoad?: Omit<Bm25IndexHolderOptions, 'logger'> } = {},
): Promise<RunningService> {
  const config = loadConfig(patentsEnvSchema, env);
  // The OpenSearch backend is wired here when it is merged (issue 28); until then say so rather than run embedded.
  if (config.SEARCH_BACKEND !== 'embedded')
    throw new Error(
      `SEARCH_BACKEND=${config.SEARCH_BACKEND}: this build has only the embedded search backend`,
    );
  const logger = createLogger('patents', { level: config.LOG_LEVEL });
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: config.DB_POOL_MAX,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  // Rows stored before the dates were (or by older date rules) get them before the first read.
  const refreshed = await new CorpusRepository(database.db).refreshDates();
  if (refreshed) process.stdout.write(`[patents] recomputed the dates of ${refreshed} stored patents\n`);
  const searchIndex = new Bm25IndexHolder(database.db, config.BM25_REFRESH_MS, {
    ...hooks.indexLoad,
    logger,
  });
  return bootstrapRpcService({
    service: 'patents',
    module: PatentsModule.forRoot({ config, database, searchIndex }),
    config,
    database,
    logger,
    // GET /readyz on the internal port: 503 with the index load's progress until it has loaded.
    internalHandler: readinessRoute({
      isReady: () => searchIndex.isReady(),
      status: () => ({ engine: 'embedded', ...searchIndex.progress() }),
    }),
    onClose: () => database.close(),
  });
}

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
import { createOpenSearchClient } from './search/opensearch/opensearch-client.js';
import { OpenSearchReadiness } from './search/opensearch/opensearch-readiness.js';
import { DEFAULT_ALIAS } from './search/opensearch/patents-index.js';

/** Tests slow or pause the index load with `indexLoad` (batch size, a hook before each batch). */
export async function startService(
  env: NodeJS.ProcessEnv = process.env,
  hooks: { indexLoad?: Omit<Bm25IndexHolderOptions, 'logger'> } = {},
): Promise<RunningService> {
  const config = loadConfig(patentsEnvSchema, env);
  const logger = createLogger('patents', { level: config.LOG_LEVEL });
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: config.DB_POOL_MAX,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  // Rows stored before the dates were (or by older date rules) get them before the first read.
  const corpus = new CorpusRepository(database.db);
  const refreshed = await corpus.refreshDates();
  if (refreshed) process.stdout.write(`[patents] recomputed the dates of ${refreshed} stored patents\n`);
  // Abstracts stored as 'NULL' or 'None' (the derived JSONL) before ingest dropped such placeholders.
  const cleared = await corpus.clearPlaceholderAbstracts();
  if (cleared)
    process.stdout.write(`[patents] cleared the placeholder abstract of ${cleared} stored patents\n`);
  const common = { service: 'patents', config, database, logger };
  if (config.SEARCH_BACKEND === 'opensearch') {
    // No index in this replica: constant memory, ready as soon as the cluster answers with the alias.
    const openSearch = createOpenSearchClient(config);
    const readiness = new OpenSearchReadiness(openSearch, DEFAULT_ALIAS);
    await readiness.start();
    return bootstrapRpcService({
      ...common,
      module: PatentsModule.forRoot({ config, database, openSearch }),
      internalHandler: readinessRoute(readiness),
      onClose: async () => {
        readiness.stop();
        await openSearch.close();
        await database.close();
      },
    });
  }
  const searchIndex = new Bm25IndexHolder(database.db, config.BM25_REFRESH_MS, {
    ...hooks.indexLoad,
    logger,
  });
  return bootstrapRpcService({
    ...common,
    module: PatentsModule.forRoot({ config, database, searchIndex }),
    // GET /readyz on the internal port: 503 with the index load's progress until it has loaded.
    internalHandler: readinessRoute({
      isReady: () => searchIndex.isReady(),
      status: () => ({ engine: 'embedded', ...searchIndex.progress() }),
    }),
    onClose: () => database.close(),
  });
}

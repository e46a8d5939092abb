import { fileURLToPath } from 'node:url';
import {
  bootstrapRpcService,
  createDatabase,
  loadConfig,
  type RunningService,
} from '@patent-hub/service-kit';
import { patentsEnvSchema } from './config.js';
import { CorpusRepository } from './corpus/corpus.repository.js';
import { PatentsModule } from './patents.module.js';

export async function startService(env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(patentsEnvSchema, env);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: config.DB_POOL_MAX,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  // Rows stored before the dates were (or by older date rules) get them before the first read.
  const refreshed = await new CorpusRepository(database.db).refreshDates();
  if (refreshed) process.stdout.write(`[patents] recomputed the dates of ${refreshed} stored patents\n`);
  return bootstrapRpcService({
    service: 'patents',
    module: PatentsModule.forRoot({ config, database }),
    config,
    database,
    onClose: () => database.close(),
  });
}

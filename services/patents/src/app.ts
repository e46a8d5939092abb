import { fileURLToPath } from 'node:url';
import {
  bootstrapRpcService,
  createDatabase,
  loadConfig,
  type RunningService,
} from '@patent-hub/service-kit';
import { patentsEnvSchema } from './config.js';
import { PatentsModule } from './patents.module.js';

export async function startService(env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(patentsEnvSchema, env);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: config.DB_POOL_MAX,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  return bootstrapRpcService({
    service: 'patents',
    module: PatentsModule.forRoot({ config, database }),
    config,
    database,
    onClose: () => database.close(),
  });
}

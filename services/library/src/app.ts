import { fileURLToPath } from 'node:url';
import {
  bootstrapRpcService,
  createDatabase,
  loadConfig,
  type RunningService,
} from '@patent-hub/service-kit';
import { libraryEnvSchema } from './config.js';
import { LibraryModule } from './library.module.js';

export async function startService(env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  const config = loadConfig(libraryEnvSchema, env);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'library',
    max: config.DB_POOL_MAX,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  return bootstrapRpcService({
    service: 'library',
    module: LibraryModule.forRoot({ config, database }),
    config,
    database,
    onClose: () => database.close(),
  });
}

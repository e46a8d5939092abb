// The OpenSearch indexer (docs/deployment.md, "Search backends"):
//   node services/patents/dist/search/opensearch/indexer-cli.js index [--follow]   bring the index up to date (and follow the ingest)
//   node services/patents/dist/search/opensearch/indexer-cli.js reindex            rebuild under a new name, switch the alias
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabase,
  createLogger,
  loadConfig,
  runMain,
  ServiceMetrics,
  startProcessMetrics,
  type RunningService,
} from '@patent-hub/service-kit';
import { patentsEnvSchema } from '../../config.js';
import { createOpenSearchClient } from './opensearch-client.js';
import { PatentsIndexer } from './patents-indexer.js';

export const USAGE = 'Usage: indexer-cli.js index [--follow] | reindex';
export type IndexerCommand = { command: 'index'; follow: boolean } | { command: 'reindex' };

/** The command line, or null when it is not one of the usages. */
export function parseIndexerArgs(argv: string[]): IndexerCommand | null {
  const [command, ...rest] = argv;
  if (command === 'index' && rest.every((a) => a === '--follow'))
    return { command, follow: rest.includes('--follow') };
  if (command === 'reindex' && !rest.length) return { command };
  return null;
}

/**
 * Connects to PostgreSQL (running the patents migrations) and OpenSearch and starts one command: `done` settles when
 * it ends (never, when following, until closed); closing stops it after the bulk request in flight.
 */
export async function startIndexer(
  cmd: IndexerCommand,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ service: RunningService; done: Promise<void> }> {
  const config = loadConfig(patentsEnvSchema, env);
  const logger = createLogger('patents-indexer', { level: config.LOG_LEVEL });
  const client = createOpenSearchClient(config, 60_000);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: 2,
    migrationsFolder: fileURLToPath(new URL('../../../drizzle', import.meta.url)),
  });
  const metrics = new ServiceMetrics('patents-indexer');
  const indexer = new PatentsIndexer(database.db, client, {
    logger,
    pollMs: config.BM25_REFRESH_MS,
    onBatch: (sent, p) => metrics.searchIndexer(p.index, sent, Math.max(0, p.total - p.done)),
  });
  const internal = await startProcessMetrics('patents-indexer', config, { logger, metrics });
  const stop = new AbortController();
  const done =
    cmd.command === 'reindex'
      ? indexer.reindex().then(() => undefined)
      : cmd.follow
        ? indexer.follow(stop.signal)
        : indexer.index().then(() => undefined);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stop.abort();
      await done.catch(() => undefined);
      await Promise.allSettled([internal.close(), client.close(), database.close()]);
    })());
  return { service: { name: 'patents-indexer', metricsUrl: internal.server?.url, close }, done };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cmd = parseIndexerArgs(process.argv.slice(2));
  if (!cmd) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  if (cmd.command === 'index' && cmd.follow)
    runMain('patents-indexer', () => startIndexer(cmd).then((r) => r.service));
  else
    startIndexer(cmd)
      .then(async ({ service, done }) => {
        try {
          await done;
        } finally {
          await service.close();
        }
      })
      .then(
        () => process.exit(0),
        (e: unknown) => {
          process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
          process.exit(1);
        },
      );
}

// Fills an empty corpus from the shared real USPTO data; `npm start` calls it before the services start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, loadConfig } from '@patent-hub/service-kit';
import { patentsEnvSchema } from './config.js';
import { CorpusRepository } from './corpus/corpus.repository.js';
import { formatSummary, ingest, type IngestSummary } from './ingest/ingest-runner.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The first-run inputs: a corpus folder (PATENT_CORPUS_DIR) or the shared data's XML plus the 20k JSONL. */
export function firstRunInputs(env: NodeJS.ProcessEnv): string[] {
  if (env.PATENT_CORPUS_DIR) return existsSync(env.PATENT_CORPUS_DIR) ? [env.PATENT_CORPUS_DIR] : [];
  const data = env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
  return [path.join(data, 'uspto-xml'), path.join(data, 'derived/us_patents_title_abstract.jsonl')].filter(
    (p) => existsSync(p),
  );
}

export async function ingestFirstRunCorpus(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Promise<IngestSummary | null> {
  const config = loadConfig(patentsEnvSchema, env);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: 4,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  try {
    const repo = new CorpusRepository(database.db);
    const existing = await repo.count();
    if (existing > 0) {
      log(`[patents] corpus holds ${existing} patents; first-run ingest skipped`);
      return null;
    }
    const inputs = firstRunInputs(env);
    if (!inputs.length) {
      log(
        '[patents] corpus is empty and no data was found: run `npm run ingest -- <files>` or set PATENT_CORPUS_DIR',
      );
      return null;
    }
    log(`[patents] corpus is empty; ingesting ${inputs.join(', ')}`);
    let last = 0;
    const summary = await ingest(repo, inputs, {
      progress: (line, done) => {
        if (done || Date.now() - last > 3000) {
          last = Date.now();
          log(`[patents] ${line}`);
        }
      },
    });
    log(
      formatSummary(summary)
        .split('\n')
        .map((l) => `[patents] ${l}`)
        .join('\n'),
    );
    return summary;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ingestFirstRunCorpus().then(
    () => process.exit(0),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}

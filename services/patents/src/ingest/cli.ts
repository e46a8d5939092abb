// `npm run ingest -- <files|folders|globs> [--download-week YYYY-MM-DD]`
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, loadConfig } from '@patent-hub/service-kit';
import { CorpusRepository } from '../corpus/corpus.repository.js';
import { patentsEnvSchema } from '../config.js';
import { downloadWeek } from './download-week.js';
import { formatSummary, ingest } from './ingest-runner.js';

export async function runIngestCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const inputs: string[] = [];
  let week: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--download-week') week = argv[++i] ?? '';
    else if (argv[i].startsWith('--download-week=')) week = argv[i].split('=')[1];
    else inputs.push(argv[i]);
  }
  if (week !== null && !/^\d{4}-\d{2}-\d{2}$/.test(week)) {
    process.stderr.write('--download-week needs a date as YYYY-MM-DD\n');
    return 2;
  }
  const config = loadConfig(patentsEnvSchema, env);
  if (week) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'uspto-week-'));
    process.stderr.write(`Downloading the grant file of the week of ${week}...\n`);
    inputs.push(
      await downloadWeek(week, dir, {
        baseUrl: config.USPTO_BULK_BASE_URL,
        apiKey: config.USPTO_API_KEY,
        apiBaseUrl: config.USPTO_API_BASE_URL,
      }),
    );
  }
  if (!inputs.length) {
    process.stderr.write('Usage: npm run ingest -- <files, folders or globs> [--download-week YYYY-MM-DD]\n');
    return 2;
  }
  const database = await createDatabase({
    url: config.DATABASE_URL,
    schema: 'patents',
    max: 4,
    migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)),
  });
  try {
    const tty = process.stderr.isTTY;
    const summary = await ingest(new CorpusRepository(database.db), inputs, {
      progress: (line, done) =>
        process.stderr.write(tty ? `\r${line}${done ? '\n' : ''}` : done ? `${line}\n` : ''),
    });
    process.stdout.write(`${formatSummary(summary)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runIngestCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}

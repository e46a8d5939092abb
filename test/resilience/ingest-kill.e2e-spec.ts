// SIGKILL the ingest CLI while it is writing real USPTO XML, run it again, and check the corpus: every
// patent once, every patent whole (its claims, inventors and citations all there), nothing lost.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, repoRoot } from '@patent-hub/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = path.join(repoRoot, 'services/patents/dist/ingest/cli.js');
const dataDir = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const XML_DIR = path.join(dataDir, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');

function runCli(files: string[], databaseUrl: string) {
  const child = spawn(process.execPath, [CLI, ...files], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const done = new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, out })),
  );
  return { child, done };
}

const summaryNumber = (out: string, name: string) =>
  Number(new RegExp(`${name}: (\\d+)`).exec(out)?.[1] ?? NaN);

describe('Ingest killed mid-file', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  const count = async (q = 'select count(*)::int as n from patents.patents') => {
    try {
      return (await client.query(q)).rows[0].n as number;
    } catch {
      return 0; // the schema is not migrated yet
    }
  };
  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error('services/patents is not built: npx tsc -b services/patents');
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('leaves no duplicate and no half-written patent, and a second run completes the corpus', async () => {
    const files = readdirSync(XML_DIR)
      .filter((f) => f.endsWith('.xml'))
      .sort()
      .map((f) => path.join(XML_DIR, f));
    const first = runCli(files, db.url);
    // Kill as soon as the first batch has committed: the CLI is then inside a later file.
    let before = 0;
    for (let i = 0; i < 1200 && before === 0; i++) {
      await new Promise((r) => setTimeout(r, 25));
      before = await count();
    }
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.signal).toBe('SIGKILL');
    const atKill = await count();
    expect(atKill).toBeGreaterThan(0);

    const second = runCli(files, db.url);
    const result = await second.done;
    expect(result.code, result.out).toBe(0);
    const total = await count();
    // The killed run wrote some, not all: it really stopped part-way.
    expect(atKill).toBeLessThan(total);
    console.log(
      `ingest SIGKILLed with ${atKill} of ${total} patents committed; the second run completed the rest`,
    );
    // Everything the second run read is there exactly once; what the killed run committed was whole,
    // so the second run found it unchanged.
    expect(
      summaryNumber(result.out, 'inserted') +
        summaryNumber(result.out, 'updated') +
        summaryNumber(result.out, 'unchanged'),
    ).toBe(total);
    expect(summaryNumber(result.out, 'unchanged')).toBeGreaterThanOrEqual(atKill);
    expect(
      await count('select count(*)::int - count(distinct patent_number)::int as n from patents.patents'),
    ).toBe(0);
    for (const table of ['claims', 'inventors', 'citations']) {
      const dupes = await count(
        `select count(*)::int as n from (select patent_number, seq from patents.${table} group by 1, 2 having count(*) > 1) d`,
      );
      expect(dupes, `duplicate rows in patents.${table}`).toBe(0);
    }
    // Whole patents: the claim rows match the claim count, and every grant has its inventors.
    const partial = await client.query(`
      select p.patent_number, p.num_claims, (select count(*) from patents.claims c where c.patent_number = p.patent_number)::int as claims,
        (select count(*) from patents.inventors i where i.patent_number = p.patent_number)::int as inventors
      from patents.patents p`);
    const broken = partial.rows.filter((r) => (r.num_claims ?? 0) !== r.claims || r.inventors === 0);
    expect(broken).toEqual([]);
  }, 180_000);
});

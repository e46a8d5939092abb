// `npm run bench:index-load`: the embedded search while its index loads, at INDEX_LOAD_SCALE patents (default 1M: the
// real ones plus real records replicated under new numbers). Starts the patents service in its own process and, until it
// has been ready for a few seconds, polls GET /readyz and sends relevance and similar searches one at a time with a
// small client time-out. Writes the bench:index-load section of docs/benchmarks.md; fails when a keyword search fails
// or times out, when a similar search times out, or when /readyz says ready before the load has ended.
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PATENTS, RpcError } from '@patent-hub/contracts';
import { createDatabase, RpcClient } from '@patent-hub/service-kit';
import { createTestDatabase, createTestRedisPrefix, freePort } from '@patent-hub/testing';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { writeDocSection } from './doc-section.js';
import { replicate } from './replicate.js';
import { pct } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const data = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const SCALE = Number(process.env.INDEX_LOAD_SCALE ?? 1_000_000);
const CLIENT_TIMEOUT_MS = Number(process.env.INDEX_LOAD_CLIENT_TIMEOUT_MS ?? 2_000);
const WORDS = [
  'neural network',
  'battery',
  'golf ball',
  'semiconductor device',
  'catheter',
  'display panel',
  'shoe',
];

interface Call {
  kind: 'keyword' | 'similar';
  keywords?: string;
  loading: boolean;
  ms: number;
  outcome: 'ranked' | 'unranked' | 'unavailable' | 'timeout' | 'error';
  error?: string;
}
interface Ready {
  status: number;
  body: { searchIndex?: { state?: string; loaded?: number; total?: number; percent?: number } };
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

it(`answers every search while the index loads, at ${SCALE / 1000}k patents`, async () => {
  // INDEX_LOAD_DATABASE_URL: a database of your own, filled on the first run and kept (copying 1M records takes minutes).
  const own = process.env.INDEX_LOAD_DATABASE_URL;
  const testDb = own ? { url: own, drop: async () => undefined } : await createTestDatabase();
  const redis = createTestRedisPrefix();
  const database = await createDatabase({ url: testDb.url, schema: 'patents', max: 4 });
  const metricsPort = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: testDb.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: redis.prefix,
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  let child: ReturnType<typeof spawn> | undefined;
  let rpc: RpcClient | undefined;
  const loadAtStart = os.loadavg();
  try {
    const cli = path.join(repoRoot, 'services/patents/dist/ingest/cli.js');
    const count = async (where = sql`TRUE`) =>
      (
        (await database.db.execute(
          sql`SELECT count(*)::int AS n FROM patents.patents WHERE ${where}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0].n;
    const filled = own !== undefined && (await count().catch(() => 0)) >= SCALE;
    if (!filled)
      for (const input of [
        path.join(data, 'uspto-xml'),
        path.join(data, 'derived/us_patents_title_abstract.jsonl'),
      ])
        await promisify(execFile)(process.execPath, [cli, input], { env, maxBuffer: 64 * 1024 * 1024 });
    const real = await count(sql`NOT 'replica' = ANY(sources)`);
    const replicatedAt = performance.now();
    if (!filled) await replicate(database.db, real, SCALE);
    const replicateSeconds = filled ? null : (performance.now() - replicatedAt) / 1000;
    const scaled = await count();
    const picks = (
      (await database.db.execute(sql`SELECT title, abstract FROM patents.patents
        WHERE NOT 'replica' = ANY(sources) AND abstract <> '' ORDER BY doc_id LIMIT 2000`)) as unknown as {
        rows: { title: string; abstract: string }[];
      }
    ).rows.filter((_, i) => i % 100 === 0);

    rpc = await RpcClient.connect({ redisUrl: env.REDIS_URL, keyPrefix: redis.prefix });
    const started = performance.now();
    child = spawn(process.execPath, [path.join(repoRoot, 'services/patents/dist/main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const logs: string[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('search index')) logs.push(line);
    });
    const readyz = async (): Promise<Ready | null> => {
      try {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/readyz`, {
          signal: AbortSignal.timeout(1_000),
        });
        return { status: res.status, body: (await res.json()) as Ready['body'] };
      } catch {
        return null; // not listening yet
      }
    };
    // The RPC server listens before the internal port: wait for the first readiness answer.
    let first: Ready | null = null;
    while (!first && performance.now() - started < 120_000) {
      first = await readyz();
      if (!first) await new Promise((r) => setTimeout(r, 100));
    }
    expect(first, 'the internal port did not answer within 120 s').not.toBeNull();
    const listeningMs = performance.now() - started;

    const calls: Call[] = [];
    let readyAtMs = 0;
    let readyEarly = '';
    let rss = NaN;
    let stop = false;
    const poll = (async () => {
      while (!stop) {
        const r = await readyz();
        if (r?.status === 200 && !readyAtMs) {
          readyAtMs = performance.now() - started;
          rss = rssMb(child!.pid!);
          if (r.body.searchIndex?.state !== 'ready' || r.body.searchIndex.percent !== 100)
            readyEarly = JSON.stringify(r.body);
        }
        await new Promise((res) => setTimeout(res, 200));
      }
    })();
    const classify = (e: unknown): Pick<Call, 'outcome' | 'error'> =>
      e instanceof RpcError && e.code === 'UNAVAILABLE'
        ? { outcome: 'unavailable' }
        : e instanceof RpcError && e.code === 'TIMEOUT'
          ? { outcome: 'timeout', error: e.message }
          : { outcome: 'error', error: e instanceof Error ? e.message : String(e) };
    let i = 0;
    let readySince = 0;
    while (performance.now() - started < 900_000) {
      if (readyAtMs && !readySince) readySince = performance.now();
      if (readySince && performance.now() - readySince > 3_000) break;
      const loading = !readyAtMs;
      const t = performance.now();
      if (i % 4 === 3) {
        const p = picks[i % picks.length];
        try {
          await rpc.call(
            PATENTS.similar,
            { text: `${p.title}\n${p.abstract}`, limit: 10 },
            { timeoutMs: CLIENT_TIMEOUT_MS },
          );
          calls.push({ kind: 'similar', loading, ms: performance.now() - t, outcome: 'ranked' });
        } catch (e) {
          calls.push({ kind: 'similar', loading, ms: performance.now() - t, ...classify(e) });
        }
      } else {
        try {
          const r = await rpc.call(
            PATENTS.search,
            { keywords: WORDS[i % WORDS.length], sort: 'relevance', dateRange: 'all_time', limit: 20 },
            { timeoutMs: CLIENT_TIMEOUT_MS },
          );
          calls.push({
            kind: 'keyword',
            keywords: WORDS[i % WORDS.length],
            loading,
            ms: performance.now() - t,
            outcome: r.data.rankingPending ? 'unranked' : 'ranked',
          });
        } catch (e) {
          calls.push({
            kind: 'keyword',
            keywords: WORDS[i % WORDS.length],
            loading,
            ms: performance.now() - t,
            ...classify(e),
          });
        }
      }
      i++;
    }
    stop = true;
    await poll;
    const loaded = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => /loaded/.test(String(l.msg)));
    writeSection({
      real,
      scaled,
      replicateSeconds,
      listeningMs,
      readyAtMs,
      rss,
      calls,
      loadAtStart,
      loadMs: (loaded?.searchIndex as { elapsedMs?: number } | undefined)?.elapsedMs,
    });
    expect(readyAtMs, 'never ready').toBeGreaterThan(0);
    expect(readyEarly, 'ready before the index had loaded').toBe('');
    const keywordFailures = calls.filter(
      (c) => c.kind === 'keyword' && !['ranked', 'unranked'].includes(c.outcome),
    );
    expect(keywordFailures, 'keyword searches that failed').toEqual([]);
    expect(calls.filter((c) => c.outcome === 'timeout' || c.outcome === 'error')).toEqual([]);
  } finally {
    child?.kill('SIGTERM');
    await rpc?.close();
    await database.close();
    await redis.clean();
    await testDb.drop();
  }
});

function writeSection(run: {
  real: number;
  scaled: number;
  /** null when INDEX_LOAD_DATABASE_URL held them from an earlier run. */
  replicateSeconds: number | null;
  listeningMs: number;
  readyAtMs: number;
  rss: number;
  calls: Call[];
  loadAtStart: number[];
  loadMs?: number;
}) {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const scale = `${Math.round(run.scaled / 1000)}k`;
  const row = (kind: Call['kind'], loading: boolean) => {
    const cs = run.calls.filter((c) => c.kind === kind && c.loading === loading);
    if (!cs.length) return `| ${kind}, ${loading ? 'while loading' : 'once ready'} | 0 calls | – | – |`;
    const by = (o: Call['outcome']) => cs.filter((c) => c.outcome === o).length;
    const ms = cs.map((c) => c.ms);
    return (
      `| ${kind}, ${loading ? 'while loading' : 'once ready'} | ${cs.length} calls: ${by('ranked')} ranked, ` +
      `${by('unranked')} unranked (marked), ${by('unavailable')} UNAVAILABLE, ${by('timeout')} timed out, ` +
      `${by('error')} failed otherwise | ${pct(ms, 50).toFixed(0)} / ${pct(ms, 95).toFixed(0)} / ` +
      `${Math.max(...ms).toFixed(0)} ms | ${kind === 'keyword' ? 'none fails' : 'none times out'} |`
    );
  };
  const lines = [
    '## Embedded search while its index loads (`npm run bench:index-load`)',
    '',
    `${when} UTC · ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version} · ` +
      `load average at start ${run.loadAtStart.map((l) => l.toFixed(1)).join(' / ')}`,
    '',
    '| figure | value | p50 / p95 / max | target |',
    '|---|---|---|---|',
    `| patents replica start to internal port, ${scale} | ${s(run.listeningMs)} | – | – |`,
    `| start to ready (GET /readyz 200; index load ${run.loadMs ? s(run.loadMs) : 'n/a'}) | ${s(run.readyAtMs)} | – | ready only when loaded |`,
    `| replica RSS when ready | ${run.rss} MB | – | – |`,
    row('keyword', true),
    row('similar', true),
    row('keyword', false),
    row('similar', false),
    '',
    `- Corpus: ${run.real} real patents plus ${run.scaled - run.real} copies of real records under new numbers ` +
      (run.replicateSeconds === null
        ? '(copied by an earlier run into INDEX_LOAD_DATABASE_URL).'
        : `(copied in ${run.replicateSeconds.toFixed(0)} s).`),
    `- One client, one call at a time, relevance keyword searches and (every fourth) similar-patent searches over the RPC,`,
    `  each with a ${CLIENT_TIMEOUT_MS} ms client time-out, from the replica's start until 3 s after it became ready.`,
  ];
  writeDocSection(path.join(repoRoot, 'docs/benchmarks.md'), 'bench:index-load', lines);
}

// `npm run bench:search`: what users feel of the patents service, on both search backends. Ingest rate and peak
// memory of the ingest CLI on the real data, then, at each scale of BENCH_SCALES (default 200000; the real patents plus
// real records replicated under new numbers, see replicate.ts), for the embedded default and for OpenSearch (a real
// single node started here, filled by the product's indexer CLI): keyword search through the gateway, similar-patents
// search over the RPC (as the AI service calls it; it has no HTTP route), a known-item and a CPC check of `similar`,
// the start time and RSS of a patents replica, and the indexing rate. Writes the bench:search section of
// docs/benchmarks.md and prints its table; fails when the embedded keyword p95 misses 50 ms at 200k or an OpenSearch
// target of the issue (28) is missed at the scale measured (relevance: within one query's noise of the embedded default).
// BENCH_RELEVANCE_ONLY=1 measures and prints only the relevance of `similar` (quicker; the docs are not rewritten).
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PATENTS, type SearchQueryInput } from '@patent-hub/contracts';
import { createDatabase, RpcClient } from '@patent-hub/service-kit';
import { createTestDatabase, freePort } from '@patent-hub/testing';
import { signInUsers } from '../../../test/resilience/load/mix.js';
import { rssMb, startStack, type Stack } from '../../../test/resilience/load/stack.js';
import { NODE_ARGS } from '../../../scripts/lib/processes.mjs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { startOpenSearchNode, type OpenSearchNode } from '../test/support/opensearch-node.js';
import { writeDocSection } from './doc-section.js';
import { replicate } from './replicate.js';
import { pct } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const data = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const CLI = path.join(repoRoot, 'services/patents/dist/ingest/cli.js');
const INDEXER = path.join(repoRoot, 'services/patents/dist/search/opensearch/indexer-cli.js');
const PATENTS_MAIN = path.join(repoRoot, 'services/patents/dist/main.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SCALES = (process.env.BENCH_SCALES ?? '200000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
/** BENCH_RELEVANCE_ONLY=1: only the `similar` relevance figures, printed (no latency, start or RSS; docs untouched). */
const RELEVANCE_ONLY = process.env.BENCH_RELEVANCE_ONLY === '1';
const KEYWORD_P95_MS = 50;
const INGEST_RSS_MB = 300;
/** Issue 28's targets for OpenSearch on this 2-core machine: `at` is the scale a target is set at (any when absent). */
const OS_TARGETS = {
  rss: { max: 250, text: '< 250 MB' },
  start: { max: 5_000, text: '< 5 s' },
  keyword: { max: 150, at: 1_000_000, text: 'p95 ≤ 150 ms at 1M' },
  similar: { max: 300, at: 1_000_000, text: 'p95 ≤ 300 ms at 1M' },
  indexing: { min: 1_000, text: '≥ 1,000/s' },
} as const;
const OS_HEAP_MB = 1024;
/** Real patents whose title + abstract query `similar` (latency, known item, CPC share). */
const PROBES = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Keyword + filter searches of the kind the search screen sends; half sorted by date, half by relevance.
const WORDS = [
  'neural network',
  'battery',
  'wireless communication',
  'image processing',
  'semiconductor device',
  'machine learning',
  'vehicle',
  'catheter',
  'display panel',
  'memory controller',
  'optical fiber',
  'antibody',
  'speech recognition',
  'golf',
  'shoe',
  'robot arm',
  'data compression',
  'touch screen',
  'drug delivery',
  'lithium',
];
const FILTERS: SearchQueryInput[] = [
  { dateRange: 'all_time' },
  { dateRange: 'last_10_years', status: 'granted' },
  { dateRange: 'all_time', classification: 'G06F' },
  { dateRange: 'all_time', status: 'expired' },
  { dateRange: 'custom', customStartDate: '2000-01-01', customEndDate: '2015-12-31' },
];
const QUERIES: SearchQueryInput[] = WORDS.flatMap((keywords, i) => [
  { keywords, ...FILTERS[i % FILTERS.length], sort: 'date-desc' as const },
  { keywords, ...FILTERS[(i + 2) % FILTERS.length], sort: 'relevance' as const },
]);

interface Ingest {
  label: string;
  read: number;
  seconds: number;
  rate: number;
  mbps: number;
  rss: number;
}
// Run without blocking this process: the bench's HTTP client keeps sockets the servers would otherwise close under it.
async function runIngest(label: string, url: string, inputs: string[]): Promise<Ingest> {
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    ['--max-old-space-size=192', '--max-semi-space-size=8', CLI, ...inputs],
    { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const m = out.match(
    /read: (\d+)[\s\S]*Time: ([\d.]+) s \((\d+) patents\/s, ([\d.]+) MB\/s\), peak RSS (\d+) MB/,
  );
  if (!m) throw new Error(`unexpected ingest output:\n${out}`);
  return {
    label,
    read: Number(m[1]),
    seconds: Number(m[2]),
    rate: Number(m[3]),
    mbps: Number(m[4]),
    rss: Number(m[5]),
  };
}

/** p50 and p95 of `run` over `inputs` × ROUNDS, one at a time, after one warm-up round. */
async function latency<T>(inputs: T[], run: (input: T) => Promise<unknown>) {
  for (const input of inputs) await run(input);
  const took: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const input of inputs) {
      const t = performance.now();
      await run(input);
      took.push(performance.now() - t);
    }
  }
  return { p50: pct(took, 50), p95: pct(took, 95), n: took.length };
}

type Latency = Awaited<ReturnType<typeof latency>>;
type Engine = 'embedded' | 'opensearch';

/** A real patent asked about: its number, doc id (its copies are 100000000 × copy + doc id), text and CPC main groups. */
interface Probe {
  patentNumber: string;
  docId: number;
  text: string;
  groups: Set<string>;
}
/** 'H04L 9/32' → 'H04L9': the main group, the level the CPC proxy compares. */
const mainGroup = (cpc: string) => cpc.replace(/\s+/g, '').split('/')[0];

/** One backend at one scale. */
interface EngineRun {
  engine: Engine;
  keyword: Latency;
  similar: Latency;
  /** Spawn of a second patents replica → its GET /readyz answers 200. */
  startMs: number;
  /** RSS of the patents replica that answered the searches, after them. */
  rss: number;
  /** Known-item mean reciprocal rank (top 10) and share of the top 10 sharing a CPC main group with the query patent. */
  mrr: number;
  cpcShare: number;
  /** OpenSearch only: the indexer CLI's pass over the whole corpus, and the JVM's RSS after the searches. */
  indexing?: { patents: number; seconds: number; rate: number };
  jvmRss?: number;
}
interface ScaleRun {
  scale: number;
  real: number;
  scaled: number;
  runs: EngineRun[];
}

/** Spawns a patents replica like the stack's, with a known internal port; resolves with it and ms to GET /readyz 200. */
async function startMeasuredReplica(env: Record<string, string>, timeoutMs: number) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_ARGS, PATENTS_MAIN], {
    cwd: repoRoot,
    env: { ...env, METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (performance.now() - started < timeoutMs && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(1_000),
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, startMs: performance.now() - started };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(
    `the patents replica was not ready within ${timeoutMs / 1000} s (exit code ${child.exitCode})`,
  );
}

const stopChild = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)])))
    child.kill('SIGKILL');
};

/** The stack on `dbUrl` with one backend; the measured figures of its patents service. */
async function measureEngine(
  engine: Engine,
  dbUrl: string,
  picks: Probe[],
  copies: number,
  extraEnv: Record<string, string>,
): Promise<Omit<EngineRun, 'indexing' | 'jvmRss'>> {
  // The system as `npm start` runs it (every service in its own process, a Redis of its own), on the bench's database.
  const stack: Stack = await startStack({ DATABASE_URL: dbUrl, SEARCH_BACKEND: engine, ...extraEnv });
  const rpc = await RpcClient.connect({
    redisUrl: stack.env.REDIS_URL,
    keyPrefix: stack.env.REDIS_KEY_PREFIX ?? 'ph:',
  });
  let second: ChildProcess | undefined;
  try {
    // The first ranked search waits for the embedded BM25 index to load (OpenSearch: answers at once).
    await rpc.call(PATENTS.search, { keywords: 'warm up', sort: 'relevance' }, { timeoutMs: 900_000 });
    const similarOf = (p: Probe, exclude: string[]) =>
      rpc.call(PATENTS.similar, { text: p.text, exclude, limit: 10 }, { timeoutMs: 60_000 });
    const notMeasured = { p50: NaN, p95: NaN, n: 0 };
    let [keyword, similar, startMs] = [notMeasured, notMeasured, NaN];
    if (!RELEVANCE_ONLY) {
      // A second replica's start, measured; stopped again, so that one replica answers the searches (as before issue 28).
      const replica = await startMeasuredReplica(stack.env, 900_000);
      second = replica.child;
      startMs = replica.startMs;
      await stopChild(second);
      const [user] = await signInUsers(stack.baseUrl, 1);
      const search = async (q: SearchQueryInput) => {
        const r = await user.agent.post('/api/patents/search', q);
        if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${r.text.slice(0, 200)}`);
      };
      keyword = await latency(QUERIES, search);
      similar = await latency(picks, (p) => similarOf(p, [p.patentNumber]));
    }
    // Known item: the patent's own title + abstract must find it first; its copies (identical text) count as it.
    // CPC proxy: with it and its copies excluded, the share of the top 10 sharing a CPC main group with it.
    let rr = 0;
    let shared = 0;
    let returned = 0;
    for (const p of picks) {
      const isIt = (n: string) =>
        n === p.patentNumber || (/^\d{9,}$/.test(n) && Number(BigInt(n) % 100_000_000n) === p.docId);
      const found = (await similarOf(p, [])).results.findIndex((r) => isIt(r.patentNumber));
      rr += found < 0 ? 0 : 1 / (found + 1);
      const copyNumbers = Array.from({ length: copies }, (_, g) => String(100_000_000 * (g + 1) + p.docId));
      const others = (await similarOf(p, [p.patentNumber, ...copyNumbers])).results;
      returned += others.length;
      shared += others.filter((r) => r.cpc.some((c) => p.groups.has(mainGroup(c)))).length;
    }
    const rss = rssMb(stack.pids().patents) ?? 0;
    return {
      engine,
      keyword,
      similar,
      startMs,
      rss,
      mrr: rr / picks.length,
      cpcShare: returned ? shared / returned : 0,
    };
  } finally {
    await stopChild(second);
    await rpc.close();
    await stack.stop();
  }
}

const SCALES_TIMEOUT_MS = SCALES.reduce((t, s) => t + 1_200_000 + s * 3, 600_000);

it(
  `measures ingest and search on both backends at ${SCALES.join(', ')} patents`,
  async () => {
    const build = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
      { cwd: repoRoot, stdio: 'inherit' },
    );
    expect(build.status).toBe(0);
    const loadAtStart = os.loadavg();
    const started = Date.now();
    let ingests: Ingest[] = [];
    const scales: ScaleRun[] = [];
    for (const scale of SCALES) {
      // A fresh database per scale, filled by the ingest CLI and replicated up to `scale`; dropped at the end.
      const testDb = await createTestDatabase();
      const database = await createDatabase({ url: testDb.url, schema: 'patents', max: 4 });
      let node: OpenSearchNode | undefined;
      try {
        const url = testDb.url;
        const runs = [
          await runIngest('real XML (`uspto-xml/`, every era)', url, [path.join(data, 'uspto-xml')]),
          await runIngest('20k title/abstract JSONL (`derived/`)', url, [
            path.join(data, 'derived/us_patents_title_abstract.jsonl'),
          ]),
        ];
        if (!ingests.length) ingests = runs;
        const count = async () =>
          (
            (await database.db.execute(sql`SELECT count(*)::int AS n FROM patents.patents`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0].n;
        const real = await count();
        await replicate(database.db, real, scale);
        const scaled = await count();
        // Similar-patents queries: the title and abstract of PROBES real patents spread over the corpus.
        const rows = (
          (await database.db
            .execute(sql`SELECT patent_number, doc_id, title, abstract, cpc FROM patents.patents
          WHERE NOT 'replica' = ANY(sources) AND abstract <> '' ORDER BY doc_id`)) as unknown as {
            rows: {
              patent_number: string;
              doc_id: number;
              title: string;
              abstract: string;
              cpc: string[] | null;
            }[];
          }
        ).rows;
        const step = Math.max(1, Math.floor(rows.length / PROBES));
        const picks: Probe[] = rows
          .filter((_, i) => i % step === 0)
          .slice(0, PROBES)
          .map((p) => ({
            patentNumber: p.patent_number,
            docId: Number(p.doc_id),
            text: `${p.title}\n${p.abstract}`,
            groups: new Set((p.cpc ?? []).map(mainGroup)),
          }));
        const copies = Math.ceil((scaled - real) / real);

        const engineRuns: EngineRun[] = [await measureEngine('embedded', url, picks, copies, {})];

        // OpenSearch: a real single node (C2 on: a server, not a test), filled by the product's indexer CLI.
        node = await startOpenSearchNode({ heapMb: OS_HEAP_MB, jvmArgs: ['-XX:TieredStopAtLevel=4'] });
        const env = {
          ...process.env,
          DATABASE_URL: url,
          OPENSEARCH_URL: node.url,
          METRICS_PORT: '0',
          LOG_LEVEL: 'warn',
        };
        const t = performance.now();
        await promisify(execFile)(process.execPath, [INDEXER, 'index'], {
          env,
          timeout: 600_000 + scale * 5,
          maxBuffer: 64 * 1024 * 1024,
        });
        const seconds = (performance.now() - t) / 1000;
        const os1 = await measureEngine('opensearch', url, picks, copies, { OPENSEARCH_URL: node.url });
        engineRuns.push({
          ...os1,
          indexing: { patents: scaled, seconds, rate: Math.round(scaled / seconds) },
          jvmRss: rssMb(node.pid) ?? 0,
        });
        scales.push({ scale, real, scaled, runs: engineRuns });
        if (RELEVANCE_ONLY)
          for (const r of engineRuns)
            console.log(
              `similar relevance, ${scaled} patents, ${r.engine}: known-item MRR@10 ${r.mrr.toFixed(3)} ` +
                `(${picks.length} queries), CPC main-group share of top 10 ${r.cpcShare.toFixed(3)}`,
            );
        // Written after each scale: a run stopped during a larger one keeps the figures of the smaller.
        else writeSection({ ingests, scales, loadAtStart });
      } finally {
        await node?.stop();
        await database.close();
        await testDb.drop();
      }
      // Bounded: a scale that would run past the test's time-out is not started.
      if (Date.now() - started > SCALES_TIMEOUT_MS * 0.8) break;
    }
    if (!RELEVANCE_ONLY) expect(writeSection({ ingests, scales, loadAtStart }), 'targets missed').toEqual([]);
  },
  SCALES_TIMEOUT_MS,
);

interface Result {
  ingests: Ingest[];
  scales: ScaleRun[];
  loadAtStart: number[];
}

/** Writes the doc section; returns the targets missed (each a sentence). */
function writeSection(run: Result): string[] {
  const f = (n: number) => n.toFixed(1);
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const misses: string[] = [];
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const rows: string[] = [];
  for (const s of run.scales) {
    const k = `${Math.round(s.scaled / 1000)}k`;
    const e = s.runs.find((r) => r.engine === 'embedded')!;
    const o = s.runs.find((r) => r.engine === 'opensearch')!;
    /** A row; `ok` undefined when no target applies at this scale. */
    const row = (figure: string, emb: string, ops: string, target: string, ok?: boolean, embOk?: boolean) => {
      if (ok === false) misses.push(`OpenSearch ${figure}, ${k}: ${ops}, target ${target}`);
      if (embOk === false) misses.push(`embedded ${figure}, ${k}: ${emb}, target p95 ≤ ${KEYWORD_P95_MS} ms`);
      const res = [
        embOk === undefined ? '' : `embedded ${verdict(embOk)}`,
        ok === undefined ? '' : `OpenSearch ${verdict(ok)}`,
      ].filter(Boolean);
      rows.push(`| ${figure} | ${k} | ${emb} | ${ops} | ${target} | ${res.join(', ') || '–'} |`);
    };
    const lat = (l: Latency) => `${f(l.p50)} / ${f(l.p95)} ms`;
    const at = (t: { at?: number }) => t.at === undefined || t.at === s.scale;
    const kwTarget = [
      s.scale === 200_000 ? `emb. p95 ≤ ${KEYWORD_P95_MS} ms` : '',
      `OS ${OS_TARGETS.keyword.text}`,
    ];
    row(
      'keyword search via the gateway, p50 / p95',
      lat(e.keyword),
      lat(o.keyword),
      kwTarget.filter(Boolean).join('; '),
      at(OS_TARGETS.keyword) ? o.keyword.p95 <= OS_TARGETS.keyword.max : undefined,
      s.scale === 200_000 ? e.keyword.p95 <= KEYWORD_P95_MS : undefined,
    );
    row(
      'similar patents over the RPC, p50 / p95',
      lat(e.similar),
      lat(o.similar),
      `OS ${OS_TARGETS.similar.text}`,
      at(OS_TARGETS.similar) ? o.similar.p95 <= OS_TARGETS.similar.max : undefined,
    );
    row(
      'patents replica RSS after the searches',
      `${e.rss} MB`,
      `${o.rss} MB`,
      `OS ${OS_TARGETS.rss.text}`,
      o.rss < OS_TARGETS.rss.max,
    );
    row(
      'patents replica start: spawn → /readyz 200',
      `${(e.startMs / 1000).toFixed(1)} s`,
      `${(o.startMs / 1000).toFixed(1)} s`,
      `OS ${OS_TARGETS.start.text}`,
      o.startMs < OS_TARGETS.start.max,
    );
    const ix = o.indexing!;
    row(
      'indexing: the indexer CLI, whole corpus',
      '– (index built at start)',
      `${ix.rate}/s (${ix.patents} in ${ix.seconds.toFixed(0)} s)`,
      `OS ${OS_TARGETS.indexing.text}`,
      ix.rate >= OS_TARGETS.indexing.min,
    );
    row('OpenSearch JVM RSS (1 GB heap) after the searches', '–', `${o.jvmRss} MB`, 'none set', undefined);
    // Noise: one of the queries moves either figure by up to 1 / queries (its reciprocal rank, its 10 results).
    const noise = 1 / PROBES;
    row(
      'similar: known-item MRR@10 / CPC main-group share of top 10',
      `${e.mrr.toFixed(3)} / ${e.cpcShare.toFixed(3)}`,
      `${o.mrr.toFixed(3)} / ${o.cpcShare.toFixed(3)}`,
      `OS ≥ emb. − ${noise.toFixed(3)} (1 query)`,
      o.mrr >= e.mrr - noise && o.cpcShare >= e.cpcShare - noise,
    );
  }
  const notRun = SCALES.filter((x) => !run.scales.some((s) => s.scale === x)).concat(
    SCALES.includes(1_000_000) ? [] : [1_000_000],
  );
  const rss = Math.max(...run.ingests.map((i) => i.rss));
  const lines = [
    '## Patent search and ingest (`npm run bench:search`)',
    '',
    `${when} UTC · ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version} · ` +
      `load average at start ${run.loadAtStart.map((l) => l.toFixed(1)).join(' / ')}`,
    '',
    '| figure | scale | embedded | OpenSearch | target | result |',
    '|---|---|---:|---:|---|---|',
    ...rows,
    ...run.ingests.map(
      (i) =>
        `| ingest rate, ${i.label} | real | ${i.rate} patents/s (${i.mbps} MB/s; ${i.read} in ${f(i.seconds)} s) | – | none set | – |`,
    ),
    `| ingest peak RSS (largest of the two runs) | real | ${rss} MB | – | ≤ ${INGEST_RSS_MB} MB | ${verdict(rss <= INGEST_RSS_MB)} |`,
    '',
    ...run.scales.map(
      (s) =>
        `- Corpus ${Math.round(s.scaled / 1000)}k: ${s.real} real patents plus ${s.scaled - s.real} copies of real records ` +
        'under new numbers (replicated, with inventors; no claims or descriptions).',
    ),
    ...(notRun.length
      ? [
          `- Not run this session: ${notRun.map((x) => `${x / 1000}k`).join(', ')} (\`BENCH_SCALES=200000,1000000 npm run bench:search\`).`,
        ]
      : []),
    `- Keyword: ${QUERIES.length} keyword + filter searches (half by date, half by relevance) × ${ROUNDS} rounds, one at a time,`,
    '  by a signed-in client through the stack as `npm start` runs it (every service in its own process), after a warm-up round.',
    `- Similar: title + abstract of ${PROBES} real patents (itself excluded) × ${ROUNDS} rounds, the \`patents.similar\` call of`,
    '  prior-art search (it has no HTTP route). Known item: the same text, nothing excluded; its copies count as it;',
    `  mean reciprocal rank in the top 10. CPC share: it and its copies excluded, the share of the top 10 sharing a CPC`,
    `  main group with it (a proxy of relevance, not examiner citations). Noise: one query moves either by up to ${(1 / PROBES).toFixed(3)}.`,
    '- Replica: start is that of a second patents process, spawned once the stack is up (then stopped);',
    '  RSS is that of the one replica which answered every search, after them (the JVM not included).',
    `- OpenSearch: one real node (2.19, ${OS_HEAP_MB} MB heap, one shard) on loopback, started by the bench;`,
    '  `indexer-cli.js index` fills it; the stack then runs with `SEARCH_BACKEND=opensearch`.',
    '- Ingest: the `npm run ingest` CLI with `--max-old-space-size=192`, into a fresh database.',
  ];
  writeDocSection(path.join(repoRoot, 'docs/benchmarks.md'), 'bench:search', lines);
  return misses;
}

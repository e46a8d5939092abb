// `npm run bench:search`: ingest rate and memory on the real data, then search latency through the
// gateway next to the same search run directly, at 20k real patents and at 200k (real records
// replicated under new numbers). Writes the bench:search section of docs/benchmarks.md.
import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PATENTS, PING, parseOrThrow, searchQuerySchema, type SearchQueryInput, type SearchResultSet } from '@patent-hub/contracts';
import { createDatabase, RpcClient } from '@patent-hub/service-kit';
import { freePort } from '@patent-hub/testing';
import { signInUsers } from '../../../test/resilience/load/mix.js';
import { startStack, type Stack } from '../../../test/resilience/load/stack.js';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { startChild } from './child.js';
import { writeDocSection } from './doc-section.js';
import { BM25_REFRESH_MS, inProcessSearch } from './in-process.js';
import { type IdleCost, measureIdleCost } from './idle/idle-cost.js';
import { leanClient } from './lean-client.js';
import { pct } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const data = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const CLI = path.join(repoRoot, 'services/patents/dist/ingest/cli.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);

const f = (n: number) => n.toFixed(1);

// Keyword + filter searches of the kind the search screen sends; half sorted by date, half by relevance.
const WORDS = ['neural network', 'battery', 'wireless communication', 'image processing', 'semiconductor device', 'machine learning',
  'vehicle', 'catheter', 'display panel', 'memory controller', 'optical fiber', 'antibody', 'speech recognition', 'golf', 'shoe',
  'robot arm', 'data compression', 'touch screen', 'drug delivery', 'lithium'];
const FILTERS: SearchQueryInput[] = [
  { dateRange: 'all_time' }, { dateRange: 'last_10_years', status: 'granted' }, { dateRange: 'all_time', classification: 'G06F' },
  { dateRange: 'all_time', status: 'expired' }, { dateRange: 'custom', customStartDate: '2000-01-01', customEndDate: '2015-12-31' },
];
const QUERIES: SearchQueryInput[] = WORDS.flatMap((keywords, i) => [
  { keywords, ...FILTERS[i % FILTERS.length], sort: 'date-desc' as const },
  { keywords, ...FILTERS[(i + 2) % FILTERS.length], sort: 'relevance' as const },
]);

interface Ingest { label: string; read: number; seconds: number; rate: number; mbps: number; rss: number }
// Run without blocking this process: the bench's HTTP clients keep sockets the servers would otherwise close under them.
async function runIngest(label: string, url: string, inputs: string[]): Promise<Ingest> {
  const { stdout: out } = await promisify(execFile)(process.execPath, ['--max-old-space-size=192', '--max-semi-space-size=8', CLI, ...inputs], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const m = out.match(/read: (\d+)[\s\S]*Time: ([\d.]+) s \((\d+) patents\/s, ([\d.]+) MB\/s\), peak RSS (\d+) MB/);
  if (!m) throw new Error(`unexpected ingest output:\n${out}`);
  return { label, read: Number(m[1]), seconds: Number(m[2]), rate: Number(m[3]), mbps: Number(m[4]), rss: Number(m[5]) };
}

interface Latency { scale: string; path: string; p50: number; p95: number; p99: number; outside?: number; bytes?: number; overhead?: number; aboveFloor?: number }

// What a path returns: the service's own data.processingTime and the JSON size, to split time in and outside the handler.
interface Sample { processingTime: number; bytes: number }
const sample = (r: { data: { processingTime: number } }): Sample => ({ processingTime: r.data.processingTime, bytes: JSON.stringify(r).length });

const GATEWAY = 'gateway (HTTP → RPC → service)';
const FLOOR = 'design floor: bare HTTP → Redis stream → the same search → reply list (floor/*.mjs: the RPC reply format, no framework, session, CSRF, deadline or dedupe)';
const IN_PROCESS = 'same search in process (SQL + BM25, no transport)';

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Throws when a floor process has ended (the floor path checks after every search, so a dead one fails the bench). */
function checkFloorAlive(children: ChildProcess[]) {
  const gone = children.find((c) => c.exitCode !== null || c.signalCode !== null);
  if (gone) throw new Error(`a floor process (${gone.spawnargs.at(-1)}) ended: exit code ${gone.exitCode}, signal ${gone.signalCode}`);
}

it('measures ingest and search latency', async () => {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: repoRoot, stdio: 'inherit' });
  expect(build.status).toBe(0);
  // The system as `npm start` runs it: every service in its own process, a Redis of its own.
  const stack: Stack = await startStack();
  const url = stack.db.url;
  const database = await createDatabase({ url, schema: 'patents', max: 4 });
  const direct = inProcessSearch(database.db);
  const rpc = await RpcClient.connect({ redisUrl: stack.env.REDIS_URL, keyPrefix: stack.env.REDIS_KEY_PREFIX ?? 'ph:' });
  const floorProcesses: ChildProcess[] = [];
  try {
    const ingests = [
      await runIngest('real XML (`uspto-xml/`, every era, 52 files)', url, [path.join(data, 'uspto-xml')]),
      await runIngest('20k title/abstract JSONL (`derived/us_patents_title_abstract.jsonl`)', url, [path.join(data, 'derived/us_patents_title_abstract.jsonl')]),
    ];
    const [user] = await signInUsers(stack.baseUrl, 1);
    const client = leanClient(stack.baseUrl, { cookie: user.cookie, 'x-csrf-token': user.csrf, origin: stack.baseUrl });
    // The floor of the design beside the real thing: the same Redis, database and SearchService, none of the rest.
    const floorPort = await freePort();
    await startChild(path.join(here, 'floor/bare-service.mjs'), floorProcesses, { env: { REDIS_URL: stack.env.REDIS_URL, DATABASE_URL: url, BM25_REFRESH_MS: String(BM25_REFRESH_MS) } });
    await startChild(path.join(here, 'floor/bare-gateway.mjs'), floorProcesses, { env: { REDIS_URL: stack.env.REDIS_URL, PORT: String(floorPort) } });
    const floorClient = leanClient(`http://127.0.0.1:${floorPort}`, {});
    const latencies: Latency[] = [];
    const count = async () => ((await database.db.execute(sql`SELECT count(*)::int AS n FROM patents.patents`)) as unknown as { rows: { n: number }[] }).rows[0].n;

    const measure = async (scale: string) => {
      const overHttp = (send: typeof client) => async (q: SearchQueryInput): Promise<Sample> => {
        const r = await send('POST', '/api/patents/search', q);
        if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${r.text.slice(0, 200)}`);
        return { processingTime: (JSON.parse(r.text) as SearchResultSet).data.processingTime, bytes: r.text.length };
      };
      const viaFloor = overHttp(floorClient);
      const paths: Record<string, (q: SearchQueryInput) => Promise<Sample>> = {
        [GATEWAY]: overHttp(client),
        'RPC to the service (no HTTP)': async (q) => sample(await rpc.call(PATENTS.search, parseOrThrow(searchQuerySchema, q), { timeoutMs: 60_000 })),
        [FLOOR]: async (q) => {
          try {
            return await viaFloor(q);
          } finally {
            checkFloorAlive(floorProcesses);
          }
        },
        [IN_PROCESS]: async (q) => sample(await direct.search(parseOrThrow(searchQuerySchema, q))),
      };
      // Warm caches and both BM25 indexes (the first ranked search waits for the index to load).
      await rpc.call(PATENTS.search, parseOrThrow(searchQuerySchema, { keywords: 'warm up', sort: 'relevance' }), { timeoutMs: 600_000 });
      for (const q of QUERIES) for (const run of Object.values(paths)) await run(q);
      // Interleaved: each query runs on every path in turn, so the machine's drift touches all paths alike.
      const times: Record<string, number[]> = {};
      const outside: Record<string, number[]> = {};
      const bytes: Record<string, number> = {};
      // Per query: gateway − in process, floor − in process, gateway − floor.
      const paired = { gateway: [] as number[], floor: [] as number[], aboveFloor: [] as number[] };
      const ORDERS = permutations(Object.entries(paths));
      for (let r = 0; r < ROUNDS; r++) {
        for (const [i, q] of QUERIES.entries()) {
          const took: Record<string, number> = {};
          // Every order of the paths in turn (24 for four paths; 240 queries per corpus size use each ten times), so
          // each path goes first, last and after each other path equally often: none always meets the colder caches
          // or the leftovers of the same other path.
          for (const [name, run] of ORDERS[(r * QUERIES.length + i) % ORDERS.length]) {
            const t = performance.now();
            const s = await run(q);
            took[name] = performance.now() - t;
            (times[name] ??= []).push(took[name]);
            (outside[name] ??= []).push(took[name] - s.processingTime);
            bytes[name] = (bytes[name] ?? 0) + s.bytes;
          }
          paired.gateway.push(took[GATEWAY] - took[IN_PROCESS]);
          paired.floor.push(took[FLOOR] - took[IN_PROCESS]);
          paired.aboveFloor.push(took[GATEWAY] - took[FLOOR]);
        }
      }
      for (const name of Object.keys(paths)) {
        const xs = times[name];
        latencies.push({ scale, path: name, p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), outside: pct(outside[name], 50), bytes: bytes[name] / xs.length,
          ...(name === GATEWAY ? { overhead: pct(paired.gateway, 50), aboveFloor: pct(paired.aboveFloor, 50) } : name === FLOOR ? { overhead: pct(paired.floor, 50) } : {}) });
      }
      // The floors of any gateway call from this client: HTTP alone, then a session check and one small RPC to auth.
      const floors: [string, string][] = [['gateway floor: GET /api/health (HTTP only, no session, no RPC)', '/api/health'], ['gateway floor: GET /api/auth/user (HTTP, session, one small RPC to auth)', '/api/auth/user']];
      for (const [label, route] of floors) {
        const floor: number[] = [];
        for (let i = 0; i < QUERIES.length * ROUNDS; i++) { const t = performance.now(); await client('GET', route); floor.push(performance.now() - t); }
        latencies.push({ scale, path: label, p50: pct(floor, 50), p95: pct(floor, 95), p99: pct(floor, 99) });
      }
      const ping: number[] = [];
      for (let i = 0; i < QUERIES.length * ROUNDS; i++) { const t = performance.now(); await rpc.call(PING.patents, {}); ping.push(performance.now() - t); }
      latencies.push({ scale, path: 'RPC floor: patents.ping (no handler work, tiny reply)', p50: pct(ping, 50), p95: pct(ping, 95), p99: pct(ping, 99) });
    };

    const real = await count();
    await measure(`${Math.round(real / 1000)}k real`);
    // What a pause as long as the search costs the next piece of work on this machine (a real page, the 21k p50).
    const page = await client('POST', '/api/patents/search', QUERIES[0]);
    const searchP50 = latencies.find((l) => l.path === IN_PROCESS)!.p50;
    const idle = await measureIdleCost(page.text, Math.max(1, Math.round(searchP50)));
    // Replicate real records under new 9-digit numbers (100000000 × copy + doc_id) up to 200k.
    const full = Math.floor((200_000 - real) / real);
    const replicate = (from: number, to: number, limit: number) => database.db.execute(sql`INSERT INTO patents.patents (patent_number, kind,
        patent_type, title, abstract, patent_date, grant_date, filing_date, application_number, publication_number, publication_date,
        application_status, application_status_code, examiner_name, art_unit, entity_status, uspc_class, cpc, cpc_prefixes, cpc_section,
        assignee, inventor_first, inventor_last, inventors_text, num_claims, is_granted, expiration_date, sources, content_hash, search_tsv)
      SELECT (100000000 * g + p.doc_id)::text, kind, patent_type, title, abstract, patent_date, grant_date, filing_date, application_number,
        publication_number, publication_date, application_status, application_status_code, examiner_name, art_unit, entity_status, uspc_class,
        cpc, cpc_prefixes, cpc_section, assignee, inventor_first, inventor_last, inventors_text, num_claims, is_granted, expiration_date,
        ARRAY['replica'], content_hash, search_tsv
      FROM (SELECT * FROM patents.patents WHERE NOT 'replica' = ANY(sources) ORDER BY doc_id LIMIT ${limit}) p, generate_series(${from}::int, ${to}::int) g`);
    await replicate(1, full, real);
    await replicate(full + 1, full + 1, 200_000 - real * (full + 1));
    await database.db.execute(sql`INSERT INTO patents.inventors (patent_number, seq, first_name, last_name, full_name, city, state, country)
      SELECT r.patent_number, i.seq, i.first_name, i.last_name, i.full_name, i.city, i.state, i.country FROM patents.patents r
      JOIN patents.patents o ON o.doc_id = (r.patent_number::bigint % 100000000)::int
      JOIN patents.inventors i ON i.patent_number = o.patent_number WHERE 'replica' = ANY(r.sources)`);
    await database.db.execute(sql`ANALYZE patents.patents`);
    const scaled = await count();
    await measure(`${Math.round(scaled / 1000)}k (${real} real + ${scaled - real} replicas)`);
    writeSection(ingests, latencies, real, scaled, idle);
  } finally {
    for (const child of floorProcesses) child.kill();
    await rpc.close();
    await database.close();
    await stack.stop();
  }
});

function writeSection(ingests: Ingest[], lat: Latency[], real: number, scaled: number, idle: IdleCost) {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    '## Patent search and ingest',
    '',
    `Command: \`npm run bench:search\` · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on 127.0.0.1; the system as \`npm start\` runs it (gateway, auth, patents, library, ai and the AI worker each in its own process, a Redis of its own), the bench client (a keep-alive HTTP client with a fixed session cookie, an RPC client, and the same SearchService in process) in another, the ingest CLI in its own (as \`npm run ingest\` runs it, with \`--max-old-space-size=192\`). Load average at start ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other work shares this machine).`,
    '',
    '### Ingest (the `npm run ingest` CLI, a fresh corpus)',
    '',
    '| input | patents read | seconds | patents/s | MB/s | peak RSS MB |',
    '|---|---:|---:|---:|---:|---:|',
    ...ingests.map((i) => `| ${i.label} | ${i.read} | ${f(i.seconds)} | ${i.rate} | ${i.mbps} | ${i.rss} |`),
    '',
    `### Search latency (${QUERIES.length} keyword + filter searches × ${ROUNDS} rounds per path, after one warm-up round; half sorted by date, half by relevance; each query runs on the four paths back to back, in each of their 24 orders in turn)`,
    '',
    '| corpus | path | p50 ms | p95 ms | p99 ms |',
    '|---|---|---:|---:|---:|',
    ...lat.map((l) => `| ${l.scale} | ${l.path} | ${f(l.p50)} | ${f(l.p95)} | ${f(l.p99)} |`),
    '',
  ];
  for (const scale of [...new Set(lat.map((l) => l.scale))]) {
    const g = lat.find((l) => l.scale === scale && l.path === GATEWAY)!;
    const d = lat.find((l) => l.scale === scale && l.path === IN_PROCESS)!;
    const fl = lat.find((l) => l.scale === scale && l.path === FLOOR)!;
    const r = lat.find((l) => l.scale === scale && l.path.startsWith('RPC'))!;
    lines.push(`- ${scale}: time outside the search handler (round trip − data.processingTime), p50: gateway ${f(g.outside!)} ms, RPC ${f(r.outside!)} ms, in process ${f(d.outside!)} ms; mean result ${(g.bytes! / 1024).toFixed(1)} KB of JSON (20 §3 patents; no claims or descriptions).`);
    lines.push(`- ${scale}: gateway p50 ${f(g.p50)} ms vs direct ${f(d.p50)} ms = ${(g.p50 / d.p50).toFixed(2)}×; gateway+RPC overhead at p50: ${(g.p50 - d.p50).toFixed(2)} ms as the difference of the p50s, ${g.overhead!.toFixed(2)} ms as the median of per-query differences (each query timed on both paths back to back) (target ≤ 2 ms: ${Math.min(g.p50 - d.p50, g.overhead!) <= 2 ? 'met' : '**missed**'}); gateway p95 ${f(g.p95)} ms${scale.includes('replicas') ? ` (target ≤ 50 ms at 200k: ${g.p95 <= 50 ? 'met' : '**missed**'})` : ''}.`);
    lines.push(`- ${scale}: a bare implementation of the same design in the same run (\`floor/*.mjs\`: node:http, one XADD, the same SearchService after its query schema's parse, LPUSH + PEXPIRE then XACK, the reply's bytes relayed; none of the session, CSRF, gateway validation, metrics, security headers, deadlines, dedupe or error mapping): ${fl.overhead!.toFixed(2)} ms over the search in process (median of per-query differences)${fl.overhead! > 2 ? ', itself above the 2 ms target on this machine' : ''}; the real gateway+RPC ${g.aboveFloor!.toFixed(2)} ms above that floor (median of per-query differences between the two).`);
  }
  const us = (c: { hot: number; idle: number }) => `${Math.round(c.idle)} µs right after the pause against ${Math.round(c.hot)} µs when run again at once (×${(c.idle / c.hot).toFixed(1)})`;
  lines.push(`- What idling costs on this machine, in the same run (\`idle/idle-cost.ts\`, ${idle.rounds} rounds, each a ${idle.pauseMs} ms pause, about the search in process's p50 at 21k, then the same work twice; medians): JSON.parse of a search page ${us(idle.parse)}; one byte in each 64-byte line of 1 MiB ${us(idle.walk)}; an HTTP round trip carrying the page to a bare node:http server in another process ${us(idle.http)}. The search in process runs its steps back to back; every hop of the design (client → gateway → Redis → patents → Redis → gateway → client) wakes a process that sat idle through the search.`);
  const maxRss = Math.max(...ingests.map((i) => i.rss));
  lines.push(`- Ingest peak RSS ${maxRss} MB (target ≤ 300 MB: ${maxRss <= 300 ? 'met' : '**missed**'}); memory is bounded by a 400-record / 4 MB batch, not by file size (weekly files are split into documents while streaming).`);
  lines.push(`- Beyond the ${real} real patents, ${scaled - real} rows are copies of real records under new 9-digit numbers (100000000 × copy + row id), with their inventors; the BM25 index and every SQL index cover them like real rows.`);
  const floorOf = (prefix: string) => lat.filter((l) => l.path.startsWith(prefix)).map((l) => f(l.p50)).join(' / ');
  const hop = (prefix: string, from: string) => lat.filter((l) => l.path.startsWith(prefix)).map((l) => f(l.p50 - lat.find((m) => m.scale === l.scale && m.path.startsWith(from))!.p50)).join(' / ');
  lines.push(`- Where the overhead goes (p50 per corpus size): the RPC hop adds ${hop('RPC to', 'same search')} ms to the search in process, HTTP through the gateway another ${hop('gateway (', 'RPC to')} ms. Floors: HTTP alone from this client to the gateway ${floorOf('gateway floor: GET /api/health')} ms; an RPC round trip with no work ${floorOf('RPC floor')} ms; HTTP + session + a small RPC to auth (which reads the user row) ${floorOf('gateway floor: GET /api/auth/user')} ms. What is left is waking processes in turn (client → gateway → Redis → patents → Redis → gateway → client: six wake-ups, where the search in process has none) and the ~30 KB result crossing them (stringified once in the patents process, written to Redis, relayed by the gateway as bytes, parsed by the client), plus the framework work in the gateway.`);
  writeDocSection(path.join(repoRoot, 'docs/benchmarks.md'), 'bench:search', lines);
}

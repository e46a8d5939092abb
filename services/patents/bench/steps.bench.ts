// `npm run bench:steps`: where a search's time goes between the client, the gateway, Redis and the patents service.
// The stack runs as `npm start` runs it, with steps-preload.mjs stamping each step in the gateway and patents
// processes; searches go one at a time through the gateway, each followed by the same search in process (the
// floor the gateway+RPC overhead is measured against). Writes the bench:steps section of docs/benchmarks.md.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parseOrThrow, searchQuerySchema, type SearchQueryInput, type SearchResultSet } from '@patent-hub/contracts';
import { createDatabase } from '@patent-hub/service-kit';
import { expect, it } from 'vitest';
import { signInUsers } from '../../../test/resilience/load/mix.js';
import { startStack } from '../../../test/resilience/load/stack.js';
import { writeDocSection } from './doc-section.js';
import { inProcessSearch } from './in-process.js';
import { leanClient } from './lean-client.js';
import { pct } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const data = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 600);
const WORDS = ['neural network', 'battery', 'wireless communication', 'image processing', 'semiconductor device', 'machine learning',
  'vehicle', 'catheter', 'display panel', 'memory controller'];
const QUERIES: SearchQueryInput[] = WORDS.flatMap((keywords) => [
  { keywords, dateRange: 'all_time', sort: 'date-desc' as const },
  { keywords, dateRange: 'all_time', sort: 'relevance' as const },
]);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Events = [string, number][];
const times = (events: Events, name: string) => events.filter((e) => e[0] === name).map((e) => e[1]);
const firstAfter = (xs: number[], t: number) => xs.find((x) => x > t) ?? Number.NaN;

it('measures where a search spends its time', async () => {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: repoRoot, stdio: 'inherit' });
  expect(build.status).toBe(0);
  const stepsDir = mkdtempSync(path.join(os.tmpdir(), 'ph-steps-'));
  const preload = pathToFileURL(path.join(here, 'steps-preload.mjs')).href;
  const stack = await startStack({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(), STEPS_DIR: stepsDir });
  const database = await createDatabase({ url: stack.db.url, schema: 'patents', max: 4 });
  const direct = inProcessSearch(database.db);
  try {
    await promisify(execFile)(process.execPath, [path.join(repoRoot, 'services/patents/dist/ingest/cli.js'), path.join(data, 'derived/us_patents_title_abstract.jsonl')],
      { env: { ...process.env, DATABASE_URL: stack.db.url }, maxBuffer: 64 * 1024 * 1024 });
    const [user] = await signInUsers(stack.baseUrl, 1);
    const http = leanClient(stack.baseUrl, { cookie: user.cookie, 'x-csrf-token': user.csrf, origin: stack.baseUrl });
    const search = (q: SearchQueryInput) => http('POST', '/api/patents/search', q);
    for (let i = 0; i < 200; i++) {
      const q = QUERIES[i % QUERIES.length];
      expect((await search(q)).status).toBe(200);
      await direct.search(parseOrThrow(searchQuerySchema, q));
    }
    const dump = async () => {
      const pids = stack.pids();
      process.kill(pids.gateway, 'SIGWINCH');
      process.kill(pids.patents, 'SIGWINCH');
      await sleep(500);
      return { gateway: JSON.parse(readFileSync(path.join(stepsDir, 'gateway.json'), 'utf8')) as Events, patents: JSON.parse(readFileSync(path.join(stepsDir, 'patents.json'), 'utf8')) as Events };
    };
    await dump(); // the warm-up's stamps
    const client: { sent: number; arrived: number; parsed: number; processing: number }[] = [];
    const overhead: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const q = QUERIES[i % QUERIES.length];
      const sent = now();
      const res = await search(q);
      const body = JSON.parse(res.text) as SearchResultSet;
      const parsed = now();
      client.push({ sent, arrived: res.arrived, parsed, processing: body.data.processingTime });
      // A pause between searches, so one search's leftovers (metrics, the next BLMPOP) do not fall into the next's steps.
      await sleep(2);
      const d0 = now();
      JSON.stringify(await direct.search(parseOrThrow(searchQuerySchema, q)));
      overhead.push(parsed - sent - (now() - d0));
      await sleep(2);
    }
    const { gateway, patents } = await dump();
    const g = { request: times(gateway, 'request'), xadd: times(gateway, 'xadd'), reply: times(gateway, 'reply'), end: times(gateway, 'end'), ended: times(gateway, 'ended') };
    const p = { read: times(patents, 'read'), finish: times(patents, 'finish') };
    expect(g.request).toHaveLength(SEARCHES);
    const steps: [string, number[]][] = [
      ['client sends → gateway has the request', []],
      ['gateway: request → RPC request written (middleware, session, validation; the direct route)', []],
      ['Redis: request written → patents has it', []],
      ['patents: outside the search itself (envelope, validation, reply stringified)', []],
      ['Redis: reply written → gateway has it', []],
      ['gateway: reply → response written (Nest\'s reply, Express\'s send)', []],
      ['client: response written → last byte arrived', []],
      ['client: JSON.parse of the page', []],
      ['whole round trip', []],
      ['the search itself (data.processingTime)', []],
    ];
    client.forEach((c, i) => {
      const request = g.request[i];
      const xadd = firstAfter(g.xadd, request);
      const read = firstAfter(p.read, xadd);
      const finish = firstAfter(p.finish, read);
      const reply = firstAfter(g.reply, finish);
      const end = firstAfter(g.end, reply);
      const ended = firstAfter(g.ended, end);
      const ms = [request - c.sent, xadd - request, read - xadd, finish - read - c.processing, reply - finish, ended - reply, c.arrived - ended, c.parsed - c.arrived, c.parsed - c.sent, c.processing];
      ms.forEach((v, k) => steps[k][1].push(v));
    });
    const f = (v: number) => (v * 1000).toFixed(0);
    const lines = [
      '## Where a search spends its time (`npm run bench:steps`)',
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; the stack as \`npm start\` runs it on the 21k real patents, with \`steps-preload.mjs\` stamping each step with the wall clock in the gateway and patents processes; ${SEARCHES} keyword searches one at a time through the gateway (half by date, half by relevance), 2 ms apart, each followed by the same search in process. Load average at start ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}.`,
      '',
      '| step | p25 µs | p50 µs | p75 µs |',
      '|---|---:|---:|---:|',
      ...steps.map(([name, xs]) => `| ${name} | ${f(pct(xs, 25))} | ${f(pct(xs, 50))} | ${f(pct(xs, 75))} |`),
      '',
      `- Gateway+RPC overhead, the median of per-search differences from the same search in process (which includes stringifying its result): ${pct(overhead, 50).toFixed(2)} ms (target ≤ 2 ms: ${pct(overhead, 50) <= 2 ? 'met' : '**missed**'}).`,
      '- The four steps that wake another process (client → gateway, gateway → patents through Redis, patents → gateway through Redis, gateway → client) cost the same whatever the gateway and service do; the others are their work.',
    ];
    writeDocSection(path.join(repoRoot, 'docs/benchmarks.md'), 'bench:steps', lines);
  } finally {
    await database.close();
    await stack.stop();
    rmSync(stepsDir, { recursive: true, force: true });
  }
});

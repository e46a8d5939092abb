// Measures each process's RSS and CPU at idle and under a small load, for the resource requests in
// k8s/base and docs/operations.md. Runs the built processes (npm run build first) as `npm start` does,
// on a throw-away database and Redis prefix:
//   npx tsx test/ops/measure-resources.ts [ingest files...]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, createTestRedisPrefix, freePort } from '../../libs/testing/src/infra.js';
import { signInThroughDevProvider } from '../../libs/testing/src/sign-in.js';
import { savedPatentPayload } from '../../services/library/test/support/fixtures.js';
import { PROCESSES } from '../../scripts/lib/processes.mjs';
import { parseExposition, total } from './prometheus-text.js';
import { repoRoot } from './operator-files.js';

const node = path.join(repoRoot, 'node_modules/.bin/node');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sample(port: number) {
  const s = parseExposition(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
  return {
    rss: total(s, 'process_resident_memory_bytes')!,
    heap: total(s, 'nodejs_heap_size_used_bytes')!,
    cpu: total(s, 'process_cpu_seconds_total')!,
  };
}

async function main() {
  const db = await createTestDatabase();
  const redis = createTestRedisPrefix();
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_KEY_PREFIX: redis.prefix,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    OIDC_DEV_PORT: String(await freePort()),
    AI_PROVIDER: 'local',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOGIN_RATE_LIMIT_MAX: '10000',
  };
  const files = process.argv.slice(2);
  if (files.length) {
    await new Promise((resolve) =>
      spawn(node, [path.join(repoRoot, 'services/patents/dist/ingest/cli.js'), ...files], {
        env,
        stdio: 'ignore',
      }).on('exit', resolve),
    );
  }
  const base = 19464;
  const children: ChildProcess[] = PROCESSES.map((p, i) =>
    spawn(node, [path.join(repoRoot, p.script)], {
      env: { ...env, METRICS_PORT: String(base + i), METRICS_HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 120; i++) {
      if ((await fetch(`${url}/api/ready`).catch(() => undefined))?.ok) break;
      await sleep(500);
    }
    await sleep(5_000); // start-up work (migrations, BM25 index) settles
    const idle0 = await Promise.all(PROCESSES.map((_, i) => sample(base + i)));
    await sleep(20_000);
    const idle1 = await Promise.all(PROCESSES.map((_, i) => sample(base + i)));
    const { agent } = await signInThroughDevProvider(url);
    const load0 = await Promise.all(PROCESSES.map((_, i) => sample(base + i)));
    const started = Date.now();
    const words = ['device', 'method', 'system', 'light', 'signal', 'battery', 'sensor', 'wireless'];
    const worker = async (w: number) => {
      for (let i = 0; i < 60; i++) {
        await agent.post('/api/patents/search', {
          keywords: words[(w + i) % words.length],
          dateRange: 'all_time',
        });
        if (i % 6 === 0)
          await agent.post(
            '/api/patents/save',
            savedPatentPayload({ patentNumber: String(10_000_000 + w * 100 + i) }),
          );
        if (i % 20 === 0) await agent.get('/api/patents/saved');
      }
    };
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const numbers = (
      await pool.query<{ n: string }>(
        `select patent_number as n from patents.patents where patent_type = 'utility' order by patent_number limit 6`,
      )
    ).rows.map((r) => r.n);
    await pool.end();
    await Promise.all([
      ...Array.from({ length: 8 }, (_, w) => worker(w)),
      ...numbers.map((n) => agent.post(`/api/patents/${n}/analyze`)),
    ]);
    await sleep(3_000); // analyses finish in the worker
    const seconds = (Date.now() - started) / 1000;
    const load1 = await Promise.all(PROCESSES.map((_, i) => sample(base + i)));
    console.log(`load: 480 searches, 80 saves, ${numbers.length} analyses in ${seconds.toFixed(1)} s`);
    console.log('process    idle RSS  idle CPU   load RSS  load CPU  heap used (load)');
    PROCESSES.forEach((p, i) => {
      const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`.padStart(8);
      const cores = (a: number, b: number, s: number) => `${(((b - a) / s) * 1000).toFixed(0)}m`.padStart(8);
      console.log(
        `${p.name.padEnd(10)} ${mb(idle1[i].rss)} ${cores(idle0[i].cpu, idle1[i].cpu, 20)}   ${mb(load1[i].rss)} ${cores(load0[i].cpu, load1[i].cpu, seconds)}  ${mb(load1[i].heap)}`,
      );
    });
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await sleep(3_000);
    await db.drop().catch(() => undefined);
    await redis.clean();
  }
}

await main();

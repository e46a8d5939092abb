// Load and faults against the system as `npm start` runs it. The short run (inside `npm test`): 10 users
// for 10 s, then one replica SIGKILLed under load. RESILIENCE_FULL=1 (`npm run test:resilience`): 50 users
// for 60 s, then SIGKILL of one of two replicas of every service in turn, the AI worker killed
// mid-analysis, restarts of (private) Redis and PostgreSQL, all under load. Figures go to .data/resilience-*.json
// and docs/reliability.md.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@patent-hub/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  missingWrites,
  runMix,
  signInUsers,
  type LoadUser,
  type MixResult,
  type Sample,
  type Write,
} from './load/mix.js';
import { haproxyBinary, startHaproxy } from './load/haproxy.js';
import { startGatewayProxy } from './load/proxy.js';
import {
  liveMemoryMb,
  RPC_SERVICES,
  rssMb,
  startStack,
  type LiveMemory,
  type Replicated,
  type Stack,
} from './load/stack.js';

const FULL = process.env.RESILIENCE_FULL === '1';
const USERS = FULL ? 50 : 10;
// RESILIENCE_MIX_SECONDS lengthens the measured run (a soak: e.g. 3600 with RESILIENCE_FULL=1).
const MIX_SECONDS = Number(process.env.RESILIENCE_MIX_SECONDS ?? (FULL ? 60 : 10));
const WARM_UP_SECONDS = FULL ? 60 : 3;
const dataDir = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const XML_DIR = path.join(dataDir, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ingest(stack: Stack, files: string[]): Promise<number | null> {
  const child = spawn(process.execPath, ['services/patents/dist/ingest/cli.js', ...files], {
    cwd: repoRoot,
    env: stack.env,
    stdio: 'ignore',
  });
  return new Promise((r) => child.on('exit', (code) => r(code)));
}

function memory(stack: Stack) {
  return Object.fromEntries(Object.entries(stack.pids()).map(([name, pid]) => [name, rssMb(pid)]));
}

/**
 * What each service still references after a forced full GC (the supervisor is left alone), one process at
 * a time: its V8 heap and the Buffers/ArrayBuffers its objects hold outside it.
 */
async function liveMemory(stack: Stack) {
  const out: Record<string, LiveMemory | null> = {};
  for (const [name, pid] of Object.entries(stack.pids()))
    if (name !== 'supervisor') out[name] = await liveMemoryMb(pid);
  return out;
}

/** What happened in [from, to) ms of a run: statuses, timeouts excluded, and when the last 5xx came. */
function window(samples: Sample[], from: number, to: number) {
  const inside = samples.filter((s) => s.at >= from && s.at < to);
  const bad = inside.filter((s) => s.status >= 500);
  return {
    requests: inside.length,
    ok: inside.filter((s) => s.status < 400).length,
    '5xx': bad.length,
    statuses5xx: [...new Set(bad.map((s) => s.status))],
    slowestMs: Math.round(Math.max(0, ...inside.map((s) => s.ms))),
    lastErrorAfterMs: bad.length ? (bad.at(-1) as Sample).at - from : 0,
  };
}

async function connect(stack: Stack) {
  const client = new pg.Client({ connectionString: stack.db.url });
  client.on('error', () => undefined); // the PostgreSQL restart ends this connection on purpose
  await client.connect();
  return client;
}

const summary = (r: MixResult) => ({
  ...r,
  samples: undefined,
  failuresAt: undefined,
  writes: r.writes.length,
});

describe(`Load and faults (${FULL ? 'full' : 'short'})`, () => {
  let stack: Stack;
  let users: LoadUser[];
  let patentNumbers: string[];
  let sql: pg.Client;
  const report: Record<string, unknown> = { mode: FULL ? 'full' : 'short', users: USERS };
  const allWrites: { users: LoadUser[]; writes: Write[] }[] = [];

  beforeAll(async () => {
    stack = await startStack(
      { AI_JOB_LOCK_MS: '10000', AI_JOB_STALLED_INTERVAL_MS: '5000' },
      { privatePostgres: FULL },
    );
    const files = readdirSync(XML_DIR)
      .filter((f) => f.endsWith('.xml'))
      .sort()
      .map((f) => path.join(XML_DIR, f));
    expect(await ingest(stack, FULL ? files : files.slice(-1))).toBe(0);
    sql = await connect(stack);
    patentNumbers = (
      await sql.query(`select patent_number from patents.patents where patent_type = 'utility' order by 1`)
    ).rows.map((r) => r.patent_number);
    report.corpus = patentNumbers.length;
    users = await signInUsers(stack.baseUrl, USERS);
  }, 300_000);

  afterAll(async () => {
    mkdirSync(path.join(repoRoot, '.data'), { recursive: true });
    writeFileSync(
      path.join(repoRoot, '.data', `resilience-${report.mode}.json`),
      JSON.stringify(report, null, 2),
    );
    console.log(JSON.stringify(report, null, 2));
    if (stack) writeFileSync(path.join(repoRoot, '.data', `resilience-${report.mode}.log`), stack.output());
    await sql?.end();
    await stack?.stop();
  }, 120_000);

  it(
    `serves the mix from ${USERS} users for ${MIX_SECONDS} s without errors, and keeps every write`,
    async () => {
      // Warm up under the same mix (first queries, connection pools, JIT, each V8 heap grown to its working
      // size) so that "before" is the steady state and growth over the measured run shows a leak, not start-up.
      const idle = memory(stack);
      await runMix({ baseUrl: stack.baseUrl, users, seconds: WARM_UP_SECONDS, patentNumbers });
      // Full run: live memory after a forced GC too (heap and external: what is still referenced, where a leak
      // shows). Resident sizes are read first: right after a forced GC they would show the heap collected, not its
      // working size.
      const before = memory(stack);
      const liveBefore = FULL ? await liveMemory(stack) : undefined;
      const result = await runMix({ baseUrl: stack.baseUrl, users, seconds: MIX_SECONDS, patentNumbers });
      const after = memory(stack);
      const liveAfter = FULL ? await liveMemory(stack) : undefined;
      report.mix = summary(result);
      report.memoryMb = { idle, warmUpSeconds: WARM_UP_SECONDS, before, after, liveBefore, liveAfter };
      allWrites.push({ users, writes: result.writes });
      expect(result.statuses['500'] ?? 0).toBe(0);
      expect(Object.keys(result.statuses).filter((s) => Number(s) >= 400)).toEqual([]);
      expect(result.errors + result.timeouts).toBe(0);
      expect(result.writes.length).toBeGreaterThan(0);
      expect(await missingWrites(users, result.writes)).toEqual([]);
      if (liveBefore && liveAfter) {
        // No process references more than 10 % more memory after the measured run than before it, in its heap
        // or outside it (2 MB of slack for a few tens of MB: the users' saved lists and collections grow).
        for (const [name, now] of Object.entries(liveAfter)) {
          const was = liveBefore[name];
          if (!now || !was) continue;
          expect(now.heap, `${name}: live heap ${was.heap} → ${now.heap} MB`).toBeLessThanOrEqual(
            was.heap * 1.1 + 2,
          );
          expect(now.external, `${name}: external ${was.external} → ${now.external} MB`).toBeLessThanOrEqual(
            was.external * 1.1 + 2,
          );
        }
      }
    },
    240_000 + (WARM_UP_SECONDS + MIX_SECONDS) * 1000,
  );

  it('survives SIGKILL of one of two replicas of every service under load, loses no 2xx write', async () => {
    // Full run: two gateways behind a load balancer, and one of them is killed too: HAProxy configured as an
    // ingress is (test/resilience/load/haproxy.ts) when it is installed (`apt-get install -y haproxy`), else the
    // small test proxy. The requests still carry the supervised gateway's PUBLIC_URL as their Origin.
    const victims: Replicated[] = FULL ? [...RPC_SERVICES, 'gateway'] : ['library'];
    const ports = [stack.port];
    for (const name of victims) {
      const { port } = await stack.startReplica(name);
      if (port) ports.push(port);
    }
    const upstreams = ports.map((port) => ({ port }));
    const haproxy = FULL ? haproxyBinary() : undefined;
    const balancer = haproxy ? 'haproxy' : 'test proxy';
    const proxy = FULL
      ? await (haproxy ? startHaproxy(upstreams, haproxy) : startGatewayProxy(upstreams))
      : undefined;
    const events: { name: string; at: number; back?: number }[] = [];
    const started = Date.now();
    const at = () => Date.now() - started;
    const analyses: { user: number; patent: string; jobId: string }[] = [];

    const faults = (async () => {
      for (const name of victims) {
        await sleep(FULL ? 8000 : 3000);
        const pid = stack.pids()[name];
        const event: { name: string; at: number; back?: number } = {
          name: `SIGKILL ${name} (one of two)`,
          at: at(),
        };
        events.push(event);
        process.kill(pid, 'SIGKILL');
        if (name === 'gateway') {
          // The proxy sends everything to the other gateway meanwhile; note when the supervisor has this one back.
          for (let i = 0; i < 300 && event.back === undefined; i++) {
            const up = await fetch(`${stack.baseUrl}/api/health`).then(
              (r) => r.ok,
              () => false,
            );
            if (up) event.back = at();
            else await sleep(100);
          }
        }
      }
      if (!FULL) return;
      // Queue analyses, then kill the supervised worker while at least one is running.
      await sleep(6000);
      await Promise.all(
        Array.from({ length: 20 }, async (_, u) => {
          const patent = patentNumbers[(u * 3) % patentNumbers.length];
          const res = await users[u].agent.post(`/api/patents/${patent}/analyze`);
          if (res.status === 202) analyses.push({ user: u, patent, jobId: res.body.jobId });
        }),
      );
      // One worker runs (the supervised one): kill it while it holds an analysis.
      let running = 0;
      for (let i = 0; i < 300 && running === 0; i++) {
        const q = `select count(*)::int as n from ai.analyses where status = 'running'`;
        running = (await sql.query(q)).rows[0].n;
        if (!running) await sleep(10);
      }
      report.runningAtWorkerKill = running;
      events.push({ name: 'SIGKILL ai-worker mid-analysis', at: at() });
      process.kill(stack.pids()['ai-worker'], 'SIGKILL');
      await sleep(10_000);
      const redisEvent: { name: string; at: number; back?: number } = {
        name: 'restart Redis (SIGKILL, 2 s down)',
        at: at(),
      };
      events.push(redisEvent);
      await stack.redis.restart(2000);
      redisEvent.back = at();
      await sleep(12_000);
      const pgEvent: { name: string; at: number; back?: number } = {
        name: 'restart PostgreSQL (immediate stop, 2 s down)',
        at: at(),
      };
      events.push(pgEvent);
      await stack.postgres?.restart(2000);
      pgEvent.back = at();
    })();
    const result = await runMix({
      baseUrl: proxy?.url ?? stack.baseUrl,
      origin: stack.baseUrl,
      users,
      seconds: FULL ? 103 : 10,
      patentNumbers,
      // The gateway's RPC deadline is 10 s (RPC_TIMEOUT_MS): a request still open at 15 s has hung.
      timeoutS: 15,
    });
    await faults;
    if (proxy) {
      await proxy.close(); // HAProxy's counters are read as it closes
      report.gatewayProxy = { balancer, ...proxy.stats };
    }
    allWrites.push({ users, writes: result.writes });

    const byFault = events.map((e, i) => {
      const end = events[i + 1]?.at ?? Number.MAX_SAFE_INTEGER;
      const w = window(result.samples, e.at, end);
      const timeouts = result.failuresAt.filter((t) => t >= e.at && t < end).length;
      // For a dependency that went away and came back: how long after its return the last error came.
      const recoveredWithinMs =
        e.back === undefined ? undefined : Math.max(0, e.at + w.lastErrorAfterMs - e.back);
      return { ...e, ...w, timeoutsOrSocketErrors: timeouts, recoveredWithinMs };
    });
    report.faults = { run: summary(result), events: byFault, memoryMbAfter: memory(stack) };
    // Wait until the system answers normally again, then check every 2xx write and every analysis.
    for (let i = 0; i < 60; i++) {
      const res = await users[0].agent.get('/api/patents/saved').catch(() => undefined);
      if (res?.status === 200) break;
      await sleep(500);
    }
    const missing = (await Promise.all(allWrites.map((w) => missingWrites(w.users, w.writes)))).flat();
    report.writes = {
      answered2xx: allWrites.reduce((n, w) => n + w.writes.length, 0),
      missing: missing.length,
    };
    expect(missing).toEqual([]);
    expect
      .soft(result.timeouts, 'requests that hung past the 15 s client timeout (RPC deadline 10 s)')
      .toBe(0);
    // A request in flight during a fault gets a quick 503/504: none may wait out the 10 s RPC deadline.
    const slowest = Math.max(0, ...result.samples.map((x) => x.ms));
    report.slowestFaultRunMs = Math.round(slowest);
    expect.soft(slowest, 'slowest request of the fault run (ms)').toBeLessThan(10_000);

    if (FULL) {
      await sql.end().catch(() => undefined); // its server was restarted
      sql = await connect(stack);
      for (let i = 0; i < 240; i++) {
        const { rows } = await sql.query(`select status, count(*)::int as n from ai.analyses group by 1`);
        if (rows.every((r: { status: string }) => r.status === 'complete' || r.status === 'failed')) break;
        await sleep(500);
      }
      const perJob = (
        await sql.query(
          `select job_id, status, attempts, count(*) over (partition by user_id, patent_number)::int as versions from ai.analyses`,
        )
      ).rows;
      report.analyses = { queued: analyses.length, rows: perJob };
      expect(analyses.length).toBeGreaterThan(0);
      for (const a of analyses) {
        const mine = perJob.filter((r) => r.job_id === a.jobId);
        expect(mine, `analysis ${a.jobId}`).toHaveLength(1);
        expect(mine[0].status).toBe('complete');
        expect(mine[0].versions).toBe(1);
      }
    }
  }, 600_000);
});

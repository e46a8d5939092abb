// The system as `npm start` runs it (scripts/start.mjs --no-build), on a fresh database and a private
// redis-server (so that restarting Redis touches nobody else), plus a second replica of each RPC service
// and of the AI worker started by hand with the same environment.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, freePort, repoRoot } from '@patent-hub/testing';
import pg from 'pg';
import { NODE_ARGS } from '../../../scripts/lib/processes.mjs';

export const RPC_SERVICES = ['auth', 'patents', 'library', 'ai'] as const;
export type Replicated = (typeof RPC_SERVICES)[number] | 'ai-worker' | 'gateway';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

/** A redis-server of our own, with an append-only file (as in docker-compose.yml) so a restart keeps sessions and queues. */
export class PrivateRedis {
  private child?: ChildProcess;
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'ph-redis-'));
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start() {
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--appendonly',
        'yes',
        // Redis's default. Every write reaches the file (write(2)) before its reply is sent, so a killed
        // redis-server loses nothing acknowledged; fsync per second only matters if the machine itself
        // fails. `always` would add an fsync to every RPC message and session write.
        '--appendfsync',
        'everysec',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://127.0.0.1:${this.port}`).then(
        () => true,
        (e: { cause?: { code?: string } }) => e.cause?.code !== 'ECONNREFUSED',
      );
      if (ok) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }
  /** SIGKILL (no shutdown save: the append-only file is all that survives), then start again after `downMs`. */
  async restart(downMs: number) {
    await this.kill();
    await sleep(downMs);
    await this.start();
  }
  async kill() {
    if (!this.child) return;
    const c = this.child;
    c.kill('SIGKILL');
    await exited(c);
  }
  async stop() {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A PostgreSQL cluster of our own (initdb refuses root, so it runs as the `postgres` system user), so
 * that restarting PostgreSQL touches nobody else. Default durability settings: a crash keeps commits.
 */
export class PrivatePostgres {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'ph-pg-'));
  constructor(readonly port: number) {}
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/patent_hub`;
  }
  private ctl(...args: string[]) {
    const res = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${args.join(' ')}: ${res.stderr || res.stdout}`);
  }
  async start(init = false) {
    const data = path.join(this.dir, 'data');
    if (init) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
      chownSync(this.dir, uid, gid);
      this.ctl('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync');
    }
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
    this.ctl('pg_ctl', '-D', data, '-o', opts, '-l', path.join(this.dir, 'log'), '-w', 'start');
    if (init) {
      const c = new pg.Client({ connectionString: this.url.replace(/patent_hub$/, 'postgres') });
      await c.connect();
      await c.query('create database patent_hub');
      await c.end();
    }
  }
  /** An immediate stop (like a crash: no checkpoint), `downMs` of nothing, then a start. */
  async restart(downMs: number) {
    this.ctl('pg_ctl', '-D', path.join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop');
    await sleep(downMs);
    await this.start();
  }
  async stop() {
    try {
      this.ctl('pg_ctl', '-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop');
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

export interface Stack {
  baseUrl: string;
  env: Record<string, string>;
  db: { url: string; drop(): Promise<void> };
  /** Set when the stack runs on its own PostgreSQL (opts.privatePostgres). */
  postgres?: PrivatePostgres;
  redis: PrivateRedis;
  runDir: string;
  output: () => string;
  /** pid per supervised process (from PH_RUN_DIR) plus `<name>#2` for the replicas. */
  pids(): Record<string, number>;
  /** Starts a second replica; a second gateway listens on the port it answers. */
  startReplica(name: Replicated): Promise<{ port?: number }>;
  /** The port the supervised gateway listens on. */
  port: number;
  stop(): Promise<void>;
}

const SCRIPT: Record<Replicated, string> = {
  auth: 'services/auth/dist/main.js',
  patents: 'services/patents/dist/main.js',
  library: 'services/library/dist/main.js',
  ai: 'services/ai/dist/main.js',
  'ai-worker': 'services/ai/dist/worker-main.js',
  gateway: 'services/gateway/dist/main.js',
};

export async function startStack(
  extraEnv: Record<string, string> = {},
  opts: { privatePostgres?: boolean } = {},
): Promise<Stack> {
  let postgres: PrivatePostgres | undefined;
  let db: Stack['db'];
  if (opts.privatePostgres) {
    const own = new PrivatePostgres(await freePort());
    postgres = own;
    await own.start(true);
    db = { url: own.url, drop: () => own.stop() };
  } else db = await createTestDatabase();
  const redis = new PrivateRedis(await freePort());
  await redis.start();
  const port = await freePort();
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'ph-run-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    OIDC_DEV_PORT: String(await freePort()),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PH_RUN_DIR: runDir,
    AI_PROVIDER: 'local',
    LOGIN_RATE_LIMIT_MAX: '100000',
    ...extraEnv,
  };
  let out = '';
  const supervisor = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--no-corpus'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-200_000);
  };
  supervisor.stdout?.on('data', keep);
  supervisor.stderr?.on('data', keep);
  const replicas = new Map<string, ChildProcess>();

  /** The supervisor (SIGTERM stops its services; SIGKILL after 30 s), then the Redis, the database, the run dir. */
  const stopSupervised = async () => {
    supervisor.kill('SIGTERM');
    await Promise.race([exited(supervisor), sleep(30_000)]);
    if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    await redis.stop();
    await db.drop();
    rmSync(runDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || supervisor.exitCode !== null) {
      // Nothing of the stack outlives the failure: its services, its Redis, its database.
      await stopSupervised();
      throw new Error(`npm start did not become ready:\n${out.slice(-3000)}`);
    }
    await sleep(300);
  }

  return {
    baseUrl,
    port,
    env,
    db,
    postgres,
    redis,
    runDir,
    output: () => out,
    pids() {
      const pids: Record<string, number> = { supervisor: supervisor.pid as number };
      for (const f of readdirSync(runDir).filter((x) => x.endsWith('.pid')))
        pids[f.replace(/\.pid$/, '')] = Number(readFileSync(path.join(runDir, f), 'utf8'));
      for (const [name, child] of replicas)
        if (child.exitCode === null && child.signalCode === null) pids[name] = child.pid as number;
      return pids;
    },
    async startReplica(name) {
      // The second auth gets its own development-provider port; every sign-in happens before any fault.
      const replicaPort = name === 'gateway' ? await freePort() : undefined;
      const own = {
        METRICS_PORT: '0',
        ...(name === 'auth' ? { OIDC_DEV_PORT: String(await freePort()) } : {}),
        ...(replicaPort ? { PORT: String(replicaPort) } : {}),
      };
      const child = spawn(process.execPath, [...NODE_ARGS, SCRIPT[name]], {
        cwd: repoRoot,
        env: { ...env, ...own },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', keep);
      replicas.set(`${name}#2`, child);
      await sleep(1500);
      if (child.exitCode !== null) throw new Error(`replica ${name} exited: ${out.slice(-2000)}`);
      return { port: replicaPort };
    },
    async stop() {
      for (const child of replicas.values()) child.kill('SIGTERM');
      await Promise.all([...replicas.values()].map(exited));
      await stopSupervised();
    },
  };
}

/** Resident memory of a process in MB (from /proc), or null when it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

export interface LiveMemory {
  /** V8 heap in use. */
  heap: number;
  /** Outside the heap, held by JavaScript objects (Buffers, ArrayBuffers, native wrappers). */
  external: number;
  /** The heap V8 keeps for itself after that collection (in use or not), and the resident size then. */
  heapTotal: number;
  rss: number;
}

/**
 * What a Node process still references, in MB, after a full garbage collection: the V8 heap, and the
 * memory outside it that JavaScript objects hold (Buffers and other ArrayBuffers, which a small object
 * can keep alive: a leak of those barely shows in the heap). SIGUSR1 opens its inspector (127.0.0.1:9229),
 * which collects garbage twice and reads process.memoryUsage(), then closes again. One process at a time;
 * null when the inspector does not answer or belongs to another process. Resident size includes heap the
 * collector has not needed to return; this is what is still referenced.
 */
export async function liveMemoryMb(pid: number): Promise<LiveMemory | null> {
  const list = () =>
    fetch('http://127.0.0.1:9229/json/list', { signal: AbortSignal.timeout(500) })
      .then((r) => r.json() as Promise<{ webSocketDebuggerUrl?: string }[]>)
      .then(
        (l) => l[0]?.webSocketDebuggerUrl,
        () => undefined,
      );
  try {
    process.kill(pid, 'SIGUSR1');
  } catch {
    return null;
  }
  let url: string | undefined;
  for (let i = 0; i < 50 && !url; i++) {
    await sleep(100);
    url = await list();
  }
  if (!url) return null;
  const ws = new WebSocket(url);
  try {
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = reject;
    });
    let seq = 0;
    const waiting = new Map<number, (result: { result?: { value?: unknown } }) => void>();
    ws.onmessage = (m) => {
      const msg = JSON.parse(String(m.data)) as { id?: number; result?: { result?: { value?: unknown } } };
      if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result ?? {});
    };
    const send = (method: string, params?: unknown) =>
      Promise.race([
        new Promise<{ result?: { value?: unknown } }>((resolve) => {
          waiting.set(++seq, resolve);
          ws.send(JSON.stringify({ id: seq, method, params }));
        }),
        sleep(30_000).then(() => ({}) as { result?: { value?: unknown } }),
      ]);
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const res = await send('Runtime.evaluate', {
      expression: 'JSON.stringify([process.pid, process.memoryUsage()])',
      returnByValue: true,
    });
    const [seenPid, usage] = JSON.parse(String(res.result?.value ?? '[0,{}]')) as [
      number,
      NodeJS.MemoryUsage,
    ];
    ws.send(
      JSON.stringify({
        id: ++seq,
        method: 'Runtime.evaluate',
        params: { expression: "process.getBuiltinModule('node:inspector').close()" },
      }),
    );
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    if (seenPid !== pid) return null;
    return {
      heap: mb(usage.heapUsed),
      external: mb(usage.external),
      heapTotal: mb(usage.heapTotal),
      rss: mb(usage.rss),
    };
  } catch {
    return null;
  } finally {
    await sleep(200);
    ws.close();
    // The next process may only open its inspector once this one has let go of the port.
    for (let i = 0; i < 30 && (await list()); i++) await sleep(100);
  }
}

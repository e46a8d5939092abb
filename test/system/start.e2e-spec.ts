import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteRedisKeys } from '@patent-hub/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function readyStatus(port: number): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(3000) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: String(err) };
  }
}

async function waitUntil(port: number, pred: (s: { status: number; body: string }) => boolean, ms: number) {
  const end = Date.now() + ms;
  let last = { status: 0, body: '' };
  while (Date.now() < end) {
    last = await readyStatus(port);
    if (pred(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`condition not met within ${ms} ms; last /api/ready: ${last.status} ${last.body}`);
}

describe('npm start', () => {
  const dbName = `ph_t_start_${Date.now().toString(36)}`;
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'ph-start-'));
  let port = 0;
  let child: ChildProcess;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    const idpPort = await freePort();
    child = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--no-corpus'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        OIDC_DEV_PORT: String(idpPort),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${dbName}`,
        REDIS_KEY_PREFIX: `ph:t:${dbName}:`,
        PH_RUN_DIR: runDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
  });

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    await deleteRedisKeys(`ph:t:${dbName}:`); // the streams, queues and sessions this system left
  });

  it('turns /api/ready 200, 503 naming a stopped service, then 200 when it is back', async () => {
    await waitUntil(port, (s) => s.status === 200, 90_000).catch((err) => {
      throw new Error(`${err.message}\n--- start output ---\n${output.slice(-4000)}`);
    });
    // The supervisor polls readiness on its own schedule; give it a moment to print the URL.
    for (let i = 0; i < 40 && !output.includes(`ready: http://127.0.0.1:${port}`); i++) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(output).toContain(`ready: http://127.0.0.1:${port}`);

    const pid = Number(readFileSync(path.join(runDir, 'patents.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    const down = await waitUntil(port, (s) => s.status === 503, 15_000);
    expect(down.body).toContain('patents');

    // The supervisor restarts the service; readiness comes back by itself.
    await waitUntil(port, (s) => s.status === 200, 30_000);
  });

  it('stops every process cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect((await readyStatus(port)).status).toBe(0);
  });
});

// Stops the system with SIGTERM (the supervisor stops every process), then drops the database and
// deletes the Redis keys under the run's own prefix.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deleteRedisKeys } from '@patent-hub/testing';
import pg from 'pg';
import { readState, stateFile } from './support/system-state.js';

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopSupervisor(pid: number) {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  // The supervisor gives each child 15 s before SIGKILL; wait a little longer than that.
  const end = Date.now() + 20_000;
  while (alive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

export default async function globalTeardown() {
  if (!existsSync(stateFile) || process.env.PH_E2E_KEEP === '1') return;
  const state = readState();
  await stopSupervisor(state.pid);
  // Backstop: any supervised process left behind (its supervisor gone) is stopped by its pid file.
  if (existsSync(state.runDir)) {
    for (const f of readdirSync(state.runDir).filter((n) => n.endsWith('.pid'))) {
      const pid = Number(readFileSync(path.join(state.runDir, f), 'utf8').trim());
      if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${state.databaseName} WITH (FORCE)`);
  } finally {
    await client.end();
  }
  await deleteRedisKeys(state.redisPrefix);
  rmSync(state.runDir, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
}

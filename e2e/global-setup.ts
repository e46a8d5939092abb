// Starts the whole system like `npm start` does (scripts/start.mjs --no-build: the suite runs after the
// build) on free ports, in a fresh database and Redis key prefix, with the embedded identity provider
// and the first-run corpus; waits for "Patent Hub is ready".
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import globalTeardown from './global-teardown.js';
import {
  e2eDataDir,
  readState,
  repoRoot,
  stateFile,
  systemLog,
  type SystemState,
} from './support/system-state.js';

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const READY_TIMEOUT_MS = Number(process.env.PH_E2E_READY_TIMEOUT_MS ?? 240_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A small real subset keeps the first-run ingest fast: the bulk USPTO XML (447 grants with claims). */
function corpusDir(): string | undefined {
  if (process.env.PATENT_CORPUS_DIR) return process.env.PATENT_CORPUS_DIR;
  const data = process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
  const xml = path.join(data, 'uspto-xml');
  return existsSync(xml) ? xml : undefined;
}

/** PH_E2E_KEEP=1 (local iteration only): keep the system running after the run and reuse it next time. */
function reuseRunning(): boolean {
  if (process.env.PH_E2E_KEEP !== '1' || !existsSync(stateFile)) return false;
  const state = readState();
  try {
    process.kill(state.pid, 0);
  } catch {
    return false;
  }
  process.env.PH_E2E_BASE_URL = state.baseUrl;
  process.env.PH_E2E_RUN_DIR = state.runDir;
  console.log(`[e2e] reusing the running system at ${state.baseUrl}`);
  return true;
}

export default async function globalSetup() {
  if (reuseRunning()) return;
  for (const built of ['services/gateway/dist/main.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(
        `${built} is missing: build first (npx tsc -b tsconfig.build.json && npm run build -w @patent-hub/web)`,
      );
    }
  }
  mkdirSync(e2eDataDir, { recursive: true });
  const tag = randomBytes(5).toString('hex');
  const databaseName = `ph_t_e2e_${tag}`;
  const redisPrefix = `ph:t:e2e_${tag}:`;
  const runDir = path.join(e2eDataDir, `run-${tag}`);
  const [port, idpPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const idpUrl = `http://127.0.0.1:${idpPort}`;
  await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));

  const corpus = corpusDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.PH_E2E_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    OIDC_DEV_PORT: String(idpPort),
    OIDC_DEV_ISSUER_URL: idpUrl,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
    REDIS_KEY_PREFIX: redisPrefix,
    PH_RUN_DIR: runDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Every journey signs in as a new user from the same address.
    LOGIN_RATE_LIMIT_MAX: '1000',
    PH_READY_TIMEOUT_MS: String(READY_TIMEOUT_MS),
    ...(corpus ? { PATENT_CORPUS_DIR: corpus } : {}),
  };
  // The supervisor writes straight into the log file (not a pipe to this process), so it never depends
  // on the Playwright runner's stdout staying open.
  const logFd = openSync(systemLog, 'w');
  // The project's Node 24 (node_modules/.bin/node) even when Playwright itself runs on the system's Node.
  const pinned = path.join(repoRoot, 'node_modules/.bin/node');
  const child = spawn(
    existsSync(pinned) ? pinned : process.execPath,
    [path.join(repoRoot, 'scripts/start.mjs'), '--no-build'],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', logFd, logFd],
    },
  );
  closeSync(logFd);

  const state: SystemState = { baseUrl, idpUrl, pid: child.pid!, runDir, databaseName, redisPrefix };
  // Written before waiting so the teardown cleans up even when the start fails.
  writeFileSync(stateFile, JSON.stringify(state, null, 2));

  const started = Date.now();
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = String(signal ?? code)));
  try {
    while (!readFileSync(systemLog, 'utf8').includes('Patent Hub is ready:')) {
      if (exited !== null)
        throw new Error(`scripts/start.mjs exited (${exited}) before it was ready; see ${systemLog}`);
      if (Date.now() - started > READY_TIMEOUT_MS)
        throw new Error(`the system was not ready within ${READY_TIMEOUT_MS} ms; see ${systemLog}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    // Playwright skips the global teardown when the setup fails: clean up here.
    await globalTeardown().catch(() => undefined);
    throw err;
  }
  child.unref();
  console.log(
    `[e2e] system ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s (corpus: ${corpus ?? 'first-run default'}; log: ${systemLog})`,
  );
  process.env.PH_E2E_BASE_URL = baseUrl;
  process.env.PH_E2E_RUN_DIR = runDir;
}

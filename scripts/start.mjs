#!/usr/bin/env node
// `npm start`: build what is needed, make sure PostgreSQL and Redis answer, load the first-run corpus,
// start every service and the AI worker under a small supervisor, wait for /api/ready, print the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInfrastructure } from './lib/infrastructure.mjs';
import { NODE_ARGS, TELEMETRY_PRELOAD, metricsPort, processes } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const env = { ...process.env };
env.NODE_ENV ??= 'development';
env.PORT ??= '3000';
env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/patent_hub';
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
env.PATENT_DATA_DIR ??= path.resolve(root, '../shared/data');
const runDir = env.PH_RUN_DIR ?? path.join(root, '.data', 'run');

const log = (msg) => console.log(`[start] ${msg}`);
const node = process.execPath;

function run(cmd, cmdArgs, label) {
  log(label);
  const res = spawnSync(cmd, cmdArgs, { cwd: root, env, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`[start] ${label} failed (exit ${res.status ?? res.signal}).`);
    process.exit(1);
  }
}

let internalPorts;
try {
  internalPorts = processes(metricsPort(env.METRICS_PORT));
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('[start] Dependencies are missing. Run: npm ci');
  process.exit(1);
}

if (!args.has('--no-build')) {
  run(
    node,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
    'Building services (tsc -b)…',
  );
  if (!existsSync(path.join(root, 'web/dist/index.html')) || args.has('--rebuild-web')) {
    run('npm', ['run', 'build', '-w', '@patent-hub/web', '--silent'], 'Building the web app (vite)…');
  }
}

const infra = await ensureInfrastructure({ root, env, log });

if (!args.has('--no-corpus') && env.PH_SKIP_CORPUS !== '1') {
  const firstRun = path.join(root, 'services/patents/dist/first-run.js');
  if (existsSync(firstRun)) run(node, [firstRun], 'Checking the patent corpus (first run loads it once)…');
  else log('Patent corpus loader not built; skipping first-run corpus.');
}

// ---- supervisor ----
mkdirSync(runDir, { recursive: true });
const children = new Map();
let stopping = false;

function launch(proc, attempt = 0) {
  const script = path.join(root, proc.script);
  if (!existsSync(script)) {
    log(`${proc.name}: ${proc.script} is missing; not started.`);
    return;
  }
  const child = spawn(node, [...NODE_ARGS, ...TELEMETRY_PRELOAD, script], {
    cwd: root,
    env: { ...env, ...proc.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${proc.name}] `;
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        out.write(prefix + buf.slice(0, i + 1));
        buf = buf.slice(i + 1);
      }
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  writeFileSync(path.join(runDir, `${proc.name}.pid`), String(child.pid));
  const startedAt = Date.now();
  children.set(proc.name, child);
  child.on('exit', (code, signal) => {
    children.delete(proc.name);
    if (stopping) return;
    // A service that dies is restarted with backoff; a long healthy run resets the backoff.
    const next = Date.now() - startedAt > 30_000 ? 0 : attempt + 1;
    const delay = Math.min(500 * 2 ** next, 10_000);
    log(`${proc.name} exited (${signal ?? code}); restarting in ${delay} ms`);
    setTimeout(() => !stopping && launch(proc, next), delay);
  });
}

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping…`);
  const waits = [...children.values()].map(
    (child) =>
      new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  await Promise.all(waits);
  await infra.stop();
  rmSync(runDir, { recursive: true, force: true });
  log('stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

for (const proc of internalPorts) launch(proc);

const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
const readyUrl = `http://127.0.0.1:${env.PORT}/api/ready`;
const deadline = Date.now() + Number(env.PH_READY_TIMEOUT_MS ?? 90_000);
let last = '';
while (Date.now() < deadline && !stopping) {
  try {
    const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
    if (res.status === 200) {
      log(`Patent Hub is ready: ${url}`);
      break;
    }
    last = `${res.status} ${await res.text()}`;
  } catch (err) {
    last = err instanceof Error ? err.message : String(err);
  }
  await new Promise((r) => setTimeout(r, 500));
}
if (Date.now() >= deadline)
  log(`Not ready yet (${last}); still waiting for the services to come up — see the logs above.`);

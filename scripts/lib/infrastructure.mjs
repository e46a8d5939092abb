// Makes sure PostgreSQL and Redis answer. When nothing answers on a local address and the server
// binaries are installed, starts project-local instances under .data/; otherwise says what to run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const LOCAL = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const COMPOSE_HINT = 'docker compose up -d postgres redis';

export async function pgAnswers(url) {
  const client = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG') || d.toString().startsWith('-NOAUTH')));
  });
}

function withDatabase(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`DATABASE_URL: database name "${name}" must be letters, digits or _`);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function findPgBin(tool) {
  const onPath = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const p = path.join(base, v, 'bin', tool);
    if (existsSync(p)) return p;
  }
  return null;
}

async function waitFor(check, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

export async function ensureInfrastructure({ root, env, log }) {
  const stops = [];
  const dataDir = path.join(root, '.data');

  if (!(await pgAnswers(env.DATABASE_URL))) {
    const u = new URL(env.DATABASE_URL);
    const initdb = findPgBin('initdb');
    const postgres = findPgBin('postgres');
    if (!LOCAL.has(u.hostname) || !initdb || !postgres || process.getuid?.() === 0) {
      console.error(`[start] PostgreSQL does not answer at DATABASE_URL (${u.host}).`);
      console.error(
        `[start] Start it, for example: ${COMPOSE_HINT}` +
          (process.getuid?.() === 0 ? '  (a project-local PostgreSQL cannot run as root)' : ''),
      );
      process.exit(1);
    }
    const pgDir = path.join(dataDir, 'postgres');
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      mkdirSync(pgDir, { recursive: true });
      log('Initialising a project-local PostgreSQL in .data/postgres…');
      const res = spawnSync(initdb, ['-D', pgDir, '-U', u.username || 'postgres', '--auth=trust'], {
        stdio: 'inherit',
      });
      if (res.status !== 0) process.exit(1);
    }
    log(`Starting project-local PostgreSQL on port ${u.port || 5432}…`);
    const child = spawn(postgres, ['-D', pgDir, '-p', u.port || '5432', '-k', pgDir, '-h', '127.0.0.1'], {
      stdio: 'ignore',
    });
    stops.push(
      () =>
        new Promise((r) => {
          child.once('exit', r);
          child.kill('SIGINT');
        }),
    );
    if (!(await waitFor(() => pgAnswers(env.DATABASE_URL), 20_000))) {
      console.error('[start] The project-local PostgreSQL did not come up.');
      process.exit(1);
    }
  }
  await ensureDatabase(env.DATABASE_URL);

  if (!(await redisAnswers(env.REDIS_URL))) {
    const u = new URL(env.REDIS_URL);
    const bin = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
    if (!LOCAL.has(u.hostname) || !bin) {
      console.error(
        `[start] Redis does not answer at REDIS_URL (${u.host}). Start it, for example: ${COMPOSE_HINT}`,
      );
      process.exit(1);
    }
    const dir = path.join(dataDir, 'redis');
    mkdirSync(dir, { recursive: true });
    log(`Starting project-local Redis on port ${u.port || 6379}…`);
    const child = spawn(
      bin,
      [
        '--port',
        u.port || '6379',
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--maxmemory-policy',
        'noeviction',
        '--appendonly',
        'yes',
      ],
      { stdio: 'ignore' },
    );
    stops.push(
      () =>
        new Promise((r) => {
          child.once('exit', r);
          child.kill('SIGTERM');
        }),
    );
    if (!(await waitFor(() => redisAnswers(env.REDIS_URL), 10_000))) {
      console.error('[start] The project-local Redis did not come up.');
      process.exit(1);
    }
  }
  return {
    stop: async () => {
      for (const s of stops.reverse()) await s();
    },
  };
}

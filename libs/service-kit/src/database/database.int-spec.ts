import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPostgres, checkRedis } from '../health/health.js';
import { REDIS_URL } from '../../test/support/redis-keys.js';
import { createDatabase, MAX_POOL_SIZE } from './database.js';

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe(createDatabase.name, () => {
  const name = `ph_t_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const folder = mkdtempSync(path.join(tmpdir(), 'ph-migrations-'));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    // A migration in drizzle-kit's folder format, with an unqualified table name.
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(
      path.join(folder, '0000_init.sql'),
      'CREATE TABLE "things" ("id" serial PRIMARY KEY, "name" text NOT NULL);',
    );
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_init', breakpoints: true }],
      }),
    );
  });

  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('creates the schema and migrates inside it, keeping the migrations table there too, once across replicas', async () => {
    const [a, b] = await Promise.all([
      createDatabase({ url, schema: 'widgets', max: 3, migrationsFolder: folder }),
      createDatabase({ url, schema: 'widgets', max: 3, migrationsFolder: folder }),
    ]);
    try {
      const tables = await a.pool.query(
        "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema = 'widgets' ORDER BY table_name",
      );
      expect(tables.rows).toEqual([
        { table_schema: 'widgets', table_name: '__drizzle_migrations' },
        { table_schema: 'widgets', table_name: 'things' },
      ]);
      const applied = await a.pool.query('SELECT count(*)::int AS n FROM widgets.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(1);
      expect(a.pool.options.max).toBe(3);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('survives its connections being terminated, idle or checked out, and serves again', async () => {
    const sut = await createDatabase({ url, schema: 'terminated', max: 3 });
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', record);
    try {
      const held = await sut.pool.connect(); // checked out and idle, as inside a transaction between queries
      await sut.pool.query('SELECT 1'); // leaves an idle client in the pool
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      // What a PostgreSQL restart or DROP DATABASE ... WITH (FORCE) does: 57P01 to every backend.
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 300));
      await expect(held.query('SELECT 1')).rejects.toThrow();
      held.release(true);
      const after = await sut.pool.query('SELECT 1 AS ok');
      expect(after.rows).toEqual([{ ok: 1 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await sut.close();
    }
  });

  it('bounds the pool size whatever it is given', async () => {
    const sut = await createDatabase({ url, schema: 'bounded', max: 10_000 });
    expect(sut.pool.options.max).toBe(MAX_POOL_SIZE);
    await sut.close();
  });

  it('reports PostgreSQL and Redis health, and a failure within the time limit', async () => {
    const sut = await createDatabase({ url, schema: 'health' });
    const redis = new Redis(REDIS_URL);
    try {
      await expect(checkPostgres(sut.pool, 1_000)).resolves.toMatchObject({ ok: true });
      await expect(checkRedis(redis, 1_000)).resolves.toMatchObject({ ok: true });
      // A server that accepts connections and never answers: a hung database.
      const silent = createServer(() => undefined).listen(0, '127.0.0.1');
      await new Promise((r) => silent.once('listening', r));
      const port = (silent.address() as AddressInfo).port;
      const dead = new pg.Pool({
        connectionString: `postgres://postgres@127.0.0.1:${port}/x`,
        connectionTimeoutMillis: 5_000,
      });
      const started = performance.now();
      await expect(checkPostgres(dead, 200)).resolves.toMatchObject({
        ok: false,
        error: 'no answer within 200 ms',
      });
      expect(performance.now() - started).toBeLessThan(1_000);
      void dead.end().catch(() => undefined);
      silent.close();
    } finally {
      redis.disconnect();
      await sut.close();
    }
  });
});

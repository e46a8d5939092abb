import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createLogger } from '../logging/logger.js';

export interface CreateDatabaseOptions {
  url: string;
  /** The service's own PostgreSQL schema; created if missing; holds the migrations table too. */
  schema: string;
  /** Pool size, clamped to 1..50 so a misconfiguration cannot exhaust the server's connections. */
  max?: number;
  /** Drizzle migrations folder (SQL files + meta/_journal.json); omit to skip migrating. */
  migrationsFolder?: string;
}

export interface Database<TSchema extends Record<string, unknown> = Record<string, never>> {
  db: NodePgDatabase<TSchema>;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const MAX_POOL_SIZE = 50;

export async function createDatabase<TSchema extends Record<string, unknown> = Record<string, never>>(
  opts: CreateDatabaseOptions & { drizzleSchema?: TSchema },
): Promise<Database<TSchema>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`Invalid schema name "${opts.schema}"`);
  const max = Math.min(Math.max(Math.trunc(opts.max ?? 10), 1), MAX_POOL_SIZE);
  const pool = new pg.Pool({
    connectionString: opts.url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // Unqualified names in hand-written SQL resolve inside the service's schema.
    options: `-c search_path=${opts.schema},public`,
  });
  // A lost connection (PostgreSQL restart, 57P01 "terminating connection due to administrator command")
  // must never crash the process: idle clients report through the pool's 'error'; a checked-out client
  // (a transaction between queries) would emit 'error' with no listener at all, so every client gets one.
  // The failure reaches callers on their next query (UNAVAILABLE); the pool drops the broken client.
  const log = createLogger(`database:${opts.schema}`);
  // Logged once per client (its own listener); the error object would drag the client along.
  const onLost = (err: Error & { code?: string }) =>
    log.warn({ code: err.code, reason: err.message }, 'PostgreSQL connection lost');
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', onLost));
  const db = drizzle(
    pool,
    opts.drizzleSchema ? { schema: opts.drizzleSchema } : {},
  ) as NodePgDatabase<TSchema>;
  try {
    await migrateSchema(
      pool,
      db as NodePgDatabase<Record<string, unknown>>,
      opts.schema,
      opts.migrationsFolder,
    );
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  let closing: Promise<void> | undefined;
  return { db, pool, close: () => (closing ??= pool.end()) };
}

/** Replicas may start together: an advisory lock per schema makes one migrate while the others wait. */
async function migrateSchema(
  pool: pg.Pool,
  db: NodePgDatabase<Record<string, unknown>>,
  schema: string,
  folder?: string,
) {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`patent-hub:migrate:${schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    if (folder)
      await migrate(db, {
        migrationsFolder: folder,
        migrationsSchema: schema,
        migrationsTable: '__drizzle_migrations',
      });
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`patent-hub:migrate:${schema}`])
      .catch(() => undefined);
    lock.release();
  }
}

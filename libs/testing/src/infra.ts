import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

const adminUrl = (): string =>
  process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = (): string => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** An empty database `ph_t_<random>` on the local server; `drop()` removes it even with open connections. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ph_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestRedisPrefix {
  prefix: string;
  clean(): Promise<void>;
}

/** Deletes every key under `prefix` (and nothing else) with SCAN + UNLINK. */
export async function deleteRedisKeys(prefix: string, url = testRedisUrl()): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A unique key prefix `ph:t:<random>:`; `clean()` deletes only the keys under it. */
export function createTestRedisPrefix(): TestRedisPrefix {
  const prefix = `ph:t:${randomBytes(6).toString('hex')}:`;
  return { prefix, clean: () => deleteRedisKeys(prefix) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

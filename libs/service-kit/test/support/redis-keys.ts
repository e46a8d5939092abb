import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh key prefix per test file, and a cleanup that deletes only keys under it. */
export function uniquePrefix(): string {
  return `ph:t:${randomBytes(5).toString('hex')}:`;
}

export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

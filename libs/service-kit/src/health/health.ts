import type { Redis } from 'ioredis';
import type pg from 'pg';

export interface HealthResult {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

/** Runs a probe with a time limit; never throws. */
export async function probe(fn: () => Promise<unknown>, timeoutMs: number): Promise<HealthResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([fn(), timeout]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}

export function checkPostgres(pool: pg.Pool, timeoutMs = 1_000): Promise<HealthResult> {
  return probe(() => pool.query('SELECT 1'), timeoutMs);
}

export function checkRedis(redis: Redis, timeoutMs = 1_000): Promise<HealthResult> {
  return probe(() => redis.ping(), timeoutMs);
}

import type { Redis } from 'ioredis';

/** Start-up must fail, not hang, when Redis is unreachable: commands would otherwise queue forever. */
export async function waitForRedis(redis: Redis, timeoutMs = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const { host, port } = redis.options;
      reject(new Error(`Redis at ${host}:${port} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

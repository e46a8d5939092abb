import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';

/** Fixed-window counters in Redis, so every gateway replica shares one limit per client address. */
export class RedisRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    // ioredis would hold the command in its offline queue while Redis is down: fail at once instead.
    if (this.redis.status !== 'ready') throw new Error(`rate-limit store not ready (${this.redis.status})`);
    const k = this.prefix + key;
    const [[, hits], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [
      [unknown, number],
      [unknown, number],
    ];
    let remaining = ttl;
    if (remaining < 0) {
      await this.redis.pexpire(k, this.windowMs);
      remaining = this.windowMs;
    }
    return { totalHits: hits, resetTime: new Date(Date.now() + remaining) };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

import type { AddressInfo } from 'node:net';
import { createTestRedisPrefix, type TestRedisPrefix } from '@patent-hub/testing';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRateLimit } from './login-rate-limit.js';

describe('login rate limit in Redis', () => {
  let prefix: TestRedisPrefix;
  let redis: Redis;
  let close: () => void;
  let url: string;
  beforeAll(async () => {
    prefix = createTestRedisPrefix();
    // Not connected yet when the limiter is made, as at the gateway's start.
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
    const app = express();
    app.use('/api/login', loginRateLimit(redis, prefix.prefix, 'login', 2, 60_000));
    app.get('/api/login', (_req, res) => void res.json({ reached: true }));
    await redis.connect();
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/login`;
  });
  afterAll(async () => {
    close?.();
    await prefix.clean();
    redis?.disconnect();
  });

  it('counts per address under <prefix>ratelimit:<route>: and answers 429 past the limit', async () => {
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many sign-in attempts. Try again later.',
      code: 'RATE_LIMITED',
    });
    const keys = await redis.keys(`${prefix.prefix}ratelimit:login:*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0])).toBe('3');
    expect(await redis.pttl(keys[0])).toBeGreaterThan(50_000);
  });
});

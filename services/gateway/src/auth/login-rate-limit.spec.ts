import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { loginRateLimit } from './login-rate-limit.js';

// A Redis that is reconnecting: ioredis would queue commands until it is back.
const downRedis = () => {
  let sent = 0;
  const never = () => (sent++, new Promise<never>(() => undefined));
  return { redis: { status: 'reconnecting', call: never } as unknown as Redis, sent: () => sent };
};

describe('login rate limit while Redis is down', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('answers a quick 503 in JSON (no stack, no unlimited sign-in) without waiting for Redis', async () => {
    const { redis, sent } = downRedis();
    const app = express();
    app.use('/api/login', loginRateLimit(redis, 'ph:', 'login', 20, 60_000));
    app.get('/api/login', (_req, res) => void res.json({ reached: true }));
    const server = app.listen(0, '127.0.0.1');
    close = () => server.close();
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/login`, { signal: AbortSignal.timeout(5_000) });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'Service temporarily unavailable; try again',
      code: 'UNAVAILABLE',
    });
    expect(sent()).toBe(0);
  });
});

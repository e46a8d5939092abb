import type { ChildProcess } from 'node:child_process';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { MessageHandler } from '@nestjs/microservices';
import { createLogger } from '../logging/logger.js';
import { deleteKeys, REDIS_URL, uniquePrefix } from '../../test/support/redis-keys.js';
import { spawnReplica } from '../../test/support/spawn-replica.js';
import { RedisStreamsServer } from './redis-streams.server.js';
import { RpcClient } from './rpc-client.js';

const TOTAL = 1_500;
const CHILD_CONCURRENCY = 16;

describe(`${RedisStreamsServer.name} with a replica killed by SIGKILL`, () => {
  const prefix = uniquePrefix();
  const logger = createLogger('test', { level: 'silent' });
  const redis = new Redis(REDIS_URL);
  let child: ChildProcess | undefined;
  let survivor: RedisStreamsServer | undefined;
  let rpc: RpcClient | undefined;

  afterAll(async () => {
    child?.kill('SIGKILL');
    await rpc?.close();
    await survivor?.close();
    redis.disconnect();
    await deleteKeys(prefix);
  });

  it('answers every request and applies none twice', async () => {
    const claim = { FIXTURE_CLAIM_IDLE_MS: '500', FIXTURE_CLAIM_INTERVAL_MS: '200' };
    child = await spawnReplica({
      FIXTURE_PREFIX: prefix,
      FIXTURE_CONCURRENCY: String(CHILD_CONCURRENCY),
      ...claim,
    });
    // The survivor "applies" exactly like the fixture does: one INCR per request number.
    survivor = new RedisStreamsServer({
      service: 'patents',
      redisUrl: REDIS_URL,
      keyPrefix: prefix,
      logger,
      concurrency: 16,
      claimIdleMs: 500,
      claimIntervalMs: 200,
    });
    survivor.addHandler('patents.apply', (async (p: { n: number; delayMs: number }) => {
      await redis.incr(`${prefix}applied:${p.n}`);
      await new Promise((r) => setTimeout(r, p.delayMs));
      return { n: p.n, pid: 0 };
    }) as MessageHandler);
    await new Promise<void>((resolve) => survivor!.listen(() => resolve()));
    rpc = await RpcClient.connect({ redisUrl: REDIS_URL, keyPrefix: prefix, logger });

    let answered = 0;
    let answeredByChild = 0;
    const outcomes = Array.from({ length: TOTAL }, (_, n) =>
      (
        rpc!.request('patents.apply', { n, delayMs: 5 }, { timeoutMs: 15_000 }) as Promise<{ pid: number }>
      ).then(
        (r) => {
          answered++;
          if (r.pid === child!.pid) answeredByChild++;
          return { n, ok: true as const };
        },
        (e: unknown) => {
          answered++;
          return { n, ok: false as const, error: e };
        },
      ),
    );
    while (answeredByChild < 100) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL'); // mid-load: the child holds up to 16 requests in flight, more pending
    expect(answered).toBeLessThan(TOTAL / 2);
    const results = await Promise.all(outcomes);

    const applied = (await redis.mget(...results.map((r) => `${prefix}applied:${r.n}`))).map((v) =>
      Number(v ?? 0),
    );
    const failures = results.filter((r) => !r.ok);
    // Every request got an answer, none a timeout; nothing ran twice.
    expect(results).toHaveLength(TOTAL);
    expect(applied.every((count) => count <= 1)).toBe(true);
    results.forEach((r, i) => {
      if (r.ok) expect(applied[i]).toBe(1);
    });
    // Only the requests the dead replica had started may fail, and they say why.
    expect(failures.length).toBeLessThanOrEqual(CHILD_CONCURRENCY);
    for (const f of failures) {
      expect(f.error).toBeInstanceOf(RpcError);
      expect(f.error).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    }
    expect(rpc.unmatchedReplies).toBe(0);
  });

  it('answers the requests a killed replica had taken within the liveness window, not after claimIdleMs', async () => {
    // Production claim settings (claimIdleMs 3 s, liveness 2 s): slow requests in flight on the child when it dies.
    const prefix2 = uniquePrefix();
    const child2 = await spawnReplica({ FIXTURE_PREFIX: prefix2, FIXTURE_CONCURRENCY: '8' });
    const survivor2 = new RedisStreamsServer({
      service: 'patents',
      redisUrl: REDIS_URL,
      keyPrefix: prefix2,
      logger,
      concurrency: 32,
    });
    survivor2.addHandler('patents.apply', (async (p: { n: number; delayMs: number }) => {
      await redis.incr(`${prefix2}applied:${p.n}`);
      await new Promise((r) => setTimeout(r, p.delayMs));
      return { n: p.n, pid: 0 };
    }) as MessageHandler);
    await new Promise<void>((resolve) => survivor2.listen(() => resolve()));
    const rpc2 = await RpcClient.connect({ redisUrl: REDIS_URL, keyPrefix: prefix2, logger });
    try {
      let killedAt = 0;
      const outcomes = Array.from({ length: 16 }, (_, n) =>
        rpc2.request('patents.apply', { n, delayMs: 4_000 }, { timeoutMs: 10_000 }).then(
          () => ({ n, ok: true as const, ms: performance.now() - killedAt }),
          (error: unknown) => ({ n, ok: false as const, error, ms: performance.now() - killedAt }),
        ),
      );
      // Wait until the child has started some of them, then kill it.
      const started = async () =>
        (await redis.mget(...Array.from({ length: 16 }, (_, n) => `${prefix2}applied:${n}`))).filter(Boolean)
          .length;
      while ((await started()) < 16) await new Promise((r) => setTimeout(r, 20));
      killedAt = performance.now();
      child2.kill('SIGKILL');
      const results = await Promise.all(outcomes);

      const failures = results.filter((r) => !r.ok);
      expect(failures.length).toBeGreaterThan(0); // the child had some
      for (const f of failures) {
        expect(f.error).toMatchObject({
          code: ErrorCode.UNAVAILABLE,
          message: 'The service stopped while handling this request',
        });
        expect(f.ms).toBeLessThan(3_000); // liveness 2 s + claim interval 0.5 s, not claimIdleMs (3 s) + redelivery
      }
      // The survivor's own requests (4 s: longer than the liveness window and claimIdleMs) stay its own
      // and complete, once each; the child took at most 8 of the 16.
      expect(results.filter((r) => r.ok).length).toBeGreaterThanOrEqual(8);
      const applied = (await redis.mget(...results.map((r) => `${prefix2}applied:${r.n}`))).map(Number);
      expect(applied.every((c) => c === 1)).toBe(true);
      expect(results.filter((r) => r.ok)).toHaveLength(16 - failures.length);
    } finally {
      child2.kill('SIGKILL');
      await rpc2.close();
      await survivor2.close();
      await deleteKeys(prefix2);
    }
  });
});

import type { ChildProcess } from 'node:child_process';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { MessageHandler } from '@nestjs/microservices';
import { createLogger } from '../logging/logger.js';
import { deleteKeys, REDIS_URL, uniquePrefix } from '../test-support/redis-keys.js';
import { spawnReplica } from '../test-support/spawn-replica.js';
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
    child = await spawnReplica({ FIXTURE_PREFIX: prefix, FIXTURE_CONCURRENCY: String(CHILD_CONCURRENCY), ...claim });
    // The survivor "applies" exactly like the fixture does: one INCR per request number.
    survivor = new RedisStreamsServer({ service: 'patents', redisUrl: REDIS_URL, keyPrefix: prefix, logger, concurrency: 16, claimIdleMs: 500, claimIntervalMs: 200 });
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
      rpc!.call<{ n: number; pid: number }>('patents.apply', { n, delayMs: 5 }, { timeoutMs: 15_000 }).then(
        (r) => { answered++; if (r.pid === child!.pid) answeredByChild++; return { n, ok: true as const }; },
        (e: unknown) => { answered++; return { n, ok: false as const, error: e }; },
      ),
    );
    while (answeredByChild < 100) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL'); // mid-load: the child holds up to 16 requests in flight, more pending
    expect(answered).toBeLessThan(TOTAL / 2);
    const results = await Promise.all(outcomes);

    const applied = (await redis.mget(...results.map((r) => `${prefix}applied:${r.n}`))).map((v) => Number(v ?? 0));
    const failures = results.filter((r) => !r.ok);
    // Every request got an answer, none a timeout; nothing ran twice.
    expect(results).toHaveLength(TOTAL);
    expect(applied.every((count) => count <= 1)).toBe(true);
    results.forEach((r, i) => { if (r.ok) expect(applied[i]).toBe(1); });
    // Only the requests the dead replica had started may fail, and they say why.
    expect(failures.length).toBeLessThanOrEqual(CHILD_CONCURRENCY);
    for (const f of failures) {
      expect(f.error).toBeInstanceOf(RpcError);
      expect(f.error).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    }
    expect(rpc.unmatchedReplies).toBe(0);
  });
});

import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { SessionGuard } from './session.guard.js';
import type { Redis } from 'ioredis';
import { SessionStore } from './session.store.js';

const SID = 'a'.repeat(43);
const context = (cookies: Record<string, string>) =>
  ({
    getType: () => 'http',
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => ({ signedCookies: cookies, cookies }) }),
  }) as unknown as ExecutionContext;
const reflector = { getAllAndOverride: () => false } as unknown as Reflector;

describe(SessionGuard.name, () => {
  it('throws UNAVAILABLE (503) when the session store does not answer', async () => {
    const store = {
      get: () => Promise.reject(new Error('Connection is closed.')),
    } as unknown as SessionStore;
    const sut = new SessionGuard(reflector, store);
    const err = await sut.canActivate(context({ ph_sid: SID })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect((err as RpcError).code).toBe(ErrorCode.UNAVAILABLE);
  });

  it('throws UNAUTHORIZED when there is no session cookie', async () => {
    const store = { get: () => Promise.resolve(undefined) } as unknown as SessionStore;
    const err = await new SessionGuard(reflector, store).canActivate(context({})).catch((e: unknown) => e);
    expect((err as RpcError).code).toBe(ErrorCode.UNAUTHORIZED);
  });
});

describe(SessionStore.name, () => {
  const fakeRedis = (status: string, getex: () => Promise<string | null>) =>
    ({ status, getex }) as unknown as Redis;

  it('fails at once while Redis is not ready instead of queueing the lookup', async () => {
    let sent = 0;
    const sut = new SessionStore(
      fakeRedis('connect', () => (sent++, Promise.resolve(null))),
      'ph:',
    );
    await expect(sut.get(SID)).rejects.toThrow('session store not ready (connect)');
    expect(sent).toBe(0);
  });

  it('fails when Redis does not answer within the lookup time limit, and the guard answers 503', async () => {
    const never = () => new Promise<string | null>(() => undefined);
    const sut = new SessionStore(fakeRedis('ready', never), 'ph:', { lookupTimeoutMs: 50 });
    const started = Date.now();
    const err = await new SessionGuard(reflector, sut)
      .canActivate(context({ ph_sid: SID }))
      .catch((e: unknown) => e);
    expect((err as RpcError).code).toBe(ErrorCode.UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

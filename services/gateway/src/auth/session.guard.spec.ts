import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { SessionGuard } from './session.guard.js';
import type { SessionStore } from './session.store.js';

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

import { createHash } from 'node:crypto';
import { createTestRedisPrefix, type TestRedisPrefix } from '@patent-hub/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SessionStore } from './session.store.js';

const user = { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', profileImageUrl: null };

describe(SessionStore.name, () => {
  let prefix: TestRedisPrefix;
  let redis: Redis;
  let sut: SessionStore;
  beforeAll(() => {
    prefix = createTestRedisPrefix();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    sut = new SessionStore(redis, prefix.prefix);
  });
  afterAll(async () => {
    await prefix.clean();
    redis.disconnect();
  });

  it('returns a new 256-bit id on every create', async () => {
    const a = await sut.create(user);
    const b = await sut.create(user);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
  });

  it('stores only a hash of the id', async () => {
    const id = await sut.create(user);
    expect(await redis.exists(`${prefix.prefix}session:${id}`)).toBe(0);
    expect(await redis.exists(sut.key(id))).toBe(1);
  });

  it('keys a session by the SHA-256 of its id', () => {
    const id = 'A'.repeat(43);
    const expected = `${prefix.prefix}session:${createHash('sha256').update(id).digest('hex')}`;
    expect(sut.key(id)).toBe(expected);
    expect(sut.key('B'.repeat(43))).not.toBe(expected);
  });

  it('returns the session and slides its expiry to 7 days', async () => {
    const id = await sut.create(user, 'id-token');
    await redis.pexpire(sut.key(id), 5000);
    expect(await sut.get(id)).toMatchObject({ user, idToken: 'id-token' });
    expect(await redis.pttl(sut.key(id))).toBeGreaterThan(SESSION_IDLE_MS - 10_000);
  });

  it('returns undefined for malformed, unknown and destroyed ids', async () => {
    expect(await sut.get('../../etc')).toBeUndefined();
    expect(await sut.get('A'.repeat(43))).toBeUndefined();
    const id = await sut.create(user);
    expect(await sut.destroy(id)).toMatchObject({ user });
    expect(await sut.get(id)).toBeUndefined();
  });

  it('ends a session at the absolute limit even while it is in use', async () => {
    const short = new SessionStore(redis, prefix.prefix, { idleMs: 10_000, absoluteMs: 300 });
    const id = await short.create(user);
    expect(await short.get(id)).toBeDefined();
    await new Promise((r) => setTimeout(r, 350));
    expect(await short.get(id)).toBeUndefined();
  });
});

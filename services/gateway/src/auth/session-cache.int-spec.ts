import { createTestRedisPrefix, type TestRedisPrefix } from '@patent-hub/testing';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';
import { SessionStore } from './session.store.js';

const user = { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', profileImageUrl: null };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, ms = 2_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

// Two gateway replicas, each with its own Redis connections and session cache, sharing one Redis.
describe('session cache across replicas', () => {
  let prefix: TestRedisPrefix;
  let redis: Redis;
  const opened: { cache: SessionCache; conn: Redis }[] = [];
  beforeAll(() => {
    prefix = createTestRedisPrefix();
    redis = new Redis(REDIS_URL);
  });
  afterEach(() => {
    for (const { cache, conn } of opened.splice(0)) {
      cache.close();
      conn.disconnect();
    }
  });
  afterAll(async () => {
    await prefix.clean();
    redis.disconnect();
  });

  async function replica(ttlMs = 5_000) {
    const conn = new Redis(REDIS_URL);
    const cache = new SessionCache(ttlMs);
    opened.push({ cache, conn });
    const subscriber = new Redis(REDIS_URL);
    await cache.listen(subscriber, SessionStore.endedChannel(prefix.prefix));
    return { store: new SessionStore(conn, prefix.prefix, { cache }), cache, conn, subscriber };
  }

  it('answers repeated look-ups from memory within the window, then from Redis again', async () => {
    const a = await replica(1_500); // long enough for a loaded CI machine to do the reads inside it
    const id = await a.store.create(user);
    let reads = 0;
    const getex = a.conn.getex.bind(a.conn);
    a.conn.getex = ((...args: Parameters<typeof getex>) => (reads++, getex(...args))) as typeof getex;
    for (let i = 0; i < 5; i++) expect(await a.store.get(id)).toMatchObject({ user });
    expect(reads).toBe(1);
    await redis.del(a.store.key(id)); // behind the gateway's back: seen once the window has passed
    expect(await a.store.get(id)).toMatchObject({ user });
    await sleep(1_550);
    expect(await a.store.get(id)).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('a session ended on one replica is refused by the other at once', async () => {
    const a = await replica();
    const b = await replica();
    const id = await a.store.create(user);
    expect(await a.store.get(id)).toBeDefined();
    expect(await b.store.get(id)).toBeDefined();
    expect(a.cache.size).toBe(1);
    expect(b.cache.size).toBe(1);
    await b.store.destroy(id);
    expect(await b.store.get(id)).toBeUndefined();
    await until(() => a.cache.size === 0, 1_000);
    expect(await a.store.get(id)).toBeUndefined();
  });

  it('a replica that caches nothing (SESSION_CACHE_MS=0) still announces the sessions it ends', async () => {
    const a = await replica();
    const plain = new SessionStore(redis, prefix.prefix);
    const id = await a.store.create(user);
    expect(await a.store.get(id)).toBeDefined();
    expect(a.cache.size).toBe(1);
    await plain.destroy(id);
    await until(() => a.cache.size === 0, 1_000);
    expect(await a.store.get(id)).toBeUndefined();
  });

  it('does not keep a session whose end was announced while its look-up was under way', () => {
    const cache = new SessionCache(5_000);
    (cache as unknown as { listening: boolean }).listening = true;
    const data = { user, createdAt: Date.now() };
    const startedAt = Date.now();
    cache.forget('k');
    cache.put('k', data, startedAt);
    expect(cache.get('k')).toBeUndefined();
    cache.put('k2', data, startedAt);
    expect(cache.get('k2')).toBe(data);
  });

  it('is off while its channel is disconnected and starts empty when it is back', async () => {
    const a = await replica();
    const id = await a.store.create(user);
    expect(await a.store.get(id)).toBeDefined();
    expect(a.cache.active).toBe(true);
    a.subscriber.disconnect(true); // drops, then reconnects by itself
    await until(() => !a.cache.active, 1_000);
    expect(a.cache.size).toBe(0);
    await redis.del(a.store.key(id)); // a message sent now would be missed: the store must ask Redis
    expect(await a.store.get(id)).toBeUndefined();
    await until(() => a.cache.active, 5_000);
    const again = await a.store.create(user);
    expect(await a.store.get(again)).toBeDefined();
    expect(a.cache.size).toBe(1);
    await redis.publish(SessionStore.endedChannel(prefix.prefix), a.store.key(again));
    await until(() => a.cache.size === 0, 1_000);
  });

  it('holds at most its limit of sessions, dropping the oldest', () => {
    const cache = new SessionCache(5_000, 3);
    (cache as unknown as { listening: boolean }).listening = true;
    for (const k of ['a', 'b', 'c', 'd']) cache.put(k, { user, createdAt: Date.now() }, Date.now());
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('with a window of 0 never caches', async () => {
    const cache = new SessionCache(0);
    await cache.listen(new Redis(REDIS_URL, { lazyConnect: true }), 'x');
    expect(cache.active).toBe(false);
  });
});

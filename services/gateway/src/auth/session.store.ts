import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@patent-hub/contracts';
import type { Redis } from 'ioredis';
import type { SessionCache } from './session-cache.js';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session check that Redis has not answered by then fails (503) rather than hold the request. */
export const SESSION_LOOKUP_TIMEOUT_MS = 2_000;
/** Session ids whose hashed key is remembered (about 1.5 MB at most); the memory starts over when full. */
const KEY_MEMO_MAX = 10_000;

export interface SessionStoreOptions {
  idleMs?: number;
  absoluteMs?: number;
  lookupTimeoutMs?: number;
  /** Sessions just read are served from memory for a moment; ended ones are announced to every replica. */
  cache?: SessionCache;
}

export interface SessionData {
  user: SessionUser;
  idToken?: string;
  createdAt: number;
}

/**
 * Server-side sessions in Redis. The id (256 random bits) only lives in the cookie; Redis holds its
 * SHA-256, so a leaked key listing cannot be replayed as cookies.
 */
export class SessionStore {
  private readonly idleMs: number;
  private readonly absoluteMs: number;
  private readonly lookupTimeoutMs: number;
  private readonly cache?: SessionCache;
  /** Keys of the session ids seen lately: a signed-in user's requests hash their id once per gateway process. */
  private readonly keys = new Map<string, string>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: SessionStoreOptions = {},
  ) {
    this.idleMs = opts.idleMs ?? SESSION_IDLE_MS;
    this.absoluteMs = opts.absoluteMs ?? SESSION_ABSOLUTE_MS;
    this.lookupTimeoutMs = opts.lookupTimeoutMs ?? SESSION_LOOKUP_TIMEOUT_MS;
    this.cache = opts.cache;
  }

  /** The channel on which every replica hears of ended sessions (their hashed keys). */
  static endedChannel(prefix: string): string {
    return `${prefix}session:ended`;
  }

  key(id: string): string {
    let key = this.keys.get(id);
    if (key === undefined) {
      key = `${this.prefix}session:${createHash('sha256').update(id).digest('hex')}`;
      if (this.keys.size >= KEY_MEMO_MAX) this.keys.clear();
      this.keys.set(id, key);
    }
    return key;
  }

  async create(user: SessionUser, idToken?: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const data: SessionData = { user, idToken, createdAt: Date.now() };
    await this.redis.set(this.key(id), JSON.stringify(data), 'PX', this.idleMs);
    return id;
  }

  /**
   * Reads a session and slides its idle expiry, never past the absolute limit. A session this replica
   * read moments ago comes from its cache (its expiry slides on the next read from Redis).
   */
  async get(id: string): Promise<SessionData | undefined> {
    if (!/^[\w-]{43}$/.test(id)) return undefined;
    const key = this.key(id);
    const cached = this.cache?.get(key);
    if (cached && cached.createdAt + this.absoluteMs > Date.now()) return cached;
    const startedAt = Date.now();
    const data = await this.read(key);
    if (data) this.cache?.put(key, data, startedAt);
    return data;
  }

  private async read(key: string): Promise<SessionData | undefined> {
    const raw = await this.answered(() => this.redis.getex(key, 'PX', this.idleMs));
    if (!raw) return undefined;
    let data: SessionData;
    try {
      data = JSON.parse(raw) as SessionData;
    } catch {
      await this.redis.del(key);
      return undefined;
    }
    const hardEnd = data.createdAt + this.absoluteMs;
    const now = Date.now();
    if (!(hardEnd > now)) {
      await this.redis.del(key);
      return undefined;
    }
    if (hardEnd < now + this.idleMs) await this.redis.pexpireat(key, hardEnd);
    return data;
  }

  /**
   * While Redis is down or still loading its data after a restart, ioredis would queue the command until it is
   * ready: fail at once instead, and after lookupTimeoutMs if the answer does not come.
   */
  private answered<T>(send: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return Promise.reject(new Error(`session store not ready (${this.redis.status})`));
    const command = send();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('session store did not answer in time')), this.lookupTimeoutMs);
    });
    command.catch(() => undefined); // settled later than the timer: nobody waits for it any more
    return Promise.race([command, late]).finally(() => clearTimeout(timer));
  }

  /**
   * Ends a session: gone from Redis, from this replica's cache, and (announced) from every other's. The
   * announcement goes out even when this replica caches nothing: its neighbours may (SESSION_CACHE_MS is
   * per replica, and differs during a rolling change of it).
   */
  async destroy(id: string): Promise<SessionData | undefined> {
    const key = this.key(id);
    this.keys.delete(id); // an ended session's id is not kept in memory
    this.cache?.forget(key);
    const raw = await this.redis.getdel(key);
    await this.redis.publish(SessionStore.endedChannel(this.prefix), key);
    return raw ? (JSON.parse(raw) as SessionData) : undefined;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@patent-hub/contracts';
import type { Redis } from 'ioredis';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session check that Redis has not answered by then fails (503) rather than hold the request. */
export const SESSION_LOOKUP_TIMEOUT_MS = 2_000;

export interface SessionStoreOptions {
  idleMs?: number;
  absoluteMs?: number;
  lookupTimeoutMs?: number;
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

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: SessionStoreOptions = {},
  ) {
    this.idleMs = opts.idleMs ?? SESSION_IDLE_MS;
    this.absoluteMs = opts.absoluteMs ?? SESSION_ABSOLUTE_MS;
    this.lookupTimeoutMs = opts.lookupTimeoutMs ?? SESSION_LOOKUP_TIMEOUT_MS;
  }

  key(id: string): string {
    return `${this.prefix}session:${createHash('sha256').update(id).digest('hex')}`;
  }

  async create(user: SessionUser, idToken?: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const data: SessionData = { user, idToken, createdAt: Date.now() };
    await this.redis.set(this.key(id), JSON.stringify(data), 'PX', this.idleMs);
    return id;
  }

  /** Reads a session and slides its idle expiry, never past the absolute limit. */
  async get(id: string): Promise<SessionData | undefined> {
    if (!/^[\w-]{43}$/.test(id)) return undefined;
    const key = this.key(id);
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
    if (this.redis.status !== 'ready')
      return Promise.reject(new Error(`session store not ready (${this.redis.status})`));
    const command = send();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('session store did not answer in time')),
        this.lookupTimeoutMs,
      );
    });
    command.catch(() => undefined); // settled later than the timer: nobody waits for it any more
    return Promise.race([command, late]).finally(() => clearTimeout(timer));
  }

  /** Ends a session: gone from Redis, so every replica refuses it from the next request on. */
  async destroy(id: string): Promise<SessionData | undefined> {
    const raw = await this.redis.getdel(this.key(id));
    return raw ? (JSON.parse(raw) as SessionData) : undefined;
  }
}

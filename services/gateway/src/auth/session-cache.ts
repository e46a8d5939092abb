import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SessionData } from './session.store.js';

export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

interface Entry {
  data: SessionData;
  until: number;
}

/**
 * A few seconds' memory of sessions this gateway has just read from Redis, so a signed-in user's burst of
 * requests costs one Redis look-up, not one each. A session ended on any replica is dropped everywhere
 * through a Redis channel; while that channel is not connected the cache is off (every look-up goes to
 * Redis) and it starts empty when the channel is back, so a missed message can never keep an ended
 * session alive.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** When each recently ended session's message arrived: a look-up that started before must not be cached. */
  private readonly ended = new Map<string, number>();
  private listening = false;
  private subscriber?: Redis;

  constructor(
    readonly ttlMs = SESSION_CACHE_MS,
    private readonly max = SESSION_CACHE_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cache serves entries only while subscribed to the channel that announces ended sessions. */
  get active(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /**
   * Subscribes `subscriber` (a connection of its own, in subscriber mode from now on) to `channel`, and
   * again after every reconnect, each time from an empty cache. Resolves once first subscribed; until
   * then the cache is simply off, so a caller need not wait (the gateway starts while Redis is down).
   */
  listen(subscriber: Redis, channel: string, logger?: Logger): Promise<void> {
    if (this.ttlMs <= 0) return Promise.resolve();
    this.subscriber = subscriber;
    let subscribed!: () => void;
    const first = new Promise<void>((resolve) => (subscribed = resolve));
    subscriber.on('message', (ch: string, key: string) => {
      if (ch === channel) this.forget(key);
    });
    const off = () => {
      this.listening = false;
      this.entries.clear();
    };
    const on = async () => {
      try {
        await subscriber.subscribe(channel);
        this.entries.clear();
        this.listening = subscriber.status === 'ready';
        if (this.listening) subscribed();
      } catch (err) {
        logger?.warn({ err }, 'session cache: could not subscribe; sessions are read from Redis every time');
      }
    };
    subscriber.on('close', off);
    subscriber.on('end', off);
    subscriber.on('reconnecting', off);
    subscriber.on('ready', () => void on());
    if (subscriber.status === 'ready') void on();
    return first;
  }

  get(key: string): SessionData | undefined {
    if (!this.active) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.data;
    this.entries.delete(key);
    return undefined;
  }

  /** Remembers a session read from Redis by a look-up that started at `startedAt`. */
  put(key: string, data: SessionData, startedAt: number): void {
    if (!this.active) return;
    const endedAt = this.ended.get(key);
    if (endedAt !== undefined && endedAt >= startedAt) return;
    if (this.entries.size >= this.max) this.prune();
    this.entries.set(key, { data, until: this.now() + this.ttlMs });
  }

  /** Drops a session here (it ended on this replica, or another one said so). */
  forget(key: string): void {
    this.entries.delete(key);
    const now = this.now();
    this.ended.set(key, now);
    if (this.ended.size > this.max) {
      for (const [k, at] of this.ended)
        if (at < now - this.ttlMs || this.ended.size > this.max) this.ended.delete(k);
    }
  }

  /** Expired entries first; if still full, the oldest ones. */
  private prune() {
    const now = this.now();
    for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size < this.max) break;
      this.entries.delete(k);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.listening = false;
    this.entries.clear();
    this.subscriber?.disconnect();
  }
}

import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { ErrorCode } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isObservable, lastValueFrom } from 'rxjs';
import { createLogger } from '../logging/logger.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { extractTraceContext, spansExported } from '../telemetry/telemetry.js';
import { encodeErrorReply, encodeReply, IDEMPOTENT, parseEnvelope, type RequestEnvelope } from './envelope.js';
import { rpcKeys } from './keys.js';
import { RedisStreamsContext } from './redis-streams.context.js';
import { toSerializedError } from './rpc-errors.js';
import { FINISH_SCRIPT, type FinishCommand } from './finish.script.js';

export interface RedisStreamsServerOptions {
  /** Service name: stream `<prefix>rpc:<service>`, consumer group `<service>`. */
  service: string;
  redisUrl: string;
  keyPrefix?: string;
  /** Unique per process; defaults to host:pid:random. */
  consumer?: string;
  /** Most requests handled at once by this replica. */
  concurrency?: number;
  blockMs?: number;
  /**
   * Entries idle this long in a live consumer's pending list are claimed (XAUTOCLAIM); a claimed
   * request whose owner is alive is never run again, so this only recovers entries a replica dropped.
   */
  claimIdleMs?: number;
  /** How often this replica looks for dead consumers' and idle entries (default 500 ms). */
  claimIntervalMs?: number;
  /**
   * Lifetime of this replica's liveness key, refreshed every quarter of it (default 2 s, at most
   * claimIdleMs). A consumer whose key has expired is dead: its pending entries are claimed at once.
   */
  heartbeatTtlMs?: number;
  /** After this many deliveries without being started, the caller gets UNAVAILABLE. */
  maxDeliveries?: number;
  /**
   * How long past the request's deadline its marker and cached reply stay. Past the deadline a duplicate
   * is answered TIMEOUT without running, so a short margin (clock skew) is enough.
   */
  resultTtlMs?: number;
  trimIntervalMs?: number;
  /** Upper bound on waiting for in-flight requests at close. */
  shutdownTimeoutMs?: number;
  /** Registers `<service>.ping` → { service, ok: true } (default true). */
  ping?: boolean;
  logger?: Logger;
  /** Records handled requests, reclaimed entries and the stream's pending count. */
  metrics?: ServiceMetrics;
}

type Entry = [id: string, fields: string[] | null];

const REPLY_TTL_MS = 5 * 60_000;
/** A dead consumer's entry must be idle this long to be claimed: lets one claimer win each entry. */
const DEAD_CLAIM_MIN_IDLE_MS = 200;
/** A consumer with nothing pending and no liveness key, unseen this long, is removed from the group. */
const GONE_CONSUMER_IDLE_MS = 60_000;

/**
 * Nest transport strategy over Redis Streams: every replica of a service is a consumer of one group,
 * so each request reaches one replica. Exactly-once handling per request id is enforced by a marker
 * key taken with SET NX before the handler runs; see docs in API.md for the delivery rules.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  readonly consumer: string;
  private readonly service: string;
  private readonly prefix: string;
  private readonly stream: string;
  private readonly group: string;
  private readonly opts: Required<Omit<RedisStreamsServerOptions, 'logger' | 'consumer' | 'keyPrefix' | 'metrics'>>;
  private readonly metrics?: ServiceMetrics;
  private readonly log: Logger;
  private readonly tracer = trace.getTracer('@patent-hub/service-kit');
  private cmd?: Redis & FinishCommand;
  private blocking?: Redis;
  private blockingClientId?: number;
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();
  private slotFreed?: () => void;
  private loops: Promise<void>[] = [];
  private closing?: Promise<void>;
  private readonly timers: NodeJS.Timeout[] = [];
  private signalStop!: () => void;
  private readonly stopped = new Promise<void>((resolve) => (this.signalStop = resolve));

  constructor(options: RedisStreamsServerOptions) {
    super();
    this.service = options.service;
    this.prefix = options.keyPrefix ?? 'ph:';
    this.stream = rpcKeys.stream(this.prefix, this.service);
    this.group = this.service;
    this.consumer = options.consumer ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.log = options.logger ?? createLogger(`rpc-server:${this.service}`);
    this.metrics = options.metrics;
    this.opts = {
      service: options.service,
      redisUrl: options.redisUrl,
      concurrency: options.concurrency ?? 128,
      blockMs: options.blockMs ?? 2_000,
      claimIdleMs: options.claimIdleMs ?? 3_000,
      claimIntervalMs: options.claimIntervalMs ?? 500,
      heartbeatTtlMs: options.heartbeatTtlMs ?? Math.min(2_000, options.claimIdleMs ?? 3_000),
      maxDeliveries: options.maxDeliveries ?? 3,
      resultTtlMs: options.resultTtlMs ?? 5_000,
      trimIntervalMs: options.trimIntervalMs ?? 5_000,
      shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
      ping: options.ping ?? true,
    };
    this.initializeSerializer({});
    this.initializeDeserializer({});
    if (this.opts.ping) {
      const service = this.service;
      this.addHandler(`${service}.ping`, (async () => ({ service, ok: true })) as MessageHandler, false, IDEMPOTENT);
    }
  }

  on(): never {
    throw new Error('RedisStreamsServer does not emit events');
  }

  unwrap<T>(): T {
    return this.cmd as T;
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      // A reply is written at once (the caller is waiting); the rest (markers, heartbeats) batches per loop turn.
      const cmd = new Redis(this.opts.redisUrl, { maxRetriesPerRequest: null, enableAutoPipelining: true, autoPipeliningIgnoredCommands: ['rpcFinish'] });
      cmd.defineCommand('rpcFinish', { numberOfKeys: 3, lua: FINISH_SCRIPT });
      this.cmd = cmd as Redis & FinishCommand;
      this.blocking = new Redis(this.opts.redisUrl, { maxRetriesPerRequest: null });
      this.blocking.on('ready', () => void this.refreshBlockingId());
      // Back after a Redis outage: say at once that this replica lives, before others think it dead.
      this.cmd.on('ready', () => void this.heartbeat().catch(() => undefined));
      this.cmd.on('error', (err) => this.log.warn({ err }, 'redis error'));
      this.blocking.on('error', (err) => this.log.warn({ err }, 'redis error (reader)'));
      await this.ensureGroup();
      this.metrics?.observeStream({
        pending: async () => ((await cmd.xpending(this.stream, this.group)) as [number])[0],
        length: () => cmd.xlen(this.stream),
      });
      await this.refreshBlockingId();
      await this.heartbeat();
      this.every(Math.max(100, Math.floor(this.opts.heartbeatTtlMs / 4)), () => this.heartbeat());
      this.every(this.opts.trimIntervalMs, () => this.trim());
      this.loops = [this.readLoop(), this.claimLoop()];
      this.log.info({ stream: this.stream, consumer: this.consumer }, 'rpc server listening');
      callback();
    } catch (err) {
      this.cmd?.disconnect();
      this.blocking?.disconnect();
      callback(err);
    }
  }

  /** Stops reading, finishes what is in flight (bounded), then leaves the group cleanly. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    this.stopping = true;
    this.signalStop();
    for (const t of this.timers) clearInterval(t);
    const cmd = this.cmd;
    if (!cmd) return;
    if (this.blockingClientId !== undefined) {
      await cmd.call('CLIENT', 'UNBLOCK', String(this.blockingClientId)).catch(() => undefined);
    }
    this.slotFreed?.();
    await Promise.allSettled(this.loops);
    const drained = await waitAll(this.inFlight, this.opts.shutdownTimeoutMs);
    if (!drained) this.log.warn({ inFlight: this.inFlight.size }, 'shutdown timeout: leaving requests to other replicas');
    try {
      const mine = (await cmd.xpending(this.stream, this.group, '-', '+', 1, this.consumer)) as unknown[];
      if (mine.length === 0) await cmd.xgroup('DELCONSUMER', this.stream, this.group, this.consumer);
      await cmd.del(rpcKeys.alive(this.prefix, this.service, this.consumer));
    } catch (err) {
      this.log.warn({ err }, 'could not leave the consumer group cleanly');
    }
    this.blocking?.disconnect();
    await cmd.quit().catch(() => cmd.disconnect());
  }

  private every(ms: number, fn: () => Promise<unknown>) {
    const t = setInterval(() => void fn().catch((err) => this.log.warn({ err }, 'rpc maintenance failed')), ms);
    t.unref();
    this.timers.push(t);
  }

  private async refreshBlockingId() {
    try {
      this.blockingClientId = Number(await this.blocking!.client('ID'));
    } catch {
      // reconnecting; the next 'ready' retries
    }
  }

  private async ensureGroup() {
    try {
      // From id 0: requests sent before any replica existed are still served (or answered TIMEOUT).
      await this.cmd!.xgroup('CREATE', this.stream, this.group, '0', 'MKSTREAM');
    } catch (err) {
      if (!String(err).includes('BUSYGROUP')) throw err;
    }
  }

  private async heartbeat() {
    const key = rpcKeys.alive(this.prefix, this.service, this.consumer);
    await this.cmd!.set(key, '1', 'PX', this.opts.heartbeatTtlMs);
  }

  private async readLoop(): Promise<void> {
    while (!this.stopping) {
      const free = this.opts.concurrency - this.inFlight.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (this.slotFreed = resolve));
        continue;
      }
      try {
        const res = (await this.blocking!.xreadgroup(
          'GROUP', this.group, this.consumer, 'COUNT', free, 'BLOCK', this.opts.blockMs, 'STREAMS', this.stream, '>',
        )) as [string, Entry[]][] | null;
        // Entries that arrive while stopping are ours (in our pending list): handle them anyway.
        if (res) {
          for (const [id, fields] of res[0][1]) if (fields) this.track(this.handleEntry(id, fields, 1, false));
          // The next read waits until the handlers have started (their own queries written): writing a command
          // wakes Redis, which on a small machine can take this process's core while the caller waits.
          await nextTurn();
        }
      } catch (err) {
        if (this.stopping) break;
        if (String(err).includes('NOGROUP')) await this.ensureGroup().catch(() => undefined);
        else this.log.warn({ err }, 'XREADGROUP failed');
        await sleep(250);
      }
    }
  }

  private async claimLoop(): Promise<void> {
    let cursor = '0-0';
    while (!this.stopping) {
      await Promise.race([sleep(this.opts.claimIntervalMs), this.stopped]);
      if (this.stopping) break;
      try {
        await this.claimFromDead();
        cursor = await this.claimOnce(cursor);
      } catch (err) {
        if (!this.stopping) this.log.warn({ err }, 'XAUTOCLAIM failed');
        cursor = '0-0';
      }
    }
  }

  /**
   * A replica killed mid-request leaves entries in its pending list. Once its liveness key has expired
   * they are claimed without waiting for claimIdleMs: not-yet-started requests run here, started ones
   * are answered UNAVAILABLE (at most once, see process()). Consumers long gone are removed.
   */
  private async claimFromDead(): Promise<void> {
    const cmd = this.cmd!;
    const consumers = ((await cmd.xinfo('CONSUMERS', this.stream, this.group)) as unknown[][]).map(toRecord);
    for (const c of consumers) {
      const name = String(c.name);
      const pendingCount = Number(c.pending);
      if (name === this.consumer) continue;
      if (pendingCount === 0 && Number(c.idle) < GONE_CONSUMER_IDLE_MS) continue;
      if ((await cmd.exists(rpcKeys.alive(this.prefix, this.service, name))) === 1) continue;
      if (pendingCount === 0) {
        await cmd.xgroup('DELCONSUMER', this.stream, this.group, name);
        continue;
      }
      const free = this.opts.concurrency - this.inFlight.size;
      if (free <= 0) return;
      const pending = (await cmd.xpending(this.stream, this.group, '-', '+', free, name)) as [string, string, number, number][];
      const ids = pending.filter((p) => Number(p[2]) >= DEAD_CLAIM_MIN_IDLE_MS).map((p) => p[0]);
      if (ids.length === 0) continue;
      // The min-idle makes a concurrent claimer's XCLAIM a no-op: only one replica takes each entry.
      const entries = (await cmd.xclaim(this.stream, this.group, this.consumer, DEAD_CLAIM_MIN_IDLE_MS, ...ids)) as Entry[];
      const live = entries.filter((e) => e[1] !== null);
      if (live.length === 0) continue;
      const deliveries = new Map(pending.map((p) => [p[0], Number(p[3]) + 1]));
      this.log.info({ count: live.length, from: name }, 'claimed requests left by a dead consumer');
      this.metrics?.rpcReclaimed(live.length);
      for (const [id, fields] of live) this.track(this.handleEntry(id, fields!, deliveries.get(id) ?? 2, true));
    }
  }

  private async claimOnce(cursor: string): Promise<string> {
    const free = this.opts.concurrency - this.inFlight.size;
    if (free <= 0) return cursor;
    const cmd = this.cmd!;
    const [next, entries] = (await cmd.xautoclaim(
      this.stream, this.group, this.consumer, this.opts.claimIdleMs, cursor, 'COUNT', free,
    )) as [string, Entry[], string[]?];
    const live = entries.filter((e) => e[1] !== null);
    if (live.length === 0) return next;
    // XAUTOCLAIM does not report delivery counts; the pending list does.
    const ids = live.map((e) => e[0]);
    const pending = (await cmd.xpending(
      this.stream, this.group, ids[0], ids[ids.length - 1], ids.length * 2, this.consumer,
    )) as [string, string, number, number][];
    const deliveries = new Map(pending.map((p) => [p[0], Number(p[3])]));
    this.log.info({ count: live.length }, 'claimed requests left by another consumer');
    this.metrics?.rpcReclaimed(live.length);
    for (const [id, fields] of live) this.track(this.handleEntry(id, fields!, deliveries.get(id) ?? 2, true));
    return next;
  }

  private track(p: Promise<void>) {
    this.inFlight.add(p);
    void p.finally(() => {
      this.inFlight.delete(p);
      const wake = this.slotFreed;
      this.slotFreed = undefined;
      wake?.();
    });
  }

  private async handleEntry(entryId: string, fields: string[], deliveries: number, claimed: boolean): Promise<void> {
    const env = parseEnvelope(fields);
    if (!env) {
      this.log.warn({ entryId }, 'dropping malformed RPC entry');
      await this.cmd!.xack(this.stream, this.group, entryId);
      return;
    }
    try {
      await this.process(env, entryId, deliveries, claimed);
    } catch (err) {
      // Redis failed mid-way: leave the entry pending; XAUTOCLAIM retries it under the dedupe rules.
      this.log.error({ err, requestId: env.id, pattern: env.pattern }, 'could not complete RPC entry');
    }
  }

  private async process(env: RequestEnvelope, entryId: string, deliveries: number, claimed: boolean) {
    const cmd = this.cmd!;
    if (env.deadline > 0 && Date.now() > env.deadline) {
      const reply = { code: ErrorCode.TIMEOUT, message: 'The request expired before it was handled' };
      this.metrics?.rpcServer(env.pattern, reply.code, 0);
      return this.finish(env, entryId, encodeErrorReply(env.id, reply));
    }
    const markerKey = rpcKeys.request(this.prefix, this.service, env.id);
    const ttl = Math.max(env.deadline - Date.now(), 0) + this.opts.resultTtlMs;
    const prev = (await cmd.call('SET', markerKey, `p:${this.consumer}`, 'PX', String(ttl), 'NX', 'GET')) as string | null;
    if (prev === null) {
      if (claimed && deliveries > this.opts.maxDeliveries) {
        const reply = { code: ErrorCode.UNAVAILABLE, message: `Request not handled after ${deliveries - 1} deliveries` };
        return this.finish(env, entryId, encodeErrorReply(env.id, reply));
      }
      return this.finish(env, entryId, await this.run(env, entryId, deliveries));
    }
    if (prev.startsWith('r')) return this.finish(env, entryId, prev.slice(1)); // answered before: re-send
    const owner = prev.slice(2);
    const ownerAlive = owner === this.consumer || (await cmd.exists(rpcKeys.alive(this.prefix, this.service, owner))) === 1;
    if (ownerAlive) {
      // A live replica is on it. A fresh duplicate entry is dropped; a claimed one stays pending
      // until the owner's XACK (acks are per group, not per consumer).
      if (!claimed) await cmd.xack(this.stream, this.group, entryId);
      return;
    }
    if (this.isIdempotent(env)) {
      // A read whose replica died mid-way: running it again is harmless.
      await cmd.set(markerKey, `p:${this.consumer}`, 'PX', ttl);
      return this.finish(env, entryId, await this.run(env, entryId, deliveries));
    }
    // The owner died mid-handler. Whether its work landed is unknown, so never run it twice.
    const reply = { code: ErrorCode.UNAVAILABLE, message: 'The service stopped while handling this request' };
    return this.finish(env, entryId, encodeErrorReply(env.id, reply));
  }

  /** Runs the handler; returns the encoded reply (or '' for events). */
  private async run(env: RequestEnvelope, entryId: string, deliveries: number): Promise<string> {
    const isEvent = env.replyTo === '';
    const handler = this.handlerOf(env.pattern);
    if (!handler) {
      this.log.warn({ pattern: env.pattern }, 'no handler for pattern');
      return encodeErrorReply(env.id, { code: ErrorCode.UNAVAILABLE, message: `No handler for ${env.pattern}` });
    }
    const ctx = new RedisStreamsContext([env.id, env.pattern, env.deadline, deliveries, entryId]);
    // The handler runs in the caller's trace, in a span of its own when spans are exported.
    const parent = env.traceparent ? extractTraceContext({ traceparent: env.traceparent, tracestate: env.tracestate }) : undefined;
    const span = spansExported()
      ? this.tracer.startSpan(env.pattern, { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'redis-streams', 'rpc.request_id': env.id } }, parent ?? ROOT_CONTEXT)
      : undefined;
    const traced = span ? trace.setSpan(parent ?? ROOT_CONTEXT, span) : parent;
    const started = performance.now();
    let code = 'OK';
    const handle = async () => {
      const data: unknown = env.body === '' ? undefined : JSON.parse(env.body);
      if (isEvent || handler.isEventHandler) {
        await this.handleEvent(env.pattern, { pattern: env.pattern, data }, ctx);
        return '';
      }
      const out: unknown = await handler(data, ctx);
      const value = isObservable(out) ? await lastValueFrom(out, { defaultValue: undefined }) : out;
      return encodeReply(env.id, value);
    };
    try {
      return await context.with(traced ?? ROOT_CONTEXT, handle);
    } catch (err) {
      const serialized = toSerializedError(err, this.log, { requestId: env.id, pattern: env.pattern });
      span?.setStatus({ code: SpanStatusCode.ERROR, message: serialized.code });
      code = serialized.code;
      return encodeErrorReply(env.id, serialized);
    } finally {
      span?.end();
      this.metrics?.rpcServer(env.pattern, code, (performance.now() - started) / 1000);
    }
  }

  /** A request (not an event) whose handler was registered with `@MessagePattern(p, { idempotent: true })`. */
  private isIdempotent(env: RequestEnvelope): boolean {
    if (env.replyTo === '') return false;
    return (this.handlerOf(env.pattern)?.extras as { idempotent?: unknown } | undefined)?.idempotent === true;
  }

  /** The exact pattern first: Nest's getHandlerByPattern would try to parse it as a JSON pattern. */
  private handlerOf(pattern: string): MessageHandler | null {
    return this.messageHandlers.get(pattern) ?? this.getHandlerByPattern(pattern);
  }

  /** Atomically, with the finish script: cache the reply for duplicates, push it to the caller, XACK. */
  private async finish(env: RequestEnvelope, entryId: string, reply: string) {
    const hasReply = env.replyTo !== '' && reply !== '';
    const markerKey = rpcKeys.request(this.prefix, this.service, env.id);
    const ttl = Math.max(env.deadline - Date.now(), 0) + this.opts.resultTtlMs;
    await this.cmd!.rpcFinish(
      markerKey, env.replyTo || markerKey, this.stream, this.group, entryId, reply, ttl, REPLY_TTL_MS, hasReply ? '1' : '0',
    );
  }

  private async trim() {
    // Everything before the oldest pending entry (or the last delivered one) has been acked.
    const cmd = this.cmd!;
    const summary = (await cmd.xpending(this.stream, this.group)) as [number, string | null, string | null, unknown];
    let minId = summary[0] > 0 ? summary[1] : null;
    if (!minId) {
      const groups = (await cmd.xinfo('GROUPS', this.stream)) as unknown[][];
      for (const g of groups) {
        const info = toRecord(g);
        if (info.name === this.group) minId = String(info['last-delivered-id']);
      }
    }
    if (minId && minId !== '0-0') await cmd.xtrim(this.stream, 'MINID', '~', minId);
  }
}

function toRecord(flat: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = flat[i + 1];
  return out;
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function waitAll(set: Set<Promise<void>>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (set.size > 0 && Date.now() < deadline) {
    await Promise.race([Promise.allSettled([...set]), sleep(Math.min(100, deadline - Date.now()))]);
  }
  return set.size === 0;
}

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { ErrorCode } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isObservable, lastValueFrom } from 'rxjs';
import { createLogger } from '../logging/logger.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { extractTraceContext, spansExported } from '../telemetry/telemetry.js';
import {
  encodeErrorReply,
  encodeReply,
  IDEMPOTENT,
  parseEnvelope,
  type RequestEnvelope,
} from './envelope.js';
import { RedisStreamsContext, runInRpcContext } from './redis-streams.context.js';
import { toSerializedError } from './rpc-errors.js';
import { Claimer } from './server/claimer.js';
import { ConsumerGroup, type Deliver } from './server/consumer-group.js';
import { Finisher } from './server/finisher.js';
import { InFlight } from './server/in-flight.js';
import { Reader } from './server/reader.js';

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
   * Entries idle this long in a live consumer's pending list are claimed; a claimed request whose owner is
   * alive is never run again, so this only recovers entries a replica dropped.
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
  /** How often acked entries are trimmed and consumers long gone removed from the group. */
  trimIntervalMs?: number;
  /** Upper bound on waiting for in-flight requests at close. */
  shutdownTimeoutMs?: number;
  /** Registers `<service>.ping` → { service, ok: true } (default true). */
  ping?: boolean;
  logger?: Logger;
  /** Records handled requests, reclaimed entries and the stream's pending count. */
  metrics?: ServiceMetrics;
}

type Settings = Required<Omit<RedisStreamsServerOptions, 'logger' | 'consumer' | 'keyPrefix' | 'metrics'>>;

/**
 * Nest transport strategy over Redis Streams: every replica of a service is a consumer of one group,
 * so each request reaches one replica. Exactly-once handling per request id is enforced by a marker
 * key taken with SET NX before the handler runs; see docs in API.md for the delivery rules.
 * The parts: a Reader of new entries, a Claimer of entries other consumers left, a Finisher (marker and
 * reply); this class decides what each entry gets and runs the Nest handlers.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  readonly consumer: string;
  private readonly service: string;
  private readonly prefix: string;
  private readonly opts: Settings;
  private readonly metrics?: ServiceMetrics;
  private readonly log: Logger;
  private readonly tracer = trace.getTracer('@patent-hub/service-kit');
  private readonly inFlight: InFlight;
  private cmd?: Redis;
  private group?: ConsumerGroup;
  private finisher?: Finisher;
  private reader?: Reader;
  private claimer?: Claimer;
  private closing?: Promise<void>;
  private readonly timers: NodeJS.Timeout[] = [];
  private heartbeat?: NodeJS.Timeout;

  constructor(options: RedisStreamsServerOptions) {
    super();
    this.service = options.service;
    this.prefix = options.keyPrefix ?? 'ph:';
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
    this.inFlight = new InFlight(this.opts.concurrency);
    this.initializeSerializer({});
    this.initializeDeserializer({});
    if (this.opts.ping) {
      const service = this.service;
      this.addHandler(
        `${service}.ping`,
        (async () => ({ service, ok: true })) as MessageHandler,
        false,
        IDEMPOTENT,
      );
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
      const cmd = new Redis(this.opts.redisUrl, {
        maxRetriesPerRequest: null,
        enableAutoPipelining: true,
        autoPipeliningIgnoredCommands: ['rpcFinish'],
      });
      this.cmd = cmd;
      const group = new ConsumerGroup(
        cmd,
        this.prefix,
        this.service,
        this.consumer,
        this.opts.heartbeatTtlMs,
        this.log,
      );
      this.group = group;
      this.finisher = new Finisher(group, this.opts.resultTtlMs);
      // Back after a Redis outage: say at once that this replica lives, before others think it dead.
      cmd.on('ready', () => void group.heartbeat().catch(() => undefined));
      cmd.on('error', (err) => this.log.warn({ err }, 'redis error'));
      await group.ensure();
      this.metrics?.observeStream({
        pending: () => group.pendingCount(),
        length: () => cmd.xlen(group.stream),
      });
      await group.heartbeat();
      this.heartbeat = this.every(Math.max(100, Math.floor(this.opts.heartbeatTtlMs / 4)), () =>
        group.heartbeat(),
      );
      this.every(this.opts.trimIntervalMs, () => group.upkeep());
      const deliver: Deliver = (entryId, fields, deliveries, claimed) =>
        this.inFlight.add(this.handleEntry(entryId, fields, deliveries, claimed));
      this.reader = new Reader(group, this.opts.redisUrl, this.opts.blockMs, this.inFlight, deliver);
      await this.reader.start();
      this.claimer = new Claimer(group, this.opts, this.inFlight, deliver, this.metrics);
      this.claimer.start();
      this.log.info({ stream: group.stream, consumer: this.consumer }, 'rpc server listening');
      callback();
    } catch (err) {
      this.cmd?.disconnect();
      this.reader?.disconnect();
      callback(err);
    }
  }

  /** Stops reading, finishes what is in flight (bounded), then leaves the group cleanly. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    // The heartbeat goes on while in-flight requests finish: else, after its TTL, other replicas would take this
    // replica for dead and claim (and run again) what it is still running.
    for (const t of this.timers) if (t !== this.heartbeat) clearInterval(t);
    const cmd = this.cmd;
    if (!cmd) return;
    await Promise.all([this.reader?.stop(), this.claimer?.stop()]);
    const drained = await this.inFlight.drain(this.opts.shutdownTimeoutMs);
    clearInterval(this.heartbeat);
    if (!drained)
      this.log.warn({ inFlight: this.inFlight.size }, 'shutdown timeout: leaving requests to other replicas');
    await this.group
      ?.leave()
      .catch((err: unknown) => this.log.warn({ err }, 'could not leave the consumer group cleanly'));
    await cmd.quit().catch(() => cmd.disconnect());
  }

  private every(ms: number, fn: () => Promise<unknown>) {
    const t = setInterval(
      () => void fn().catch((err) => this.log.warn({ err }, 'rpc maintenance failed')),
      ms,
    );
    t.unref();
    this.timers.push(t);
    return t;
  }

  private async handleEntry(
    entryId: string,
    fields: string[],
    deliveries: number,
    claimed: boolean,
  ): Promise<void> {
    const env = parseEnvelope(fields);
    if (!env) {
      this.log.warn({ entryId }, 'dropping malformed RPC entry');
      await this.group!.ack(entryId);
      return;
    }
    try {
      await this.process(env, entryId, deliveries, claimed);
    } catch (err) {
      // Redis failed mid-way: leave the entry pending; the claimer retries it under the dedupe rules.
      this.log.error({ err, requestId: env.id, pattern: env.pattern }, 'could not complete RPC entry');
    }
  }

  private async process(env: RequestEnvelope, entryId: string, deliveries: number, claimed: boolean) {
    const finisher = this.finisher!;
    if (env.deadline > 0 && Date.now() > env.deadline) {
      const reply = { code: ErrorCode.TIMEOUT, message: 'The request expired before it was handled' };
      this.metrics?.rpcServer(env.pattern, reply.code, 0);
      return finisher.finish(env, entryId, encodeErrorReply(env.id, reply));
    }
    const prev = await finisher.take(env);
    if (prev === null) {
      if (claimed && deliveries > this.opts.maxDeliveries) {
        const reply = {
          code: ErrorCode.UNAVAILABLE,
          message: `Request not handled after ${deliveries - 1} deliveries`,
        };
        return finisher.finish(env, entryId, encodeErrorReply(env.id, reply));
      }
      return finisher.finish(env, entryId, await this.run(env, entryId, deliveries));
    }
    if (prev.startsWith('r')) return finisher.finish(env, entryId, prev.slice(1)); // answered before: re-send
    if (await this.group!.isAlive(prev.slice(2))) {
      // A live replica is on it. A fresh duplicate entry is dropped; a claimed one stays pending
      // until the owner's XACK (acks are per group, not per consumer).
      if (!claimed) await this.group!.ack(entryId);
      return;
    }
    if (this.isIdempotent(env)) {
      // A read whose replica died mid-way: running it again is harmless.
      await finisher.takeOver(env);
      return finisher.finish(env, entryId, await this.run(env, entryId, deliveries));
    }
    // The owner died mid-handler. Whether its work landed is unknown, so never run it twice.
    const reply = { code: ErrorCode.UNAVAILABLE, message: 'The service stopped while handling this request' };
    return finisher.finish(env, entryId, encodeErrorReply(env.id, reply));
  }

  /** Runs the handler; returns the encoded reply (or '' for events). */
  private async run(env: RequestEnvelope, entryId: string, deliveries: number): Promise<string> {
    const isEvent = env.replyTo === '';
    const handler = this.handlerOf(env.pattern);
    if (!handler) {
      this.log.warn({ pattern: env.pattern }, 'no handler for pattern');
      return encodeErrorReply(env.id, {
        code: ErrorCode.UNAVAILABLE,
        message: `No handler for ${env.pattern}`,
      });
    }
    const ctx = new RedisStreamsContext([env.id, env.pattern, env.deadline, deliveries, entryId]);
    // The handler runs in the caller's trace, in a span of its own when spans are exported.
    const parent = env.traceparent
      ? extractTraceContext({ traceparent: env.traceparent, tracestate: env.tracestate })
      : undefined;
    const span = spansExported()
      ? this.tracer.startSpan(
          env.pattern,
          { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'redis-streams', 'rpc.request_id': env.id } },
          parent ?? ROOT_CONTEXT,
        )
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
      return await runInRpcContext(ctx, () => context.with(traced ?? ROOT_CONTEXT, handle));
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
}

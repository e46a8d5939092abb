import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createLogger } from '../logging/logger.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { injectTraceContext, spansExported } from '../telemetry/telemetry.js';
import { decodeReply, envelopeFields } from './envelope.js';
import { rpcKeys } from './keys.js';
import { waitForRedis } from './redis-ready.js';

export interface RpcClientOptions {
  redisUrl: string;
  keyPrefix?: string;
  /** Default per-call timeout (and message deadline); 10 s unless set. */
  defaultTimeoutMs?: number;
  /** Approximate cap on each request stream (XADD MAXLEN ~); a safety net, trimming is server-side. */
  maxStreamLength?: number;
  logger?: Logger;
  /** Records each call's duration and outcome by pattern. */
  metrics?: ServiceMetrics;
  /** How long connect() waits for Redis before failing (default 10 s). */
  connectTimeoutMs?: number;
  /**
   * When the Redis connection drops, calls already waiting get UNAVAILABLE if it is not back within
   * this long (default 1 s) instead of waiting out their deadline. New calls fail at once while it is down.
   */
  offlineGraceMs?: number;
}

export interface CallOptions {
  timeoutMs?: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: RpcError): void;
  timer: NodeJS.Timeout;
  span?: Span;
  pattern: string;
  started: number;
}

/**
 * Caller side of the Redis Streams transport. Requests go to the target service's stream; replies
 * come back on this process's own reply list (never pub/sub, so a reply cannot be missed).
 */
export class RedisStreamsClient extends ClientProxy {
  readonly clientId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  readonly replyKey: string;
  private readonly prefix: string;
  private readonly defaultTimeoutMs: number;
  private readonly maxStreamLength: number;
  private readonly log: Logger;
  private readonly tracer = trace.getTracer('@patent-hub/service-kit');
  private readonly pending = new Map<string, Pending>();
  private cmd?: Redis;
  private reader?: Redis;
  private connecting?: Promise<void>;
  private ready = false;
  private closed = false;
  private readLoopDone?: Promise<void>;
  private offlineTimer?: NodeJS.Timeout;
  /** Replies for no waiting call (late after a timeout, or a duplicate); exposed for tests and metrics. */
  unmatchedReplies = 0;

  constructor(private readonly options: RpcClientOptions) {
    super();
    this.prefix = options.keyPrefix ?? 'ph:';
    this.replyKey = rpcKeys.reply(this.prefix, this.clientId);
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? 10_000;
    this.maxStreamLength = options.maxStreamLength ?? 100_000;
    this.log = options.logger ?? createLogger('rpc-client');
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  connect(): Promise<void> {
    this.connecting ??= this.open();
    return this.connecting;
  }

  private async open() {
    // A request is written at once, not batched until the end of the event loop turn: the service can start
    // on it while this process finishes its turn (other commands, like DEL at close, still batch).
    this.cmd = new Redis(this.options.redisUrl, {
      maxRetriesPerRequest: null,
      enableAutoPipelining: true,
      autoPipeliningIgnoredCommands: ['xadd'],
    });
    this.reader = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    this.cmd.on('error', (err) => this.log.warn({ err }, 'redis error'));
    this.reader.on('error', (err) => !this.closed && this.log.warn({ err }, 'redis error (replies)'));
    for (const conn of [this.cmd, this.reader]) {
      conn.on('close', () => this.onConnectionLost());
      conn.on('ready', () => this.onConnectionBack());
    }
    try {
      const limit = this.options.connectTimeoutMs;
      await Promise.all([waitForRedis(this.cmd, limit), waitForRedis(this.reader, limit)]);
    } catch (err) {
      this.closed = true;
      this.cmd.disconnect();
      this.reader.disconnect();
      throw err;
    }
    this.ready = true;
    this.readLoopDone = this.readReplies();
  }

  /**
   * Sends a request to the pattern's service and resolves with its reply, untyped; rejects with RpcError.
   * Callers use RpcClient.call(def, payload), which types both from the contract.
   */
  request(pattern: string, data?: unknown, opts: CallOptions = {}): Promise<unknown> {
    return this.dispatch(pattern, data, opts);
  }

  private async dispatch(pattern: string, data: unknown, opts: CallOptions): Promise<unknown> {
    if (this.closed) throw new RpcError(ErrorCode.UNAVAILABLE, 'RPC client is closed');
    if (!this.ready) await this.connect();
    return new Promise<unknown>((resolve, reject) => {
      this.start(pattern, data, opts.timeoutMs ?? this.defaultTimeoutMs, resolve, reject);
    });
  }

  /** Both connections up: the request can be sent and its reply read. */
  private get online(): boolean {
    return this.cmd?.status === 'ready' && this.reader?.status === 'ready';
  }

  private onConnectionLost() {
    if (this.closed || !this.ready || this.offlineTimer) return;
    this.log.warn('lost the Redis connection: failing waiting RPC calls unless it is back soon');
    this.offlineTimer = setTimeout(() => {
      this.offlineTimer = undefined;
      if (this.online || this.closed) return;
      // The request may or may not have run; the caller gets 503 now rather than a hang to its deadline.
      for (const id of [...this.pending.keys()])
        this.settle(id, new RpcError(ErrorCode.UNAVAILABLE, 'The message broker is unavailable'));
    }, this.options.offlineGraceMs ?? 1_000);
    this.offlineTimer.unref();
  }

  private onConnectionBack() {
    if (!this.online || !this.offlineTimer) return;
    clearTimeout(this.offlineTimer);
    this.offlineTimer = undefined;
  }

  private start(
    pattern: string,
    data: unknown,
    timeoutMs: number,
    resolve: (v: unknown) => void,
    reject: (e: RpcError) => void,
  ): string {
    const id = randomUUID();
    const service = serviceOf(pattern);
    if (!this.online) {
      // ioredis would queue the command until Redis returns and the caller would wait out its deadline.
      this.options.metrics?.rpcClient(pattern, ErrorCode.UNAVAILABLE, 0);
      reject(new RpcError(ErrorCode.UNAVAILABLE, 'The message broker is unavailable'));
      return id;
    }
    // A span of its own when spans are exported; else the caller's trace context, if it is in one, travels as it is.
    const span = spansExported()
      ? this.tracer.startSpan(pattern, {
          kind: SpanKind.CLIENT,
          attributes: { 'rpc.system': 'redis-streams', 'rpc.request_id': id },
        })
      : undefined;
    const timer = setTimeout(() => {
      this.settle(
        id,
        new RpcError(ErrorCode.TIMEOUT, `${service} did not answer ${pattern} within ${timeoutMs} ms`),
      );
    }, timeoutMs);
    this.pending.set(id, { resolve, reject, timer, span, pattern, started: performance.now() });
    const active = context.active();
    const carrier = span
      ? injectTraceContext(trace.setSpan(active, span))
      : trace.getSpan(active)
        ? injectTraceContext(active)
        : {};
    const fields = envelopeFields({
      id,
      pattern,
      replyTo: this.replyKey,
      deadline: Date.now() + timeoutMs,
      traceparent: carrier.traceparent,
      tracestate: carrier.tracestate,
      body: data === undefined ? '' : JSON.stringify(data),
    });
    this.cmd!.xadd(
      rpcKeys.stream(this.prefix, service),
      'MAXLEN',
      '~',
      this.maxStreamLength,
      '*',
      ...fields,
    ).catch((err) => {
      this.log.warn({ err, pattern }, 'could not send RPC request');
      this.settle(id, new RpcError(ErrorCode.UNAVAILABLE, `Could not reach ${service}`));
    });
    return id;
  }

  private settle(id: string, err: RpcError | undefined, value?: unknown) {
    const p = this.pending.get(id);
    if (!p) return; // late or duplicate reply: the caller has its answer already
    this.pending.delete(id);
    clearTimeout(p.timer);
    if (err) p.span?.setStatus({ code: SpanStatusCode.ERROR, message: err.code });
    p.span?.end();
    this.options.metrics?.rpcClient(p.pattern, err ? err.code : 'OK', (performance.now() - p.started) / 1000);
    if (err) p.reject(err);
    else p.resolve(value);
  }

  private async readReplies() {
    while (!this.closed) {
      try {
        const res = (await this.reader!.call('BLMPOP', '1', '1', this.replyKey, 'RIGHT', 'COUNT', '512')) as
          [string, string[]] | null;
        if (!res) continue;
        for (const raw of res[1]) {
          const reply = decodeReply(raw);
          if (!reply) continue;
          if (!this.pending.has(reply.id)) this.unmatchedReplies++;
          if (reply.ok) this.settle(reply.id, undefined, reply.value);
          else this.settle(reply.id, reply.error);
        }
      } catch (err) {
        if (this.closed) break;
        this.log.warn({ err }, 'reading RPC replies failed');
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.offlineTimer);
    for (const id of [...this.pending.keys()])
      this.settle(id, new RpcError(ErrorCode.UNAVAILABLE, 'RPC client is closed'));
    this.reader?.disconnect();
    await this.readLoopDone?.catch(() => undefined);
    if (this.cmd) {
      await this.cmd.del(this.replyKey).catch(() => undefined); // late replies would only expire later
      await this.cmd.quit().catch(() => this.cmd?.disconnect());
    }
  }

  unwrap<T>(): T {
    return this.cmd as T;
  }

  /** Nest ClientProxy path (`send()`); unsubscribing stops waiting, the request still runs. */
  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern);
    const id = this.start(
      pattern,
      packet.data,
      this.defaultTimeoutMs,
      (response) => callback({ response, isDisposed: true }),
      (err) => callback({ err, isDisposed: true }),
    );
    return () => {
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      clearTimeout(p.timer);
      p.span?.end();
    };
  }

  /** Nest `emit()`: an event has no reply list; the server handles it once and acks. */
  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    await this.connect();
    const pattern = this.normalizePattern(packet.pattern);
    const fields = envelopeFields({
      id: randomUUID(),
      pattern,
      replyTo: '',
      deadline: Date.now() + this.defaultTimeoutMs,
      body: packet.data === undefined ? '' : JSON.stringify(packet.data),
      ...injectTraceContext(),
    });
    await this.cmd!.xadd(
      rpcKeys.stream(this.prefix, serviceOf(pattern)),
      'MAXLEN',
      '~',
      this.maxStreamLength,
      '*',
      ...fields,
    );
    return undefined as T;
  }
}

/** The target service is the pattern's first segment (`patents.search` → `patents`). */
function serviceOf(pattern: string): string {
  const dot = pattern.indexOf('.');
  return dot > 0 ? pattern.slice(0, dot) : pattern;
}

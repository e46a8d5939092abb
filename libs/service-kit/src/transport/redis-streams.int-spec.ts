import { Controller, Inject, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload, type MessageHandler } from '@nestjs/microservices';
import { context, trace } from '@opentelemetry/api';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapRpcService } from '../bootstrap/bootstrap-rpc-service.js';
import type { RunningService } from '../bootstrap/running-service.js';
import { createLogger } from '../logging/logger.js';
import { startTelemetry } from '../telemetry/telemetry.js';
import { deleteKeys, REDIS_URL, uniquePrefix } from '../../test/support/redis-keys.js';
import { decodeReply, encodeReply, envelopeFields, IDEMPOTENT } from './envelope.js';
import { rpcKeys } from './keys.js';
import { RedisStreamsServer, type RedisStreamsServerOptions } from './redis-streams.server.js';
import { RpcClient } from './rpc-client.js';

const logger = createLogger('test', { level: 'silent' });
const prefixes: string[] = [];
const closers: (() => Promise<unknown>)[] = [];
let redis: Redis;

function newPrefix() {
  const p = uniquePrefix();
  prefixes.push(p);
  return p;
}

async function client(prefix: string) {
  const c = await RpcClient.connect({ redisUrl: REDIS_URL, keyPrefix: prefix, logger });
  closers.push(() => c.close());
  return c;
}

/** A bare transport server (no Nest) with the given handlers. */
async function server(
  prefix: string,
  handlers: Record<string, (p: any) => unknown>,
  opts: Partial<RedisStreamsServerOptions> = {},
  idempotent: string[] = [],
) {
  const sut = new RedisStreamsServer({
    service: 'patents',
    redisUrl: REDIS_URL,
    keyPrefix: prefix,
    logger,
    ...opts,
  });
  for (const [pattern, fn] of Object.entries(handlers)) {
    sut.addHandler(
      pattern,
      (async (p: unknown) => fn(p)) as MessageHandler,
      false,
      idempotent.includes(pattern) ? IDEMPOTENT : {},
    );
  }
  await new Promise<void>((resolve, reject) =>
    sut.listen((err?: unknown) => (err ? reject(err) : resolve())),
  );
  closers.push(() => sut.close());
  return sut;
}

/** Puts a request in the stream and has a "ghost" consumer take delivery, as a replica that then dies would. */
async function ghostDelivered(prefix: string, id: string, replyTo: string, retryCount = 1) {
  const stream = rpcKeys.stream(prefix, 'patents');
  await redis.xgroup('CREATE', stream, 'patents', '0', 'MKSTREAM');
  const entryId = (await redis.xadd(
    stream,
    '*',
    ...envelopeFields({
      id,
      pattern: 'patents.count',
      replyTo,
      deadline: Date.now() + 10_000,
      body: '{}',
    }),
  ))!;
  await redis.xreadgroup('GROUP', 'patents', 'ghost', 'COUNT', 1, 'STREAMS', stream, '>');
  if (retryCount > 1) await redis.xclaim(stream, 'patents', 'ghost', 0, entryId, 'RETRYCOUNT', retryCount);
  return entryId;
}

/** Polls until the condition holds (the machine may be busy; fixed sleeps would flake). */
async function waitFor(cond: () => Promise<boolean> | boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function popReply(list: string) {
  const res = await redis.blpop(list, 5);
  return res ? decodeReply(res[1]) : undefined;
}

beforeAll(() => {
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  redis.disconnect();
  for (const p of prefixes) await deleteKeys(p);
});

describe(RedisStreamsServer.name, () => {
  it('answers 2,000 requests across two replicas, each handled exactly once', async () => {
    const prefix = newPrefix();
    const calls = new Map<number, number>();
    const byReplica = new Map<string, number>();

    @Controller()
    class CountingController {
      constructor(@Inject('REPLICA') private readonly replica: string) {}
      @MessagePattern('patents.count') count(@Payload() p: { n: number }) {
        calls.set(p.n, (calls.get(p.n) ?? 0) + 1);
        byReplica.set(this.replica, (byReplica.get(this.replica) ?? 0) + 1);
        return { n: p.n };
      }
    }
    @Module({})
    class CountingModule {}
    const replica = (name: string): DynamicModule => ({
      module: CountingModule,
      controllers: [CountingController],
      providers: [{ provide: 'REPLICA', useValue: name }],
    });
    const config = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RPC_TIMEOUT_MS: 10_000 };
    const replicas: RunningService[] = [
      await bootstrapRpcService({
        service: 'patents',
        module: replica('r1'),
        config,
        logger,
        transport: { concurrency: 64 },
      }),
      await bootstrapRpcService({
        service: 'patents',
        module: replica('r2'),
        config,
        logger,
        transport: { concurrency: 64 },
      }),
    ];
    closers.push(() => Promise.all(replicas.map((r) => r.close())));
    const sut = await client(prefix);

    const replies = await Promise.all(
      Array.from({ length: 2000 }, (_, n) => sut.request('patents.count', { n }) as Promise<{ n: number }>),
    );

    expect(replies.map((r) => r.n)).toEqual(Array.from({ length: 2000 }, (_, n) => n));
    expect(calls.size).toBe(2000);
    expect([...calls.values()].every((c) => c === 1)).toBe(true);
    expect(sut.unmatchedReplies).toBe(0); // no request was answered twice
    expect(byReplica.get('r1')).toBeGreaterThan(100);
    expect(byReplica.get('r2')).toBeGreaterThan(100);
  });

  it('rejects with TIMEOUT at the deadline when no replica is running', async () => {
    const sut = await client(newPrefix());
    const started = performance.now();
    const err = await sut.request('patents.count', {}, { timeoutMs: 400 }).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: ErrorCode.TIMEOUT });
    expect(elapsed).toBeGreaterThanOrEqual(395);
    expect(elapsed).toBeLessThan(1_000); // timer precision on a busy machine; a hang would be 10 s+
  });

  it('round-trips a 1 MB payload and a 1 MB result', async () => {
    const prefix = newPrefix();
    await server(prefix, { 'patents.echo': (p) => p });
    const sut = await client(prefix);
    const text = 'claim 1. A bracket comprising '.repeat(Math.ceil(1_048_576 / 30)).slice(0, 1_048_576);

    const reply = (await sut.request('patents.echo', { text })) as { text: string };

    expect(reply.text.length).toBe(1_048_576);
    expect(reply.text).toBe(text);
  });

  it('skips a request whose deadline passed before a replica read it and answers TIMEOUT', async () => {
    const prefix = newPrefix();
    const sut = await client(prefix);
    await expect(sut.request('patents.count', {}, { timeoutMs: 150 })).rejects.toMatchObject({
      code: ErrorCode.TIMEOUT,
    });
    let handled = 0;
    await server(prefix, { 'patents.count': () => ++handled });
    await waitFor(() => sut.unmatchedReplies === 1); // the TIMEOUT reply reached the caller after it gave up

    expect(handled).toBe(0);
    const [pending] = (await redis.xpending(rpcKeys.stream(prefix, 'patents'), 'patents')) as [number];
    expect(pending).toBe(0); // acked, not left to be claimed again
  });

  it('answers UNAVAILABLE without running the handler once the delivery limit is passed', async () => {
    const prefix = newPrefix();
    const replyTo = `${prefix}test:reply`;
    await ghostDelivered(prefix, 'req-limit', replyTo, 3);
    let handled = 0;
    await server(
      prefix,
      { 'patents.count': () => ++handled },
      { claimIdleMs: 100, claimIntervalMs: 100, maxDeliveries: 3 },
    );

    const reply = await popReply(replyTo);

    expect(reply).toMatchObject({ id: 'req-limit', ok: false, error: { code: ErrorCode.UNAVAILABLE } });
    expect(handled).toBe(0);
  });

  it('claims a request left unstarted by a dead replica and handles it once', async () => {
    const prefix = newPrefix();
    const replyTo = `${prefix}test:reply`;
    await ghostDelivered(prefix, 'req-orphan', replyTo);
    let handled = 0;
    await server(
      prefix,
      { 'patents.count': () => ({ handled: ++handled }) },
      { claimIdleMs: 100, claimIntervalMs: 100 },
    );

    const reply = await popReply(replyTo);

    expect(reply).toEqual({ id: 'req-orphan', ok: true, value: { handled: 1 } });
  });

  it('leaves a live replica its request until idle claimIdleMs, then claims it if it was never started', async () => {
    const prefix = newPrefix();
    const replyTo = `${prefix}test:reply`;
    await ghostDelivered(prefix, 'req-dropped', replyTo);
    await redis.set(rpcKeys.alive(prefix, 'patents', 'ghost'), '1', 'PX', 60_000); // alive, but it dropped the entry
    let handled = 0;
    await server(
      prefix,
      { 'patents.count': () => ({ handled: ++handled }) },
      { claimIdleMs: 2_000, claimIntervalMs: 100 },
    );

    await new Promise((r) => setTimeout(r, 500));
    expect(await redis.llen(replyTo)).toBe(0);
    const reply = await popReply(replyTo);

    expect(reply).toEqual({ id: 'req-dropped', ok: true, value: { handled: 1 } });
  });

  it('answers UNAVAILABLE instead of re-running a request a dead replica had started', async () => {
    const prefix = newPrefix();
    const replyTo = `${prefix}test:reply`;
    await ghostDelivered(prefix, 'req-started', replyTo);
    await redis.set(rpcKeys.request(prefix, 'patents', 'req-started'), 'p:ghost', 'PX', 60_000); // ghost has no alive key
    let handled = 0;
    await server(prefix, { 'patents.count': () => ++handled }, { claimIdleMs: 100, claimIntervalMs: 100 });

    const reply = await popReply(replyTo);

    expect(reply).toMatchObject({
      ok: false,
      error: { code: ErrorCode.UNAVAILABLE, message: 'The service stopped while handling this request' },
    });
    expect(handled).toBe(0);
  });

  it('runs an idempotent read again when a dead replica had started it (no UNAVAILABLE for a read)', async () => {
    const prefix = newPrefix();
    const replyTo = `${prefix}test:reply`;
    await ghostDelivered(prefix, 'req-read', replyTo);
    await redis.set(rpcKeys.request(prefix, 'patents', 'req-read'), 'p:ghost', 'PX', 60_000); // ghost has no alive key
    let handled = 0;
    await server(
      prefix,
      { 'patents.count': () => ({ handled: ++handled }) },
      { claimIdleMs: 100, claimIntervalMs: 100 },
      ['patents.count'],
    );

    const reply = await popReply(replyTo);

    expect(reply).toEqual({ id: 'req-read', ok: true, value: { handled: 1 } });
  });

  it('runs a slow idempotent read once even when replicas re-claim it while it runs', async () => {
    const prefix = newPrefix();
    let runs = 0;
    const slowRead = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 1_500));
      return { runs };
    };
    const opts = { claimIdleMs: 300, claimIntervalMs: 100 };
    await server(prefix, { 'patents.search': slowRead }, opts, ['patents.search']);
    await server(prefix, { 'patents.search': slowRead }, opts, ['patents.search']);
    const rpc = await client(prefix);

    await expect(rpc.request('patents.search', {}, { timeoutMs: 5_000 })).resolves.toEqual({ runs: 1 });
    expect(runs).toBe(1);
  });

  it('answers a read with its reply pushed (expiring like any reply) and its entry acknowledged', async () => {
    const prefix = newPrefix();
    await server(prefix, { 'patents.count': () => ({ n: 7, title: 'Widget — “quoted”' }) }, {}, [
      'patents.count',
    ]);
    const stream = rpcKeys.stream(prefix, 'patents');
    const replyTo = `${prefix}test-replies`;
    await redis.xadd(
      stream,
      '*',
      ...envelopeFields({
        id: 'read-1',
        pattern: 'patents.count',
        replyTo,
        deadline: Date.now() + 10_000,
        body: '{}',
      }),
    );

    await waitFor(async () => (await redis.llen(replyTo)) === 1);
    const ttl = await redis.pttl(replyTo);
    expect(ttl).toBeGreaterThan(60_000);
    expect(await popReply(replyTo)).toEqual({
      id: 'read-1',
      ok: true,
      value: { n: 7, title: 'Widget — “quoted”' },
    });
    await waitFor(async () => ((await redis.xpending(stream, 'patents')) as [number])[0] === 0);
  });

  it('leaves a read pending, to be answered again, when Redis refuses its reply', async () => {
    const prefix = newPrefix();
    let runs = 0;
    await server(prefix, { 'patents.count': () => ({ n: ++runs }) }, { claimIdleMs: 60_000 }, [
      'patents.count',
    ]);
    const stream = rpcKeys.stream(prefix, 'patents');
    const replyTo = `${prefix}test-replies`;
    await redis.set(replyTo, 'not a list'); // LPUSH answers WRONGTYPE, as it would answer OOM on a full Redis
    await redis.xadd(
      stream,
      '*',
      ...envelopeFields({
        id: 'read-2',
        pattern: 'patents.count',
        replyTo,
        deadline: Date.now() + 10_000,
        body: '{}',
      }),
    );

    await waitFor(() => runs === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(((await redis.xpending(stream, 'patents')) as [number])[0]).toBe(1);
    expect(await redis.get(replyTo)).toBe('not a list');
  });

  it('re-sends the cached reply of a redelivered request without running it again', async () => {
    const prefix = newPrefix();
    const replyTo = `${prefix}test:reply`;
    await ghostDelivered(prefix, 'req-done', replyTo);
    await redis.set(
      rpcKeys.request(prefix, 'patents', 'req-done'),
      `r${encodeReply('req-done', { first: true })}`,
      'PX',
      60_000,
    );
    let handled = 0;
    await server(prefix, { 'patents.count': () => ++handled }, { claimIdleMs: 100, claimIntervalMs: 100 });

    const reply = await popReply(replyTo);

    expect(reply).toEqual({ id: 'req-done', ok: true, value: { first: true } });
    expect(handled).toBe(0);
  });

  it('carries a large reply with text beyond Latin-1 byte for byte: to the caller, in the cached reply, when re-sent', async () => {
    const prefix = newPrefix();
    const big = { title: 'Cell’s “anode” — 5 µm 電池 😀 '.repeat(400), n: 1 };
    await server(
      prefix,
      { 'patents.save': () => big, 'patents.search': () => big },
      { claimIdleMs: 100, claimIntervalMs: 100 },
      ['patents.search'],
    );
    const rpc = await client(prefix);

    // A request with exactly-once handling: answered through the finish script, its reply cached under the marker.
    expect(await rpc.request('patents.save', {})).toEqual(big);
    const [marker] = await redis.keys(rpcKeys.request(prefix, 'patents', '*'));
    const id = marker.slice(rpcKeys.request(prefix, 'patents', '').length);
    expect((await redis.getBuffer(marker))!.equals(Buffer.from(`r${encodeReply(id, big)}`, 'utf8'))).toBe(
      true,
    );
    // A read (run again if its replica dies) comes back intact too.
    expect(await rpc.request('patents.search', {})).toEqual(big);

    // A redelivered request whose reply is cached gets those bytes again.
    const other = newPrefix();
    const replyTo = `${other}test:reply`;
    await ghostDelivered(other, 'req-big', replyTo);
    await redis.set(
      rpcKeys.request(other, 'patents', 'req-big'),
      `r${encodeReply('req-big', big)}`,
      'PX',
      60_000,
    );
    await server(other, { 'patents.count': () => 0 }, { claimIdleMs: 100, claimIntervalMs: 100 });
    const resent = await redis.blpopBuffer(replyTo, 5);
    expect(resent![1].equals(Buffer.from(encodeReply('req-big', big), 'utf8'))).toBe(true);
  });

  it('finishes in-flight requests on close and stops reading new ones', async () => {
    const prefix = newPrefix();
    let started = 0;
    let finished = 0;
    const sut = await server(prefix, {
      'patents.slow': async () => {
        started++;
        await new Promise((r) => setTimeout(r, 400));
        return ++finished;
      },
    });
    const rpc = await client(prefix);
    const calls = Array.from({ length: 10 }, () => rpc.request('patents.slow', {}));
    while (started < 10) await new Promise((r) => setTimeout(r, 10));

    await sut.close();

    expect(finished).toBe(10);
    await expect(Promise.all(calls)).resolves.toHaveLength(10);
    const late = rpc.request('patents.slow', {}, { timeoutMs: 300 });
    await expect(late).rejects.toMatchObject({ code: ErrorCode.TIMEOUT });
    expect(started).toBe(10);
    expect(await redis.xlen(rpcKeys.stream(prefix, 'patents'))).toBeGreaterThanOrEqual(1); // left for other replicas
  });

  it('keeps its heartbeat while finishing in-flight work on close, so no other replica runs that work again', async () => {
    const prefix = newPrefix();
    let runsA = 0;
    let runsB = 0;
    const fast = { heartbeatTtlMs: 300, claimIdleMs: 5_000, claimIntervalMs: 100 };
    const a = await server(
      prefix,
      {
        'patents.slow': async () => {
          runsA++;
          await new Promise((r) => setTimeout(r, 1_200)); // four heartbeat TTLs
          return 'a';
        },
      },
      fast,
    );
    const rpc = await client(prefix);
    const call = rpc.request('patents.slow', {}, { timeoutMs: 10_000 });
    while (runsA < 1) await new Promise((r) => setTimeout(r, 10));
    const closing = a.close();
    await server(prefix, { 'patents.slow': () => `b${++runsB}` }, fast);

    await expect(call).resolves.toBe('a');
    await closing;
    expect(runsB).toBe(0);
  });

  it('carries the W3C trace context from the caller into the handler', async () => {
    startTelemetry('service-kit-test', '');
    const prefix = newPrefix();
    await server(prefix, { 'patents.trace': () => trace.getSpan(context.active())?.spanContext().traceId });
    const rpc = await client(prefix);
    const tracer = trace.getTracer('test');

    const [callerTraceId, handlerTraceId] = await tracer.startActiveSpan('caller', async (span) => {
      const seen = await rpc.request('patents.trace', {});
      span.end();
      return [span.spanContext().traceId, seen];
    });

    expect(handlerTraceId).toMatch(/^[0-9a-f]{32}$/);
    expect(handlerTraceId).toBe(callerTraceId);
  });

  it("makes no spans of its own without an exporter: the handler runs in the caller's span; a call outside any span carries no trace", async () => {
    startTelemetry('service-kit-test', '');
    const prefix = newPrefix();
    await server(
      prefix,
      { 'patents.trace': () => trace.getSpan(context.active())?.spanContext() ?? null },
      { trimIntervalMs: 60_000 },
    );
    const rpc = await client(prefix);
    const tracer = trace.getTracer('test');

    const [caller, seen] = await tracer.startActiveSpan('caller', async (span) => {
      const inHandler = await rpc.request('patents.trace', {});
      span.end();
      return [span.spanContext(), inHandler];
    });
    expect(seen).toMatchObject({ traceId: caller.traceId, spanId: caller.spanId });

    expect(await rpc.request('patents.trace', {})).toBeNull();
    const entries = (await redis.xrange(rpcKeys.stream(prefix, 'patents'), '-', '+')) as [string, string[]][];
    const fields = entries.map(([, f]) => f.filter((_, i) => i % 2 === 0));
    expect(fields[0]).toContain('tp');
    expect(fields[1]).not.toContain('tp');
  });

  it('trims acknowledged entries from the stream', async () => {
    const prefix = newPrefix();
    await server(prefix, { 'patents.count': () => 1 }, { trimIntervalMs: 200 });
    const rpc = await client(prefix);
    for (let i = 0; i < 5; i++)
      await Promise.all(Array.from({ length: 200 }, () => rpc.request('patents.count', {})));
    const stream = rpcKeys.stream(prefix, 'patents');
    const info = (await redis.xinfo('STREAM', stream)) as unknown[];
    expect(info[info.indexOf('entries-added') + 1]).toBe(1000);

    // MINID ~ trims whole radix nodes (100 entries each), so a few acked entries may stay.
    await waitFor(async () => (await redis.xlen(stream)) < 200);
  });
});

describe(RpcClient.name, () => {
  it('fails to connect within its time limit when Redis does not answer', async () => {
    const started = performance.now();
    const err = await RpcClient.connect({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: 'ph:t:none:',
      logger,
      connectTimeoutMs: 300,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err)).toContain('did not answer within 300 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

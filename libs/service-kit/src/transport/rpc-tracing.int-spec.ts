// Spans of RPC calls when this process exports them: the telemetry's real OTLP/HTTP exporter posts to a loopback
// collector, and the handler's span is the caller's span's child. (Without an exporter the transport makes no
// spans and carries the caller's own trace context: redis-streams.int-spec.ts.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessageHandler } from '@nestjs/microservices';
import { context, trace } from '@opentelemetry/api';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { spansExported, startTelemetry } from '../telemetry/telemetry.js';
import { deleteKeys, REDIS_URL, uniquePrefix } from '../../test/support/redis-keys.js';
import { RedisStreamsServer } from './redis-streams.server.js';
import { RpcClient } from './rpc-client.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
const logger = createLogger('test', { level: 'silent' });
const prefix = uniquePrefix();

afterAll(() => deleteKeys(prefix));

describe('RPC spans, exported', () => {
  it('makes a client span for the call and a server span, its child, around the handler', async () => {
    const posts: string[] = [];
    const collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        posts.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const telemetry = startTelemetry(
      'rpc-tracing-test',
      `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    );
    expect(spansExported()).toBe(true);
    const server = new RedisStreamsServer({
      service: 'patents',
      redisUrl: REDIS_URL,
      keyPrefix: prefix,
      logger,
    });
    server.addHandler(
      'patents.trace',
      (async () => trace.getSpan(context.active())?.spanContext().spanId) as MessageHandler,
      false,
    );
    await new Promise<void>((resolve, reject) =>
      server.listen((err?: unknown) => (err ? reject(err) : resolve())),
    );
    const rpc = await RpcClient.connect({ redisUrl: REDIS_URL, keyPrefix: prefix, logger });
    try {
      const handlerSpanId = await rpc.request('patents.trace', {});
      await telemetry.shutdown(); // flushes the batch to the collector

      const spans: OtlpSpan[] = posts.flatMap((p) =>
        (JSON.parse(p) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap(
          (r) => r.scopeSpans.flatMap((s) => s.spans),
        ),
      );
      const client = spans.find((s) => s.name === 'patents.trace' && s.kind === 3);
      const handler = spans.find((s) => s.name === 'patents.trace' && s.kind === 2);
      expect(client).toBeDefined();
      expect(handler).toMatchObject({
        traceId: client!.traceId,
        parentSpanId: client!.spanId,
        spanId: handlerSpanId,
      });
    } finally {
      await rpc.close();
      await server.close();
      await new Promise((r) => collector.close(r));
    }
  });
});

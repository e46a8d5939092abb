import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
  type TestRedisPrefix,
} from '@patent-hub/testing';
import {
  startAnalysisQueueFixture,
  waitFor,
  type AnalysisQueueFixture,
} from '../../test/support/analysis-queue-fixture.js';
import { fixtureDeps } from '../../test/support/fixture-deps.js';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let f: AnalysisQueueFixture;
let tdb: TestDatabase;
let redis: TestRedisPrefix;

beforeAll(async () => {
  // W3C propagation and an async-hooks context manager, as startTelemetry registers them in every process.
  provider.register();
  tdb = await createTestDatabase();
  redis = createTestRedisPrefix();
  f = await startAnalysisQueueFixture({ databaseUrl: tdb.url, keyPrefix: redis.prefix });
  f.startWorker(fixtureDeps());
});
afterAll(async () => {
  await f?.stop();
  await redis?.clean();
  await tdb?.drop();
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
});

describe('analysis job trace context', () => {
  it("returns the worker's span as a child of the span that enqueued the analysis", async () => {
    const enqueuing = trace.getTracer('test').startSpan('POST /api/patents/:id/analyze');
    const { jobId } = await context.with(trace.setSpan(context.active(), enqueuing), () =>
      f.sut.analyze('trace-user', '9999001'),
    );
    enqueuing.end();

    const job = await f.queue.queue.getJob(jobId);
    const { traceId, spanId } = enqueuing.spanContext();
    expect(job?.data.traceparent).toBe(`00-${traceId}-${spanId}-01`);

    const consumer = await waitFor(() =>
      exporter.getFinishedSpans().find((s) => s.name === 'ai-analysis process'),
    );
    expect(consumer.spanContext().traceId).toBe(traceId);
    expect(consumer.parentSpanContext?.spanId).toBe(spanId);
    expect(consumer.attributes['messaging.message.id']).toBe(jobId);
  });

  it('returns a job without traceparent when nothing is traced, and the worker still runs it in a new trace', async () => {
    exporter.reset();
    const { jobId } = await f.sut.analyze('trace-user-2', '9999001');
    expect((await f.queue.queue.getJob(jobId))?.data.traceparent).toBeUndefined();
    const consumer = await waitFor(() =>
      exporter.getFinishedSpans().find((s) => s.attributes['messaging.message.id'] === jobId),
    );
    expect(consumer.parentSpanContext).toBeUndefined();
    expect(consumer.status.code).not.toBe(2);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@patent-hub/service-kit';
import { createTestDatabase, createTestRedisPrefix, type TestDatabase, type TestRedisPrefix } from '@patent-hub/testing';
import { AnalysesRepository } from '../analysis/analyses.repository.js';
import { AnalysisService } from '../analysis/analysis.service.js';
import { fixtureDeps } from '../testing/fixture-deps.js';
import { analysisJobLifecycle } from './analysis-job.handler.js';
import { AnalysisQueue } from './analysis.queue.js';
import { createAnalysisWorker } from './analysis.worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let tdb: TestDatabase;
let database: Database;
let redis: TestRedisPrefix;
let queue: AnalysisQueue;
let worker: Worker;
let sut: AnalysisService;

beforeAll(async () => {
  // W3C propagation and an async-hooks context manager, as startTelemetry registers them in every process.
  provider.register();
  tdb = await createTestDatabase();
  redis = createTestRedisPrefix();
  database = await createDatabase({ url: tdb.url, schema: 'ai', max: 4, migrationsFolder: path.resolve(here, '../../drizzle') });
  const repo = new AnalysesRepository(database.db);
  queue = new AnalysisQueue({ redisUrl, keyPrefix: redis.prefix, attempts: 1, backoffMs: 50 });
  sut = new AnalysisService(repo, queue, async (n) => n);
  worker = createAnalysisWorker({ redisUrl, keyPrefix: redis.prefix, concurrency: 1, lockDurationMs: 5_000, stalledIntervalMs: 5_000 }, analysisJobLifecycle(repo, fixtureDeps()));
});
afterAll(async () => {
  await worker?.close();
  await queue?.close();
  await database?.close();
  await redis?.clean();
  await tdb?.drop();
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
});

const waitFor = async <T>(fn: () => T | undefined, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('analysis job trace context', () => {
  it("returns the worker's span as a child of the span that enqueued the analysis", async () => {
    const enqueuing = trace.getTracer('test').startSpan('POST /api/patents/:id/analyze');
    const { jobId } = await context.with(trace.setSpan(context.active(), enqueuing), () => sut.analyze('trace-user', '9999001'));
    enqueuing.end();

    const job = await queue.queue.getJob(jobId);
    const { traceId, spanId } = enqueuing.spanContext();
    expect(job?.data.traceparent).toBe(`00-${traceId}-${spanId}-01`);

    const consumer = await waitFor(() => exporter.getFinishedSpans().find((s) => s.name === 'ai-analysis process'));
    expect(consumer.spanContext().traceId).toBe(traceId);
    expect(consumer.parentSpanContext?.spanId).toBe(spanId);
    expect(consumer.attributes['messaging.message.id']).toBe(jobId);
  });

  it('returns a job without traceparent when nothing is traced, and the worker still runs it in a new trace', async () => {
    exporter.reset();
    const { jobId } = await sut.analyze('trace-user-2', '9999001');
    expect((await queue.queue.getJob(jobId))?.data.traceparent).toBeUndefined();
    const consumer = await waitFor(() => exporter.getFinishedSpans().find((s) => s.attributes['messaging.message.id'] === jobId));
    expect(consumer.parentSpanContext).toBeUndefined();
    expect(consumer.status.code).not.toBe(2);
  });
});

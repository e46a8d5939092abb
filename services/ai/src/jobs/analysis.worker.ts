import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { ANALYZE_PATENT_JOB, bullPrefix, type AnalyzePatentJob } from '@patent-hub/contracts';
import { extractTraceContext } from '@patent-hub/service-kit';
import { bullConnection } from './analysis.queue.js';

export interface WorkerSettings {
  redisUrl: string;
  keyPrefix: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
}

export interface JobLifecycle {
  run(data: AnalyzePatentJob, job: Job): Promise<void>;
  /** Called when the job will be retried (attempt failed, backoff pending). */
  retrying(data: AnalyzePatentJob, reason: string): Promise<void>;
  /** Called once the job has failed for good (attempts exhausted, unrecoverable, or stalled too often). */
  failed(data: AnalyzePatentJob, reason: string): Promise<void>;
}

/** A BullMQ worker for analyze-patent jobs; a worker killed mid-job leaves a stalled job that another worker retries. */
export function createAnalysisWorker(s: WorkerSettings, life: JobLifecycle): Worker {
  const worker = new Worker(
    ANALYZE_PATENT_JOB.queue,
    async (job: Job) => {
      const parsed = ANALYZE_PATENT_JOB.schema.safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(
          `Invalid job payload: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        );
      await traced(parsed.data, job, () => life.run(parsed.data, job));
    },
    {
      connection: bullConnection(s.redisUrl),
      prefix: bullPrefix(s.keyPrefix),
      concurrency: s.concurrency,
      lockDuration: s.lockDurationMs,
      stalledInterval: s.stalledIntervalMs,
      maxStalledCount: 2,
    },
  );
  worker.on('failed', (job, err) => {
    if (!job) return;
    const data = ANALYZE_PATENT_JOB.schema.safeParse(job.data);
    if (!data.success) return;
    void job
      .getState()
      .then((state) =>
        state === 'failed' ? life.failed(data.data, err.message) : life.retrying(data.data, err.message),
      )
      .catch(() => undefined);
  });
  worker.on('error', () => undefined); // connection errors are retried by BullMQ; never crash the process
  return worker;
}

const tracer = trace.getTracer('ai-worker');

/** Runs one attempt in a consumer span that is a child of the enqueuing context (the job's traceparent), when there is one. */
async function traced(data: AnalyzePatentJob, job: Job, run: () => Promise<void>): Promise<void> {
  const parent = extractTraceContext({ traceparent: data.traceparent });
  const span = tracer.startSpan(
    `${ANALYZE_PATENT_JOB.queue} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.destination.name': ANALYZE_PATENT_JOB.queue,
        'messaging.message.id': job.id ?? '',
        'ai.job.attempt': job.attemptsMade + 1,
      },
    },
    parent,
  );
  try {
    await context.with(trace.setSpan(parent, span), run);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}

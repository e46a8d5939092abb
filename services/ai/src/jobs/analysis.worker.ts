import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { ANALYZE_PATENT_JOB, bullPrefix, type AnalyzePatentJob } from '@patent-hub/contracts';
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
      if (!parsed.success) throw new UnrecoverableError(`Invalid job payload: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
      await life.run(parsed.data, job);
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
    void job.getState().then((state) => (state === 'failed' ? life.failed(data.data, err.message) : life.retrying(data.data, err.message))).catch(() => undefined);
  });
  worker.on('error', () => undefined); // connection errors are retried by BullMQ; never crash the process
  return worker;
}

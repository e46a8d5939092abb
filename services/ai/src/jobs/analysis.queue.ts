import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { ANALYZE_PATENT_JOB, bullPrefix, type AnalyzePatentJob } from '@patent-hub/contracts';
import { injectTraceContext } from '@patent-hub/service-kit';

/** BullMQ opens its own connections; it needs maxRetriesPerRequest null and a noeviction Redis. */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
}

export interface QueueSettings {
  redisUrl: string;
  keyPrefix: string;
  attempts: number;
  backoffMs: number;
}

export class AnalysisQueue {
  readonly queue: Queue;

  constructor(private readonly s: QueueSettings) {
    this.queue = new Queue(ANALYZE_PATENT_JOB.queue, {
      connection: bullConnection(s.redisUrl),
      prefix: bullPrefix(s.keyPrefix),
    });
  }

  jobOptions(jobId: string): JobsOptions {
    return {
      jobId,
      attempts: this.s.attempts,
      backoff: { type: 'exponential', delay: this.s.backoffMs },
      // Results live in PostgreSQL; Redis keeps finished jobs only briefly (failed ones longer, for diagnosis).
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }

  /** The job carries the W3C traceparent of the enqueuing context, so the worker's span joins the request's trace. */
  async add(data: AnalyzePatentJob, jobId: string): Promise<void> {
    const traceparent = data.traceparent ?? injectTraceContext().traceparent;
    const payload = ANALYZE_PATENT_JOB.schema.parse(traceparent ? { ...data, traceparent } : data);
    await this.queue.add(ANALYZE_PATENT_JOB.name, payload, this.jobOptions(jobId));
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

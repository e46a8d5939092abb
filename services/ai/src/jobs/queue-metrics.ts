import type { QueueProbe, ServiceMetrics } from '@patent-hub/service-kit';
import type { Queue, Worker } from 'bullmq';

const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'] as const;

/** A BullMQ queue's depth per state and oldest waiting job, read when Prometheus scrapes. */
export function bullQueueProbe(queue: Queue): QueueProbe {
  return {
    name: queue.name,
    counts: () => queue.getJobCounts(...STATES),
    oldestWaitingMs: async () => {
      const [oldest] = await queue.getJobs(['waiting', 'prioritized'], 0, 0, true);
      return oldest ? Math.max(Date.now() - oldest.timestamp, 0) : undefined;
    },
  };
}

/** Run time and outcome of every job attempt this worker finishes. */
export function recordJobMetrics(worker: Worker, metrics: ServiceMetrics): void {
  const seconds = (job: { processedOn?: number; finishedOn?: number }) =>
    job.processedOn ? Math.max((job.finishedOn ?? Date.now()) - job.processedOn, 0) / 1000 : 0;
  worker.on('completed', (job) => metrics.jobFinished(worker.name, 'completed', seconds(job)));
  worker.on('failed', (job) => metrics.jobFinished(worker.name, 'failed', job ? seconds(job) : 0));
}

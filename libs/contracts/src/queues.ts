import { z } from 'zod';

/**
 * Queue jobs are defined once: {name, queue, version, schema}. Payloads carry ids, not rows.
 * BullMQ key prefix is `${REDIS_KEY_PREFIX}bull` so every deployment/test keeps its own keys;
 * queue names never contain ':' (BullMQ reserves it).
 */
export interface QueueJobDefinition<S extends z.ZodType> {
  name: string;
  queue: string;
  version: number;
  schema: S;
}

export const analyzePatentJobSchema = z.object({
  jobVersion: z.literal(1),
  userId: z.string().min(1),
  patentNumber: z.string().min(1),
  /** The analysis version (per user and patent) this job produces. */
  analysisVersion: z.number().int().positive(),
  traceparent: z.string().optional(),
});
export type AnalyzePatentJob = z.infer<typeof analyzePatentJobSchema>;

export const ANALYZE_PATENT_JOB = {
  name: 'analyze-patent',
  queue: 'ai-analysis',
  version: 1,
  schema: analyzePatentJobSchema,
} as const satisfies QueueJobDefinition<typeof analyzePatentJobSchema>;

export const bullPrefix = (keyPrefix: string) => `${keyPrefix}bull`;

/** One job id per user, patent and analysis version: a repeated request for the same version dedupes. */
export const analyzePatentJobId = (userId: string, patentNumber: string, analysisVersion: number) =>
  `analysis_${userId}_${patentNumber}_v${analysisVersion}`.replace(/[^A-Za-z0-9_-]/g, '-');

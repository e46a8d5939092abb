import { z } from 'zod';
import { baseEnvSchema } from '@patent-hub/service-kit';

const int = (def: number, min = 1, max = 3_600_000) => z.coerce.number().int().min(min).max(max).default(def);

/** The ai service's and worker's environment, read once at boot. */
export const aiEnvSchema = baseEnvSchema.extend({
  AI_PROVIDER: z.enum(['local', 'openai']).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: int(60_000, 100),
  OPENAI_MAX_RETRIES: int(3, 0, 10),
  AI_WORKER_CONCURRENCY: int(2, 1, 64),
  AI_JOB_ATTEMPTS: int(3, 1, 20),
  AI_JOB_BACKOFF_MS: int(2_000, 10),
  AI_JOB_LOCK_MS: int(30_000, 500),
  AI_JOB_STALLED_INTERVAL_MS: int(30_000, 200),
  /** The real-data folder; the patent-law texts are read from its `legal` folder (default ../shared/data). */
  PATENT_DATA_DIR: z.string().min(1).optional(),
});
export type AiConfig = z.infer<typeof aiEnvSchema>;

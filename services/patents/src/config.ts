import { baseEnvSchema } from '@patent-hub/service-kit';
import { z } from 'zod';

export const patentsEnvSchema = baseEnvSchema.extend({
  USPTO_API_KEY: z.string().min(1).optional(),
  USPTO_API_BASE_URL: z.string().url().default('https://api.uspto.gov'),
  USPTO_BULK_BASE_URL: z.string().url().default('https://bulkdata.uspto.gov'),
  ODP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  // With a key, searches also look in the ODP (off: only patents.get falls back to it).
  ODP_SEARCH: z.enum(['on', 'off']).default('on'),
  ODP_SEARCH_DEADLINE_MS: z.coerce.number().int().min(100).max(30_000).default(2_500),
  ODP_SEARCH_LIMIT: z.coerce.number().int().min(1).max(100).default(25),
  PATENT_CORPUS_DIR: z.string().optional(),
  PATENT_DATA_DIR: z.string().optional(),
  // How often replicas look for newly ingested patents to add to the in-memory BM25 index.
  BM25_REFRESH_MS: z.coerce.number().int().min(100).default(2_000),
  // While the index loads at start, how long a search may wait for it before answering unranked (see search.service).
  INDEX_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
});
export type PatentsConfig = z.infer<typeof patentsEnvSchema>;

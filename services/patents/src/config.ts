import { baseEnvSchema } from '@patent-hub/service-kit';
import { z } from 'zod';

export const patentsEnvSchema = baseEnvSchema
  .extend({
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
    // The search backend: embedded (PostgreSQL + the in-memory BM25 index, one machine up to about a million
    // patents) or opensearch (an OpenSearch cluster; the patents replicas then hold no index). See docs/deployment.md.
    SEARCH_BACKEND: z.enum(['embedded', 'opensearch']).default('embedded'),
    OPENSEARCH_URL: z.string().url().optional(),
    OPENSEARCH_USERNAME: z.string().min(1).optional(),
    OPENSEARCH_PASSWORD: z.string().min(1).optional(),
    // PEM file of the CA that signed the cluster's HTTP certificate, when it is not a public one.
    OPENSEARCH_CA_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SEARCH_BACKEND === 'opensearch' && !env.OPENSEARCH_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['OPENSEARCH_URL'],
        message: 'required when SEARCH_BACKEND=opensearch (e.g. https://opensearch.example.internal:9200)',
      });
  });
export type PatentsConfig = z.infer<typeof patentsEnvSchema>;

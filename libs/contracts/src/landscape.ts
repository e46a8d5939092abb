import { z } from 'zod';
import type { RpcDefinition } from './rpc.js';

// What a landscape needs of patents the caller already chose (issue 26): the strategy's landscape is drawn from the
// similar patents above the relevance floor, computed in the ai service; the patents service gives their facts.

export const landscapeFactsSchema = z.object({
  numbers: z.array(z.string().trim().min(1).max(40)).max(500),
});
export const landscapeFactSchema = z.object({
  patentNumber: z.string(),
  assignee: z.string().nullable(),
  filingDate: z.string().nullable(),
  /** Grant or publication date (the sort date). */
  date: z.string().nullable(),
  cpc: z.array(z.string()),
});
export type LandscapeFact = z.infer<typeof landscapeFactSchema>;
export const landscapeFactsResultSchema = z.object({ patents: z.array(landscapeFactSchema) });

export const PATENTS_LANDSCAPE = {
  facts: {
    pattern: 'patents.landscapeFacts',
    payload: landscapeFactsSchema,
    result: landscapeFactsResultSchema,
    idempotent: true,
  },
} as const satisfies Record<string, RpcDefinition>;

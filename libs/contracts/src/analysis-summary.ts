import { z } from 'zod';
import type { RpcDefinition } from './rpc.js';

// The analysis dashboard's figures computed by the ai service (issue 26): the mean novelty of the latest complete
// analysis of each patent asked about, instead of the browser fetching every analysis.

export const analysisSummaryBodySchema = z
  .object({
    patentNumbers: z
      .array(z.string({ error: 'patentNumbers must hold patent numbers' }).trim().min(1).max(40), {
        error: 'patentNumbers must be a list of patent numbers',
      })
      .max(1000, 'patentNumbers must hold at most 1000 patent numbers'),
  })
  .meta({ id: 'AnalysisSummaryBody' });
export const analysisSummaryRpcSchema = analysisSummaryBodySchema.extend({ userId: z.string().min(1) });
export const analysisSummaryResultSchema = z
  .object({
    /** Mean novelty (0–10) over the analyses that assessed it; null when none did. */
    meanNovelty: z.number().nullable(),
    /** Complete analyses found, and how many of them assessed novelty. */
    analyses: z.number().int(),
    assessed: z.number().int(),
  })
  .meta({ id: 'AnalysisSummary' });
export type AnalysisSummary = z.infer<typeof analysisSummaryResultSchema>;

export const AI_SUMMARY = {
  analysisSummary: {
    pattern: 'ai.analysisSummary',
    payload: analysisSummaryRpcSchema,
    result: analysisSummaryResultSchema,
    idempotent: true,
  },
} as const satisfies Record<string, RpcDefinition>;

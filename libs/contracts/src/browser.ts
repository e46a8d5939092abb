import { z } from 'zod';

// Records the web app keeps in local browser storage (SPEC §3, keys in values.ts); the server never sees them.

export const localChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['assistant', 'user']),
  content: z.string(),
  timestamp: z.string(),
});
export type LocalChatMessage = z.infer<typeof localChatMessageSchema>;

export const localChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  messages: z.array(localChatMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LocalChat = z.infer<typeof localChatSchema>;

export const patentDraftSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** Comma-separated names, as typed. */
    inventors: z.string(),
    abstract: z.string(),
    background: z.string(),
    summary: z.string(),
    detailedDescription: z.string(),
    claims: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PatentDraft' });
export type PatentDraft = z.infer<typeof patentDraftSchema>;

export const strategyAnalysisSchema = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  opportunities: z.array(z.string()),
  threats: z.array(z.string()),
  competitiveLandscape: z.string(),
  filingStrategy: z.string(),
  recommendations: z.array(z.string()),
});
export type StrategyAnalysis = z.infer<typeof strategyAnalysisSchema>;

export const strategySessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  scenario: z.string(),
  analysis: strategyAnalysisSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StrategySession = z.infer<typeof strategySessionSchema>;

import { baseEnvSchema } from '@patent-hub/service-kit';
import { z } from 'zod';

export const libraryEnvSchema = baseEnvSchema.extend({
  // The saved list waits at most this long for the ai service's hasAnalysis answer, then shows false.
  LIBRARY_AI_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
});
export type LibraryConfig = z.infer<typeof libraryEnvSchema>;

import { baseEnvSchema } from '@patent-hub/service-kit';

/** The library needs nothing beyond the base settings (database, Redis, timeouts). */
export const libraryEnvSchema = baseEnvSchema;

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** The Drizzle handle every repository gets (from service-kit's createDatabase). */
export type AiDb = NodePgDatabase<Record<string, never>>;
export const AI_DB = Symbol('AI_DB');

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** The service's Drizzle handle (from service-kit's createDatabase), injected into repositories. */
export const LIBRARY_DB = Symbol('LIBRARY_DB');
export type LibraryDb = NodePgDatabase<Record<string, unknown>>;

/** Ids are UUIDs; anything else cannot name a row, so it answers "not found" without a query. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

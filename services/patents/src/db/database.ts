import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';

/** What the patents service gets from service-kit's createDatabase (search_path = patents). */
export interface PatentsDatabase { db: NodePgDatabase; pool: Pool }
export const PATENTS_DATABASE = Symbol('PATENTS_DATABASE');

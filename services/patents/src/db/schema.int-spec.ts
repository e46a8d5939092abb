import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import * as schema from './schema.js';

let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
const declared = Object.values(schema)
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((t) => getTableConfig(t));

/** 'table.column type [not null] [generated]' for every column, from schema.ts. */
function fromSchema(): string[] {
  return declared
    .flatMap((t) =>
      t.columns.map((c) => {
        const generated = c.generated ? ' generated' : '';
        return `${t.name}.${c.name} ${c.getSQLType()}${c.notNull || c.primary ? ' not null' : ''}${generated}`;
      }),
    )
    .sort();
}

describe('patents schema.ts', () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
  });
  afterAll(() => ctx?.stop());

  it('declares exactly the tables, columns, types and nullability the migrations create', async () => {
    const { rows } = await ctx.database.pool.query<{ col: string }>(`
      SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
        || CASE WHEN a.attgenerated = 's' THEN ' generated' ELSE '' END AS col
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'patents' AND c.relkind = 'r' AND c.relname <> '__drizzle_migrations' AND a.attnum > 0 AND NOT a.attisdropped`);
    expect(rows.map((r) => r.col).sort()).toEqual(fromSchema());
  });

  it('declares every index and primary key of the migrations, and no other', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string }>(`
      SELECT c.relname || '.' || i.relname AS name FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'patents' AND c.relname <> '__drizzle_migrations' AND NOT x.indisprimary AND NOT x.indisunique`);
    const indexes = declared.flatMap((t) => t.indexes.map((i) => `${t.name}.${i.config.name}`)).sort();
    expect(rows.map((r) => r.name).sort()).toEqual(indexes);
  });

  it('declares the primary keys, unique columns and foreign keys of the migrations', async () => {
    const { rows } = await ctx.database.pool.query<{ c: string }>(`
      SELECT t.relname || ' ' || k.contype::text || ' ' || (SELECT string_agg(a.attname, ',' ORDER BY a.attname) FROM pg_attribute a
        WHERE a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)) AS c
      FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'patents' AND t.relname <> '__drizzle_migrations' AND k.contype IN ('p', 'u', 'f')`);
    const keys = declared
      .flatMap((t) => [
        ...t.columns.filter((c) => c.primary).map((c) => `${t.name} p ${c.name}`),
        ...t.primaryKeys.map(
          (k) =>
            `${t.name} p ${k.columns
              .map((c) => c.name)
              .sort()
              .join(',')}`,
        ),
        ...t.columns.filter((c) => c.isUnique).map((c) => `${t.name} u ${c.name}`),
        ...t.foreignKeys.map(
          (f) =>
            `${t.name} f ${f
              .reference()
              .columns.map((c) => c.name)
              .sort()
              .join(',')}`,
        ),
      ])
      .sort();
    expect(rows.map((r) => r.c).sort()).toEqual(keys);
  });
});

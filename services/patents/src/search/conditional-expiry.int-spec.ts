import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { readFile } from '../ingest/sources.js';
import { PatentsRepository } from '../patents/patents.repository.js';
import { testAlias, useOpenSearch } from '../../test/support/search-engines.js';
import { PatentsIndexer } from './opensearch/patents-indexer.js';
import { statusQuery } from './opensearch/query-dsl.js';
import { statusCondition } from './search-sql.js';

// Attorney re-review of issue 23: US7862893's expiry rests on a benefit claim read only from its description, "2025-04-18
// if the benefit claim to 11/097,073 stands; else 2028-03-02". Its search card words both; the `expired` filter still
// listed it by the earlier date. A conditional expiry is not plainly expired until both dates have passed.
const XML = 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg110104.small.xml';
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;

const listed = async (status: 'granted' | 'expired', numbers: string[]) =>
  (
    (await ctx.database.db.execute(
      sql`SELECT p.patent_number FROM patents.patents p WHERE p.patent_number = ANY(${sql.param(numbers)}::text[])
        AND ${statusCondition(status)} ORDER BY 1`,
    )) as unknown as { rows: { patent_number: string }[] }
  ).rows.map((r) => r.patent_number);

describe('search status of a conditional expiry (US7862893)', () => {
  let plain: string;
  beforeAll(async () => {
    ctx = await startCorpusDb();
    const records: PatentRecord[] = [];
    for await (const item of readFile(dataPath(XML))) if (item.kind === 'record') records.push(item.record);
    await ctx.repo.upsertBatch(records);
    // Another grant of the same week whose term has plainly ended (no benefit claim read from the description).
    const res = (await ctx.database.db.execute(sql`SELECT patent_number FROM patents.patents
      WHERE is_granted AND expiration_date < current_date AND dates->'expiry'->'without_description' IS NULL
      ORDER BY patent_number LIMIT 1`)) as unknown as { rows: { patent_number: string }[] };
    plain = res.rows[0].patent_number;
  });
  afterAll(async () => {
    await ctx?.stop();
  });

  it('is not listed as expired while its later date has not passed, and is listed under granted', async () => {
    const detail = await new PatentsRepository(ctx.database.db).detail('7862893');
    expect(detail!.extras.dates!.expiry).toMatchObject({
      date: '2025-04-18',
      exact: false,
      without_description: { date: '2028-03-02', claims: ['11/097,073'] },
    });
    expect(await listed('expired', ['7862893', plain])).toEqual([plain]);
    expect(await listed('granted', ['7862893', plain])).toEqual(['7862893']);
  });

  it('is listed alike by the OpenSearch backend', async () => {
    const os = await useOpenSearch();
    const alias = testAlias('cond');
    try {
      await new PatentsIndexer(ctx.database.db, os.client, { alias }).index();
      await os.client.indices.refresh({ index: alias });
      const inOs = async (status: 'granted' | 'expired') => {
        const res = await os.client.search({
          index: alias,
          body: {
            size: 10,
            query: {
              bool: { filter: [{ terms: { patent_number: ['7862893', plain] } }, statusQuery(status)!] },
            },
          },
        });
        return res.body.hits.hits.map((h) => h._id).sort();
      };
      expect(await inOs('expired')).toEqual([plain]);
      expect(await inOs('granted')).toEqual(['7862893']);
    } finally {
      await os.client.indices.delete({ index: `${alias}*`, ignore_unavailable: true });
      await os.release();
    }
  });

  it('is listed as expired once both dates have passed', async () => {
    await ctx.database.db.execute(sql`UPDATE patents.patents
      SET dates = jsonb_set(dates, '{expiry,without_description,date}', '"2025-06-01"') WHERE patent_number = '7862893'`);
    expect(await listed('expired', ['7862893'])).toEqual(['7862893']);
    expect(await listed('granted', ['7862893'])).toEqual([]);
  });
});

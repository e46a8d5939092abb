import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { DATES_RULES } from '../dates/patent-dates.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { readFile } from '../ingest/sources.js';
import { PatentsRepository } from '../patents/patents.repository.js';
import { statusCondition } from '../search/search-sql.js';

// Rows written before migration 0002 (no dates, the old expiration_date) or by older date rules are recomputed.
const XML = 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml';
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;

const rowsOf = async (numbers: string[]) =>
  (
    (await ctx.database.db.execute(sql`SELECT patent_number, dates IS NULL AS no_dates, dates_rules,
      expiration_date::text, dates->'expiry'->>'date' AS expiry, dates->'effective_filing_date'->>'basis' AS basis
      FROM patents.patents WHERE patent_number = ANY(${sql.param(numbers)}::text[]) ORDER BY patent_number`)) as unknown as {
      rows: {
        patent_number: string;
        no_dates: boolean;
        dates_rules: number | null;
        expiration_date: string | null;
        expiry: string | null;
        basis: string | null;
      }[];
    }
  ).rows;

describe('CorpusRepository.refreshDates', () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
    const records: PatentRecord[] = [];
    for await (const item of readFile(dataPath(XML))) if (item.kind === 'record') records.push(item.record);
    await ctx.repo.upsertBatch(records);
  });
  afterAll(async () => {
    await ctx?.stop();
  });

  it('recomputes rows without dates or with older rules, and the detail reads them without computing', async () => {
    const all = await rowsOf(['8418361']);
    expect(all[0]).toMatchObject({
      no_dates: false,
      dates_rules: DATES_RULES,
      expiration_date: '2028-06-26',
    });
    const fresh = await ctx.repo.refreshDates();
    expect(fresh).toBe(0);

    // Old-style rows: US8418361 as written before 0002 (17 years from grant), another with rules of an older revision.
    const db = ctx.database.db;
    await db.execute(sql`UPDATE patents.patents SET dates = NULL, dates_rules = NULL, expiration_date = '2030-04-16'
      WHERE patent_number = '8418361'`);
    const other = (
      (await db.execute(
        sql`SELECT patent_number FROM patents.patents WHERE patent_number <> '8418361' AND dates IS NOT NULL ORDER BY patent_number LIMIT 1`,
      )) as unknown as { rows: { patent_number: string }[] }
    ).rows[0].patent_number;
    const [before] = await rowsOf([other]);
    await db.execute(sql`UPDATE patents.patents SET dates_rules = 1,
      dates = jsonb_set(dates, '{effective_filing_date,basis}', '"stale basis"') WHERE patent_number = ${other}`);
    const repo = new PatentsRepository(db);
    expect((await repo.detail('8418361'))!.extras.dates).toBeNull();

    expect(await ctx.repo.refreshDates(1)).toBe(2);
    const after = await rowsOf(['8418361', other]);
    expect(after.find((r) => r.patent_number === '8418361')).toMatchObject({
      no_dates: false,
      dates_rules: DATES_RULES,
      expiration_date: '2028-06-26',
      expiry: '2028-06-26',
    });
    expect(after.find((r) => r.patent_number === '8418361')!.basis).toContain(
      'its earliest US non-provisional filing is division 12/213,975',
    );
    expect(after.find((r) => r.patent_number === other)).toEqual(before);
    const detail = await repo.detail('8418361');
    expect(detail!.extras.dates).toMatchObject({
      term_start: { date: '2008-06-26' },
      expiry: { date: '2028-06-26', exact: true },
    });
    expect(await ctx.repo.refreshDates()).toBe(0);
  });

  it('recomputes a record without a filing date: no expiry, so search no longer calls it expired', async () => {
    // US6023738 in the NVIDIA corpus's PatentsView table: granted 2000-02-08, no filing date. The old rules gave
    // 17 years from grant (2017-02-08, "expired"); a grant after 1995-06-08 does not show a filing before it.
    const table = 'corpora/Qin717__nvidia_analytics/data_cleaned/nvidia_patent.csv';
    let record: PatentRecord | undefined;
    for await (const item of readFile(dataPath(table)))
      if (item.kind === 'record' && item.record.patentNumber === '6023738') record = item.record;
    expect(record).toMatchObject({ filingDate: null, grantDate: '2000-02-08' });
    await ctx.repo.upsertBatch([record!]);
    const db = ctx.database.db;
    await db.execute(sql`UPDATE patents.patents SET dates_rules = 2, expiration_date = '2017-02-08',
      dates = jsonb_set(dates, '{expiry,date}', '"2017-02-08"') WHERE patent_number = '6023738'`);
    const expired = async () =>
      (
        (await db.execute(
          sql`SELECT p.patent_number FROM patents.patents p WHERE p.patent_number = '6023738' AND ${statusCondition('expired')}`,
        )) as unknown as { rows: unknown[] }
      ).rows.length;
    expect(await expired()).toBe(1);
    expect(await ctx.repo.refreshDates()).toBe(1);
    const [row] = await rowsOf(['6023738']);
    expect(row).toMatchObject({ dates_rules: DATES_RULES, expiration_date: null, expiry: null });
    expect(await expired()).toBe(0);
  });
});

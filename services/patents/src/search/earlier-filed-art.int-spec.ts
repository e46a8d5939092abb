import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { ingest } from '../ingest/ingest-runner.js';
import { Bm25IndexHolder } from './bm25-index.holder.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

// Issue 23: patents.similar with byFilingDate also returns US documents filed before the cut-off and granted after
// it (prior art as of their US filing date), with that date. Real grants: US7474034 (SAW element, cut-off 2005-12-16)
// and US7157991 (SAW device, filed 2003-12-29, granted 2007-01-02).
const XML = 'uspto-xml/PatentsView__PatentsView-DB/ipgxml';
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
let sut: SearchService;
let query: { text: string; cutoff: string };

describe('SearchService.similar: earlier-filed US documents (byFilingDate)', () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
    await ingest(ctx.repo, [dataPath(`${XML}/ipg070102.small.xml`), dataPath(`${XML}/ipg090106.small.xml`)]);
    sut = new SearchService(new SearchRepository(ctx.database.db), new Bm25IndexHolder(ctx.database.db, 0));
    const res = await ctx.database.db.execute(
      sql`SELECT title, abstract, dates->'effective_filing_date'->>'date' AS cutoff FROM patents.patents
        WHERE patent_number = '7474034'`,
    );
    const row = (res as unknown as { rows: { title: string; abstract: string; cutoff: string }[] }).rows[0];
    query = { text: `${row.title}. ${row.abstract}`, cutoff: row.cutoff };
  });
  afterAll(() => ctx?.stop());

  it('leaves it out by its grant date, and returns it with its US filing date when asked', async () => {
    expect(query.cutoff).toBe('2005-12-16');
    const ask = (byFilingDate: boolean) =>
      sut.similar({ text: query.text, before: query.cutoff, byFilingDate, exclude: ['7474034'], limit: 50 });
    expect((await ask(false)).results.map((r) => r.patentNumber)).not.toContain('7157991');
    const { results } = await ask(true);
    const found = results.find((r) => r.patentNumber === '7157991');
    expect(found).toMatchObject({ date: '2007-01-02', filingDate: '2003-12-29', nationalStage: false });
    expect(found?.applicationNumber?.replace(/\D/g, '')).toBe('10746255');
    expect(found?.inventors?.join('; ')).toMatch(/Kawachi/);
    // Its application's pre-grant publication, which dates it as art before the cut-off (pre-AIA 102(a), (b)).
    expect(found).toMatchObject({ publicationDate: '2005-01-06', publicationNumber: 'US20050003790A1' });
    // Its IPC (classifications-ipcr; the grant prints no CPC), which the analysis' field test compares by subclass.
    expect(found).toMatchObject({ cpc: [], ipc: ['H03H9/25', 'H03H9/64'] });
    // Every result is dated before the cut-off, or filed in the US before it or claiming a US application that is
    // (a pre-AIA cut-off: a foreign priority does not count, MPEP 2136.03).
    for (const r of results) {
      const filed = [r.filingDate, r.usBenefit?.date].filter((d): d is string => !!d).sort()[0] ?? '9';
      expect(r.date! < query.cutoff || filed < query.cutoff, r.patentNumber).toBe(true);
    }
    expect(results.some((r) => r.date! >= query.cutoff)).toBe(true);
  });
});

// A reference's own benefit claims (issue 23): real grants of the 2012 and 2013 slices.
describe('SearchService.similar: US documents dated by the applications they claim (byFilingDate)', () => {
  let db: Awaited<ReturnType<typeof startCorpusDb>>;
  let search: SearchService;
  const card = async (n: string) => {
    const res = await db.database.db.execute(
      sql`SELECT title, abstract FROM patents.patents WHERE patent_number = ${n}`,
    );
    const row = (res as unknown as { rows: { title: string; abstract: string }[] }).rows[0];
    return `${row.title}. ${row.abstract}`;
  };
  const found = async (n: string, before: string) =>
    (await search.similar({ text: await card(n), before, byFilingDate: true, limit: 50 })).results.find(
      (r) => r.patentNumber === n,
    );
  beforeAll(async () => {
    db = await startCorpusDb();
    await ingest(db.repo, [dataPath(`${XML}/ipg120103.small.xml`), dataPath(`${XML}/ipg130416.small.xml`)]);
    search = new SearchService(new SearchRepository(db.database.db), new Bm25IndexHolder(db.database.db, 0));
  });
  afterAll(() => db?.stop());

  it('returns US8089850 (filed 2007-12-28) for a 2007-09-28 cut-off through its provisional of 2006-12-29', async () => {
    const r = await found('8089850', '2007-09-28');
    expect(r).toMatchObject({
      filingDate: '2007-12-28',
      usBenefit: { relation: 'provisional', applicationNumber: '60877605', date: '2006-12-29' },
      foreignPriority: null,
    });
    // Not before its provisional.
    expect(await found('8089850', '2006-12-29')).toBeUndefined();
  });

  it('leaves out US8421436 (filed 2009-12-10) for a pre-AIA cut-off after its KR priority of 2008-12-10', async () => {
    expect(await found('8421436', '2009-06-01')).toBeUndefined();
    expect(await found('8421436', '2010-01-01')).toMatchObject({
      filingDate: '2009-12-10',
      usBenefit: null,
      foreignPriority: { relation: 'foreign', country: 'KR', date: '2008-12-10' },
    });
  });
});

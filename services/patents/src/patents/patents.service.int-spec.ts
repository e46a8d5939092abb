import { ErrorCode, parseOrThrow, searchQuerySchema } from '@patent-hub/contracts';
import { Bm25IndexHolder } from '../search/bm25-index.holder.js';
import { SearchRepository } from '../search/search.repository.js';
import { EMPTY_CORPUS_MESSAGE, SearchService } from '../search/search.service.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdpClient } from '../odp/odp-client.js';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { startOdpReplay, type Replay } from '../../test/support/odp-replay-server.js';
import { LegalTexts } from '../dates/legal-texts.js';
import { dataDir, dataPath } from '../../test/support/data-dir.js';
import { readFile } from '../ingest/sources.js';
import { PatentsRepository } from './patents.repository.js';
import { PatentsService } from './patents.service.js';

let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
let odp: Replay;

/** Stores one real record of a data file and gives the service reading it (no ODP). */
async function storedFrom(path: string, number: string): Promise<PatentsService> {
  for await (const item of readFile(dataPath(path)))
    if (item.kind === 'record' && item.record.patentNumber === number)
      await ctx.repo.upsertBatch([item.record]);
  return new PatentsService(
    new PatentsRepository(ctx.database.db),
    ctx.repo,
    null,
    LegalTexts.load(dataDir()),
  );
}

describe(PatentsService.name, () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
    odp = await startOdpReplay();
  });
  afterAll(async () => {
    await odp?.close();
    await ctx?.stop();
  });

  it('says how to add data when the corpus is empty', async () => {
    const search = new SearchService(
      new SearchRepository(ctx.database.db),
      new Bm25IndexHolder(ctx.database.db, 0),
    );
    expect(await search.search(parseOrThrow(searchQuerySchema, {}))).toMatchObject({
      success: true,
      message: EMPTY_CORPUS_MESSAGE,
      data: { total: 0 },
    });
  });

  it('fetches a patent missing from the corpus from the ODP, stores it and answers from the corpus next time', async () => {
    const sut = new PatentsService(
      new PatentsRepository(ctx.database.db),
      ctx.repo,
      new OdpClient({ baseUrl: odp.url, apiKey: 'k', minRetryDelayMs: 10 }),
      LegalTexts.load(dataDir()),
    );
    const first = await sut.get('US11646472B2');
    expect(first).toMatchObject({
      patent_number: '11646472',
      application_status: 'Patented Case',
      status: 'Granted',
      docket_number: 'PLUSP040X1C4US',
    });
    expect(first.parent_applications).toHaveLength(12);
    // Dates from the ODP's continuity and term adjustment, stored at ingest, with the legal texts' revision.
    expect(first.dates?.effective_filing_date).toMatchObject({
      date: '2004-02-06',
      exact: false,
      earliest_possible: true,
    });
    expect(first.dates?.expiry).toMatchObject({ date: '2025-02-12', exact: true, pta_days: 304 });
    expect(first.dates?.expiry.citations[0]).toMatchObject({
      law: '35 U.S.C.',
      section: '154(a)(2)',
      url: 'https://www.law.cornell.edu/uscode/text/35/154',
    });
    expect(first.dates?.expiry.citations[0].revision).toMatch(/OLRC/);
    const stored = await ctx.database.pool.query<{
      dates: { expiry: { date: string } };
      expiration_date: string;
    }>(`SELECT dates, expiration_date::text FROM patents.patents WHERE patent_number = '11646472'`);
    expect(stored.rows[0]).toMatchObject({
      expiration_date: '2025-02-12',
      dates: { expiry: { date: '2025-02-12' } },
    });
    const calls = odp.requests.length;
    expect(await ctx.repo.count()).toBe(1);
    expect((await sut.get('11646472')).patent_number).toBe('11646472');
    expect(odp.requests.length).toBe(calls);
  });

  it('recomputes at start the dates of a row stored before they were (dates null) the same way as at ingest', async () => {
    const sut = await storedFrom(
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg120103.small.xml',
      '8088102',
    );
    const before = await sut.get('8088102');
    expect(before.dates?.expiry).toMatchObject({
      date: '2018-11-24',
      terminal_disclaimer: true,
      pta_days: 264,
    });
    await ctx.database.pool.query(
      `UPDATE patents.patents SET dates = NULL, dates_rules = NULL WHERE patent_number = '8088102'`,
    );
    // Reads no longer compute dates; the start-up refresh (app.ts) does, once.
    expect((await sut.get('8088102')).dates).toBeUndefined();
    expect(await ctx.repo.refreshDates()).toBe(1);
    expect((await sut.get('8088102')).dates).toEqual(before.dates);
  });

  it('stores and gives the IPC codes a grant prints: IPCR (2012), edition-7 IPC (2005)', async () => {
    const ipg = 'uspto-xml/PatentsView__PatentsView-DB/ipgxml';
    const lcd = await (await storedFrom(`${ipg}/ipg120103.small.xml`, '8089596')).get('8089596');
    expect(lcd).toMatchObject({ cpc_classifications: [], ipc_classifications: ['G02F1/1337'] });
    const cooler = await (await storedFrom(`${ipg}/ipg050104.small.xml`, '6837063')).get('6837063');
    expect(cooler.ipc_classifications).toEqual(['F25D23/12', 'F25D27/00', 'F28D15/00', 'H05K7/20']);
    // Read back, the record hashes as written: storing it again changes nothing.
    for await (const item of readFile(dataPath(`${ipg}/ipg050104.small.xml`)))
      if (item.kind === 'record' && item.record.patentNumber === '6837063')
        expect(await ctx.repo.upsertBatch([item.record])).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it("stores a reissue's original patent grant date and gives it in the dates, also after a recompute", async () => {
    // USRE49257 reissues US10124207, granted 2018-11-13 (the XML's parent-grant-document): its fees run from it.
    const sut = await storedFrom('uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml', 'RE49257');
    const original = { number: '10124207', application_number: '15577437', grant_date: '2018-11-13' };
    expect((await sut.get('RE49257')).dates?.original_patent).toEqual(original);
    await ctx.database.pool.query(`UPDATE patents.patents SET dates = NULL WHERE patent_number = 'RE49257'`);
    expect(await ctx.repo.refreshDates()).toBe(1);
    expect((await sut.get('RE49257')).dates?.original_patent).toEqual(original);
  });

  it('lists the corpus patents citing a patent, by its number as printed or zero-padded', async () => {
    const sut = new PatentsService(
      new PatentsRepository(ctx.database.db),
      ctx.repo,
      null,
      LegalTexts.load(dataDir()),
    );
    expect((await sut.get('11646472')).cited_by).toEqual([]);
    // 8088102's real references do not name 11646472 (a later grant): add one as it would be printed.
    await ctx.database.pool
      .query(`INSERT INTO patents.citations (patent_number, seq, document_number, country)
      VALUES ('8088102', 9001, '11646472', 'US'), ('11646472', 9001, '08088102', 'US'), ('11646472', 9002, '8088102', 'JP')`);
    const cited = await sut.get('11646472');
    expect(cited.cited_by).toEqual([
      { patent_number: '8088102', patent_title: expect.any(String), patent_date: '2012-01-03' },
    ]);
    expect((await sut.get('8088102')).cited_by.map((c) => c.patent_number)).toEqual(['11646472']);
    // The analysis' forward-citation count is the same look-up.
    const search = new SearchService(
      new SearchRepository(ctx.database.db),
      new Bm25IndexHolder(ctx.database.db, 0),
    );
    for (const n of ['11646472', 'US8088102'])
      expect((await search.priorArtCorpus({ patentNumber: n })).forwardCitations).toBe(1);
  });

  it('gives the card, claims and description of several patents in one call, as patents.get does one by one', async () => {
    const sut = new PatentsService(
      new PatentsRepository(ctx.database.db),
      ctx.repo,
      null,
      LegalTexts.load(dataDir()),
    );
    const { results } = await sut.fullTexts(['US8088102B2', '11646472', '7654321']);
    expect(results.map((r) => r.patentNumber).sort()).toEqual(['11646472', '8088102']);
    for (const r of results) {
      const one = await sut.get(r.patentNumber);
      expect(r.claims).toEqual(one.claims.map((c) => c.text));
      expect(r.description).toBe(one.description ?? '');
      // The card too (issue 23: a reference of record is charted from it).
      expect([r.title, r.abstract ?? null, r.date]).toEqual([
        one.patent_title,
        one.patent_abstract ?? null,
        one.patent_date,
      ]);
      // Its classification codes, shown with a reference of record the corpus holds (issue 23).
      expect([r.cpc, r.ipc]).toEqual([one.cpc_classifications, one.ipc_classifications ?? []]);
    }
    expect(results.find((r) => r.patentNumber === '8088102')!.claims.length).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND when neither the corpus nor the ODP knows the number', async () => {
    const sut = new PatentsService(
      new PatentsRepository(ctx.database.db),
      ctx.repo,
      new OdpClient({ baseUrl: odp.url, apiKey: 'k', minRetryDelayMs: 10 }),
      LegalTexts.load(dataDir()),
    );
    await expect(sut.get('US1234567')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('answers NOT_FOUND without calling anyone when no ODP key is configured', async () => {
    const sut = new PatentsService(
      new PatentsRepository(ctx.database.db),
      ctx.repo,
      null,
      LegalTexts.load(dataDir()),
    );
    await expect(sut.get('US7654321')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

import {
  ErrorCode,
  parseOrThrow,
  RpcError,
  searchQuerySchema,
  SORT_OPTIONS,
  type SearchQueryInput,
} from '@patent-hub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statusShown } from '../domain/patent-status.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { ingest } from '../ingest/ingest-runner.js';
import { readFile } from '../ingest/sources.js';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { Bm25IndexHolder } from './bm25-index.holder.js';
import { parseQuery } from './query-parser.js';
import { filterConditions, orderBy } from './search-sql.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

const XML = 'uspto-xml/PatentsView__PatentsView-DB';
const ODP = 'odp-api/patent-dev__uspto-odp/demo/examples';
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
let sut: SearchService;

const run = async (input: SearchQueryInput) =>
  sut.search(parseOrThrow(searchQuerySchema, { dateRange: 'all_time', ...input }));
const realRecord = async (file: string, number: string): Promise<PatentRecord> => {
  for await (const item of readFile(dataPath(file)))
    if (item.kind === 'record' && item.record.patentNumber === number) return item.record;
  throw new Error(`${number} not in ${file}`);
};
const numbers = async (input: SearchQueryInput) =>
  (await run({ limit: 100, ...input })).data.patents.map((p) => p.patent_number);

describe(SearchService.name, () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
    await ingest(ctx.repo, [
      dataPath(`${XML}/ipgxml/ipg050104.small.xml`),
      dataPath(`${XML}/xml/ipg120327.18.xml`),
      dataPath(`${XML}/xml/ipa130117.one.xml`),
      dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
      dataPath(`${ODP}/get_patent/response.json`),
      dataPath(`${ODP}/search_patents/response.json`),
    ]);
    sut = new SearchService(new SearchRepository(ctx.database.db), new Bm25IndexHolder(ctx.database.db, 0));
  });
  afterAll(() => ctx?.stop());

  describe('keywords', () => {
    it('returns patents matching every word anywhere in the text', async () => {
      expect(await numbers({ keywords: 'lithium seawater' })).toEqual(['11646472']);
    });
    it('returns only exact phrase matches for quoted phrases', async () => {
      expect(await numbers({ keywords: '"swing rod"' })).toEqual(['6837124']);
      expect(await numbers({ keywords: '"rod swing"' })).toEqual([]);
    });
    it('returns the union for OR and leaves out NOT terms', async () => {
      expect((await numbers({ keywords: 'seawater OR airbag' })).sort()).toEqual(['11646472', '6837514']);
      const shoes = await numbers({ keywords: 'title:shoe NOT golf' });
      expect(shoes).toContain('6836979');
      expect(shoes).not.toContain('D656306');
      expect(await numbers({ keywords: 'title:shoe -golf' })).toEqual(shoes);
    });
    it('restricts title:, abstract: and claims: to that part of the text', async () => {
      expect((await numbers({ keywords: 'title:handbag' })).sort()).toEqual([
        'D656311',
        'D656312',
        'D656313',
      ]);
      expect(await numbers({ keywords: 'claims:skewer' })).toEqual(['6837151']);
      expect(await numbers({ keywords: 'title:skewer' })).toEqual([]);
      expect(await numbers({ keywords: 'abstract:"protective architecture"' })).toEqual(['11646472']);
    });
    it('filters by inventor:, assignee:, cpc:, before: and after: inside keywords', async () => {
      expect(await numbers({ keywords: 'inventor:visco' })).toEqual(['11646472']);
      expect(await numbers({ keywords: 'assignee:"acushnet company"' })).toEqual(
        expect.arrayContaining(['D656306', 'D656307']),
      );
      expect(await numbers({ keywords: 'cpc:G06N' })).toEqual(['20240362478']);
      expect(await numbers({ keywords: 'after:2023-01-01' })).toEqual(['20240362478', '11646472']);
      expect((await numbers({ keywords: 'before:2006' })).length).toBe(25);
      expect((await numbers({ keywords: 'title:(handbag OR pants)' })).length).toBe(5);
    });
    it('answers VALIDATION naming keywords for an unreadable date', async () => {
      await expect(run({ keywords: 'before:yesterday' })).rejects.toMatchObject({
        code: ErrorCode.VALIDATION,
        field: 'keywords',
      });
    });
  });

  describe('criteria', () => {
    it('finds a patent number written with US, commas and a kind code, or several numbers', async () => {
      expect(await numbers({ patentNumber: 'US 11,646,472 B2' })).toEqual(['11646472']);
      expect((await numbers({ patentNumber: 'D656305; 6837124' })).sort()).toEqual(['6837124', 'D656305']);
      expect(await numbers({ patentNumber: 'not-a-number' })).toEqual([]);
    });
    it('finds an application number in any spelling', async () => {
      expect(await numbers({ applicationNumber: '17/248,024' })).toEqual(['11646472']);
    });
    it('matches inventor and assignee ignoring case and punctuation', async () => {
      expect(await numbers({ inventor: 'VISCO' })).toEqual(['11646472']);
      expect(await numbers({ assignee: 'tonic-fitness TECHNOLOGY inc' })).toEqual(['6837124']);
    });
    it('limits by CPC prefix at any level', async () => {
      expect(await numbers({ classification: 'H01M' })).toEqual(['11646472']);
      expect(await numbers({ classification: 'H01M50/4' })).toEqual(['11646472']);
      expect((await numbers({ classification: 'all' })).length).toBe(47);
    });
    it('applies each date range', async () => {
      expect(await numbers({ dateRange: 'last_5_years' })).toEqual(['20240362478', '11646472']);
      expect(
        (await numbers({ dateRange: 'custom', customStartDate: '2012-03-01', customEndDate: '2012-03-31' }))
          .length,
      ).toBe(18);
      expect((await numbers({ dateRange: 'custom', customEndDate: '2005-12-31' })).length).toBe(25);
      const lastYear = await numbers({ dateRange: 'last_year' });
      const tenYears = await numbers({ dateRange: 'last_10_years' });
      expect(lastYear.length).toBeLessThanOrEqual(tenYears.length);
      expect(tenYears).toContain('11646472');
    });
    it('finds a patent or application number whatever the date range', async () => {
      // 6837124 was granted in 2005, far outside the default 'Last 5 years'.
      const lookup = async (input: SearchQueryInput) =>
        (await sut.search(parseOrThrow(searchQuerySchema, input))).data.patents.map((p) => p.patent_number);
      expect(await lookup({ patentNumber: '6837124' })).toEqual(['6837124']);
      expect(await lookup({ patentNumber: '6837124', dateRange: 'last_year' })).toEqual(['6837124']);
      expect(
        await lookup({
          patentNumber: 'US 6,837,124 B1',
          dateRange: 'custom',
          customStartDate: '2020-01-01',
          customEndDate: '2020-12-31',
        }),
      ).toEqual(['6837124']);
      expect(await lookup({ applicationNumber: '17/248,024', dateRange: 'last_year' })).toEqual(['11646472']);
      // Other criteria still apply to a number.
      expect(await lookup({ patentNumber: '6837124', status: 'pending' })).toEqual([]);
    });
    it('uses the last 5 years when no date range is given', async () => {
      const res = await sut.search(parseOrThrow(searchQuerySchema, {}));
      expect(res.data.patents.map((p) => p.patent_number)).toEqual(['20240362478', '11646472']);
    });
  });

  describe('status', () => {
    it('shows Granted for grants and the status text or Pending for applications (§4)', async () => {
      const all = (await run({ limit: 100 })).data.patents;
      const byNumber = new Map(all.map((p) => [p.patent_number, p.status]));
      expect(byNumber.get('11646472')).toBe('Granted');
      expect(byNumber.get('D656305')).toBe('Granted');
      expect(byNumber.get('20240362478')).toBe('Docketed New Case - Ready for Examination');
      expect(byNumber.get('20130014308')).toBe('Published application');
    });
    it('gives pre-grant publications an application status text, so §4 on the fields alone agrees with the filter', async () => {
      const pending = (await run({ status: 'pending', limit: 100 })).data.patents;
      expect(pending.find((p) => p.patent_number === '20130014306')).toMatchObject({
        kind: 'A1',
        application_status: 'Published application',
        grant_date: null,
      });
      // What the web app's badge computes from application_status, grant_date and patent_type (§4).
      const badge = (p: (typeof pending)[number]) =>
        statusShown({
          applicationStatus: p.application_status,
          grantDate: p.grant_date,
          patentType: p.patent_type,
          kind: null,
        });
      expect(pending.map(badge)).not.toContain('Granted');
      // Nothing of this corpus is still in force: a 2022 grant (US11477946, term to 2039) is added for the granted side.
      await ctx.repo.upsertBatch([
        await realRecord('uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml', '11477946'),
      ]);
      try {
        const granted = (await run({ status: 'granted', limit: 100 })).data.patents;
        expect(granted.length).toBeGreaterThan(0);
        expect(new Set(granted.map(badge))).toEqual(new Set(['Granted']));
      } finally {
        await ctx.database.pool.query(`DELETE FROM patents.patents WHERE patent_number = '11477946'`);
      }
    });
    it('filters granted (in force), expired (past the statutory term) and pending', async () => {
      // Nothing of this corpus is still in force, so this test adds a 2022 grant (US11477946, term to 2039) and removes it after.
      const inForce = await realRecord('uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml', '11477946');
      await ctx.repo.upsertBatch([inForce]);
      try {
        const granted = await numbers({ status: 'granted' });
        const expired = await numbers({ status: 'expired' });
        const pending = await numbers({ status: 'pending' });
        expect(granted).toEqual(['11477946']);
        expect(expired).toContain('6837063');
        // Its term runs from the 2004 division in its chain (plus 304 days of adjustment), not from its own 2021 filing.
        expect(expired).toContain('11646472');
        expect(pending.sort()).toEqual(['20130014306', '20130014308', '20240362478']);
        expect(granted.length + expired.length + pending.length).toBe(48);
      } finally {
        await ctx.database.pool.query(`DELETE FROM patents.patents WHERE patent_number = '11477946'`);
      }
    });
  });

  describe('sorting and paging', () => {
    const keyOf: Record<
      string,
      (p: {
        patent_title: string;
        patent_date: string | null;
        app_filing_date: string | null;
        inventor_last_name: string | null;
        assignee_organization: string | null;
      }) => string
    > = {
      date: (p) => p.patent_date ?? p.app_filing_date ?? '',
      title: (p) => p.patent_title.toLowerCase(),
      inventor: (p) => (p.inventor_last_name ?? '').toLowerCase(),
      assignee: (p) =>
        (p.assignee_organization ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .trim(),
    };
    it.each(['date', 'title', 'inventor', 'assignee'].flatMap((k) => [[`${k}-asc`], [`${k}-desc`]]))(
      'orders results by %s',
      async (sort) => {
        const [field, dir] = sort.split('-');
        const patents = (await run({ sort: sort as SearchQueryInput['sort'], limit: 100 })).data.patents;
        const keys = patents.map(keyOf[field]).filter((k) => k !== '');
        const expected = [...keys].sort((a, b) =>
          dir === 'asc' ? (a < b ? -1 : a > b ? 1 : 0) : a < b ? 1 : a > b ? -1 : 0,
        );
        expect(keys).toEqual(expected);
        expect(patents.length).toBe(47);
      },
    );
    it('ranks best matches first for relevance sort', async () => {
      const res = await run({ keywords: 'shoe OR golf', sort: 'relevance', enableAiAnalysis: true });
      const scores = res.data.patents.map((p) => p.match!.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(res.data.patents[0].patent_title.toLowerCase()).toMatch(/golf shoe|shoe/);
    });
    it('answers a relevance search with no match, and lists every match of a small one once, with its exact total', async () => {
      expect((await run({ keywords: 'zzqxv unobtainium', sort: 'relevance' })).data).toMatchObject({
        patents: [],
        total: 0,
      });
      const exact = await run({ keywords: 'shoe OR golf', sort: 'relevance', limit: 100 });
      expect(exact.data.total).toBe(exact.data.patents.length);
      expect(new Set(exact.data.patents.map((p) => p.patent_number)).size).toBe(exact.data.total);
    });
    it('returns the same relevance order when the whole index is ranked first as when every match is ranked', async () => {
      // Past the exact-total cap (3 here) the whole BM25 index is ranked and its top hits checked against SQL.
      const capped = new SearchService(
        new SearchRepository(ctx.database.db),
        new Bm25IndexHolder(ctx.database.db, 0),
        3,
      );
      const all = (await run({ keywords: 'shoe OR golf', sort: 'relevance', limit: 100 })).data.patents.map(
        (p) => p.patent_number,
      );
      expect(all.length).toBe(6);
      const pages = async (input: SearchQueryInput) => {
        const [a, b] = await Promise.all(
          [1, 2].map(
            async (page) =>
              (
                await capped.search(
                  parseOrThrow(searchQuerySchema, {
                    dateRange: 'all_time',
                    ...input,
                    sort: 'relevance',
                    limit: 2,
                    page,
                  }),
                )
              ).data,
          ),
        );
        expect(a.totalIsEstimate).toBe(true);
        return [...a.patents, ...b.patents].map((p) => p.patent_number);
      };
      expect(await pages({ keywords: 'shoe OR golf' })).toEqual(all.slice(0, 4));
      // A filter that drops the best-scored hit: the next ones move up, as when ranking only the matches.
      expect(await pages({ keywords: 'shoe OR golf', patentNumber: all.slice(1).join(', ') })).toEqual(
        all.slice(1, 5),
      );
    });
    it('continues each order from one page to the next: the whole result set is sorted, not the page', async () => {
      for (const sort of ['title-asc', 'inventor-desc', 'assignee-asc', 'assignee-desc'] as const) {
        const whole = await numbers({ sort });
        const paged = [];
        for (let page = 1; page <= 5; page++) paged.push(...(await numbers({ sort, page, limit: 10 })));
        expect(paged, sort).toEqual(whole);
      }
      // Patents without an assignee come last in both directions.
      const named = async (sort: 'assignee-asc' | 'assignee-desc') =>
        (await run({ sort, limit: 100 })).data.patents.map((p) => !!p.assignee_organization?.trim());
      for (const sort of ['assignee-asc', 'assignee-desc'] as const) {
        const flags = await named(sort);
        expect(flags.indexOf(false), sort).toBeGreaterThan(0);
        expect(
          flags.slice(flags.indexOf(false)).every((f) => !f),
          sort,
        ).toBe(true);
      }
    });
    it('walks an index in each sort order, so a broad search never sorts the whole table', async () => {
      // With explicit sorts forbidden the planner sorts only when no index gives the order (incremental sorts of
      // ties, as for title Z-A, stay allowed).
      for (const sort of SORT_OPTIONS.filter((o) => o !== 'relevance')) {
        const plan = await ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_sort = off`);
          const res = await tx.execute(
            sql`EXPLAIN (FORMAT JSON) SELECT p.doc_id FROM patents.patents p ORDER BY ${orderBy(sort)} LIMIT 20 OFFSET 20`,
          );
          return JSON.stringify((res as unknown as { rows: unknown[] }).rows[0]);
        });
        expect(plan, sort).not.toMatch(/"Node Type":\s*"Sort"/);
        expect(plan, sort).toMatch(/"Index Scan"/);
      }
    });
    it('pages through results with a stable total', async () => {
      const p1 = await run({ page: 1, limit: 10 });
      const p2 = await run({ page: 2, limit: 10 });
      const p5 = await run({ page: 5, limit: 10 });
      const p6 = await run({ page: 6, limit: 10 });
      expect(p1.data.total).toBe(47);
      expect(p2.data.total).toBe(47);
      expect(p1.data.patents.length).toBe(10);
      expect(p5.data.patents.length).toBe(7);
      expect(p6.data.patents).toEqual([]);
      expect(new Set([...p1.data.patents, ...p2.data.patents].map((p) => p.patent_number)).size).toBe(20);
    });
  });

  describe('totals', () => {
    it('returns an exact total without totalIsEstimate up to the cap', async () => {
      const res = await run({ keywords: 'before:2006', limit: 5 });
      expect(res.data).toMatchObject({ total: 25 });
      expect(res.data.totalIsEstimate).toBeUndefined();
      expect(res.message).toBe('Found 25 patents');
    });
    it('returns an estimated total flagged totalIsEstimate when more patents match than the cap', async () => {
      const capped = new SearchService(
        new SearchRepository(ctx.database.db),
        new Bm25IndexHolder(ctx.database.db, 0),
        10,
      );
      for (const sort of ['date-desc', 'title-asc'] as const) {
        const res = await capped.search(
          parseOrThrow(searchQuerySchema, { dateRange: 'all_time', keywords: 'before:2006', sort, limit: 5 }),
        );
        expect(res.data.totalIsEstimate).toBe(true);
        expect(res.data.total).toBeGreaterThan(10);
        expect(res.data.patents.map((p) => p.patent_number)).toEqual(
          await numbers({ keywords: 'before:2006', sort, limit: 5 }),
        );
        expect(res.message).toBe(`Found about ${res.data.total} patents`);
      }
    });
    it('estimates a total past the cap from the scan that found the matches, with what count() would have used', async () => {
      const repo = new SearchRepository(ctx.database.db);
      const capped = new SearchService(repo, new Bm25IndexHolder(ctx.database.db, 0), 3);
      const rescan = vi.spyOn(repo, 'count');
      const estimate = vi.spyOn(repo, 'estimate');
      for (const [keywords, sort] of [
        ['before:2006', 'date-desc'],
        ['shoe OR golf', 'relevance'],
      ] as const) {
        estimate.mockClear();
        const input = { dateRange: 'all_time' as const, keywords };
        const res = await capped.search(parseOrThrow(searchQuerySchema, { ...input, sort, limit: 2 }));
        expect(res.data.totalIsEstimate).toBe(true);
        expect(rescan).not.toHaveBeenCalled();
        // The matches found, where the last of them sat and the table's size: the same as count() gives estimate().
        const fromSearch = estimate.mock.calls[0].slice(1);
        estimate.mockClear();
        await repo.count(filterConditions(parseOrThrow(searchQuerySchema, input), parseQuery(keywords)), 3);
        expect(fromSearch).toEqual(estimate.mock.calls[0].slice(1));
        rescan.mockClear();
      }
    });
    it('ranks every match up to the cap exactly, and past it from the whole index, in the same order', async () => {
      const all = (await run({ keywords: 'shoe OR golf', sort: 'relevance', limit: 100 })).data;
      const at = (cap: number) =>
        new SearchService(
          new SearchRepository(ctx.database.db),
          new Bm25IndexHolder(ctx.database.db, 0),
          cap,
        ).search(
          parseOrThrow(searchQuerySchema, {
            dateRange: 'all_time',
            keywords: 'shoe OR golf',
            sort: 'relevance',
            limit: 3,
          }),
        );
      const exact = (await at(all.total)).data;
      const past = (await at(all.total - 1)).data;
      expect(exact).toMatchObject({ total: all.total });
      expect(exact.totalIsEstimate).toBeUndefined();
      expect(past.totalIsEstimate).toBe(true);
      const numbers = (d: typeof all) => d.patents.map((p) => p.patent_number);
      expect(numbers(exact)).toEqual(numbers(all).slice(0, 3));
      expect(numbers(past)).toEqual(numbers(all).slice(0, 3));
    });
    it('estimates a several-word search past the cap at its real size, though the planner takes the words as independent', async () => {
      const capped = new SearchService(
        new SearchRepository(ctx.database.db),
        new Bm25IndexHolder(ctx.database.db, 0),
        3,
      );
      for (const keywords of ['first second', 'shoe OR golf OR handbag', 'before:2006 -golf']) {
        const exact = (await run({ keywords, limit: 1 })).data;
        expect(exact.totalIsEstimate).toBeUndefined();
        expect(exact.total).toBeGreaterThan(3);
        const res = await capped.search(
          parseOrThrow(searchQuerySchema, { dateRange: 'all_time', keywords, limit: 1 }),
        );
        expect(res.data).toMatchObject({ totalIsEstimate: true, total: exact.total });
      }
    });
  });

  describe('results', () => {
    it('returns an empty successful result set when nothing matches', async () => {
      expect(await run({ keywords: 'zzqxv unobtainium' })).toMatchObject({
        success: true,
        data: { patents: [], total: 0 },
      });
    });
    it('returns every §3 field of a patent, with links built from number and kind', async () => {
      const [p] = (await run({ patentNumber: '11646472' })).data.patents;
      expect(p).toMatchObject({
        patent_number: '11646472',
        patent_type: 'utility',
        application_number: '17248024',
        app_filing_date: '2021-01-05',
        grant_date: '2023-05-09',
        application_status: 'Patented Case',
        application_status_code: 150,
        examiner_name: 'Tracy M Dove',
        entity_status: 'Regular Undiscounted',
        art_unit: '1727',
        publication_number: 'US20210210819A1',
        publication_date: '2021-07-08',
        docket_number: 'PLUSP040X1C4US',
        cpc_section_id: 'H',
        inventor_first_name: 'Steven J.',
        inventor_last_name: 'Visco',
        google_patents_url: 'https://patents.google.com/patent/US11646472B2/en',
      });
      expect(p.inventors[0]).toEqual({
        name: 'Steven J. Visco',
        city: 'Berkeley',
        state: 'CA',
        country: 'US',
      });
      expect(p.parent_applications).toContainEqual({
        parent_number: '16695054',
        parent_patent: '10916753',
        parent_type: 'is a Continuation of',
        parent_filing_date: '2019-11-25',
      });
      expect(p.grant_document_url).toMatch(/^https:\/\//);
      const [design] = (await run({ patentNumber: 'D656305' })).data.patents;
      expect(design.google_patents_url).toBe('https://patents.google.com/patent/USD656305S1/en');
    });
    it('says why each result matched when AI analysis is on, down to the claim', async () => {
      const [p] = (await run({ keywords: 'claims:skewer', enableAiAnalysis: true })).data.patents;
      expect(p.match).toMatchObject({ terms: ['skewer'], field: 'claims' });
      expect(p.match!.claimNumber).toBeGreaterThan(0);
      expect(p.match!.passage.toLowerCase()).toContain('skewer');
      const [plain] = (await run({ keywords: 'claims:skewer' })).data.patents;
      expect(plain.match).toBeUndefined();
    });
  });

  describe('hostile input', () => {
    it.each([
      ["'); DROP TABLE patents.patents; --"],
      ['a & | ! <-> :* ( ) \\ \' " ` ; % _'],
      ['title:"" AND OR NOT ( ( ( )'],
      ['%_\\%'],
      ['x'.repeat(10_000)],
      [Array.from({ length: 1500 }, (_, i) => `w${i}`).join(' ')],
      [Array.from({ length: 2000 }, (_, i) => `w${i}`).join(' ')],
      ['('.repeat(5000)],
    ])('answers safely for %#', async (keywords) => {
      const res = await run({ keywords }).catch((e: unknown) => e);
      if (res instanceof RpcError) expect(res.code).toBe(ErrorCode.VALIDATION);
      else expect(res).toMatchObject({ success: true });
      expect((await run({})).data.total).toBe(47);
    });
    it('treats SQL and LIKE metacharacters in names as text', async () => {
      expect(await numbers({ assignee: "%' OR 1=1 --" })).toEqual([]);
      expect(await numbers({ inventor: '_%' })).toHaveLength(47);
      expect(await numbers({ classification: "H01M'; --" }).catch((e: RpcError) => e.code)).toBe(
        ErrorCode.VALIDATION,
      );
    });
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ErrorCode,
  parseOrThrow,
  RpcError,
  searchQuerySchema,
  type SearchQueryInput,
} from '@patent-hub/contracts';
import { tokenize } from '@patent-hub/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { startOdpReplay, type Replay } from '../../test/support/odp-replay-server.js';
import { ENGINES, searchEngine, testAlias, useOpenSearch } from '../../test/support/search-engines.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { ingest } from '../ingest/ingest-runner.js';
import { readFile } from '../ingest/sources.js';
import { OdpClient } from '../odp/odp-client.js';
import { OdpSearch } from '../odp/odp-search.js';
import type { SearchService } from './search.service.js';

// One suite, the same assertions, for every search backend: the embedded engine (PostgreSQL + in-memory BM25) and a
// real OpenSearch node filled by the indexer. Where the engines legitimately differ (BM25 statistics, similar-patent
// re-ranking), the assertions are on behaviour: the expected patent near the top, every hit within the filter.
const XML = 'uspto-xml/PatentsView__PatentsView-DB';
const ODP = 'odp-api/patent-dev__uspto-odp/demo/examples';
const IN_FORCE = ['uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml', '11477946'] as const;

const realRecord = async (file: string, number: string): Promise<PatentRecord> => {
  for await (const item of readFile(dataPath(file)))
    if (item.kind === 'record' && item.record.patentNumber === number) return item.record;
  throw new Error(`${number} not in ${file}`);
};

let db: Awaited<ReturnType<typeof startCorpusDb>>;
let os: Awaited<ReturnType<typeof useOpenSearch>>;

beforeAll(async () => {
  [db, os] = await Promise.all([startCorpusDb(), useOpenSearch()]);
  await ingest(db.repo, [
    dataPath(`${XML}/ipgxml/ipg050104.small.xml`),
    dataPath(`${XML}/xml/ipg120327.18.xml`),
    dataPath(`${XML}/xml/ipa130117.one.xml`),
    dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
    dataPath(`${ODP}/get_patent/response.json`),
    dataPath(`${ODP}/search_patents/response.json`),
  ]);
});
afterAll(async () => {
  await os?.release();
  await db?.stop();
});

describe.each(ENGINES)('search backend conformance: %s', (engine) => {
  const alias = testAlias('conf');
  let engineOf: ReturnType<typeof searchEngine>;
  let sut: SearchService;
  const run = async (input: SearchQueryInput, service = sut) =>
    service.search(parseOrThrow(searchQuerySchema, { dateRange: 'all_time', ...input }));
  const numbers = async (input: SearchQueryInput, service = sut) =>
    (await run({ limit: 100, ...input }, service)).data.patents.map((p) => p.patent_number);

  beforeAll(async () => {
    engineOf = searchEngine(engine, db.database.db, { client: os.client, alias });
    await engineOf.sync();
    sut = engineOf.service();
  });
  afterAll(() => engineOf?.drop());

  describe('query language', () => {
    it('matches every word, exact phrases, OR and NOT', async () => {
      expect(await numbers({ keywords: 'lithium seawater' })).toEqual(['11646472']);
      expect(await numbers({ keywords: '"swing rod"' })).toEqual(['6837124']);
      expect(await numbers({ keywords: '"rod swing"' })).toEqual([]);
      expect((await numbers({ keywords: 'seawater OR airbag' })).sort()).toEqual(['11646472', '6837514']);
      const shoes = await numbers({ keywords: 'title:shoe NOT golf' });
      expect(shoes).toContain('6836979');
      expect(shoes).not.toContain('D656306');
      expect(await numbers({ keywords: 'title:shoe -golf' })).toEqual(shoes);
    });
    it('restricts title:, abstract: and claims: to that part of the text, and stems words', async () => {
      expect((await numbers({ keywords: 'title:handbag' })).sort()).toEqual([
        'D656311',
        'D656312',
        'D656313',
      ]);
      expect((await numbers({ keywords: 'title:handbags' })).sort()).toEqual([
        'D656311',
        'D656312',
        'D656313',
      ]);
      expect(await numbers({ keywords: 'claims:skewer' })).toEqual(['6837151']);
      expect(await numbers({ keywords: 'title:skewer' })).toEqual([]);
      expect(await numbers({ keywords: 'abstract:"protective architecture"' })).toEqual(['11646472']);
      expect((await numbers({ keywords: 'title:(handbag OR pants)' })).length).toBe(5);
    });
    it('filters by inventor:, assignee:, cpc:, before: and after: inside keywords', async () => {
      expect(await numbers({ keywords: 'inventor:visco' })).toEqual(['11646472']);
      expect(await numbers({ keywords: 'assignee:"acushnet company"' })).toEqual(
        expect.arrayContaining(['D656306', 'D656307']),
      );
      expect(await numbers({ keywords: 'cpc:G06N' })).toEqual(['20240362478']);
      expect(await numbers({ keywords: 'after:2023-01-01' })).toEqual(['20240362478', '11646472']);
      expect((await numbers({ keywords: 'before:2006' })).length).toBe(25);
      const total = async (keywords: string) => (await run({ keywords, limit: 1 })).data.total;
      expect((await total('before:2006 -shoe')) + (await total('before:2006 shoe'))).toBe(25);
      expect(await total('before:2006 shoe')).toBeGreaterThan(0);
    });
    it('answers VALIDATION naming keywords for an unreadable date', async () => {
      await expect(run({ keywords: 'before:yesterday' })).rejects.toMatchObject({
        code: ErrorCode.VALIDATION,
        field: 'keywords',
      });
    });
    it.each([
      ["'); DROP TABLE patents.patents; --"],
      ['a & | ! <-> :* ( ) \\ \' " ` ; % _ * ? ~ ^ [ ] { } / +'],
      ['title:"" AND OR NOT ( ( ( )'],
      ['x'.repeat(10_000)],
      [Array.from({ length: 2000 }, (_, i) => `w${i}`).join(' ')],
      ['('.repeat(5000)],
    ])('answers hostile keywords safely (%#)', async (keywords) => {
      const res = await run({ keywords }).catch((e: unknown) => e);
      if (res instanceof RpcError) expect(res.code).toBe(ErrorCode.VALIDATION);
      else expect(res).toMatchObject({ success: true });
    });
  });

  describe('filters', () => {
    it('looks numbers up in any spelling, whatever the date range', async () => {
      expect(await numbers({ patentNumber: 'US 11,646,472 B2' })).toEqual(['11646472']);
      expect((await numbers({ patentNumber: 'D656305; 6837124' })).sort()).toEqual(['6837124', 'D656305']);
      expect(await numbers({ patentNumber: 'not-a-number' })).toEqual([]);
      expect(await numbers({ applicationNumber: '17/248,024' })).toEqual(['11646472']);
      expect(await numbers({ patentNumber: '6837124', dateRange: 'last_year' })).toEqual(['6837124']);
      expect(await numbers({ patentNumber: '6837124', status: 'pending' })).toEqual([]);
    });
    it('matches inventor and assignee ignoring case and punctuation, metacharacters as text', async () => {
      expect(await numbers({ inventor: 'VISCO' })).toEqual(['11646472']);
      expect(await numbers({ assignee: 'tonic-fitness TECHNOLOGY inc' })).toEqual(['6837124']);
      expect(await numbers({ assignee: "%' OR 1=1 --" })).toEqual([]);
      expect(await numbers({ inventor: '_%*?' })).toHaveLength(47);
    });
    it('limits by CPC prefix at any level', async () => {
      expect(await numbers({ classification: 'H01M' })).toEqual(['11646472']);
      expect(await numbers({ classification: 'H01M50/4' })).toEqual(['11646472']);
      expect((await numbers({ classification: 'all' })).length).toBe(47);
    });
    it('applies each date range with the same totals', async () => {
      expect(await numbers({ dateRange: 'last_5_years' })).toEqual(['20240362478', '11646472']);
      const march = await run({
        dateRange: 'custom',
        customStartDate: '2012-03-01',
        customEndDate: '2012-03-31',
      });
      expect(march.data.total).toBe(18);
      expect((await run({ dateRange: 'custom', customEndDate: '2005-12-31' })).data.total).toBe(25);
      expect((await numbers({ dateRange: 'last_10_years' })).length).toBeGreaterThanOrEqual(
        (await numbers({ dateRange: 'last_year' })).length,
      );
    });
    it('filters granted (in force), expired and pending, and drops deleted patents', async () => {
      await db.repo.upsertBatch([await realRecord(...IN_FORCE)]);
      await engineOf.sync();
      try {
        const granted = await numbers({ status: 'granted' });
        const expired = await numbers({ status: 'expired' });
        const pending = await numbers({ status: 'pending' });
        expect(granted).toEqual(['11477946']);
        expect(expired).toContain('11646472');
        expect(pending.sort()).toEqual(['20130014306', '20130014308', '20240362478']);
        expect(granted.length + expired.length + pending.length).toBe(48);
        // Each result's term status agrees with the filter that listed it, and says when the fee record leaves the
        // state open (issue 23): US11477946's 3.5-year fee grace period has passed with no payment record.
        const terms = async (status: 'granted' | 'expired' | 'pending') =>
          (await run({ status, limit: 100 })).data.patents.map((p) => p.term_status ?? null);
        for (const t of await terms('granted'))
          expect(t).toMatch(/^(in force until|status unknown:|expiry not known)/);
        for (const t of await terms('expired')) expect(t).toMatch(/^(expired|lapsed)/);
        for (const t of await terms('pending')) expect(t).toBeNull();
        const [inForce] = (await run({ patentNumber: '11477946' })).data.patents;
        expect(inForce.term_status).toMatch(
          /^status unknown: the \d+\.5-year maintenance fee was payable with the surcharge until \d{4}-\d{2}-\d{2} and the fee payment record was not available; .*; if every fee was paid, it runs until \d{4}-\d{2}-\d{2}$/,
        );
      } finally {
        await db.database.pool.query(`DELETE FROM patents.patents WHERE patent_number = '11477946'`);
        await engineOf.sync();
      }
      expect(await numbers({ status: 'granted' })).toEqual([]);
      expect((await run({})).data.total).toBe(47);
    });
  });

  describe('sorts, paging and totals', () => {
    const keyOf = {
      date: (p: { patent_date: string | null; app_filing_date: string | null }) =>
        p.patent_date ?? p.app_filing_date ?? '',
      title: (p: { patent_title: string }) => p.patent_title.toLowerCase(),
      inventor: (p: { inventor_last_name: string | null }) => (p.inventor_last_name ?? '').toLowerCase(),
      assignee: (p: { assignee_organization: string | null }) =>
        (p.assignee_organization ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .trim(),
    };
    it.each(['date', 'title', 'inventor', 'assignee'].flatMap((k) => [[`${k}-asc`], [`${k}-desc`]]))(
      'orders the whole result set by %s, page after page',
      async (sort) => {
        const [field, dir] = sort.split('-') as [keyof typeof keyOf, string];
        const s = sort as SearchQueryInput['sort'];
        const patents = (await run({ sort: s, limit: 100 })).data.patents;
        expect(patents.length).toBe(47);
        const keys = patents.map((p) => keyOf[field](p as never)).filter((k) => k !== '');
        const expected = [...keys].sort((a, b) =>
          dir === 'asc' ? (a < b ? -1 : a > b ? 1 : 0) : a < b ? 1 : a > b ? -1 : 0,
        );
        expect(keys).toEqual(expected);
        const paged = [];
        for (let page = 1; page <= 5; page++) paged.push(...(await numbers({ sort: s, page, limit: 10 })));
        expect(paged).toEqual(patents.map((p) => p.patent_number));
      },
    );
    it('pages with a stable exact total', async () => {
      const [p1, p2, p5, p6] = await Promise.all([1, 2, 5, 6].map((page) => run({ page, limit: 10 })));
      for (const p of [p1, p2, p5, p6]) expect(p.data).toMatchObject({ total: 47 });
      expect(p1.data.totalIsEstimate).toBeUndefined();
      expect(p5.data.patents.length).toBe(7);
      expect(p6.data.patents).toEqual([]);
      expect(new Set([...p1.data.patents, ...p2.data.patents].map((p) => p.patent_number)).size).toBe(20);
      expect(p1.message).toBe('Found 47 patents');
    });
    it('marks the total estimated past the exact-total cap, with the same page', async () => {
      const capped = engineOf.service(10);
      for (const sort of ['date-desc', 'title-asc'] as const) {
        const res = await run({ keywords: 'before:2006', sort, limit: 5 }, capped);
        expect(res.data.totalIsEstimate).toBe(true);
        expect(res.data.total).toBeGreaterThan(10);
        expect(res.message).toBe(`Found about ${res.data.total} patents`);
        expect(res.data.patents.map((p) => p.patent_number)).toEqual(
          await numbers({ keywords: 'before:2006', sort, limit: 5 }),
        );
      }
    });
    it('ranks the best matches first for relevance, and lists every match once with its exact total', async () => {
      const res = await run({
        keywords: 'shoe OR golf',
        sort: 'relevance',
        enableAiAnalysis: true,
        limit: 100,
      });
      const scores = res.data.patents.map((p) => p.match!.score);
      expect(scores[0]).toBeGreaterThan(0);
      expect(res.data.patents[0].patent_title.toLowerCase()).toMatch(/shoe|golf/);
      expect(res.data.total).toBe(6);
      expect(new Set(res.data.patents.map((p) => p.patent_number)).size).toBe(6);
      expect((await run({ keywords: 'zzqxv unobtainium', sort: 'relevance' })).data).toMatchObject({
        patents: [],
        total: 0,
      });
      // A relevance search with no words to rank on is newest first.
      expect(await numbers({ keywords: 'before:2006', sort: 'relevance' })).toEqual(
        await numbers({ keywords: 'before:2006', sort: 'date-desc' }),
      );
    });
  });

  describe('results and why they matched', () => {
    it('maps every §3 field the same way', async () => {
      const [p] = (await run({ patentNumber: '11646472' })).data.patents;
      expect(p).toMatchObject({
        patent_number: '11646472',
        application_number: '17248024',
        grant_date: '2023-05-09',
        inventor_last_name: 'Visco',
        google_patents_url: 'https://patents.google.com/patent/US11646472B2/en',
      });
    });
    it('says why each result matched, down to the claim, with the matched words marked', async () => {
      const [p] = (await run({ keywords: 'claims:skewer', enableAiAnalysis: true })).data.patents;
      expect(p.match).toMatchObject({ terms: ['skewer'], field: 'claims' });
      expect(p.match!.claimNumber).toBeGreaterThan(0);
      const { passage, highlights } = p.match!;
      expect(highlights.length).toBeGreaterThan(0);
      for (const h of highlights) expect(passage.slice(h.start, h.end).toLowerCase()).toMatch(/^skewer/);
      const [bag] = (await run({ keywords: 'title:handbags', enableAiAnalysis: true })).data.patents;
      expect(bag.match).toMatchObject({ field: 'title', terms: ['handbags'] });
      const [plain] = (await run({ keywords: 'claims:skewer' })).data.patents;
      expect(plain.match).toBeUndefined();
      const [byNumber] = (await run({ patentNumber: '6837124', enableAiAnalysis: true })).data.patents;
      expect(byNumber.match).toMatchObject({ field: 'metadata', terms: [] });
    });
  });

  describe('similar patents and the landscape', () => {
    const lithium = () => run({ patentNumber: '11646472' }).then((r) => r.data.patents[0]);
    it('finds the patent a text was taken from first, honouring the cut-off date and exclusions', async () => {
      const p = await lithium();
      const text = `${p.patent_title}. ${p.patent_abstract}`;
      const { results } = await sut.similar({ text, limit: 5 });
      expect(results[0].patentNumber).toBe('11646472');
      expect(results[0].score).toBeGreaterThan(0);
      const before = await sut.similar({ text, limit: 10, before: '2013-01-01' });
      expect(before.results.length).toBeGreaterThan(0);
      for (const r of before.results) expect(r.date! < '2013-01-01').toBe(true);
      const excluded = await sut.similar({ text, limit: 5, exclude: ['11646472'] });
      expect(excluded.results.map((r) => r.patentNumber)).not.toContain('11646472');
    });
    it('draws the landscape from the closest patents: assignees, CPC groups and filing years', async () => {
      const res = await sut.landscape({ text: 'golf shoe with spikes and a golf club head', limit: 5 });
      expect(res.matched).toBeGreaterThan(0);
      expect(res.topAssignees.length).toBeGreaterThan(0);
      expect(res.topAssignees.map((a) => a.name)).toContain('Acushnet Company');
      const counts = res.topAssignees.map((a) => a.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const { count } of [...res.topAssignees, ...res.topCpcGroups, ...res.filingsByYear])
        expect(count).toBeLessThanOrEqual(res.matched);
      expect(res.topCpcGroups.every((g) => /^[A-HY]\d{2}[A-Z]\d+$/.test(g.code))).toBe(true);
      expect(res.filingsByYear.reduce((n, y) => n + y.count, 0)).toBeLessThanOrEqual(res.matched);
      const years = res.filingsByYear.map((y) => y.year);
      expect(years).toEqual([...years].sort());
      expect(await sut.landscape({ text: 'zzqxv unobtainium', limit: 5 })).toMatchObject({ matched: 0 });
    });
  });
});

// The two engines rank similar patents and draw the landscape the same way: the embedded BM25 (its tokens, key terms,
// k1 and b) on each engine's statistics, then the same CPC re-ranking. Scores differ by about 1 % (length rounding).
describe('search backend conformance: OpenSearch ranks similar patents as the embedded engine does', () => {
  const alias = testAlias('same');
  let engines: ReturnType<typeof searchEngine>[];
  let services: SearchService[];
  let texts: string[];

  beforeAll(async () => {
    engines = ENGINES.map((e) => searchEngine(e, db.database.db, { client: os.client, alias }));
    await Promise.all(engines.map((e) => e.sync()));
    services = engines.map((e) => e.service());
    const res = await db.database.db.execute(
      sql`SELECT title, abstract FROM patents.patents WHERE abstract <> '' ORDER BY doc_id LIMIT 30`,
    );
    texts = (res as unknown as { rows: { title: string; abstract: string }[] }).rows.map(
      (r) => `${r.title}\n${r.abstract}`,
    );
  });
  afterAll(() => engines?.[1]?.drop());

  it('gives the same patents in the same order for the texts of real patents', async () => {
    expect(texts.length).toBeGreaterThanOrEqual(20);
    for (const text of texts) {
      const [embedded, opensearch] = await Promise.all(services.map((s) => s.similar({ text, limit: 10 })));
      const [e, o] = [embedded, opensearch].map((r) => r.results.map((x) => x.patentNumber));
      // The same patents, the same first; near ties may swap neighbours (Lucene stores document lengths rounded).
      expect(o[0], text.slice(0, 60)).toBe(e[0]);
      expect([...o].sort(), text.slice(0, 60)).toEqual([...e].sort());
      o.forEach((n, i) => expect(Math.abs(e.indexOf(n) - i), `${n} in ${e.join()}`).toBeLessThanOrEqual(1));
    }
  });
  it('draws the landscape from the same patents', async () => {
    for (const text of ['golf shoe with spikes and a golf club head', ...texts.slice(0, 5)]) {
      const [embedded, opensearch] = await Promise.all(services.map((s) => s.landscape({ text, limit: 5 })));
      expect(opensearch.matched, text.slice(0, 60)).toBe(embedded.matched);
      expect(opensearch.topCpcGroups.map((g) => g.count)).toEqual(embedded.topCpcGroups.map((g) => g.count));
    }
  });
  it('takes in the same earlier-filed documents with byFilingDate (dated after the cut-off, filed before it)', async () => {
    // The 2005-01-04 grants were filed before 2004; a cut-off of 2004-01-01 keeps them only by their filing date.
    const before = '2004-01-01';
    let filed = 0;
    for (const text of texts.slice(0, 10)) {
      const [embedded, opensearch] = await Promise.all(
        services.map((s) => s.similar({ text, before, byFilingDate: true, limit: 10 })),
      );
      const [e, o] = [embedded, opensearch].map((r) => r.results.map((x) => x.patentNumber).sort());
      expect(o, text.slice(0, 60)).toEqual(e);
      for (const r of embedded.results) {
        // Filed before it, or claiming a US application filed before it (a pre-AIA cut-off).
        const earliest = [r.filingDate, r.usBenefit?.date].filter((d): d is string => !!d).sort()[0] ?? '9';
        expect(r.date! < before || earliest < before, r.patentNumber).toBe(true);
        if (r.date! >= before) filed++;
      }
    }
    expect(filed).toBeGreaterThan(0);
  });
});

// The prior-art statistics need undated patents: a slice of the real corpus, 200 dated grants and 200 undated ones.
describe.each(ENGINES)('search backend conformance, prior-art corpus: %s', (engine) => {
  const alias = testAlias('prior');
  let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
  let engineOf: ReturnType<typeof searchEngine>;
  let sut: SearchService;
  let stent: { patent_number: string; title: string; abstract: string };

  beforeAll(async () => {
    ctx = await startCorpusDb();
    const parsed = readFileSync(dataPath('derived/us_patents_title_abstract.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { date?: string | null; abstract?: string });
    const dated = parsed.filter((d) => d.date && d.date < '2012-01-01').slice(0, 200);
    const undated = parsed.filter((d) => !d.date && d.abstract).slice(0, 200);
    stent = undated.find((d) => /stent/i.test(d.abstract ?? '')) as typeof stent;
    const dir = mkdtempSync(path.join(tmpdir(), 'conformance-'));
    try {
      const file = path.join(dir, 'slice.jsonl');
      writeFileSync(file, [...dated, ...undated].map((d) => JSON.stringify(d)).join('\n'));
      await ingest(ctx.repo, [file]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    engineOf = searchEngine(engine, ctx.database.db, { client: os.client, alias });
    await engineOf.sync();
    sut = engineOf.service();
  });
  afterAll(async () => {
    await engineOf?.drop();
    await ctx?.stop();
  });

  it('counts the corpus, and the undated patents that would have been candidates for the terms', async () => {
    expect(await sut.priorArtCorpus({ before: '2012-01-01' })).toMatchObject({
      total: 400,
      undated: 200,
      undatedInCorpus: 200,
      undatedScope: 'corpus',
      datedBefore: 200,
    });
    const terms = [...new Set(tokenize(`${stent.title} ${stent.abstract}`))];
    const res = await sut.priorArtCorpus({ before: '2012-01-01', terms });
    expect(res).toMatchObject({ undatedInCorpus: 200, undatedScope: 'candidates' });
    expect(res.undated).toBeGreaterThan(0);
    expect(res.undated).toBeLessThan(200);
    const first = await sut.priorArtCorpus({ before: '2012-01-01', terms, pool: 1 });
    const deep = await sut.priorArtCorpus({ before: '2012-01-01', terms, pool: 1000 });
    expect(first.undated).toBeGreaterThanOrEqual(1);
    expect(first.undated).toBeLessThanOrEqual(res.undated);
    expect(deep.undated).toBeGreaterThanOrEqual(res.undated);
    const self = await sut.priorArtCorpus({
      before: '2012-01-01',
      terms,
      pool: 1,
      patentNumber: `US${stent.patent_number}`,
    });
    expect(self.undated).toBe(first.undated - 1);
    expect(await sut.priorArtCorpus({ before: '2012-01-01', terms: ['zzzunknown'] })).toMatchObject({
      undated: 0,
      undatedScope: 'candidates',
    });
  });
  it('gives rarer terms a higher idf', async () => {
    const res = await sut.priorArtCorpus({ terms: ['stent', 'method'] });
    expect(Object.keys(res.idf!)).toEqual(['stent', 'method']);
    expect(res.idf!.stent).toBeGreaterThan(res.idf!.method);
  });
});

// The live USPTO look-up: hits it stores in PostgreSQL are in the same answer, whichever engine searches.
describe.each(ENGINES)('search backend conformance, live USPTO hits: %s', (engine) => {
  const alias = testAlias('odp');
  let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
  let engineOf: ReturnType<typeof searchEngine>;
  let odp: Replay;

  beforeAll(async () => {
    [ctx, odp] = await Promise.all([startCorpusDb(), startOdpReplay()]);
    await ingest(ctx.repo, [
      dataPath(`${XML}/ipgxml/ipg050104.small.xml`),
      dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
    ]);
    engineOf = searchEngine(engine, ctx.database.db, { client: os.client, alias });
    await engineOf.sync();
  });
  afterAll(async () => {
    await engineOf?.drop();
    await odp?.close();
    await ctx?.stop();
  });

  it('adds ODP hits missing from the corpus to the same answer, in order and total', async () => {
    const live = new OdpSearch(
      new OdpClient({ baseUrl: odp.url, apiKey: 'k', minRetryDelayMs: 10 }),
      ctx.repo,
      {
        deadlineMs: 1500,
        limit: 25,
      },
    );
    const res = await engineOf.service(undefined, live).search(
      parseOrThrow(searchQuerySchema, {
        dateRange: 'all_time',
        keywords: 'napkin OR title:generalization',
      }),
    );
    expect(res.data.patents.map((p) => `${p.patent_number} ${p.source}`)).toEqual([
      '20240362478 odp',
      '6836899 corpus',
    ]);
    expect(res.data.total).toBe(2);
  });
});

import { createDatabase } from '@patent-hub/service-kit';
import { ErrorCode, PATENTS, patentDetailSchema, type PatentDetail } from '@patent-hub/contracts';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorpusRepository } from '../src/corpus/corpus.repository.js';
import { ingest } from '../src/ingest/ingest-runner.js';
import { MIGRATIONS } from './support/corpus-db.js';
import { dataPath } from './support/data-dir.js';

const XML = 'uspto-xml/PatentsView__PatentsView-DB';
let system: TestSystem;
let alice: TestAgent;

describe('patents over HTTP and RPC', () => {
  beforeAll(async () => {
    // Replicas look for newly ingested patents every BM25_REFRESH_MS; keep that short so the index sees the ingest below.
    system = await startTestSystem({
      services: ['gateway', 'auth', 'patents'],
      env: { BM25_REFRESH_MS: '100' },
    });
    const database = await createDatabase({
      url: system.env.DATABASE_URL,
      schema: 'patents',
      max: 2,
      migrationsFolder: MIGRATIONS,
    });
    await ingest(new CorpusRepository(database.db), [
      dataPath(`${XML}/ipgxml/ipg050104.small.xml`),
      dataPath(`${XML}/xml/ipg120327.18.xml`),
      dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
    ]);
    await database.close();
    alice = await system.signIn();
  });
  afterAll(() => system?.stop());

  it('POST /api/patents/search answers the §3 result set with paging from the query string', async () => {
    const res = await alice.post('/api/patents/search?page=2&limit=5', {
      keywords: '',
      dateRange: 'all_time',
      sort: 'title-asc',
    });
    expect(res.status).toBe(200);
    // Relayed as the service's JSON text (no re-serialisation in the gateway), still typed as JSON.
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toMatchObject({ success: true, data: { total: 44 } });
    expect(res.body.data.patents).toHaveLength(5);
    expect(typeof res.body.data.processingTime).toBe('number');
  });

  it('POST /api/patents/search answers 400 naming the field for bad input', async () => {
    const bad = await alice.post('/api/patents/search?limit=101', {});
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('limit');
    const status = await alice.post('/api/patents/search', { status: 'sideways' });
    expect(status.status).toBe(400);
    expect(JSON.stringify(status.body)).toContain('status');
  });

  it('answers 401 without a session', async () => {
    expect((await system.anonymous().get('/api/patents/11646472')).status).toBe(401);
  });

  it('GET /api/patents/:id answers the full patent for any spelling of its number, and 404 when unknown', async () => {
    const res = await alice.get('/api/patents/US11646472B2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toBeNull();
    const p = res.body as PatentDetail;
    expect(p.patent_number).toBe('11646472');
    expect(p.claims).toHaveLength(17);
    expect(p.claims[1]).toMatchObject({ number: 2, dependsOn: [1] });
    expect(p.citations.length).toBeGreaterThan(100);
    expect(p.description).toContain('lithium');
    expect(p.family).toContain('10916753');
    // Issue 23: the dates that decide prior art and term, each with its basis and the legal text's revision.
    expect(patentDetailSchema.parse(p).dates).toBeDefined();
    expect(p.dates?.effective_filing_date).toMatchObject({
      date: '2004-02-06',
      exact: false,
      earliest_possible: true,
    });
    expect(p.dates?.term_start.date).toBe('2004-04-14');
    expect(p.dates?.expiry).toMatchObject({
      date: '2025-02-12',
      exact: true,
      pta_days: 304,
      terminal_disclaimer: false,
      lapsed: false,
    });
    expect(p.dates?.expiry.citations.every((c) => c.revision?.includes('OLRC'))).toBe(true);
    // The gateway relays the service's JSON bytes untouched: the same text the service wrote, every character intact.
    const overRpc = await (await system.rpc()).call(PATENTS.get, { id: 'US11646472B2' });
    expect(res.text).toBe(JSON.stringify(overRpc));
    expect(Buffer.byteLength(res.text)).toBe(Number(res.headers.get('content-length')));
    expect((await alice.get('/api/patents/9999999')).status).toBe(404);
    expect((await alice.get('/api/patents/%3Cscript%3E')).status).toBe(400);
  });

  it('answers patents.similar with BM25-ranked neighbours, honouring before and exclude', async () => {
    const rpc = await system.rpc();
    const text = 'Golf shoe upper with a golf shoe design';
    const res = await rpc.call(PATENTS.similar, { text, limit: 5 });
    expect(res.results[0].title).toBe('Golf shoe upper');
    expect(res.results.map((r) => r.score)).toEqual(
      [...res.results.map((r) => r.score)].sort((a, b) => b - a),
    );
    const excluded = await rpc.call(PATENTS.similar, { text, exclude: ['D656306', 'D656307'], limit: 5 });
    expect(excluded.results.map((r) => r.patentNumber)).not.toContain('D656306');
    const before = await rpc.call(PATENTS.similar, { text, before: '2006-01-01', limit: 5 });
    expect(before.results.every((r) => (r.date ?? '') < '2006-01-01')).toBe(true);
  });

  it('answers patents.priorArtCorpus with the documents dated before a cut-off, the undated ones and term IDF', async () => {
    const rpc = await system.rpc();
    const [counts] = await system.sql<{ total: number; before: number; undated: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE sort_date < '2006-01-01')::int AS before,
         count(*) FILTER (WHERE sort_date IS NULL)::int AS undated FROM patents.patents`,
    );
    const res = await rpc.call(PATENTS.priorArtCorpus, {
      before: '2006-01-01',
      patentNumber: 'D656306',
      terms: ['golf', 'zzzunknown'],
    });
    expect(res).toMatchObject({
      total: counts.total,
      datedBefore: counts.before,
      undated: counts.undated,
      undatedInCorpus: counts.undated,
      undatedScope: 'candidates',
      forwardCitations: expect.any(Number),
    });
    expect(res.idf!.golf).toBeGreaterThan(0);
    expect(res.idf!.zzzunknown).toBeGreaterThan(res.idf!.golf);
  });

  it('answers patents.landscape over the whole loaded corpus', async () => {
    const rpc = await system.rpc();
    const land = await rpc.call(PATENTS.landscape, { text: 'golf shoe upper footwear' });
    expect(land.matched).toBeGreaterThan(0);
    expect(land.topAssignees[0]).toEqual({ name: 'Acushnet Company', count: 2 });
    expect(land.filingsByYear.length).toBeGreaterThan(0);
    expect(await system.sql('SELECT count(*)::int AS n FROM patents.patents')).toEqual([{ n: 44 }]);
    await expect(rpc.call(PATENTS.similar, { text: '' })).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
      field: 'text',
    });
  });
});

import { parseOrThrow, searchQuerySchema, type SearchQueryInput } from '@patent-hub/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingest } from '../ingest/ingest-runner.js';
import { Bm25IndexHolder } from '../search/bm25-index.holder.js';
import { SearchRepository } from '../search/search.repository.js';
import { SearchService } from '../search/search.service.js';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { startOdpReplay, type Replay } from '../../test/support/odp-replay-server.js';
import { OdpClient } from './odp-client.js';
import { OdpSearch, type OdpSearchOptions } from './odp-search.js';

let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
let odp: Replay;

const searchService = (opts: Partial<OdpSearchOptions> = {}, url = odp.url) =>
  new SearchService(
    new SearchRepository(ctx.database.db),
    new Bm25IndexHolder(ctx.database.db, 0),
    undefined,
    new OdpSearch(new OdpClient({ baseUrl: url, apiKey: 'k', minRetryDelayMs: 10 }), ctx.repo, {
      deadlineMs: 1500,
      limit: 25,
      ...opts,
    }),
  );
const run = (sut: SearchService, input: SearchQueryInput) =>
  sut.search(parseOrThrow(searchQuerySchema, { dateRange: 'all_time', ...input }));
const cards = async (sut: SearchService, input: SearchQueryInput) =>
  (await run(sut, input)).data.patents.map((p) => `${p.patent_number} ${p.source}`);

describe(OdpSearch.name, () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
    await ingest(ctx.repo, [
      dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg050104.small.xml'),
      dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
    ]);
  });
  afterAll(() => ctx?.stop());
  beforeEach(async () => {
    odp = await startOdpReplay();
  });
  afterEach(() => odp.close());

  it('adds ODP hits missing from the corpus to the results, stored and marked as from the ODP', async () => {
    const before = await ctx.repo.count();
    const sut = searchService();
    const result = await run(sut, { keywords: 'napkin OR title:generalization' });
    // The pending application (published 2024) sorts before the 2005 grant, date newest first.
    expect(result.data.patents.map((p) => `${p.patent_number} ${p.source}`)).toEqual([
      '20240362478 odp',
      '6836899 corpus',
    ]);
    expect(result.data.total).toBe(2);
    expect(result.data.patents[0]).toMatchObject({
      patent_title: 'CERTIFIABLE OUT-OF-DISTRIBUTION GENERALIZATION METHOD, MEDIUM, AND ELECTRONIC DEVICE',
      application_number: '18597857',
      application_status: 'Docketed New Case - Ready for Examination',
      kind: 'A1',
    });
    expect(await ctx.repo.count()).toBe(before + 1);
    expect(JSON.parse(odp.requests[0].body)).toMatchObject({
      q: '(applicationMetaData.inventionTitle:napkin OR applicationMetaData.inventionTitle:generalization)',
      pagination: { offset: 0, limit: 25 },
    });
  });

  it('shows a patent the corpus already has once, with what the ODP adds, and does not ask again for the same criteria soon after', async () => {
    const sut = searchService();
    const first = await run(sut, { keywords: 'lithium seawater' });
    expect(first.data.patents.map((p) => p.patent_number)).toEqual(['11646472']);
    expect(first.data.patents[0]).toMatchObject({
      application_status: 'Patented Case',
      docket_number: 'PLUSP040X1C4US',
      source: 'corpus',
    });
    expect(first.data.total).toBe(1);
    expect(await cards(sut, { keywords: 'lithium seawater', sort: 'title-asc' })).toEqual([
      '11646472 corpus',
    ]);
    expect(odp.requests).toHaveLength(1);
  });

  it('answers from the corpus alone, within the deadline, when the ODP is slow', async () => {
    odp.script.push({ status: 200, body: '{}', delayMs: 5000 });
    const sut = searchService({ deadlineMs: 200 });
    const started = Date.now();
    expect(await cards(sut, { keywords: 'napkin' })).toEqual(['6836899 corpus']);
    expect(Date.now() - started).toBeLessThan(1500);
    // Paused after the miss: the next search does not wait for the ODP again.
    const again = Date.now();
    expect(await cards(sut, { keywords: 'napkin torso' })).toEqual(['6836899 corpus']);
    expect(Date.now() - again).toBeLessThan(1000);
    expect(odp.requests).toHaveLength(1);
  });

  it('answers from the corpus alone when the ODP is rate-limited, without waiting out Retry-After', async () => {
    odp.script.push({
      status: 429,
      body: '{"message":"Too Many Requests"}',
      headers: { 'retry-after': '30' },
    });
    const sut = searchService();
    const started = Date.now();
    expect(await cards(sut, { keywords: 'napkin' })).toEqual(['6836899 corpus']);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(odp.requests).toHaveLength(1);
  });

  it('answers from the corpus alone when the ODP is down or failing', async () => {
    const down = searchService({}, 'http://127.0.0.1:9');
    expect(await cards(down, { keywords: 'napkin' })).toEqual(['6836899 corpus']);
    odp.script.push(
      { status: 500, body: '{}' },
      { status: 500, body: '{}' },
      { status: 500, body: '{}' },
      { status: 500, body: '{}' },
    );
    expect(await cards(searchService({ deadlineMs: 500 }), { keywords: 'napkin' })).toEqual([
      '6836899 corpus',
    ]);
  });

  it('does not ask the ODP when the criteria name nothing to look for', async () => {
    const sut = searchService();
    // Every patent of this corpus is past its term (US11646472's runs from a 2004 parent), so the status asked is expired.
    expect((await run(sut, { dateRange: 'all_time', status: 'expired' })).data.total).toBeGreaterThan(0);
    expect(odp.requests).toHaveLength(0);
  });
});

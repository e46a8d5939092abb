import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dataPath } from '../../test/support/data-dir.js';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { ingest } from './ingest-runner.js';

const ODP = 'odp-api/patent-dev__uspto-odp/demo/examples';
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
const one = async <T>(q: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe(ingest.name, () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
  });
  afterAll(() => ctx?.stop());

  it('stores every grant of a weekly slice with its claims, citations and inventors', async () => {
    const sut = await ingest(ctx.repo, [
      dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg050104.small.xml'),
    ]);
    expect(sut.inserted).toBe(25);
    expect(sut.skipped).toBe(0);
    const [row] = await one<{ title: string; claims: number; inventors: number }>(sql`SELECT title,
      (SELECT count(*)::int FROM patents.claims WHERE patent_number = '6836899') AS claims,
      (SELECT count(*)::int FROM patents.inventors WHERE patent_number = '6836899') AS inventors
      FROM patents.patents WHERE patent_number = '6836899'`);
    expect(row).toEqual({
      title: 'Device for detachably holding an absorbent napkin across the torso',
      claims: 23,
      inventors: 1,
    });
  });

  it('changes nothing when the same files are ingested again', async () => {
    const before = await one<{ seq: string }>(sql`SELECT max(ingest_seq)::text AS seq FROM patents.patents`);
    const sut = await ingest(ctx.repo, [
      dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg050104.small.xml'),
    ]);
    expect(sut).toMatchObject({ read: 25, inserted: 0, updated: 0, unchanged: 25 });
    expect(await one(sql`SELECT max(ingest_seq)::text AS seq FROM patents.patents`)).toEqual(before);
  });

  it('reports a malformed document with file and position and keeps going', async () => {
    const sut = await ingest(ctx.repo, [
      dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg060103.small.xml'),
    ]);
    expect(sut.inserted).toBe(25);
    expect(sut.examples.join('\n')).toMatch(
      /ipg060103\.small\.xml \(document \d+, line \d+\): unsupported document type sequence-cwu/,
    );
  });

  it('merges US11646472B2 read from the grant XML and from the ODP JSON into one record', async () => {
    await ingest(ctx.repo, [
      dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
    ]);
    const sut = await ingest(ctx.repo, [
      dataPath(`${ODP}/get_patent/response.json`),
      dataPath(`${ODP}/get_patent_continuity/response.json`),
    ]);
    expect(sut.updated).toBeGreaterThanOrEqual(1);
    const rows = await one<
      Record<string, unknown>
    >(sql`SELECT patent_number, title, application_status, docket_number, entity_status,
      abstract IS NOT NULL AS has_abstract, sources, (SELECT count(*)::int FROM patents.claims c WHERE c.patent_number = p.patent_number) AS claims,
      (SELECT count(*)::int FROM patents.continuity c WHERE c.patent_number = p.patent_number AND direction = 'parent') AS parents
      FROM patents.patents p WHERE application_number = '17248024'`);
    expect(rows).toEqual([
      {
        patent_number: '11646472',
        title: 'Making lithium metal—seawater battery cells having protected lithium electrodes',
        application_status: 'Patented Case',
        docket_number: 'PLUSP040X1C4US',
        entity_status: 'Regular Undiscounted',
        has_abstract: true,
        sources: ['odp', 'xml'],
        claims: 17,
        parents: 12,
      },
    ]);
    const again = await ingest(ctx.repo, [
      dataPath('uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
      dataPath(`${ODP}/get_patent/response.json`),
    ]);
    expect(again).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it('ingests JSON Lines title/abstract rows and CSV exports', async () => {
    const sut = await ingest(ctx.repo, [dataPath('corpora/datasciencecampus__pygrams/USPTO-random-100.csv')]);
    expect(sut.inserted + sut.updated).toBeGreaterThan(90);
    const [row] = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM patents.patents WHERE 'csv' = ANY(sources)`,
    );
    expect(row.n).toBe(sut.inserted + sut.updated);
  });
});

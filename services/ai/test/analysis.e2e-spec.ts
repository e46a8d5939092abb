import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '@patent-hub/testing';

let system: TestSystem;
const slices = [
  'ipg090106.small.xml',
  'ipg100105.small.xml',
  'ipg110104.small.xml',
  'ipg120103.small.xml',
  'ipg130416.small.xml',
];

beforeAll(async () => {
  system = await startTestSystem({
    services: ['gateway', 'auth', 'patents', 'ai'],
    worker: true,
    env: { AI_PROVIDER: 'local' },
  });
  const dir = path.join(system.env.PATENT_DATA_DIR, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  expect(await system.ingest(slices.map((f) => path.join(dir, f)))).toBe(0);
});
afterAll(() => system?.stop());

describe('analysis through the gateway', () => {
  it('returns 202 with a job, then the complete analysis with earlier prior art, and the §9 report', async () => {
    const alice = await system.signIn();
    const [row] = await system.sql<{ n: string }>(
      `select patent_number as n from patents.patents where patent_date >= '2013-01-01' and patent_type = 'utility' order by patent_number limit 1`,
    );
    const queued = await alice.post(`/api/patents/US${row.n}/analyze`);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ jobId: expect.any(String), status: 'pending' });
    const again = await alice.post(`/api/patents/${row.n}/analyze`);
    expect(again.body.jobId).toBe(queued.body.jobId);
    let res;
    for (let i = 0; i < 200; i++) {
      res = await alice.get(`/api/patents/${row.n}/analysis`);
      if (res.body.status === 'complete' || res.body.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(res!.body.status).toBe('complete');
    const a = res!.body.data;
    expect(a).toMatchObject({ patentNumber: row.n, engine: { provider: 'local' } });
    expect(a.keyClaims[0].independent).toBe(true);
    for (const p of a.priorArt) expect(p.patent).not.toBe(row.n);
    // Technical Merit and Commercial Potential say what they are (not an assessment of the technology, issue 23),
    // and each reason lists its signals with their values.
    expect(a.scoreBasis.technicalMerit).toMatch(
      /^This number is a reading of measurable signals .*not an assessment/,
    );
    expect(a.scoreBasis.commercialPotential).toMatch(
      /^This number is a reading of measurable signals .*not an assessment/,
    );
    for (const key of ['technicalMerit', 'commercialPotential'] as const)
      for (const s of a.scoreSignals[key] as { name: string; value: string | null }[])
        expect(a.scoreReasons[key]).toContain(`${s.name}: ${s.value ?? 'not available'}`);
    const report = await alice.get(`/api/patents/${row.n}/analysis/report`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="patent-analysis-${row.n}-.+\\.txt"`),
    );
    expect(report.text).toContain('Prior Art Comparison');
    expect(report.text).toContain(`  ${a.scoreBasis.technicalMerit}`);
    const bob = await system.signIn();
    expect((await bob.get(`/api/patents/${row.n}/analysis`)).status).toBe(404);
  });

  it('returns 404 when analysing a patent that does not exist', async () => {
    const alice = await system.signIn();
    expect((await alice.post('/api/patents/99999999/analyze')).status).toBe(404);
  });
});

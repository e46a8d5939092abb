import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingDateTest } from '@patent-hub/contracts';
import { startTestSystem, type TestSystem } from '@patent-hub/testing';
import { retrievePriorArt } from '../src/analysis/prior-art.retriever.js';
import { earliestClaimedFiling, priorArtDateHolds } from '../src/engine/prior-art-basis.js';
import { RpcPatentsPort, type RpcCaller } from '../src/patents/patents.gateway.js';

// Issue 23: prior art strictly before the effective filing date, over every full-text grant in the shared slices: a
// reference's prior-art date (its publication date, or its US filing date for a US document filed before the cut-off
// and published on or after it, or the earlier date of an application it claims: pre-AIA 35 U.S.C. 102(e), 102(a)(2)
// with 102(d)) is never the cut-off or later.
let system: TestSystem;
let port: RpcPatentsPort;
let grants: string[];

beforeAll(async () => {
  system = await startTestSystem({
    services: ['gateway', 'auth', 'patents', 'ai'],
    worker: true,
    env: { AI_PROVIDER: 'local' },
  });
  const dir = path.join(system.env.PATENT_DATA_DIR, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  const slices = readdirSync(dir).filter((f) => f.endsWith('.xml'));
  expect(await system.ingest(slices.map((f) => path.join(dir, f)))).toBe(0);
  port = new RpcPatentsPort((await system.rpc()) as unknown as RpcCaller);
  const rows = await system.sql<{ n: string }>(
    `select patent_number as n from patents.patents where coalesce(description, '') <> '' order by patent_number`,
  );
  grants = rows.map((r) => r.n);
}, 240_000);
afterAll(() => system?.stop());

describe('prior art before the cut-off', () => {
  it('retrieves for every full-text grant only documents whose prior-art date is before its effective filing date', async () => {
    expect(grants.length).toBeGreaterThan(150);
    let withCutoff = 0;
    let retrieved = 0;
    let filed = 0;
    for (const n of grants) {
      const patent = await port.get(n);
      const cutoff = patent.cutoff?.date;
      if (!cutoff) continue;
      withCutoff++;
      const candidates = await retrievePriorArt(
        port,
        { ...patent, earliestDate: cutoff },
        { embedder: null, limit: 24, pool: 24, byFilingDate: true },
      );
      retrieved += candidates.length;
      for (const c of candidates) {
        expect(c.date, `${c.patentNumber} for US${n}`).not.toBeNull();
        // Filed before the cut-off, or claiming an earlier application that is (under the AIA a foreign one too).
        const aia = filingDateTest({ before: cutoff, byFilingDate: true }) === 'aia';
        const artDate = c.date! < cutoff ? c.date! : earliestClaimedFiling(c, aia);
        if (artDate !== c.date) filed++;
        expect(
          artDate! < cutoff,
          `${c.patentNumber} (${c.date}, filed ${c.filingDate}) for US${n}, cut-off ${cutoff}`,
        ).toBe(true);
      }
    }
    expect(withCutoff).toBe(grants.length);
    expect(retrieved).toBeGreaterThan(grants.length);
    // Earlier-filed US grants of the slices published after a cut-off are among the candidates.
    expect(filed).toBeGreaterThan(0);
  }, 120_000);

  it('runs full analyses on a sample: every reference predates the stated cut-off, which has a basis', async () => {
    const alice = await system.signIn();
    const sample = grants.filter((_, i) => i % Math.ceil(grants.length / 6) === 0);
    for (const n of sample) expect((await alice.post(`/api/patents/${n}/analyze`)).status).toBe(202);
    for (const n of sample) {
      let res;
      for (let i = 0; i < 300; i++) {
        res = await alice.get(`/api/patents/${n}/analysis`);
        if (res.body.status === 'complete' || res.body.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(res!.body.status).toBe('complete');
      const a = res!.body.data;
      expect(a.priorArtCutoff).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.priorArtSearch.cutoffBasis).toMatch(
        /effective filing date|earliest priority date claimed \(pre-AIA; not a 102\(e\) date\)|fallback/,
      );
      expect(a.priorArtSearch.consideredDocuments).toBeGreaterThanOrEqual(0);
      for (const p of a.priorArt) {
        expect(priorArtDateHolds(p, a.priorArtCutoff), `${p.patent} (${p.date}) for US${n}`).toBe(true);
        expect(p.relevance).toBeGreaterThanOrEqual(a.priorArtSearch.relevanceFloor);
      }
      if (a.priorArt.length === 0) {
        expect(a.noveltyScore).toBeNull();
        expect(a.priorArtSearch.message).toMatch(
          /^No relevant prior art found among \d+ documents dated before/,
        );
      }
    }
  }, 120_000);
});

import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../bench/corpus.js';
import { ServiceIndex } from '../../bench/retrieval.js';
import { chartElement, namesFieldOnly, passagesOf } from '../engine/claim-chart.js';
import { splitClaimElements } from '../engine/claim-elements.js';
import { noveltyScore } from '../engine/scores.js';
import { chartCandidates, queryTerms, selectShown } from '../engine/prior-art-chart.js';
import type { CorpusCounts, CorpusSearch, PriorArtCandidate } from '../engine/types.js';
import { grantCandidate, patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Attorney re-review of issue 23 (review-ana defects 14 and 15), on the real grants and references.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(dir, file), 'product').find((g) => g.number === n)!;
const only = (c: PriorArtCandidate, full = new Map()): CorpusSearch => ({
  similar: async () => [c],
  fullText: async () => full,
});

describe('a method step is disclosed only where its act is stated (defect 14)', () => {
  const engine = grant('ipg110104.small.xml', '7861515');
  // Charted as the analysis charts it, with the IDF of the bench:ai corpus (its 20k abstracts and the XML grants).
  let docs: ReturnType<typeof loadCorpus>['docs'];
  let idf: (t: string) => number;
  beforeAll(() => {
    docs = loadCorpus(patentDataDir()).docs;
    const index = new ServiceIndex(docs).index;
    idf = (t) => index.idf(t);
  }, 120_000);

  it('US7861515 ← US5781700: "determining a first air/fuel ratio …" is partly, the act not stated; no novelty', () => {
    const doc = docs.find((d) => d.patentNumber === '5781700')!;
    const counts: CorpusCounts = {
      total: 20591,
      datedBefore: null,
      undated: 0,
      forwardCitations: null,
      idf: Object.fromEntries(queryTerms(engine).map((t) => [t, idf(t)])),
    };
    const card: PriorArtCandidate = { ...doc, date: doc.date ?? '', score: 1 };
    const charted = chartCandidates(engine, [card], new Map(), counts, {});
    const row = charted.charted[0].charts.find((c) => c.claim === 1)!.rows[0];
    expect(row.element).toMatch(
      /^determining a first air\/fuel ratio from a signal from an exhaust oxygen sensor/,
    );
    expect(row.passage).toContain('in response to variations in the sensed exhaust gas oxygen level');
    expect(row.score).toBeGreaterThanOrEqual(0.8);
    expect(row.label).toBe('partly');
    expect(row.labelNote).toBe("the act 'determining' is not stated");
    // The 7.5/10 rested on that row alone.
    expect(noveltyScore(selectShown(charted)).score).toBeNull();
  });

  it('the same passage stating the act in another form ("determined") still discloses the step', () => {
    const step = splitClaimElements(engine.claims[0].text).elements[0];
    const passage =
      'The air/fuel mixture ratio is determined from the signal of the exhaust gas oxygen sensor in the closed loop.';
    const passages = passagesOf({ title: 'x', abstract: passage, claims: [], description: '' });
    expect(chartElement(step, 0, passages, () => 1).label).toBe('disclosed');
  });
});

describe("an element naming only the claim's field is no substantive element (defect 15)", () => {
  it('US7474034 ← US7157991: "a piezoelectric substrate" is charted but not counted; the reason says why', async () => {
    const saw = grant('ipg090106.small.xml', '7474034');
    const reference = grant('ipg070102.small.xml', '7157991');
    const found = await searchPriorArt(
      only(
        grantCandidate(reference, 1),
        new Map([
          [
            reference.number,
            { claims: reference.claims.map((c) => c.text), description: reference.description },
          ],
        ]),
      ),
      saw,
      { floor: 0 },
    );
    const best = found.shown[0];
    const rows = best.charts.find((c) => c.claim === best.bestClaim)!.rows;
    const substrate = rows.find((r) => r.element === 'a piezoelectric substrate')!;
    expect(substrate.label).toBe('disclosed');
    expect(substrate).toMatchObject({ substantive: false, fieldOnly: true });
    const { score, reason } = noveltyScore(found);
    // Before: 8/10, "1 of 5 substantive elements", that one the substrate every SAW device has.
    expect(score).toBeNull();
    expect(reason).toContain(`("a piezoelectric substrate") is, but names only the claim's field`);
  });

  it('US7861515 claim 12: "an internal combustion engine" names the field; a limited base does not', () => {
    const claim12 = grant('ipg110104.small.xml', '7861515').claims.find((c) => c.number === 12)!;
    const split = splitClaimElements(claim12.text);
    const engineRow = split.elements.find((e) => /^an internal combustion engine\b/.test(e.text))!;
    expect(namesFieldOnly(engineRow.text, split.preamble)).toBe(true);
    expect(namesFieldOnly('a substrate having a groove on its back face')).toBe(false);
    expect(namesFieldOnly('an interdigital transducer')).toBe(false);
  });
});

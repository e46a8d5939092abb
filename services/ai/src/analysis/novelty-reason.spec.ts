import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noveltyScore } from '../engine/scores.js';
import type { CorpusSearch } from '../engine/types.js';
import {
  grantCandidate,
  patentDataDir,
  readGrantSlice,
  type XmlGrant,
} from '../../test/support/uspto-xml-reader.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Issue 23, attorney review: the novelty reason printed fixed examples ("a memory", "a substrate", "a semiconductor
// substrate") that read as the patent's own elements. It names the patent's own elements not counted, or none.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(dir, file), 'product').find((g) => g.number === n)!;
const searchOf = (reference: XmlGrant): CorpusSearch => ({
  similar: async () => [grantCandidate(reference, 1)],
  fullText: async () =>
    new Map([
      [reference.number, { claims: reference.claims.map((c) => c.text), description: reference.description }],
    ]),
});

describe('the novelty reason', () => {
  it.each([
    ['US8421353', 'ipg130416.small.xml', '8421353', 'ipg120103.small.xml', '8089596'],
    ['US7474034', 'ipg090106.small.xml', '7474034', 'ipg070102.small.xml', '7157991'],
  ])('of %s quotes its own elements not counted, never a fixed example', async (_, pf, pn, rf, rn) => {
    const patent = grant(pf, pn);
    const found = await searchPriorArt(searchOf(grant(rf, rn)), patent, { floor: 0 });
    const { reason } = noveltyScore(found);
    const best = found.shown[0];
    const rows = best.charts.find((c) => c.claim === best.bestClaim)!.rows;
    const quoted = [...reason.matchAll(/"([^"]+)"/g)].map((m) => m[1].replace(/ …$/, ''));
    // Every example quoted is the start of an element of the charted claim that novelty does not count, or of one it
    // counts as disclosed (the reason names those: attorney re-review of issue 23, defect 15).
    expect(
      quoted.filter((q) => !rows.some((r) => (!r.substantive || r.disclosed) && r.element.startsWith(q))),
    ).toEqual([]);
    if (rows.some((r) => !r.substantive)) expect(quoted.length).toBeGreaterThan(0);
  });
});

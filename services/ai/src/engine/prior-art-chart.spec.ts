import { describe, expect, it } from 'vitest';
import { buildLocalAnalysis } from './local-analysis.js';
import { chartPriorArt } from './prior-art-chart.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

// Attorney review of issue 23: generic claim words must not make a reference "disclose" an element, the floor must
// hold in a small candidate pool, and novelty must follow the best reference's element coverage.
const patent: PatentForAnalysis = {
  number: '9990001',
  title: 'Thermoelectric beverage cooler',
  abstract: 'A cup holder is cooled by a Peltier module whose hot side carries a finned heat sink.',
  description:
    'The Peltier module has a cold plate under the cup holder. A fan blows across the heat sink fins.',
  claims: [
    {
      number: 1,
      text: '1. A beverage cooling device comprising: a thermoelectric module having a cold side and a hot side; a finned heat sink coupled to the hot side of the thermoelectric module; and a cup holder in contact with the cold side, wherein the thermoelectric module cools the cup holder.',
      dependsOn: [],
    },
  ],
  earliestDate: '2010-01-01',
  familyNumbers: [],
  cpc: [],
};
const card = (n: string, title: string, abstract: string): PriorArtCandidate => ({
  patentNumber: n,
  title,
  abstract,
  date: '2005-05-05',
  cpc: [],
  score: 1,
});
/** Says "device", "module", "side", "coupled", "first", "second", "said", "wherein" and nothing about cooling. */
const generic = card(
  '5550001',
  'Method and system for a device',
  'A system comprising a first device and a second device, wherein said device is coupled to a module having a side. The method includes a first step and a second step of the device.',
);
const related = card(
  '5550002',
  'Peltier cooled cup holder',
  'A thermoelectric module cools a cup holder placed on its cold side. A vehicle console holds the cup holder.',
);

describe('relevance floor and element disclosure (attorney review)', () => {
  it('shows no reference, and no novelty score, when a small pool shares only generic words', () => {
    for (const pool of [[generic], [generic, card('5550003', 'Bicycle bell', 'A bell rings.')]]) {
      const found = chartPriorArt(patent, pool, new Map(), null);
      expect(found.shown).toEqual([]);
      const a = buildLocalAnalysis(patent, found);
      expect(a.noveltyScore).toBeNull();
      expect(a.scoreReasons.noveltyScore).toMatch(
        /^Not assessed: No relevant prior art found among the \d+ closest/,
      );
    }
  });

  it('never marks an element disclosed on generic terms alone, at any floor', () => {
    const found = chartPriorArt(patent, [generic], new Map(), null, { floor: 0 });
    const rows = found.shown[0].charts[0].rows;
    expect(rows.length).toBe(4);
    expect(rows.filter((r) => r.disclosed)).toEqual([]);
    // "device", "module", "side", "coupled", "wherein" are not what an element is matched on.
    for (const r of rows)
      for (const h of r.highlights) expect(['devic', 'coupl', 'wherein', 'said']).not.toContain(h.term);
  });

  it('gives novelty from the share of elements the best single reference discloses, never 7.8 with 0 of 3', async () => {
    const found = chartPriorArt(patent, [generic, related], new Map(), null);
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['5550002']);
    const best = found.shown[0];
    expect(best.disclosed).toBeGreaterThan(0);
    const a = buildLocalAnalysis(patent, found);
    const open = best.elements - best.disclosed;
    expect(a.noveltyScore).toBe(Math.max(1, Math.round((100 * open) / best.elements) / 10));
    expect(a.scoreReasons.noveltyScore).toContain(
      `discloses ${best.disclosed} of ${best.elements} elements of claim 1`,
    );
  });
});

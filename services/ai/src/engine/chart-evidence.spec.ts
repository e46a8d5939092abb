import { beforeAll, describe, expect, it } from 'vitest';
import { grantWeights, loadGrants, pairSignals, readLabels, resolvePairs } from '../../bench/chart-labels.js';
import { CHART_METHOD } from './chart-evidence.js';
import { meetsQualifiers, passagesOf, qualifiersOf, unmetQualifiers } from './claim-chart.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { chartPriorArt } from './prior-art-chart.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

/**
 * Precision of "disclosed" on the labelled pairs of bench/chart-labels.json (94 pairs, 43 positives, among them the 8
 * wrong rows of two attorney reviews; texts read from ../shared/data) with the shipped rule: 0.971 (recall 0.791); the
 * same thresholds without the element's qualifiers (ordinals, "p type") and generic nouns weighing less reached 0.821.
 * This floor must hold.
 */
const PRECISION_FLOOR = 0.96;

describe('chart labels on labelled element/passage pairs (issue 23)', () => {
  let signals: Awaited<ReturnType<typeof pairSignals>>;
  beforeAll(async () => {
    const grants = loadGrants();
    signals = await pairSignals(resolvePairs(readLabels(), grants), grantWeights(grants), null);
  }, 120_000);

  it(`keeps the precision of "disclosed" at ${PRECISION_FLOOR} or more on the term evidence`, () => {
    expect(signals.length).toBeGreaterThanOrEqual(60);
    // About balanced: 43 positives, 43 negatives and the review's 7 wrong rows as negatives.
    expect(signals.filter((s) => s.label === 1).length / signals.length).toBeGreaterThanOrEqual(0.45);
    const disclosed = signals.filter((s) => s.chartLabel === 'disclosed');
    const right = disclosed.filter((s) => s.label === 1).length;
    expect(right / disclosed.length).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    // Recall stays useful: a rule that says "disclosed" to nothing would pass the precision floor.
    expect(right / signals.filter((s) => s.label === 1).length).toBeGreaterThanOrEqual(0.75);
  });

  it('never gives the meaning-only label "possibly"; "partly" stays a minority of the other pairs', () => {
    const labels = signals.map((s) => s.chartLabel as string);
    expect(labels).not.toContain('possibly');
    const rest = labels.filter((l) => l !== 'disclosed');
    expect(rest.filter((l) => l === 'partly').length / rest.length).toBeLessThan(0.5);
  });

  it('needs the qualifiers that tell items apart: two ordinal items of one noun, "p type", numbers', () => {
    const q = qualifiersOf('the second and third semiconductor regions are p type semiconductor regions');
    expect(meetsQualifiers(q, 'a surface diffusion region of a second conductivity type')).toBe(false);
    expect(meetsQualifiers(q, 'second and third semiconductor regions of p-type silicon')).toBe(true);
    expect(meetsQualifiers(q, 'the second and third semiconductor regions are n type')).toBe(false);
    const ratios = qualifiersOf('comparing the first air/fuel ratio and the second air/fuel ratio');
    expect(meetsQualifiers(ratios, 'compared to a desired air-fuel ratio')).toBe(false);
    expect(meetsQualifiers(qualifiersOf('a gap of 5 mm'), 'a gap of 3 mm')).toBe(false);
    expect(meetsQualifiers(qualifiersOf('an n type or a p type layer'), 'a p-type layer')).toBe(true);
    // Attorney re-review: "a first conductivity type" is not shown by a passage naming only a second one.
    const first = qualifiersOf('a first semiconductor region having a first conductivity type');
    expect(
      meetsQualifiers(
        first,
        'First and second impurity regions each exhibiting a second conductivity type are formed in the substrate.',
      ),
    ).toBe(false);
    expect(meetsQualifiers(first, 'a first semiconductor region of a first conductivity type')).toBe(true);
    expect(meetsQualifiers(first, 'a semiconductor region of one conductivity type')).toBe(true);
    // What is not shown is named as the element writes it (the "partly" rows say it: attorney review, issue 23).
    expect(unmetQualifiers(ratios, 'compared to a desired air-fuel ratio')).toEqual([
      'two "air fuel ratio" items told apart by ordinal (first, second …)',
    ]);
    expect(unmetQualifiers(qualifiersOf('a gap of 5 mm'), 'a gap of 3 mm')).toEqual(['the number "5"']);
    expect(unmetQualifiers(q, 'the second and third semiconductor regions are n type')).toEqual([
      'the "p type"',
    ]);
    expect(
      unmetQualifiers(first, 'First and second impurity regions each exhibiting a second conductivity type.'),
    ).toEqual(['the "first conductivity type" (the passage names only another)']);
  });
});

describe(passagesOf.name, () => {
  it('says where each passage is: abstract sentence, claim number, description paragraph and sentence', () => {
    const where = passagesOf({
      title: 'Cup cooler',
      abstract: 'A cooler for cups. It uses a Peltier module.',
      claims: [
        '1. A cooler comprising a module.',
        '2. The cooler of claim 1, wherein the module is thermoelectric.',
      ],
      description:
        '[0011] The cooler holds one cup at a time. Its plate is aluminium throughout. [0012] A fan blows across the fins.',
    }).map((p) => p.where);
    expect(where).toEqual([
      'title',
      'abstract, sentence 1',
      'abstract, sentence 2',
      'claim 1',
      'claim 2',
      'description, paragraph [0011], sentence 1',
      'description, paragraph [0011], sentence 2',
      'description, paragraph [0012], sentence 3',
    ]);
  });
});

describe('chart rows of a reference', () => {
  const patent: PatentForAnalysis = {
    number: '9990001',
    title: 'Thermoelectric beverage cooler',
    abstract: 'A cup holder is cooled by a Peltier module whose hot side carries a finned heat sink.',
    description: 'The Peltier module has a cold plate under the cup holder.',
    claims: [
      {
        number: 1,
        text: '1. A beverage cooling device comprising: a thermoelectric module having a cold side and a hot side; a cup holder in contact with the cold side; and a fan blowing air across a finned heat sink.',
        dependsOn: [],
      },
    ],
    earliestDate: '2010-01-01',
    familyNumbers: [],
    cpc: [],
  };
  const related: PriorArtCandidate = {
    patentNumber: '5550002',
    title: 'Peltier cooled cup holder',
    abstract:
      'A thermoelectric module having a cold side and a hot side cools a cup holder. The cup holder is in contact with the cold side of the module.',
    date: '2005-05-05',
    cpc: [],
    score: 1,
  };

  it('labels rows on the term evidence, quotes where each passage is, and states the method', () => {
    const found = chartPriorArt(patent, [related], new Map(), null);
    expect(found.search.chartMethod).toBe(CHART_METHOD);
    expect(found.search.chartMethod).toMatch(/^Local engine, term evidence in one passage: "disclosed" when/);
    const rows = found.shown[0].charts[0].rows;
    for (const r of rows) {
      expect(r.disclosed).toBe(r.label === 'disclosed');
      if (r.label === 'disclosed') expect(r.termMatch).toBe(true);
      // No meaning score is computed or stored (analyses of before may still carry one).
      expect('semantic' in r).toBe(false);
      if (r.passage)
        expect(r.where).toMatch(/^(title|abstract, sentence \d+|claim \d+|description, .*sentence \d+)$/);
    }
    expect(rows.filter((r) => r.disclosed).length).toBeGreaterThan(0);
    // The fan is in no passage: "not found", the row quoting the closest passage (not a match).
    const fan = rows.find((r) => /fan/.test(r.element))!;
    expect(fan.label).toBe('not found');
  });

  it('gives novelty from "disclosed" rows only: a "partly" row is no anticipation', () => {
    // The fan blows air across a sink: some of the fan element's terms, not "finned" nor "heat".
    const partial = { ...related, abstract: `${related.abstract} A fan blows air across the sink.` };
    const found = chartPriorArt(patent, [partial], new Map(), null);
    expect(found.shown[0].charts[0].rows.map((r) => r.label)).toEqual(['disclosed', 'disclosed', 'partly']);
    const a = buildLocalAnalysis(patent, found);
    const best = a.priorArt[0].mappings;
    const open = best.length - best.filter((m) => m.label === 'disclosed').length;
    expect(a.noveltyScore).toBe(Math.max(1, Math.round((100 * open) / best.length) / 10));
    expect(a.scoreReasons.noveltyScore).not.toMatch(/embedding|possibly/);
    expect(a.scoreReasons.noveltyScore).toContain('(1 not disclosed, of which 1 only partly;');
    // A "partly" row is never said to share no words with the reference (attorney review, issue 23, defect 2).
    expect(a.priorArt[0].difference).toContain(
      "No passage has all the distinctive words of 1 (partly: some of the element's terms in one passage; read that passage)",
    );
    expect(a.priorArt[0].difference).not.toContain('No passage shares');
    // Without the partial passage nothing is partly, and the reason does not say "of which 0".
    const plain = buildLocalAnalysis(patent, chartPriorArt(patent, [related], new Map(), null));
    expect(plain.scoreReasons.noveltyScore).toContain('(1 not disclosed; term coverage');
  });
});

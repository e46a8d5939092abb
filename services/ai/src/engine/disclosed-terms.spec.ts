import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../bench/corpus.js';
import { ServiceIndex } from '../../bench/retrieval.js';
import {
  grantCandidate,
  patentDataDir,
  withServiceDates,
  type XmlGrant,
} from '../../test/support/uspto-xml-reader.js';
import { DISCLOSED_MATCHED_TERMS } from './claim-chart.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { chartCandidates, queryTerms, selectShown } from './prior-art-chart.js';
import type { CandidateFullText, CorpusCounts } from './types.js';

// Attorney review of issue 23: US6981880 (a wadded-wire interposer) got "Novelty 8/10" from US6981898 ("Connector"),
// on one row a professional would not accept: "a substrate having a top surface" met by "This tongue-like top end is
// fixed to a pad (not shown) formed on a substrate 8b". Charted as the analysis charts it, with the corpus IDF of the
// bench:ai corpus (20k abstracts and the XML grants), where "substrate", "top" and "surface" are all distinctive.
let grants: Map<string, XmlGrant>;
let idf: (t: string) => number;
beforeAll(() => {
  const { docs, grants: xml } = loadCorpus(patentDataDir());
  grants = new Map(xml.map((g) => [g.number, withServiceDates(g)]));
  const index = new ServiceIndex(docs).index;
  idf = (t) => index.idf(t);
}, 120_000);

/** The candidate charted against the patent's independent claims, as chartPriorArt does with the corpus counts. */
const chart = (patentNumber: string, reference: string) => {
  const patent = grants.get(patentNumber)!;
  const ref = grants.get(reference)!;
  const counts: CorpusCounts = {
    total: 20591,
    datedBefore: null,
    undated: 0,
    forwardCitations: null,
    idf: Object.fromEntries(queryTerms(patent).map((t) => [t, idf(t)])),
  };
  const full = new Map<string, CandidateFullText>([
    [reference, { claims: ref.claims.map((c) => c.text), description: ref.description }],
  ]);
  const charted = chartCandidates(patent, [grantCandidate(ref, 1)], full, counts, {});
  return {
    patent,
    charted,
    row: (claim: number, element: number) =>
      charted.charted[0].charts.find((c) => c.claim === claim)!.rows[element],
  };
};

describe(`"disclosed" needs ${DISCLOSED_MATCHED_TERMS} distinctive terms of the element in one passage (all when it has fewer)`, () => {
  it('does not take "substrate" and "top" for "a substrate having a top surface" (US6981880 claim 4 ← US6981898)', () => {
    const { patent, charted, row } = chart('6981880', '6981898');
    const r = row(4, 0);
    expect(r.element).toBe('a substrate having a top surface');
    expect(r.ownTerms).toEqual(['substrat', 'top', 'surfac']);
    expect(r.where).toBe('description, sentence 24');
    expect(r.hits).toEqual(['substrat', 'top']);
    // The share alone still clears 80%: "surface" weighs half as a claim-generic noun. The row is what it is: partly.
    expect(r.score).toBeGreaterThanOrEqual(0.8);
    expect(r.label).toBe('partly');
    expect(r.labelNote).toBeUndefined();
    // No element of the reference is disclosed any more: it is not shown, and novelty is not assessed on it.
    const found = selectShown(charted);
    expect(found.shown).toEqual([]);
    const a = buildLocalAnalysis(patent, found, { now: new Date('2026-01-01') });
    expect(a.noveltyScore).toBeNull();
    expect(a.scoreReasons.noveltyScore).toMatch(/^Not assessed: No relevant prior art found/);
    // What was searched is said once, under prior art, not again in the reason and the advice (re-review, defect 23).
    expect(found.search.message).toMatch(/\. Also searched: /);
    expect(a.scoreReasons.noveltyScore).toMatch(/\(what was searched: under prior art\)\.$/);
    for (const text of [a.scoreReasons.noveltyScore, ...a.recommendations])
      expect(text).not.toMatch(/Also searched/);
  });

  it('keeps the rows of the known-good pairs: US7474034 ← US7157991, US7863991 ← US7315219', () => {
    const saw = chart('7474034', '7157991').row(1, 0);
    expect([saw.element, saw.label]).toEqual(['a piezoelectric substrate', 'disclosed']);
    const ring = chart('7863991', '7315219').row(1, 0);
    expect(ring.element).toMatch(/^a first ring oscillator stage/);
    expect(ring.label).toBe('disclosed');
    expect(ring.hits.length).toBeGreaterThanOrEqual(DISCLOSED_MATCHED_TERMS);
  });

  it('says why a row with all its terms is only "partly" (US7863991 claim 1 ← US7315219: 100%, no ordinals)', () => {
    const r = chart('7863991', '7315219').row(1, 1);
    expect(r.element).toMatch(/^a second ring oscillator stage coupled to the first ring oscillator stage/);
    expect([r.label, r.score]).toEqual(['partly', 1]);
    expect(r.labelNote).toBe(
      'its terms are there, but the passage does not show two "ring oscillator stage" items told apart by ordinal (first, second …)',
    );
  });
});

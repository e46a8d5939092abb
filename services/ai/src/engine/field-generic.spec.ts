import { describe, expect, it } from 'vitest';
import { buildLocalAnalysis } from './local-analysis.js';
import {
  chartPriorArt,
  FIELD_COSINE,
  FIELD_COSINE_LOW,
  FIELD_POOL_MIN,
  FIELD_RARE_IDF,
  FIELD_RARE_MIN,
  FIELD_RARE_SHARED,
  queryTerms,
  sharedRareTerms,
} from './prior-art-chart.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

// Issue 23 (attorney review of US7473606): "a semiconductor substrate", "a gate structure" and "a source/drain region"
// are in any document of the field; matched, they neither show a reference nor make a novelty score.
const device: PatentForAnalysis = {
  number: '9990004',
  title: 'Semiconductor device with boron cluster implant',
  abstract: 'A source/drain region is implanted with molecular clusters having boron.',
  description: '',
  claims: [
    {
      number: 1,
      text: '1. A semiconductor device comprising: a semiconductor substrate; a gate structure disposed on the semiconductor substrate; a spacer formed around the gate structure; a source/drain region formed in the semiconductor substrate; wherein the source/drain region comprises a molecular cluster having boron therein; and wherein a weight ratio of boron within the molecular cluster is less than 10%.',
      dependsOn: [],
    },
  ],
  earliestDate: '2010-01-01',
  familyNumbers: [],
  cpc: [],
};
const counts = {
  total: 20000,
  datedBefore: 7000,
  undated: 0,
  forwardCitations: null,
  idf: Object.fromEntries(queryTerms(device).map((t) => [t, 4])),
};
const card = (n: string, title: string, abstract: string): PriorArtCandidate => ({
  patentNumber: n,
  title,
  abstract,
  date: '2005-05-05',
  cpc: [],
  score: 1,
});
const mos = card(
  '5550008',
  'Semiconductor device having noise immunity',
  'A transistor has a gate structure disposed on a semiconductor substrate. A source/drain region is formed in the semiconductor substrate beside the gate.',
);
/** The field: transistors on a semiconductor substrate, each with a gate and source/drain regions. */
const field = Array.from({ length: FIELD_POOL_MIN }, (_, i) =>
  card(
    `556${String(i).padStart(4, '0')}`,
    `Transistor layout ${i}`,
    `A gate over a semiconductor substrate controls the channel between source and drain regions of cell ${i}.`,
  ),
);
const cluster = card(
  '5550009',
  'Boron cluster implantation',
  'A source/drain region formed in a semiconductor substrate is implanted with a molecular cluster having boron, such as decaborane.',
);

describe('generic elements: every distinctive term common in the field', () => {
  it('shows a reference matching only the substrate, the gate structure and the source/drain among few candidates', () => {
    // Over fewer than FIELD_POOL_MIN candidates no term is common in the field: the elements count as before.
    expect(
      chartPriorArt(device, [mos], new Map(), counts).shown.map((r) => r.candidate.patentNumber),
    ).toEqual(['5550008']);
  });

  it('marks those elements generic among the field, and shows no reference and no novelty on them', () => {
    const found = chartPriorArt(device, [mos, ...field], new Map(), counts);
    expect(found.shown).toEqual([]);
    const rows = chartPriorArt(device, [mos, ...field], new Map(), counts, { floor: 0 }).shown.find(
      (r) => r.candidate.patentNumber === '5550008',
    )!.charts[0].rows;
    const generic = rows.filter((r) => r.generic).map((r) => r.element);
    expect(generic).toEqual([
      'a semiconductor substrate',
      'a gate structure disposed on the semiconductor substrate',
      'a source/drain region formed in the semiconductor substrate',
    ]);
    expect(rows.filter((r) => r.generic).every((r) => !r.substantive && !r.substantiveMatch)).toBe(true);
    expect(rows.find((r) => r.element.startsWith('a spacer'))!.generic).toBe(false);
    expect(buildLocalAnalysis(device, found).noveltyScore).toBeNull();
  });

  it('still shows a reference that discloses the boron molecular cluster, with novelty on the other elements', () => {
    const found = chartPriorArt(device, [mos, cluster, ...field], new Map(), counts);
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['5550009']);
    const best = found.shown[0];
    expect(best.substantiveElements).toBe(3);
    const a = buildLocalAnalysis(device, found);
    expect(a.noveltyScore).not.toBeNull();
    expect(a.scoreReasons.noveltyScore).toContain('only terms common in the field');
  });
});

describe('the field test (FIELD_COSINE)', () => {
  it('shows a reference over the floor only when its cosine with the patent reaches the field test', () => {
    // Without the corpus IDF the rare terms are not known: the cosine alone decides.
    const { idf: _idf, ...noIdf } = counts;
    const at = (cos: number) =>
      chartPriorArt(device, [mos], new Map(), noIdf, {}, new Map([['5550008', cos]]));
    expect(at(FIELD_COSINE).shown).toHaveLength(1);
    expect(at(FIELD_COSINE).search.ranking).toContain(`cosine of at least ${FIELD_COSINE}`);
    expect(at(FIELD_COSINE).search.ranking).toContain('(no corpus IDF: the cosine alone)');
    const other = at(FIELD_COSINE - 0.01);
    expect(other.shown).toEqual([]);
    expect(other.search.belowFloor).toBe(1);
    expect(other.search.message).toMatch(
      /^No relevant prior art found among 7000 documents dated before 2010-01-01\. 1 matching on terms is of another field \(US5550008: title and abstract at cosine 0\.69\)/,
    );
  });

  it('asks FIELD_RARE_MIN shared rare terms at FIELD_COSINE, and says why a reference is of another field', () => {
    const at = (cos: number, v: number) =>
      chartPriorArt(
        device,
        [mos],
        new Map(),
        { ...counts, idf: Object.fromEntries(queryTerms(device).map((t) => [t, v])) },
        {},
        new Map([['5550008', cos]]),
      );
    expect(at(FIELD_COSINE, FIELD_RARE_IDF).shown).toHaveLength(1);
    const common = at(0.95, FIELD_RARE_IDF - 0.01);
    expect(common.shown).toEqual([]);
    expect(common.search.message).toContain(
      '1 matching on terms is of another field (US5550008: title and abstract at cosine 0.95, no shared term rare in the corpus)',
    );
    expect(common.search.ranking).toContain(`and ${FIELD_RARE_MIN} shared term rare in the corpus`);
  });

  it('leaves out a reference classified in another subclass than the patent, whatever its cosine', () => {
    // The terms the two titles and abstracts share; `rare` of them at FIELD_RARE_IDF, the others under it.
    const shared = sharedRareTerms(device, mos, () => FIELD_RARE_IDF);
    expect(shared.length).toBeGreaterThanOrEqual(FIELD_RARE_SHARED);
    const classed = (patent: string[], reference: string[], rare = FIELD_RARE_MIN, ipc = false) =>
      chartPriorArt(
        ipc ? { ...device, ipc: patent } : { ...device, cpc: patent },
        [ipc ? { ...mos, ipc: reference } : { ...mos, cpc: reference }],
        new Map(),
        {
          ...counts,
          idf: Object.fromEntries(
            [...queryTerms(device), ...shared].map((t) => [
              t,
              shared.slice(0, rare).includes(t) ? FIELD_RARE_IDF : FIELD_RARE_IDF - 0.5,
            ]),
          ),
        },
        {},
        new Map([['5550008', 0.9]]),
      );
    expect(classed(['H01L21/265'], ['H01L29/78', 'G11C11/40']).shown).toHaveLength(1);
    expect(classed([], ['G02F1/1337']).shown).toHaveLength(1);
    const other = classed(['H01L21/265'], ['G02F1/1337', 'G09G3/36']);
    expect(other.shown).toEqual([]);
    expect(other.search.message).toContain('(US5550008: classified G02F, G09G, the patent H01L)');
    // IPC codes (the 2005–2012 grants print no CPC) are read as CPC's: the two share their subclass symbols.
    expect(classed(['H01L21/265'], ['H01L29/78'], FIELD_RARE_MIN, true).shown).toHaveLength(1);
    const otherIpc = classed(['H01L21/265'], ['G02F1/1337'], FIELD_RARE_MIN, true);
    expect(otherIpc.shown).toEqual([]);
    expect(otherIpc.search.message).toContain('(US5550008: classified G02F, the patent H01L)');
    // FIELD_RARE_SHARED shared rare terms are not overruled by the classification (SIP signalling in G06F and H04Q).
    expect(classed(['H01L21/265'], ['G02F1/1337'], FIELD_RARE_SHARED - 1).shown).toEqual([]);
    expect(classed(['H01L21/265'], ['G02F1/1337'], FIELD_RARE_SHARED).shown).toHaveLength(1);
  });

  it('shows a reference from FIELD_COSINE_LOW when its title and abstract share FIELD_RARE_SHARED rare terms', () => {
    const idf = (v: number) => ({
      ...counts,
      idf: Object.fromEntries(queryTerms(device).map((t) => [t, v])),
    });
    const at = (cos: number, c = idf(FIELD_RARE_IDF)) =>
      chartPriorArt(device, [mos], new Map(), c, {}, new Map([['5550008', cos]]));
    const shown = at(FIELD_COSINE_LOW).shown;
    expect(shown.map((r) => r.candidate.patentNumber)).toEqual(['5550008']);
    // "Semiconductor device …", "A source/drain region …": the stems both titles and abstracts use.
    expect(shown[0].fieldTerms).toEqual(['semiconductor', 'sourc', 'drain', 'region']);
    expect(shown[0].fieldTerms?.length).toBeGreaterThanOrEqual(FIELD_RARE_SHARED);
    expect(at(FIELD_COSINE_LOW - 0.01).shown).toEqual([]);
    // The same words, common in the corpus: not even FIELD_COSINE is enough without a rare one (FIELD_RARE_MIN).
    expect(at(FIELD_COSINE_LOW, idf(FIELD_RARE_IDF - 0.01)).shown).toEqual([]);
    expect(at(FIELD_COSINE, idf(FIELD_RARE_IDF - 0.01)).shown).toEqual([]);
  });

  it('says when the field was not tested', () => {
    expect(chartPriorArt(device, [mos], new Map(), counts).search.ranking).toContain(
      'Field agreement not tested.',
    );
    const unavailable = chartPriorArt(device, [mos], new Map(), counts, {}, null);
    expect(unavailable.shown).toHaveLength(1);
    expect(unavailable.search.ranking).toContain('the sentence-embedding model is unavailable');
  });
});

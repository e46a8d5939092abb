import { describe, expect, it } from 'vitest';
import { chartPriorArt } from './prior-art-chart.js';
import { priorArtBasisOf, priorArtDateHolds } from './prior-art-basis.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

// Issue 23: a US document filed before the cut-off and published after it is prior art as of its US filing date
// (pre-AIA 35 U.S.C. 102(e); AIA 102(a)(2)), when it is by another and not of the patent's own continuity.
const revisions = {
  aia: 'OLRC text of ~2022',
  preAia: 'pre-AIA text, April 2013',
  mpep: { '2136.03': 'R-10.2019', '2136.04': 'R-10.2019', '2136.05': 'R-10.2019' },
};
const preAia = { date: '2005-12-16', basis: 'effective filing date' };
const card = (over: Partial<PriorArtCandidate>): PriorArtCandidate => ({
  patentNumber: '7157991',
  title: 'Surface acoustic wave device',
  abstract: 'A piezoelectric substrate carries interdigital transducers.',
  date: '2007-01-02',
  cpc: [],
  score: 1,
  filingDate: '2003-12-29',
  applicationNumber: '10746255',
  inventors: ['Osamu Kawachi', 'Takuya Abe'],
  ...over,
});

describe(priorArtBasisOf.name, () => {
  it('dates art published before the cut-off by its publication, under the law of the cut-off', () => {
    expect(priorArtBasisOf(card({ date: '2003-05-01' }), preAia, revisions)).toEqual({
      kind: 'published',
      date: '2003-05-01',
      section: 'pre-AIA 35 U.S.C. 102(a) or (b)',
      text: 'published 2003-05-01, before the cut-off (pre-AIA 35 U.S.C. 102(a) or (b) (pre-AIA text, April 2013))',
    });
    expect(
      priorArtBasisOf(card({ date: '2015-05-01' }), { date: '2016-01-01', basis: 'x' }, revisions)?.text,
    ).toBe('published 2015-05-01, before the cut-off (35 U.S.C. 102(a)(1) (OLRC text of ~2022))');
  });

  it('dates a US patent filed before the cut-off and granted after it by its US filing date (pre-AIA 102(e))', () => {
    expect(priorArtBasisOf(card({}), preAia, revisions)).toEqual({
      kind: 'filed',
      date: '2003-12-29',
      section: 'pre-AIA 35 U.S.C. 102(e)',
      text: 'filed 2003-12-29 in the US, granted 2007-01-02: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) (pre-AIA text, April 2013)',
    });
  });

  it('says 102(a)(2) for an AIA cut-off, a publication for an application, and that 102(d) may date it earlier', () => {
    const b = priorArtBasisOf(
      card({ patentNumber: '20150123456', date: '2016-06-01', filingDate: '2014-02-03' }),
      { date: '2015-01-01', basis: 'effective filing date' },
      revisions,
    );
    expect(b?.text).toBe(
      'filed 2014-02-03 in the US, published 2016-06-01: prior art as of its filing date under 35 U.S.C. 102(a)(2) ' +
        '(OLRC text of ~2022); an earlier priority or benefit claim of it (102(d)), not read here, may date it earlier',
    );
  });

  it('dates a national stage by its international filing date, with the conditions of MPEP 2136.03', () => {
    const nst = card({
      patentNumber: '6981484',
      date: '2006-01-03',
      filingDate: '2002-11-13',
      nationalStage: true,
    });
    expect(priorArtBasisOf(nst, { date: '2003-06-09', basis: 'x' }, revisions)?.text).toBe(
      'filed 2002-11-13 as an international application (a US national stage, 35 U.S.C. 371), granted 2006-01-03: ' +
        'prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) (pre-AIA text, April 2013), if the ' +
        'international application designated the US and was published in English under PCT Article 21(2) ' +
        '(MPEP 2136.03 (R-10.2019)), which the record does not show',
    );
    // Filed before 2000-11-29: no pre-AIA 102(e) date of its own, so not art by its filing date.
    expect(
      priorArtBasisOf({ ...nst, filingDate: '2000-07-21' }, { date: '2001-06-09', basis: 'x' }),
    ).toBeNull();
  });

  it('is null for one filed on or after the cut-off, one without a US filing date, and an undated one', () => {
    expect(priorArtBasisOf(card({ filingDate: '2005-12-16' }), preAia)).toBeNull();
    expect(priorArtBasisOf(card({ filingDate: null }), preAia)).toBeNull();
    expect(priorArtBasisOf(card({ date: null }), preAia)).toBeNull();
  });
});

describe(priorArtDateHolds.name, () => {
  it('holds a reference to its prior-art date, never later than the cut-off', () => {
    const filed = priorArtBasisOf(card({}), preAia)!;
    expect(priorArtDateHolds({ date: '2007-01-02', priorArtBasis: filed }, '2005-12-16')).toBe(true);
    expect(priorArtDateHolds({ date: '2007-01-02', priorArtBasis: filed }, '2003-12-29')).toBe(false);
    expect(priorArtDateHolds({ date: '2007-01-02' }, '2005-12-16')).toBe(false);
    const published = priorArtBasisOf(card({ date: '2003-05-01' }), preAia)!;
    expect(priorArtDateHolds({ date: '2003-05-01', priorArtBasis: published }, '2005-12-16')).toBe(true);
    expect(priorArtDateHolds({ date: '2006-05-01', priorArtBasis: published }, '2005-12-16')).toBe(false);
  });
});

describe('earlier-filed US art in the chart', () => {
  const patent: PatentForAnalysis = {
    number: '7474034',
    title: 'Surface acoustic wave element',
    abstract:
      'A surface acoustic wave element has a piezoelectric substrate and an IDT of comb-like electrodes.',
    description: '',
    claims: [
      {
        number: 1,
        text: '1. A surface acoustic wave element comprising: a piezoelectric substrate; an interdigital transducer of comb electrodes formed on the piezoelectric substrate; and terminals connected to the interdigital transducer.',
        dependsOn: [],
      },
    ],
    earliestDate: '2005-12-16',
    cutoff: { ...preAia, exact: true },
    familyNumbers: [],
    cpc: [],
    inventors: ['Takehiko Shindo'],
    continuity: { patents: [], applications: ['11999999'] },
  };
  const art = card({
    abstract:
      'A surface acoustic wave device has a piezoelectric substrate, an interdigital transducer of comb electrodes on the piezoelectric substrate, and terminals connected to the interdigital transducer.',
  });
  const run = (c: PriorArtCandidate) => chartPriorArt(patent, [c], new Map(), null, { floor: 0, revisions });

  it('charts and shows it with its basis and filing date', () => {
    const found = run(art);
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['7157991']);
    expect(found.shown[0].basis?.kind).toBe('filed');
    expect(found.shown[0].basis?.date).toBe('2003-12-29');
    expect(found.search.scope).toContain(
      'Also searched: US patents and applications filed in the US before the cut-off',
    );
  });

  it('leaves out and counts one by the same inventors (not "by another"), whatever the name order', () => {
    const found = run({ ...art, inventors: ['SHINDO, Takehiko'] });
    expect(found.shown).toEqual([]);
    expect(found.search.sameInventorsExcluded).toBe(1);
  });

  it('keeps one sharing only some inventors, by another (MPEP 2136.04), and says so', () => {
    const found = run({ ...art, inventors: ['Abe Takuya', 'Shindo Takehiko'] });
    expect(found.search.sameInventorsExcluded).toBeUndefined();
    expect(found.shown[0]?.basis?.text).toContain(
      '; it names an inventor of this patent, yet a different inventive entity is "by another" (MPEP 2136.04 (R-10.2019))',
    );
  });

  it("leaves out and counts one of the patent's continuity (by its application number)", () => {
    const found = run({ ...art, applicationNumber: '11/999,999' });
    expect(found.shown).toEqual([]);
    expect(found.search.continuityExcluded).toBe(1);
  });

  it('leaves out one published after the cut-off without a US filing date before it', () => {
    expect(run({ ...art, filingDate: '2006-01-05' }).shown).toEqual([]);
    expect(run({ ...art, filingDate: null }).shown).toEqual([]);
  });

  it('keeps published art whatever its inventors: the exclusion is of art dated by its filing only', () => {
    const found = run({ ...art, date: '2003-05-01', inventors: ['Takehiko Shindo'] });
    expect(found.shown[0]?.basis?.kind).toBe('published');
  });
});

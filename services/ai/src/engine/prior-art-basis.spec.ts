import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { grantCandidate, patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
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
  kind: 'B2',
  ...over,
});

describe(priorArtBasisOf.name, () => {
  it('dates art published before the cut-off by its publication, under the law of the cut-off', () => {
    expect(priorArtBasisOf(card({ date: '2003-05-01' }), preAia, revisions)).toEqual({
      kind: 'published',
      date: '2003-05-01',
      section: 'pre-AIA 35 U.S.C. 102(a) or (b)',
      // The document that is the art, for the reference's header (attorney re-review, defect 16).
      document: 'US 7157991 B2',
      text: 'granted 2003-05-01 as US 7157991 B2, before the cut-off (pre-AIA 35 U.S.C. 102(a) or (b) (pre-AIA text, April 2013))',
    });
    expect(
      priorArtBasisOf(card({ date: '2015-05-01' }), { date: '2016-01-01', basis: 'x' }, revisions)?.text,
    ).toBe(
      'granted 2015-05-01 as US 7157991 B2, before the cut-off (35 U.S.C. 102(a)(1) (OLRC text of ~2022))',
    );
  });

  it("names the pre-AIA section from the patent's US filing date: a 102(b) bar or 102(a) art, not both", () => {
    // Attorney review: US7315742 (granted 2008) against US8930553 (US filing 2012-10-09) is plainly a 102(b) bar.
    const bar = priorArtBasisOf(card({ date: '2003-05-01' }), preAia, revisions, false, {
      filed: '2005-12-16',
    });
    expect(bar?.section).toBe('pre-AIA 35 U.S.C. 102(b)');
    expect(bar?.text).toBe(
      "granted 2003-05-01 as US 7157991 B2: more than one year before this patent's US filing date 2005-12-16, a bar under " +
        'pre-AIA 35 U.S.C. 102(b) (pre-AIA text, April 2013) that no earlier date of invention overcomes (37 CFR 1.131 ' +
        'does not reach it); also prior art under pre-AIA 102(a)',
    );
    const within = priorArtBasisOf(card({ date: '2005-03-01' }), preAia, revisions, false, {
      filed: '2005-12-16',
    });
    expect(within?.section).toBe('pre-AIA 35 U.S.C. 102(a)');
    expect(within?.text).toContain('unless an earlier date of invention is shown (37 CFR 1.131)');
    expect(within?.text).toContain(
      "not a 102(b) bar: within the year before this patent's US filing date 2005-12-16",
    );
    // The year ends on a Saturday (2004-12-18): it runs to Monday 2004-12-20 (35 U.S.C. 21(b)), so a publication of
    // 2003-12-18 is within the year of a filing on 2004-12-20, and more than a year before one on 2004-12-21.
    const edge = (filed: string) =>
      priorArtBasisOf(card({ date: '2003-12-18' }), { date: filed, basis: 'x' }, revisions, false, { filed })
        ?.section;
    expect(edge('2004-12-20')).toBe('pre-AIA 35 U.S.C. 102(a)');
    expect(edge('2004-12-21')).toBe('pre-AIA 35 U.S.C. 102(b)');
  });

  it('dates a US patent filed before the cut-off and granted after it by its US filing date (pre-AIA 102(e))', () => {
    expect(priorArtBasisOf(card({}), preAia, revisions)).toEqual({
      kind: 'filed',
      date: '2003-12-29',
      section: 'pre-AIA 35 U.S.C. 102(e)',
      text: 'filed 2003-12-29 in the US, granted 2007-01-02 as US 7157991 B2: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) (pre-AIA text, April 2013)',
    });
  });

  it('says 102(a)(2) for an AIA cut-off, a publication for an application, and that 102(d) may date it earlier', () => {
    const b = priorArtBasisOf(
      card({ patentNumber: '20150123456', kind: 'A1', date: '2016-06-01', filingDate: '2014-02-03' }),
      { date: '2015-01-01', basis: 'effective filing date' },
      revisions,
    );
    expect(b?.text).toBe(
      'filed 2014-02-03 in the US, published 2016-06-01 as US 2015/0123456 A1: prior art as of its filing date under 35 U.S.C. 102(a)(2) ' +
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
      'filed 2002-11-13 as an international application (a US national stage, 35 U.S.C. 371), granted 2006-01-03 ' +
        'as US 6981484 B2: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) (pre-AIA text, April 2013), ' +
        'if the international application designated the US and was published in English under PCT Article 21(2), ' +
        'as pre-AIA 102(e) requires of an international application (MPEP 2136.03 (R-10.2019)), which the record ' +
        'does not show; if the international application did not designate the US or was not published in English ' +
        'under Article 21(2), it has no pre-AIA 102(e) date (neither the international filing date nor the date the ' +
        '35 U.S.C. 371(c) requirements were met counts), and its first US publication, 2006-01-03, is not before the ' +
        'cut-off: it would not be prior art against this patent (its WIPO publication, which the record here does ' +
        'not give, may be earlier) (MPEP 2136.03, II.A (R-10.2019))',
    );
    // Published as an application before the cut-off: art from that publication if the conditions fail.
    expect(
      priorArtBasisOf(
        { ...nst, publicationDate: '2003-05-22' },
        { date: '2003-06-09', basis: 'x' },
        revisions,
      )?.text,
    ).toContain(
      'it has no pre-AIA 102(e) date (neither the international filing date nor the date the 35 U.S.C. 371(c) ' +
        'requirements were met counts), and is prior art only as of its publication 2003-05-22 under pre-AIA 102(a) or (b)',
    );
    // Filed before 2000-11-29: no pre-AIA 102(e) date of its own, so not art by its filing date.
    expect(
      priorArtBasisOf({ ...nst, filingDate: '2000-07-21' }, { date: '2001-06-09', basis: 'x' }),
    ).toBeNull();
  });

  // Attorney review: a reference granted after the cut-off whose application was published before it is art as of that
  // publication (35 U.S.C. 122(b)), the stronger basis: 102(e) art can be antedated (37 CFR 1.131), 102(b) art cannot.
  const published = card({ publicationDate: '2005-01-06', publicationNumber: 'US20050003790A1' });
  it('dates one granted after the cut-off by its earlier publication: pre-AIA 102(a) within the year', () => {
    const b = priorArtBasisOf(published, preAia, revisions, false, { filed: '2005-12-16' });
    expect(b).toMatchObject({ kind: 'published', date: '2005-01-06', section: 'pre-AIA 35 U.S.C. 102(a)' });
    expect(b?.text).toBe(
      'its application published 2005-01-06 as US 2005/0003790 A1, granted 2007-01-02 as US 7157991 B2: before the ' +
        'cut-off, prior art ' +
        'under pre-AIA 35 U.S.C. 102(a) (pre-AIA text, April 2013) unless an earlier date of invention is shown (37 ' +
        "CFR 1.131); not a 102(b) bar: within the year before this patent's US filing date 2005-12-16; and, filed " +
        '2003-12-29 in the US, granted 2007-01-02 as US 7157991 B2: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) ' +
        '(pre-AIA text, April 2013)',
    );
    expect(priorArtDateHolds({ date: '2007-01-02', priorArtBasis: b! }, '2005-12-16')).toBe(true);
    expect(priorArtDateHolds({ date: '2007-01-02', priorArtBasis: b! }, '2005-01-06')).toBe(false);
    // Granted before the cut-off, after its publication: dated by the publication too (attorney review, US7315219).
    expect(priorArtDateHolds({ date: '2005-03-01', priorArtBasis: b! }, '2005-12-16')).toBe(true);
    // A "publication before grant" that is not before the date shown does not hold.
    expect(priorArtDateHolds({ date: '2004-12-01', priorArtBasis: b! }, '2005-12-16')).toBe(false);
    // Without the patent's US filing date the bar is not decided, and said so.
    expect(priorArtBasisOf(published, preAia, revisions)?.text).toContain(
      "whether a 102(b) bar: this patent's US filing date is not in the record",
    );
  });

  it('makes it a 102(b) bar more than a year before the US filing date, the year run to the next office day', () => {
    // 2006-01-06 is a Friday: filed on 2006-01-09 (Monday) is more than a year after the publication.
    const bar = priorArtBasisOf(published, preAia, revisions, false, { filed: '2006-01-09' });
    expect(bar).toMatchObject({ kind: 'published', date: '2005-01-06', section: 'pre-AIA 35 U.S.C. 102(b)' });
    expect(bar?.text).toContain(
      "more than one year before this patent's US filing date 2006-01-09, a bar under pre-AIA 35 U.S.C. 102(b) " +
        '(pre-AIA text, April 2013) that no earlier date of invention overcomes (37 CFR 1.131 does not reach it)',
    );
    expect(priorArtBasisOf(published, preAia, revisions, false, { filed: '2006-01-06' })?.section).toBe(
      'pre-AIA 35 U.S.C. 102(a)',
    );
    // A Saturday anniversary runs to Monday (35 U.S.C. 21(b)): filed that Monday, not a bar; the Tuesday, a bar.
    const sat = card({ publicationDate: '2004-01-10', date: '2007-01-02' });
    expect(priorArtBasisOf(sat, preAia, revisions, false, { filed: '2005-01-10' })?.section).toBe(
      'pre-AIA 35 U.S.C. 102(a)',
    );
    expect(priorArtBasisOf(sat, preAia, revisions, false, { filed: '2005-01-11' })?.section).toBe(
      'pre-AIA 35 U.S.C. 102(b)',
    );
    // The patent's own inventive entity: its publication within the year is not art (not "by others"), a bar is.
    expect(
      priorArtBasisOf(published, preAia, revisions, false, { filed: '2005-12-16', sameInventors: true })
        ?.kind,
    ).toBe('filed');
    expect(
      priorArtBasisOf(published, preAia, revisions, false, { filed: '2006-01-09', sameInventors: true })
        ?.kind,
    ).toBe('published');
  });

  it('says 102(a)(1) for an AIA cut-off, with the grace period of 102(b)(1), and ignores a later publication', () => {
    const aia = { date: '2015-01-01', basis: 'effective filing date' };
    const app = card({ date: '2016-06-01', filingDate: '2013-05-01', publicationDate: '2014-11-06' });
    const b = priorArtBasisOf(app, aia, revisions, false, { filed: '2015-01-01' });
    expect(b).toMatchObject({ kind: 'published', date: '2014-11-06', section: '35 U.S.C. 102(a)(1)' });
    expect(b?.text).toContain(
      'within the year before the effective filing date 2015-01-01: not prior art if an exception of 102(b)(1) applies',
    );
    expect(priorArtBasisOf({ ...app, publicationDate: '2013-11-06' }, aia, revisions)?.text).toContain(
      'more than a year before the effective filing date 2015-01-01',
    );
    // Published on or after the cut-off: art by its filing date only.
    expect(priorArtBasisOf({ ...app, publicationDate: '2015-01-01' }, aia, revisions)?.kind).toBe('filed');
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

// Attorney review (issue 23): US7863991 (CMOS VCO, US filing 2008-10-06, no priority) against US7315219 (multiphase
// VCO, filed 2005-09-07, published 2006-03-09 as US 2006/0049879 A1, granted 2008-01-01), real records of the slices.
describe('a reference granted before the cut-off and published earlier as an application', () => {
  const slice = (f: string) =>
    readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', f));
  const patent = slice('ipg110104.small.xml').find((g) => g.number === '7863991')!;
  const ref = slice('ipg080101.small.xml').find((g) => g.number === '7315219')!;
  const cutoff = { date: patent.filingDate, basis: 'effective filing date' };

  it('is a pre-AIA 102(b) bar by its A1 publication, and 102(e) art as of its US filing, naming each document', () => {
    expect([patent.filingDate, ref.publicationDate, ref.grantDate]).toEqual([
      '2008-10-06',
      '2006-03-09',
      '2008-01-01',
    ]);
    const b = priorArtBasisOf(grantCandidate(ref, 1), cutoff, revisions, false, {
      filed: patent.filingDate,
    })!;
    expect(b).toMatchObject({
      kind: 'published',
      date: '2006-03-09',
      preGrant: true,
      section: 'pre-AIA 35 U.S.C. 102(b)',
    });
    expect(b.text).toContain(
      'its application published 2006-03-09 as US 2006/0049879 A1, granted 2008-01-01 as US 7315219 B2: more than one ' +
        "year before this patent's US filing date 2008-10-06, a bar under pre-AIA 35 U.S.C. 102(b)",
    );
    expect(b.text).toContain(
      '; and, filed 2005-09-07 in the US, granted 2008-01-01 as US 7315219 B2: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e)',
    );
    expect(b.text).not.toContain('unless an earlier date of invention is shown');
    expect(priorArtDateHolds({ date: ref.grantDate, priorArtBasis: b }, cutoff.date)).toBe(true);
  });

  it('is dated by its grant when the record gives no earlier publication', () => {
    const b = priorArtBasisOf(
      { ...grantCandidate(ref, 1), publicationDate: null },
      cutoff,
      revisions,
      false,
      {
        filed: patent.filingDate,
      },
    )!;
    expect(b).toMatchObject({ kind: 'published', date: '2008-01-01', section: 'pre-AIA 35 U.S.C. 102(a)' });
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  grantCandidate,
  patentDataDir,
  readGrantSlice,
  withServiceDates,
  type XmlGrant,
} from '../../test/support/uspto-xml-reader.js';
import { section102Revisions } from '../legal/section-102.js';
import { documentName, kindOf, priorArtBasisOf } from './prior-art-basis.js';
import { cutoffOf } from './prior-art-chart.js';

// Attorney review of issue 23, on real records of the XML grant slices: a reference's basis says what applies when the
// PCT conditions of pre-AIA 102(e) fail (MPEP 2136.03, II.A), and a reference dated by its grant names its kind.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const slice = (f: string) => readGrantSlice(path.join(dir, f));
const grants = new Map<string, XmlGrant>(
  ['ipg050104.small.xml', 'ipg060103.small.xml', 'ipg090106.small.xml']
    .flatMap(slice)
    .map((g) => [g.number, g]),
);
const grant = (n: string) => grants.get(n)!;
const revisions = section102Revisions();
const mpep2136 = revisions.mpep?.['2136.03'];
/** The basis of reference `ref` against patent `n`, with the patent's cut-off and US filing date as the analysis has them. */
const basis = (ref: string, n: string) => {
  const patent = withServiceDates(grant(n));
  return priorArtBasisOf(grantCandidate(grant(ref), 1), cutoffOf(patent), revisions, false, {
    filed: patent.filingDate,
  });
};

describe('a pre-AIA 102(e) date through an international application, when its conditions fail', () => {
  it('gives a bypass continuation its own US filing date: US6981898 (of PCT/JP02/00677) against US6981880', () => {
    // US6981898 (Connector) was filed in the US 2003-07-07 as a continuation of PCT/JP02/00677 (2002-01-30) and
    // published 2004-02-12 as US 2004/0029410 A1; US6981880 was filed 2004-06-22.
    expect(cutoffOf(withServiceDates(grant('6981880'))).date).toBe('2004-06-22');
    const b = basis('6981898', '6981880');
    expect(b).toMatchObject({ kind: 'published', date: '2004-02-12', section: 'pre-AIA 35 U.S.C. 102(a)' });
    const text = b!.text;
    expect(text).toContain(
      'filed 2003-07-07 in the US, claiming the benefit of international application (PCT) PCT/JP02/00677 filed ' +
        '2002-01-30 (35 U.S.C. 365(c)), granted 2006-01-03 as US 6981898 B2',
    );
    expect(text).toContain(
      'if the international application designated the US and was published in English under PCT Article 21(2), ' +
        `as pre-AIA 102(e) requires of an international application (MPEP 2136.03 (${mpep2136})), which the record does not show`,
    );
    expect(text).toContain(
      '; if the international application did not designate the US or was not published in English under ' +
        'Article 21(2), it is prior art under pre-AIA 102(e) only as of its own US filing date 2003-07-07, and ' +
        `under pre-AIA 102(a) or (b) as of its publication 2004-02-12 (MPEP 2136.03, II.A (${mpep2136}))`,
    );
  });

  it('gives a national stage no 102(e) date, and says when its first US publication is after the cut-off', () => {
    // US6981484: national stage of PCT/AU02/01545 (2002-11-13), published 2005-03-10 as US 2005/0051130 A1.
    const b = basis('6981484', '6981880');
    expect(b).toMatchObject({ kind: 'filed', date: '2002-11-13', section: 'pre-AIA 35 U.S.C. 102(e)' });
    expect(b!.text).toMatch(
      /^filed 2002-11-13 as an international application \(a US national stage, 35 U\.S\.C\. 371\), granted 2006-01-03 as US 6981484 B2: /,
    );
    expect(b!.text).toContain(
      '; if the international application did not designate the US or was not published in English under ' +
        'Article 21(2), it has no pre-AIA 102(e) date (neither the international filing date nor the date the ' +
        '35 U.S.C. 371(c) requirements were met counts), and its first US publication, 2005-03-10, is not before the ' +
        'cut-off: it would not be prior art against this patent (its WIPO publication, which the record here does ' +
        `not give, may be earlier) (MPEP 2136.03, II.A (${mpep2136}))`,
    );
  });

  it('cites the pre-AIA 102(e) text that sets the conditions, with its revision', () => {
    expect(revisions.preAia).toBeTruthy();
    expect(basis('6981484', '6981880')!.text).toContain(
      `prior art as of its filing date under pre-AIA 35 U.S.C. 102(e) (${revisions.preAia})`,
    );
  });
});

describe('a reference dated by its grant names its kind', () => {
  it('as the record gives it: B1, B2, and S, E, H for the XML’s S1, E1, H1', () => {
    expect(grant('6836899').kind).toBe('B1');
    expect(documentName(grantCandidate(grant('6836899'), 1))).toBe('US 6836899 B1');
    expect(documentName(grantCandidate(grant('6981898'), 1))).toBe('US 6981898 B2');
    expect(grant('D0513425').kind).toBe('S1');
    expect(documentName(grantCandidate(grant('D0513425'), 1))).toBe('US D513425 S');
    expect(grant('H0002140').kind).toBe('H1');
    expect(kindOf(grantCandidate(grant('H0002140'), 1))).toBe('H');
    expect(kindOf({ patentNumber: 'RE49257', kind: 'E1', date: '2022-10-25' })).toBe('E');
  });

  it('from the number and dates when the record gives none, only where they tell it', () => {
    const card = { patentNumber: '5535303', date: '1996-07-09' };
    expect(documentName(card)).toBe('US 5535303 A');
    expect(kindOf({ patentNumber: '7157991', date: '2007-01-02', publicationDate: '2005-01-06' })).toBe('B2');
    // After 2001-01-02 without a known publication: B1 or B2, not told.
    expect(documentName({ patentNumber: '7157991', date: '2007-01-02' })).toBe('US 7157991');
    expect(documentName({ patentNumber: 'D513425', date: '2006-01-03' })).toBe('US D513425 S');
    expect(documentName({ patentNumber: '20040029410', kind: 'A1', date: '2004-02-12' })).toBe(
      'US 2004/0029410 A1',
    );
  });

  it('in the basis of a B1 grant dated by its grant: US6836899 against US7472652 (filed 2006-08-14)', () => {
    expect(basis('6836899', '7472652')?.text).toMatch(
      /^granted 2005-01-04 as US 6836899 B1: more than one year before/,
    );
    // Dated by its filing, the grant is named the same way: US6981898 B2 against US6981880 (above).
    expect(basis('6981898', '6981880')?.text).toContain('granted 2006-01-03 as US 6981898 B2');
  });
});

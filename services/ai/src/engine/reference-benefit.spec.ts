import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { grantCandidate, patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { section102Revisions } from '../legal/section-102.js';
import { earliestClaimedFiling, priorArtBasisOf, priorArtDateHolds } from './prior-art-basis.js';
import type { PriorArtCandidate } from './types.js';

// A reference's own benefit claims in its prior-art date (issue 23): real grants of ../shared/data as patents.similar
// gives them (their provisionals, parents and priority claims read from the XML), against cut-offs set between
// their earlier applications and their own filing.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grants = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .flatMap((f) => readGrantSlice(path.join(dir, f)))
    .map((g) => [g.number, g]),
);
const revisions = section102Revisions();
/** The grant as a candidate; its application publication left out where a test needs its filing basis alone. */
const candidate = (n: string, unpublished = false): PriorArtCandidate => {
  const g = grants.get(n);
  if (!g) throw new Error(`US${n} not in the slices`);
  const c = grantCandidate(g, 1);
  return unpublished ? { ...c, publicationDate: null, publicationNumber: null } : c;
};
const basis = (c: PriorArtCandidate, cutoff: string) =>
  priorArtBasisOf(c, { date: cutoff, basis: 'effective filing date' }, revisions);

describe('a reference dated by the applications it claims', () => {
  it('pre-AIA: US7157516, filed 2004-06-23, is 102(e) art as of its provisional of 2003-06-23', () => {
    const c = candidate('7157516');
    expect(c).toMatchObject({ filingDate: '2004-06-23', date: '2007-01-02' });
    expect(c.usBenefit).toMatchObject({
      relation: 'provisional',
      applicationNumber: '60480731',
      date: '2003-06-23',
    });
    // Its publication, if any, is after this cut-off: the basis is its filing.
    expect(!c.publicationDate || c.publicationDate >= '2004-01-15').toBe(true);
    const b = basis(c, '2004-01-15');
    expect(b).toMatchObject({ kind: 'filed', date: '2003-06-23', section: 'pre-AIA 35 U.S.C. 102(e)' });
    expect(b!.text).toMatch(
      /^filed 2004-06-23 in the US, claiming the benefit of US provisional application 60480731 filed 2003-06-23 \(35 U\.S\.C\. 119\(e\)\), granted 2007-01-02 as US 7157516 B2: prior art as of the filing date of that application under pre-AIA 35 U\.S\.C\. 102\(e\) \(pre-AIA text[^)]*\); MPEP 2136\.03 \(R-[^)]+\), if the earlier application supports the subject matter relied on \(not assessed\)$/,
    );
    expect(priorArtDateHolds({ date: c.date, priorArtBasis: b! }, '2004-01-15')).toBe(true);
    // Without its benefit claim it is not art against that cut-off: its own filing is after it.
    expect(basis({ ...c, usBenefit: null }, '2004-01-15')).toBeNull();
    // Nor against a cut-off before the provisional.
    expect(basis(c, '2003-06-23')).toBeNull();
  });

  it('US8420484: pre-AIA, as of its parent (121), its KR priority said to give no earlier 102(e) date', () => {
    const c = candidate('8420484');
    expect(c.filingDate).toBe('2011-07-18');
    const b = basis(c, '2010-01-01');
    expect(b).toMatchObject({ kind: 'filed', date: '2009-06-29', section: 'pre-AIA 35 U.S.C. 102(e)' });
    expect(b!.text).toContain(
      'claiming the benefit of parent application (a division of it) 12493268 filed 2009-06-29 (35 U.S.C. 121)',
    );
    expect(b!.text).toMatch(
      /its priority claim to KR application 10-2009-0049351 filed 2009-06-04 \(35 U\.S\.C\. 119\(a\)\) gives no earlier pre-AIA 102\(e\) date \(MPEP 2136\.03/,
    );
    // Between the KR priority and the parent's filing: not pre-AIA 102(e) art.
    expect(basis(c, '2009-06-15')).toBeNull();
  });

  it('US8420484 under the AIA: effectively filed as of its KR priority (102(d)(2), MPEP 2154.01(b))', () => {
    const c = candidate('8420484', true);
    const b = basis(c, '2013-04-01');
    expect(b).toMatchObject({ kind: 'filed', date: '2009-06-04', section: '35 U.S.C. 102(a)(2)' });
    expect(b!.text).toMatch(
      /^filed 2011-07-18 in the US, claiming priority to KR application 10-2009-0049351 filed 2009-06-04 \(35 U\.S\.C\. 119\(a\)\), granted 2013-04-16 as US 8420484 B2: prior art, effectively filed as of the filing date of that application, under 35 U\.S\.C\. 102\(a\)\(2\) \([^)]*\) and 102\(d\)\(2\); MPEP 2154\.01\(b\) \(R-[^)]+\), if the earlier application supports the subject matter relied on \(not assessed\)$/,
    );
    // With its application published 2011-11-10, that publication is the basis; the 102(d) date is also given.
    const published = basis(candidate('8420484'), '2013-04-01');
    expect(published).toMatchObject({ kind: 'published', preGrant: true, date: '2011-11-10' });
    expect(published!.text).toContain(
      '; and, filed 2011-07-18 in the US, claiming priority to KR application 10-2009-0049351 filed 2009-06-04',
    );
  });

  it('a foreign priority only: pre-AIA it stays at its US filing date (MPEP 2136.03), under the AIA it does not', () => {
    const c = candidate('8421436', true);
    expect(c).toMatchObject({ filingDate: '2009-12-10', usBenefit: null });
    expect(c.foreignPriority).toMatchObject({ country: 'KR', date: '2008-12-10' });
    // Pre-AIA cut-off between its KR priority and its US filing: not art.
    expect(basis(c, '2009-06-01')).toBeNull();
    const later = basis(c, '2010-01-01');
    expect(later).toMatchObject({ kind: 'filed', date: '2009-12-10' });
    expect(later!.text).toMatch(
      /^filed 2009-12-10 in the US, granted 2013-04-16 as US 8421436 B2: prior art as of its filing date/,
    );
    expect(later!.text).toContain('gives no earlier pre-AIA 102(e) date');
    expect(basis(c, '2013-04-01')).toMatchObject({ date: '2008-12-10', section: '35 U.S.C. 102(a)(2)' });
    // The search's pre-filter reads the same dates.
    expect(earliestClaimedFiling(c)).toBe('2009-12-10');
    expect(earliestClaimedFiling(c, true)).toBe('2008-12-10');
  });

  it('a national stage of an international application filed before 2000-11-29 gains no pre-AIA date by its provisional', () => {
    const c = candidate('6982249', true);
    expect(c).toMatchObject({ nationalStage: true, filingDate: '1998-04-21' });
    expect(c.usBenefit).toMatchObject({ relation: 'provisional', date: '1997-04-23' });
    expect(basis(c, '1998-01-01')).toBeNull();
  });
});

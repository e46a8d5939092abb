import path from 'node:path';
import { AIA_MAY_APPLY, ofRecordCounts } from '@patent-hub/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGrant, patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import { dateNote, filedAs, nplDate } from '../engine/references-of-record.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Attorney review (issue 23, fix 5): non-patent references of record were all "undated" although most print their
// date. Real grants of the weekly slices; the corpus holds none of their references (no retrieval).
const grantOf = (slice: string, number: string) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${slice}.small.xml`),
  ).find((g) => g.number === number)!;

async function referencesOf(slice: string, number: string) {
  const patent = grantOf(slice, number);
  const found = await searchPriorArt({ similar: async () => [] }, patent, {});
  return buildLocalAnalysis(patent, found, { now: new Date('2026-11-28') }).referencesOfRecord!;
}

describe('non-patent references of record dated from their text', () => {
  it('reads a month date, a year in parentheses and a year after the journal, not a page or a CAS number', () => {
    expect(
      nplDate(
        'Chow et al., A dual-frequency-mode monopole-helical antenna, Microwave and optical Technology Letters, Feb. 2001.',
      ),
    ).toBe('2001-02');
    expect(
      nplDate(
        "Roget's II—The New Thesaurus (1988) Houghton Mifflin Company, (Expanded ed.) pp. 180, 357, 578 and 648.",
      ),
    ).toBe('1988');
    expect(
      nplDate(
        'Piccola, Bolettino Chimico Farmaceutico, 1979, 118(5), 282-285 (English Translation enclosed).',
      ),
    ).toBe('1979');
    expect(nplDate('X, J. Appl. Phys., vol. 12, 1998')).toBe('1998');
    expect(nplDate('Y, Proc. IEEE, pp. 1985-1990')).toBeNull();
    expect(nplDate('Piracetam [7491-74-9] from ChemFinder.Com.')).toBeNull();
    expect(nplDate('Z, web page, retrieved on Jan. 5, 2010 from the internet')).toBeNull();
  });

  it('US7315289 (cut-off 2002-09-10): its six articles are dated and judged against the cut-off', async () => {
    const npl = (await referencesOf('ipg080101', '7315289')).filter((r) => r.kind === 'npl');
    expect(npl).toHaveLength(6);
    expect(npl.map((r) => r.date)).toEqual(['1998-06', '1997', '1996-12-05', '2000', '2001-02', '1997']);
    expect(npl.every((r) => r.dateCheck === 'before')).toBe(true);
    expect(npl[4].dateNote).toBe(
      'dated 2001-02, before the cut-off 2002-09-10 (date read from the citation text)',
    );
  });

  it('US6837544 (cut-off 2000-12-06): search reports dated 2002 are flagged as after; US7157421 counts the undated', async () => {
    const late = (await referencesOf('ipg050104', '6837544')).filter((r) => r.kind === 'npl');
    expect(late.map((r) => r.dateCheck)).toEqual(['after', 'after', 'after']);
    // An article counts only from its publication: no earlier filing date can make it prior art (attorney review).
    for (const r of late) {
      expect(r.dateNote).toContain(
        'on or after the cut-off 2000-12-06: not prior art against this patent, since it counts only from the date it was made public',
      );
      expect(r.dateNote).not.toContain('102(a)(2)');
    }
    const refs = await referencesOf('ipg070102', '7157421');
    const npl = refs.filter((r) => r.kind === 'npl');
    expect(npl[0]).toMatchObject({ date: '1979', dateCheck: 'before' });
    const undated = refs.filter((r) => r.dateCheck === 'undated').length;
    expect(undated).toBeGreaterThanOrEqual(7);
    expect(ofRecordCounts(refs)).toContain(
      `${undated} undated (no date in the record or in the citation's text)`,
    );
  });
});

describe('what a reference of record dated after the cut-off may still be', () => {
  it('a US or WO document may count by its filing date; an article or a foreign national one may not', () => {
    expect(filedAs({ country: 'US', kind: 'B1' })).toBe('us');
    expect(filedAs({ country: null, kind: null })).toBe('us');
    expect(filedAs({ country: 'WO', kind: 'A1' })).toBe('wo');
    expect(filedAs({ country: 'JP', kind: 'A' })).toBe('public');
    expect(filedAs({ country: null, kind: 'npl' })).toBe('public');
    // A cut-off before 2013-03-16: the pre-AIA sections only (attorney review, issue 23: not the AIA's).
    expect(dateNote('2006-03', 'after', '2005-01-14', false, 'us')).toContain(
      'as a US patent or application it may be by an earlier filing date (pre-AIA 35 U.S.C. 102(e)), which the record does not give',
    );
    expect(dateNote('2006-03', 'after', '2005-01-14', false, 'wo')).toContain(
      'if it designates the United States',
    );
    expect(dateNote('2006-03', 'after', '2005-01-14', false, 'public')).toBe(
      'dated 2006-03, on or after the cut-off 2005-01-14: not prior art against this patent, since it counts only from the date it was made public (pre-AIA 35 U.S.C. 102(a) or (b))',
    );
    // On or after 2013-03-16 the AIA's; before it, both when the cut-off's basis says the AIA may apply (3(n)(1)).
    expect(dateNote('2016-06-09', 'after', '2015-03-10', false, 'public')).toContain(
      'made public (35 U.S.C. 102(a)(1))',
    );
    expect(dateNote('2016-06', 'after', '2015-03-10', false, 'wo')).toBe(
      'dated 2016-06, on or after the cut-off 2015-03-10: not prior art by its publication date; as an international ' +
        'application it may be by an earlier filing date if it designates the United States (35 U.S.C. 102(a)(2) and ' +
        '102(d)), which the record does not give',
    );
    expect(
      dateNote('2013-05', 'after', '2012-01-10', false, 'us', `filed 2012-01-10; ${AIA_MAY_APPLY}`),
    ).toContain('(pre-AIA 35 U.S.C. 102(e), or 102(a)(2) if the AIA applies)');
    // Before the cut-off, the kind of document changes nothing.
    expect(dateNote('2004', 'before', '2005-01-14', false, 'public')).toBe(
      'dated 2004, before the cut-off 2005-01-14',
    );
  });
});

// Attorney review (issue 23, minor): an article dated after the cut-off of US8088834, a pre-AIA patent, was said to count
// "only from the date it was made public (35 U.S.C. 102(a)(1))", the AIA's section. The era of the cut-off decides.
describe('the section of 35 U.S.C. 102 a reference of record after the cut-off is weighed under', () => {
  it('US8088834 (pre-AIA): its search reports under pre-AIA 102(a) or (b), US documents under pre-AIA 102(e)', async () => {
    const refs = await referencesOf('ipg120103', '8088834');
    expect(refs.some((r) => r.dateCheck !== 'no cut-off')).toBe(true);
    const late = refs.filter((r) => r.dateCheck === 'after' && !r.family);
    const npl = late.filter((r) => r.kind === 'npl');
    expect(npl.length).toBeGreaterThan(0);
    for (const r of npl)
      expect(r.dateNote).toContain(
        'since it counts only from the date it was made public (pre-AIA 35 U.S.C. 102(a) or (b))',
      );
    const us = late.filter((r) => r.kind !== 'npl' && (r.country ?? 'US') === 'US');
    expect(us.length).toBeGreaterThan(0);
    for (const r of us) expect(r.dateNote).toContain('(pre-AIA 35 U.S.C. 102(e))');
    for (const r of refs) expect(r.dateNote).not.toMatch(/102\(a\)\([12]\)/);
  });

  it('US10000000 (filed 2015-03-10, AIA): its search report under 35 U.S.C. 102(a)(1), no pre-AIA section', async () => {
    const grant = parseGrant(
      readFileSync(
        path.join(
          patentDataDir(),
          'uspto-xml/patent-dev__uspto-odp/testdata/grant_us10000000b2_14643719.xml',
        ),
        'utf8',
      ),
    );
    const found = await searchPriorArt({ similar: async () => [] }, grant, {});
    const refs = buildLocalAnalysis(grant, found, { now: new Date('2026-11-28') }).referencesOfRecord!;
    const late = refs.filter((r) => r.kind === 'npl' && r.dateCheck === 'after');
    expect(late.length).toBeGreaterThan(0);
    for (const r of late) expect(r.dateNote).toContain('made public (35 U.S.C. 102(a)(1))');
    for (const r of refs) expect(r.dateNote).not.toContain('pre-AIA');
  });
});

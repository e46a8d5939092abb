import path from 'node:path';
import { ofRecordCounts } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
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
    expect(dateNote('2006-03', 'after', '2005-01-14', false, 'us')).toContain(
      'as a US patent or application it may be by an earlier filing date (35 U.S.C. 102(a)(2); pre-AIA 102(e))',
    );
    expect(dateNote('2006-03', 'after', '2005-01-14', false, 'wo')).toContain(
      'if it designates the United States',
    );
    expect(dateNote('2006-03', 'after', '2005-01-14', false, 'public')).toBe(
      'dated 2006-03, on or after the cut-off 2005-01-14: not prior art against this patent, since it counts only from the date it was made public (35 U.S.C. 102(a)(1))',
    );
    // Before the cut-off, the kind of document changes nothing.
    expect(dateNote('2004', 'before', '2005-01-14', false, 'public')).toBe(
      'dated 2004, before the cut-off 2005-01-14',
    );
  });
});

import path from 'node:path';
import { heldText, ofRecordCounts, ofRecordLine } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import {
  parseGrant,
  patentDataDir,
  readGrantSlice,
  withServiceDates,
} from '../../test/support/uspto-xml-reader.js';
import { readFileSync } from 'node:fs';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import { inContinuity } from '../engine/references-of-record.js';
import type { CorpusSearch } from '../engine/types.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Attorney review (issue 23 item 1): a patent's own parents among its references of record were flagged as possible
// 102(a)(2) art. Whatever the corpus holds, one in the patent's continuity is labelled as such.
const xml = (rel: string) => path.join(patentDataDir(), 'uspto-xml', rel);
const nothingHeld: CorpusSearch = { similar: async () => [], fullText: async () => new Map() };

const analyse = async (grant: ReturnType<typeof parseGrant>) => {
  const found = await searchPriorArt(nothingHeld, grant);
  return buildLocalAnalysis(grant, found, { now: new Date('2026-01-01') }).referencesOfRecord!;
};

describe('references of record in the patent’s own continuity', () => {
  it('labels US6982661’s parents US6563439 and US6646577 as family, not as 102(a)(2) art', async () => {
    const grant = readGrantSlice(xml('PatentsView__PatentsView-DB/ipgxml/ipg060103.small.xml')).find(
      (g) => g.number === '6982661',
    )!;
    const refs = await analyse(grant);
    const parents = refs.filter((r) => r.family);
    expect(parents.map((r) => r.corpusNumber).sort()).toEqual(['6563439', '6646577']);
    for (const r of parents) {
      expect(heldText(r)).toBe("in this patent's own continuity: not prior art against it");
      expect(ofRecordLine(r)).not.toMatch(/102\(a\)\(2\)|102\(e\)/);
    }
    expect(ofRecordCounts(refs)).toContain("2 in this patent's own continuity (not prior art against it)");
  });

  it('labels the 7 cited parents of US11646472 (a chain through a CIP) as family', async () => {
    const grant = parseGrant(
      readFileSync(xml('patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'), 'utf8'),
    );
    const refs = await analyse(grant);
    expect(
      refs
        .filter((r) => r.family)
        .map((r) => r.corpusNumber)
        .sort(),
    ).toEqual(['10529971', '10916753', '7282295', '7829212', '8501339', '8828580', '9666850']);
    // Not of the chain and dated after the cut-off (2004-02-06, pre-AIA): possible art by an earlier filing date.
    const byFiling = '(pre-AIA 35 U.S.C. 102(e)), which the record does not give';
    expect(refs.filter((r) => !r.family && r.dateNote.includes(byFiling)).length).toBeGreaterThan(0);
    // With the service's dates the chain holds applications filed on or after 2013-03-16: the AIA may apply (3(n)(1)),
    // and the AIA's section is named beside the pre-AIA one (attorney review, issue 23).
    const dated = await analyse(withServiceDates(grant));
    const either = '(pre-AIA 35 U.S.C. 102(e), or 102(a)(2) if the AIA applies)';
    expect(dated.filter((r) => !r.family && r.dateNote.includes(either)).length).toBeGreaterThan(0);
  });

  it('matches an application of the chain only when the citation prints a serial number', () => {
    const chain = { patents: ['6563439'], applications: ['10293187'] };
    expect(inContinuity({ document_number: '06563439', country: 'US', kind: 'B1' }, chain)).toBe(true);
    expect(inContinuity({ document_number: '10/293,187', country: 'US', kind: null }, chain)).toBe(true);
    expect(inContinuity({ document_number: '10293187', country: 'US', kind: 'B2' }, chain)).toBe(false);
    expect(inContinuity({ document_number: '6563439', country: 'JP', kind: 'A' }, chain)).toBe(false);
  });
});

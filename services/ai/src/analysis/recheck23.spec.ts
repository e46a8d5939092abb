import { describe, expect, it } from 'vitest';
import { analysedGrant, grantSlice, servicedGrant as grant } from '../../test/support/analysed-grant.js';
import { grantCandidate, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import type { CorpusSearch } from '../engine/types.js';
import { buildReport } from './report.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Attorney re-check of issue 23 (analyses of 2026-11-30): the last defects, fixed as general rules on real grants.
const today = new Date('2026-11-30T05:00:00Z');

describe('a gap search that finds nothing says so', () => {
  // Real grants of 2008-01-01 (before US8421436's cut-off 2008-12-10) and of 2009-01-06 (inside its KR priority gap,
  // 2008-12-10 … 2009-12-09); the stub search and counts honour `before`.
  const docs = [...readGrantSlice(grantSlice('ipg080101')), ...readGrantSlice(grantSlice('ipg090106'))];
  const before = (d: string) => docs.filter((g) => g.grantDate! < d);
  const corpus: CorpusSearch = {
    similar: async (q) =>
      (q.before ? before(q.before) : docs).slice(0, 40).map((g) => grantCandidate(g, 0.5)),
    corpusCounts: async (q) => ({
      total: docs.length,
      datedBefore: q.before ? before(q.before).length : null,
      undated: 0,
      forwardCitations: null,
    }),
  };

  it('US8421436: "Also searched 2008-12-10 → 2009-12-10 …: N documents, none over the floor", 102(e) art not searched', async () => {
    const patent = grant('ipg130416', '8421436');
    const found = await searchPriorArt(corpus, patent);
    expect(found.benefitGap).toMatchObject({ from: '2008-12-10', until: '2009-12-10', shown: [] });
    const inGap = docs.filter((g) => g.grantDate! >= '2008-12-10' && g.grantDate! < '2009-12-10').length;
    expect(inGap).toBeGreaterThan(0);
    const line = `Also searched 2008-12-10 → 2009-12-10 (prior art unless the foreign priority claim to KR 10-2008-0125387 holds): ${inGap} documents, none over the floor. US patents and applications filed in this period but published later (prior art as of their US filing date) were not searched.`;
    expect(found.search.benefitGapSearched).toBe(line);
    const a = await analyzePatent(
      { loadPatent: async () => patent, search: corpus, provider: new LocalProvider(), now: () => today },
      patent.number,
      1,
    );
    expect(a.priorArt).toEqual([]);
    expect(buildReport(a, today).content).toContain(line);
  });
});

describe('the cut-off explanation names the applications of the chain as they are', () => {
  it('US7158629: 09/901,749 is the parent, 10/095,513 the continuation-in-part (the XML relation)', () => {
    const basis = grant('ipg070102', '7158629').serviceDates.effective_filing_date.basis;
    expect(basis).toContain(
      'the 2 application(s) it claims: parent 09/901,749 filed 2001-07-09 of continuation-in-part 10/095,513 (35 U.S.C. 120)',
    );
    expect(basis).not.toMatch(/continuation-in-part 09\/901,749/);
  });

  it('US8421436 (KR priority, pre-AIA): "filed before 2013-03-16" once, no dangling "and only then"', () => {
    const basis = grant('ipg130416', '8421436').serviceDates.effective_filing_date.basis;
    expect(basis.match(/filed before 2013-03-16/g)).toHaveLength(1);
    expect(basis).not.toContain('and only then');
    expect(basis).toContain(
      'as prior art under pre-AIA 102(e) it counts from its US filing date (2009-12-10)',
    );
  });
});

describe('a design patent: no statement of what a technical merit number reads', () => {
  it('US D651,584: "Not assessed — does not apply to a design" without "This number is a reading …"', async () => {
    const { a, report } = await analysedGrant('ipg120103', 'D0651584', today);
    expect(a.technicalMerit).toBeNull();
    const lines = report.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Technical Merit: Not assessed'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).not.toMatch(/This number is a reading/);
    expect(report).not.toContain('This number is a reading of measurable signals (number of claims');
    // Commercial potential keeps its statement.
    expect(report).toContain('This number is a reading of measurable signals (remaining term');
  });
});

describe('a reference dated only to the cut-off month inside a conditional gap is at least conditional art', () => {
  it('US8420883: US5362488 (1994-11) against 1994-11-28, the CIP gap running to 1997-09-10', async () => {
    const { a } = await analysedGrant('ipg130416', '8420883', today);
    const sibley = a.referencesOfRecord!.find((r) => r.number.includes('5362488'))!;
    expect(sibley.dateNote).toBe(
      "dated 1994-11 only, the cut-off's month: the record cannot tell whether it precedes 1994-11-28; if it does not, it is dated before 1997-09-10 and so prior art unless the claim is supported by 08/884,069: at least conditional art",
    );
  });
});

import { AIA_MAY_APPLY, priorArtScope } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataPath } from '../../test/support/data-dir.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { isGranted } from '../domain/patent-status.js';
import { readFile } from '../ingest/sources.js';
import { LegalTexts } from './legal-texts.js';
import { computePatentDates } from './patent-dates.js';

// Attorney review (issue 23 item 4): the law applicable was stated too firmly. Real grants, read by the ingest's reader.
const FILES = [
  'uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml',
  'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg090106.small.xml',
  'uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml',
];
const records = new Map<string, PatentRecord>();
const dates = (n: string) => {
  const r = records.get(n)!;
  return LegalTexts.load(dataPath('')).annotate(
    computePatentDates({ ...r, granted: isGranted(r), continuityKnown: true }),
  );
};

describe('the law applicable to a patent’s prior art', () => {
  beforeAll(async () => {
    for (const f of FILES)
      for await (const item of readFile(dataPath(f)))
        if (item.kind === 'record') records.set(item.record.patentNumber, item.record);
  });

  it('US11646472: a CIP filed 2014-01-15 in the chain means the AIA may apply, not that pre-AIA 102 does', () => {
    const e = dates('11646472').effective_filing_date;
    expect(e.date).toBe('2004-02-06');
    expect(e.basis).toContain(
      `${AIA_MAY_APPLY}: the chain holds its own application 17/248,024 (filed 2021-01-05); ` +
        'a continuation-in-part 14/156,267 (filed 2014-01-15) of 13/929,653; ' +
        'and 4 other applications filed on or after 2013-03-16 (13/929,653 filed 2013-06-27, ' +
        '15/150,231 filed 2016-05-09, 15/487,364 filed 2017-04-13, 16/695,054 filed 2019-11-25), so if any claim',
    );
    // Attorney review (issue 23): the CIP's parent is not to read as the patent's own application.
    expect(e.basis).not.toMatch(/13\/?929,?653, its own application/);
    const scope = priorArtScope(e.date, e.basis);
    expect(scope).not.toContain('so pre-AIA 35 U.S.C. 102 applies');
    expect(scope).toContain('if any claim has, or ever had, an effective filing date on or after 2013-03-16');
    // A cut-off before 2013-03-16 without such a chain keeps the pre-AIA statement.
    expect(priorArtScope('2004-02-06')).toContain('so pre-AIA 35 U.S.C. 102 applies');
  });

  it('US7472777: a 371 national stage states the 102(e) condition with MPEP 2136.03 and its revision', () => {
    const e = dates('7472777').effective_filing_date;
    expect(e.basis).not.toContain('it counts from its US filing date');
    expect(e.basis).toContain(
      'only if the international application designated the US and was published in English (PCT Article 21(2))',
    );
    expect(e.basis).toMatch(/\(MPEP 2136\.03 \[R-10\.2019\]\)/);
    expect(e.basis).toContain('the benefit it claims (35 U.S.C. 119(a))');
    expect(e.citations).toContainEqual(
      expect.objectContaining({ law: 'MPEP', section: '2136.03', revision: 'R-10.2019' }),
    );
  });

  it('USRE49258: a reissue of a pre-AIA patent stays pre-AIA, whatever its own filing date', () => {
    // Attorney review (issue 23, fix 3): reissue application 15/949,385 filed 2018-04-10 (and a continuing reissue
    // filed 2016-09-27) of US7349776, whose application 10/249,551 was filed 2003-04-17 with a 2002 GB priority.
    const e = dates('RE49258').effective_filing_date;
    expect(e.date).toBe('2002-04-18');
    expect(e.basis).not.toContain(AIA_MAY_APPLY);
    expect(e.basis).not.toContain('if every claim is entitled to a date before 2013-03-16');
    expect(e.basis).toContain(
      "a reissue: first-inventor-to-file or not follows the original patent's application 10/249,551 (US7349776) filed 2003-04-17, not the reissue's own filing (2018-04-10), since a reissue adds no new matter (35 U.S.C. 251(a)); filed before 2013-03-16, so pre-AIA law applies (AIA 3(n)(1))",
    );
    expect(e.citations.map((c) => c.section)).toContain('251');
    expect(priorArtScope(e.date, e.basis)).toContain('so pre-AIA 35 U.S.C. 102 applies');
  });

  it('USRE49258: names the original application as the reissued patent’s, never as "reissue 10/249,551"', () => {
    // Attorney review (issue 23): 10/249,551 is the application of US7349776, the patent reissued, not a reissue
    // application; the assistant's patent card and the detail dialog quote these bases.
    const d = dates('RE49258');
    const original = 'the original application 10/249,551 of reissued patent US7349776';
    expect(d.effective_filing_date.basis).toContain(
      `its earliest US non-provisional filing is ${original} filed 2003-04-17 (35 U.S.C. 251)`,
    );
    expect(d.effective_filing_date.basis).toContain(`(2003-04-17, through ${original})`);
    expect(d.term_start.basis).toBe(
      `earliest US non-provisional filing it claims: ${original} filed 2003-04-17 (35 U.S.C. 251); provisionals and foreign priority do not count`,
    );
    for (const basis of [d.effective_filing_date.basis, d.term_start.basis, d.expiry.basis])
      expect(basis).not.toMatch(/reissue 10\/249,551/);
    expect(d.claimed[0]).toMatchObject({
      relation: 'reissue',
      application_number: '10249551',
      patent: '7349776',
    });
  });
});

import { readFileSync } from 'node:fs';
import type { PatentDates } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataPath } from '../../test/support/data-dir.js';
import { mergeRecords } from '../corpus/merge-records.js';
import type { PatentRecord, RecordSource } from '../domain/patent-record.js';
import { isGranted } from '../domain/patent-status.js';
import { termStatus } from '../domain/term-status.js';
import { readFile } from '../ingest/sources.js';
import { odpRecordToPatent } from '../odp/odp-mapper.js';
import type { OdpSearchResponse } from '../odp/odp-types.js';
import { computePatentDates } from './patent-dates.js';

// Dates computed from real USPTO records of ../shared/data, read by the ingest's own readers.
const XML = {
  us11646472: 'uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml',
  ipg120103: 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg120103.small.xml',
  ipgb20221025: 'uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml',
  ipgb20230404: 'uspto-xml/dspinellis__alexandria3k/ipgb20230404.xml',
  ipg120327: 'uspto-xml/PatentsView__PatentsView-DB/xml/ipg120327.196.xml',
  ipg130416: 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml',
  ipg070102: 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml',
  ipg110104: 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg110104.small.xml',
};
const GOOGLE_EXPORT =
  'corpora/WillKoehrsen__recurrent-neural-networks/data/old/gp-search-20181013-123852.csv';
// PatentsView patent table: grant date, no filing date and no continuity (US11804000 of the attorney review).
const NVIDIA_PATENTS = 'corpora/Qin717__nvidia_analytics/data_cleaned/nvidia_patent.csv';
const ODP = 'odp-api/patent-dev__uspto-odp/demo/examples';

const records = new Map<string, PatentRecord>();
const datesOf = (r: PatentRecord, sources: RecordSource[] = [r.source]) =>
  computePatentDates({
    ...r,
    granted: isGranted(r),
    continuityKnown: sources.includes('xml') || sources.includes('odp'),
  });
const dates = (number: string): PatentDates => {
  const r = records.get(number);
  if (!r) throw new Error(`${number} not read`);
  return datesOf(r);
};
const odp = (example: string) => {
  const res = JSON.parse(readFileSync(dataPath(ODP, example, 'response.json'), 'utf8')) as OdpSearchResponse;
  const r = odpRecordToPatent(res.patentFileWrapperDataBag![0]);
  if (typeof r === 'string') throw new Error(r);
  return r;
};

describe('patent dates of real records', () => {
  beforeAll(async () => {
    for (const f of [...Object.values(XML), GOOGLE_EXPORT, NVIDIA_PATENTS]) {
      for await (const item of readFile(dataPath(f))) {
        if (item.kind === 'record' && !records.has(item.record.patentNumber))
          records.set(item.record.patentNumber, item.record);
      }
    }
  });

  it('US11646472: continuation chain with a CIP, a division and provisionals, plus 304 days of PTA', () => {
    const d = dates('11646472');
    expect(d.claimed.map((l) => l.relation)).toEqual([
      'continuation',
      'continuation',
      'continuation',
      'continuation',
      'continuation-in-part',
      'continuation',
      'continuation',
      'continuation',
      'division',
      'provisional',
      'provisional',
      'provisional',
    ]);
    // Provisional 60542532 (2004-02-06) is the earliest; a CIP in the chain makes it the earliest possible date only.
    expect(d.effective_filing_date).toMatchObject({
      date: '2004-02-06',
      exact: false,
      earliest_possible: true,
    });
    expect(d.effective_filing_date.basis).toContain(
      "new matter in the continuation-in-part takes the CIP's filing date",
    );
    expect(d.effective_filing_date.basis).toContain(
      'its earliest US non-provisional filing is division 10/824,944 filed 2004-04-14 (35 U.S.C. 121; claimed through 11/824,597)',
    );
    expect(d.effective_filing_date.citations.map((c) => c.section)).toEqual(['100(i)(1)', '119(e)']);
    // The term runs from division parent 10824944 (2004-04-14), not from the provisionals.
    expect(d.term_start).toMatchObject({ date: '2004-04-14', exact: true });
    expect(d.term_start.basis).toContain('division 10/824,944');
    // 11824597 (a parent of the chain) is the division of 10824944; the patent claims it through that chain.
    expect(d.term_start.basis).toContain(
      'division 10/824,944 filed 2004-04-14 (35 U.S.C. 121; claimed through 11/824,597)',
    );
    // Attorney review (issue 23): one basis text printed "10824944" and "13/929,653"; US numbers read one way.
    for (const basis of [d.effective_filing_date.basis, d.term_start.basis, d.expiry.basis])
      expect(basis).not.toMatch(/(?<![\d/-])\d{8}(?![\d-])/);
    expect(d.effective_filing_date.basis).toContain('provisional 60/542,532 filed 2004-02-06');
    expect(d.claimed[0].application_number).toBe('16695054');
    expect(d.claimed[0].via).toBeUndefined();
    expect(d.claimed[1]).toMatchObject({ application_number: '15487364', via: '16695054' });
    expect(d.term_start.basis).toContain('provisionals and foreign priority do not count');
    expect(d.expiry).toMatchObject({
      date: '2025-02-12',
      exact: true,
      pta_days: 304,
      terminal_disclaimer: false,
      lapsed: false,
    });
    expect(d.expiry.citations.map((c) => c.section)).toEqual(['154(a)(2)', '154(b)']);
  });

  it('US7158629: a continuation of a CIP starts its term exactly at the CIP parent; only its terminal disclaimer bounds it', () => {
    const d = dates('7158629');
    // 154(a)(2): the term runs from the earliest non-provisional claimed under 120, whatever the CIP added.
    expect(d.term_start).toMatchObject({ date: '2001-07-09', exact: true });
    expect(d.effective_filing_date).toMatchObject({ date: '2001-07-09', earliest_possible: true });
    expect(d.expiry).toMatchObject({
      date: '2021-07-09',
      pta_days: 0,
      terminal_disclaimer: true,
      exact: false,
    });
    expect(d.expiry.basis).toBe(
      '20 years from 2001-07-09; subject to a terminal disclaimer: it ends no later than this, and with the patent it was disclaimed over if that ends first (date not in the data)',
    );
  });

  it('US11646472 from the ODP: continuity JSON and the term adjustment give the same dates as the XML', () => {
    const meta = odp('get_patent');
    const merged = [odp('get_patent_continuity'), odp('get_patent_adjustment')].reduce(
      (acc, r) => mergeRecords(acc, ['odp'], { ...r, patentNumber: acc.patentNumber }),
      meta,
    );
    const d = datesOf(merged, ['odp']);
    expect(merged.termExtensionDays).toBe(304);
    expect(d.effective_filing_date).toMatchObject({ date: '2004-02-06', earliest_possible: true });
    expect(d.term_start.date).toBe('2004-04-14');
    expect(d.expiry).toMatchObject({ date: '2025-02-12', exact: true, pta_days: 304 });
  });

  it('US8088102: three continuations back to 1998, 264 days of PTA and a terminal disclaimer', () => {
    const d = dates('8088102');
    expect(d.claimed.map((l) => [l.relation, l.application_number, l.filing_date])).toEqual([
      ['continuation', '10768561', '2004-01-30'],
      ['continuation', '09590885', '2000-06-09'],
      ['continuation', '09035642', '1998-03-05'],
    ]);
    expect(d.effective_filing_date).toMatchObject({
      date: '1998-03-05',
      exact: true,
      earliest_possible: false,
    });
    // Filed before 2013-03-16, pre-AIA (AIA 3(n)(1)): the date rests on 120, not on the AIA definition of 100(i).
    expect(d.effective_filing_date.citations.map((c) => c.section)).toEqual(['120']);
    expect(d.effective_filing_date.basis).toContain(
      'so pre-AIA law applies (AIA 3(n)(1)): the date rests on its filing date and the benefit it claims (35 U.S.C. 120), not on the AIA definition of 100(i)',
    );
    expect(d.term_start).toMatchObject({ date: '1998-03-05', exact: true });
    // 2018-03-05 + 264 days; a terminal disclaimer makes it an upper bound (154(b)(2)(B), 253).
    expect(d.expiry).toMatchObject({
      date: '2018-11-24',
      exact: false,
      pta_days: 264,
      terminal_disclaimer: true,
    });
    expect(d.expiry.basis).toContain('terminal disclaimer');
    expect(d.expiry.citations.map((c) => c.section)).toEqual(['154(a)(2)', '154(b)', '253', '154(b)(2)(B)']);
  });

  it('US11477946: a GB priority (119(a)) sets the effective date; the term runs from the PCT filing (363), plus PTA', () => {
    const d = dates('11477946');
    expect(d.claimed).toEqual([
      {
        relation: 'national-stage',
        application_number: 'PCT/GB2019/050173',
        country: 'WO',
        filing_date: '2019-01-22',
        counts_for_term: true,
      },
      {
        relation: 'foreign',
        application_number: '1801097',
        country: 'GB',
        filing_date: '2018-01-23',
        counts_for_term: false,
      },
    ]);
    // A priority date is not exact (attorney review, issue 23): it holds for the claims the GB application supports.
    expect(d.effective_filing_date).toMatchObject({
      date: '2018-01-23',
      exact: false,
      earliest_possible: false,
    });
    expect(d.effective_filing_date.basis).toContain('provided the claims are supported by that application');
    expect(d.effective_filing_date.basis).toContain('the effective filing date under 35 U.S.C. 100(i)(1)(B)');
    expect(d.effective_filing_date.citations.map((c) => c.section)).toEqual(['100(i)(1)', '119(a)']);
    expect(d.term_start).toMatchObject({ date: '2019-01-22', exact: true });
    expect(d.expiry).toMatchObject({ date: '2039-03-23', exact: true, pta_days: 60 });
  });

  it('US8418361: a KR priority sets the effective date; the division it claims through is its US date and term start', () => {
    const d = dates('8418361');
    expect(
      d.claimed.map((l) => [l.relation, l.application_number, l.filing_date, l.counts_for_term]),
    ).toEqual([
      ['division', '12213975', '2008-06-26', true],
      ['foreign', '10-2008-0034874', '2008-04-15', false],
    ]);
    expect(d.effective_filing_date).toMatchObject({ date: '2008-04-15', earliest_possible: false });
    const basis = d.effective_filing_date.basis;
    expect(basis).toContain('foreign 10-2008-0034874 (KR) filed 2008-04-15 (35 U.S.C. 119(a))');
    expect(basis).toContain(
      'its earliest US non-provisional filing is division 12/213,975 filed 2008-06-26 (35 U.S.C. 121)',
    );
    // Filed 2011-11-18, but as pre-AIA 102(e) art it counts from the division parent, not from its own filing.
    expect(basis).toContain(
      'as prior art under pre-AIA 102(e) it counts from its US filing date (2008-06-26, through division 12/213,975)',
    );
    expect(d.effective_filing_date.citations.map((c) => c.section)).toEqual(['119(a)', '102(e) (pre-AIA)']);
    expect(d.term_start).toMatchObject({ date: '2008-06-26', exact: true });
    // Its own application is the division: nothing in between.
    expect(d.term_start.basis).toContain('division 12/213,975 filed 2008-06-26 (35 U.S.C. 121);');
    expect(d.claimed[0].via).toBeUndefined();
    expect(d.expiry).toMatchObject({ date: '2028-06-26', exact: true, pta_days: 0 });
  });

  it('US11477947: a provisional (119(e)) sets the effective date but not the term', () => {
    const d = dates('11477947');
    const provisional = d.claimed.find((l) => l.relation === 'provisional')!;
    expect(provisional.counts_for_term).toBe(false);
    expect(d.effective_filing_date.date).toBe(provisional.filing_date);
    expect(d.effective_filing_date.citations.map((c) => c.section)).toEqual(['100(i)(1)', '119(e)']);
    expect(d.term_start.date! > provisional.filing_date!).toBe(true);
    expect(d.expiry.pta_days).toBe(143);
  });

  it('a pending ODP application: a CN foreign priority sets the effective date, no expiry before grant', () => {
    const r = odp('search_patents');
    const d = datesOf(r);
    expect(r.priorityClaims).toEqual([
      { kind: null, country: 'CHINA', number: '2023104556449', date: '2023-04-25' },
    ]);
    expect(d.effective_filing_date).toMatchObject({ date: '2023-04-25' });
    expect(d.expiry).toMatchObject({ date: null, basis: 'not granted: no term yet' });
  });

  it('USD656313: an international design priority (172), pre-AIA, and 14 years from a 2012 grant', () => {
    const d = dates('D656313');
    expect(d.claimed).toMatchObject([
      { relation: 'international', country: 'WO', filing_date: '2010-06-25', counts_for_term: false },
    ]);
    expect(d.effective_filing_date.date).toBe('2010-06-25');
    expect(d.effective_filing_date.basis).toContain(
      'as prior art under pre-AIA 102(e) it counts from its US filing date',
    );
    expect(d.effective_filing_date.citations.map((c) => c.section)).toEqual(['172', '102(e) (pre-AIA)']);
    expect(d.expiry).toMatchObject({ date: '2026-03-27', exact: true, pta_days: null });
    expect(d.expiry.citations.map((c) => c.section)).toEqual(['173']);
  });

  it('US11646472: the CIP note is a condition on each claim, with the parent and the CIP and its date', () => {
    // Attorney review (issue 23, fix 4): claims supported by the parent keep the date shown; claims relying on the
    // new matter of CIP 14/156,267 take its own filing date.
    expect(dates('11646472').effective_filing_date.basis).toContain(
      'The date depends on each claim: a claim supported by the parent 13/929,653 (and what it claims) gets ' +
        '2004-02-06, the date shown; a claim relying on matter first added in continuation-in-part 14/156,267 ' +
        "(filed 2014-01-15) gets that CIP's own filing date (35 U.S.C. 120)",
    );
  });

  it('USD982278: a design filed after 2015-05-13 runs 15 years from grant', () => {
    const r = records.get('D982278')!;
    expect(r.filingDate).toBe('2022-03-25');
    expect(dates('D982278').expiry).toMatchObject({ date: '2038-04-04', exact: true });
    expect(dates('D982278').expiry.basis).toContain('15 years from grant');
  });

  it("USRE49257: a reissue keeps the original patent's term (251)", () => {
    const d = dates('RE49257');
    expect(d.term_start).toMatchObject({ date: '2016-05-30' });
    expect(d.expiry).toMatchObject({ date: '2036-05-30', exact: false, pta_days: null });
    expect(d.expiry.basis).toContain('reissue');
    expect(d.expiry.citations.map((c) => c.section)).toContain('251');
  });

  it("USRE49257: the original patent and its grant date, which the reissue's fees run from (1.362)", () => {
    // The XML's reissue relation names US10124207, granted 2018-11-13 (parent-grant-document).
    expect(dates('RE49257').original_patent).toEqual({
      number: '10124207',
      application_number: '15577437',
      grant_date: '2018-11-13',
    });
    expect(dates('5930781').original_patent).toBeNull();
  });

  it('US5930781 (Google export, filed 1992): 17 years from grant beats 20 from filing (154(c)(1))', () => {
    const d = dates('5930781');
    expect(d.expiry).toMatchObject({ date: '2016-07-27', exact: true });
    expect(d.expiry.citations[0].section).toBe('154(c)(1)');
    // The export carries no continuity: the effective date is the own filing date, as a fallback.
    expect(d.effective_filing_date).toMatchObject({ date: '1992-10-27', exact: false });
  });

  it('US5432887 (Google export, filed 1993): 20 years from filing beats 17 from grant, not exact without continuity', () => {
    const d = dates('5432887');
    expect(d.expiry).toMatchObject({ date: '2013-03-16', exact: false });
    expect(d.expiry.basis).toContain('20 years from 1993-03-16');
  });

  it('US11804000 (PatentsView table, no filing date): effective filing date and expiry not known', () => {
    const r = records.get('11804000')!;
    expect(r).toMatchObject({ filingDate: null, grantDate: '2023-10-31' });
    const d = dates('11804000');
    // Not the grant date, and not 17 years from grant: a 2023 grant does not show a filing before 1995-06-08.
    expect(d.effective_filing_date.date).toBeNull();
    expect(d.expiry).toMatchObject({ date: null, exact: false });
    expect(d.expiry.basis).toContain('not assessed: no filing date in the record');
  });
  it('US8088834: provisionals claimed only in the description move the cut-off, labelled as read from text', () => {
    const d = dates('8088834');
    // The XML's related documents give only the division 11/626,674 (2007-01-24); the cross-reference paragraph
    // claims 60/777,901 (Mar. 1, 2006) and 60/820,467 (Jul. 26, 2006).
    expect(d.claimed.map((l) => l.application_number)).toEqual(['11626674']);
    expect(d.effective_filing_date).toMatchObject({ date: '2006-03-01', exact: false });
    expect(d.effective_filing_date.basis).toContain("read from the description's cross-reference paragraph");
    expect(d.effective_filing_date.basis).toContain(
      'provisional 60/777,901 filed 2006-03-01 (35 U.S.C. 119(e))',
    );
    expect(d.effective_filing_date.basis).toContain('provisional 60/820,467 filed 2006-07-26');
    expect(d.effective_filing_date.citations.map((c) => c.section)).toContain('119(e)');
    // Provisionals do not count for the term: 20 years from the division's parent, unchanged.
    expect(d.term_start.date).toBe('2007-01-24');
    expect(d.expiry.date).toBe('2027-01-24');
    expect(d.effective_filing_date.without_description).toEqual({
      date: '2007-01-24',
      claims: ['60/777,901', '60/820,467'],
    });
  });

  it('US7862893: a benefit the description claims with no relation word is not called a continuation', () => {
    // "… a continuation of … 12/030,673 and 12/030,688, now U.S. Pat. Nos. …, filed on Feb. 13, 2008; both of which
    // claim the benefit of U.S. patent application Ser. No. 11/097,073, filed on Mar. 31, 2005." (attorney review)
    const d = dates('7862893');
    expect(d.effective_filing_date).toMatchObject({ date: '2005-03-31', exact: false });
    expect(d.effective_filing_date.basis).not.toMatch(/continuation 11\/097,073/);
    expect(d.effective_filing_date.basis).toContain(
      '11/097,073, its relation not stated (continuation, division or continuation-in-part), filed 2005-03-31 (35 U.S.C. 120)',
    );
    expect(d.effective_filing_date.basis).toContain(
      'the description states no relation for 11/097,073: its benefit counts under 35 U.S.C. 120, as for a continuation, division or continuation-in-part, if the applications were copending',
    );
    expect(d.effective_filing_date.citations.map((c) => c.section)).toContain('120');
  });

  it('US7862893: the term runs from the same benefit claim as the cut-off, both dates shown, never exact', () => {
    // The XML's related documents give continuations of 12/030,673 and 12/030,688 (2008-02-13); the description adds
    // 11/097,073 (2005-03-31), which sets the cut-off. 35 U.S.C. 154(a)(2): 20 years from the earliest US
    // non-provisional whose benefit is claimed, plus the grant's 18 days of adjustment (attorney review, defect 1).
    const d = dates('7862893');
    expect(d.effective_filing_date.date).toBe('2005-03-31');
    expect(d.term_start).toMatchObject({ date: '2005-03-31', exact: false });
    expect(d.expiry).toMatchObject({ date: '2025-04-18', exact: false, pta_days: 18 });
    expect(d.expiry.basis).toMatch(
      /^2025-04-18 if the benefit claim to 11\/097,073 stands, which sets the cut-off .*; else 2028-03-02 \(20 years from 2008-02-13 plus 18 days of patent term adjustment\)$/,
    );
    expect(d.expiry.citations.map((c) => c.section)).toContain('120');
    expect(d.expiry.without_description).toEqual({ date: '2028-03-02', claims: ['11/097,073'] });
    // The date without that claim, for the art dated in between (prior art unless the claim holds).
    expect(d.effective_filing_date.without_description).toEqual({
      date: '2008-02-13',
      claims: ['11/097,073'],
    });
  });

  it('US7862893: the search card words its term for both dates, as the detail does (issue 23)', () => {
    // Its expiry rests on the benefit claim to 11/097,073 read from the description: the card's status must not say
    // "expired on 2025-04-18" without that condition (attorney review).
    const r = records.get('7862893')!;
    const d = dates('7862893');
    const status = termStatus(
      {
        patentNumber: r.patentNumber,
        patentType: r.patentType,
        granted: isGranted(r),
        applicationStatus: r.applicationStatus,
        grantDate: r.grantDate,
        filingDate: r.filingDate,
        expiry: d.expiry.date,
        unlessBenefit: d.expiry.without_description,
      },
      '2026-11-30',
    );
    // Granted 2011-01-04: the 3.5-year fee was payable until Monday 2015-01-05; unpaid, it expired as of Sunday
    // 2015-01-04, the 4th anniversary (37 CFR 1.362(g)).
    const fee =
      'the 3.5-year maintenance fee was payable with the surcharge until 2015-01-05 and the fee payment record was ' +
      'not available; if unpaid, the patent expired as of 2015-01-04 (35 U.S.C. 41(b); 37 CFR 1.362(g))';
    expect(status).toBe(
      'expiry not exact: if the benefit claim to 11/097,073 read from the description stands, expired on ' +
        `2025-04-18, or earlier: ${fee}; else status unknown: ${fee}; if every fee was paid, it runs until 2028-03-02`,
    );
    expect(status).not.toMatch(/^expired on/);
  });

  it('US7156345: a description that names only what the structured data holds changes nothing', () => {
    const r = records.get('7156345')!;
    expect(r.description).toContain('60/517,670');
    const d = dates('7156345');
    const without = computePatentDates({
      ...r,
      description: null,
      granted: isGranted(r),
      continuityKnown: true,
    });
    expect(d.effective_filing_date).toEqual(without.effective_filing_date);
    expect(d.effective_filing_date).toMatchObject({ date: '2003-11-05', exact: true });
  });
});

import { describe, expect, it } from 'vitest';
import { computePatentDates, type PatentDatesInput } from './patent-dates.js';

// Constructed records, for rules no real record in ../shared/data shows (see real-records.spec.ts for those that do).
const base: PatentDatesInput = {
  patentType: 'utility',
  granted: true,
  filingDate: '2010-03-01',
  grantDate: '2013-06-04',
  applicationStatus: null,
  continuity: [],
  priorityClaims: [],
  termExtensionDays: 0,
  grantTermYears: null,
  terminalDisclaimer: null,
  continuityKnown: true,
};
const parent = (type: string, applicationNumber: string, filingDate: string) => ({
  direction: 'parent' as const,
  applicationNumber,
  type,
  typeText: null,
  filingDate,
});

describe(computePatentDates.name, () => {
  it('returns 20 years from its own filing date when it claims nothing', () => {
    const d = computePatentDates(base);
    expect(d.effective_filing_date).toMatchObject({
      date: '2010-03-01',
      exact: true,
      earliest_possible: false,
    });
    expect(d.expiry).toMatchObject({ date: '2030-03-01', exact: true, pta_days: 0 });
  });

  it('returns a provisional as the effective date but starts the term at the non-provisional filing', () => {
    const d = computePatentDates({ ...base, continuity: [parent('PRO', '61000001', '2009-03-02')] });
    expect(d.effective_filing_date).toMatchObject({ date: '2009-03-02', exact: true });
    expect(d.term_start.date).toBe('2010-03-01');
    expect(d.expiry.date).toBe('2030-03-01');
  });

  it('names the US parent behind a foreign priority and its pre-AIA 102(e) date', () => {
    const foreign = [{ kind: 'national', country: 'JP', number: '2011-000001', date: '2011-01-10' }];
    const d = computePatentDates({
      ...base,
      filingDate: '2015-04-01',
      continuity: [parent('CON', '13000001', '2012-01-09')],
      priorityClaims: foreign,
    });
    expect(d.effective_filing_date.date).toBe('2011-01-10');
    expect(d.effective_filing_date.basis).toContain(
      'its earliest US non-provisional filing is continuation 13/000,001 filed 2012-01-09 (35 U.S.C. 120)',
    );
    // Filed after the AIA date, but entitled to earlier dates: which law applies depends on the claims.
    expect(d.effective_filing_date.basis).toContain(
      'if every claim is entitled to a date before 2013-03-16 (AIA 3(n)), pre-AIA law applies: as prior art under pre-AIA 102(e) it counts from its US filing date (2012-01-09, through continuation 13/000,001)',
    );
    expect(d.term_start.date).toBe('2012-01-09');
    // Without a US parent, the own filing date is the 102(e) date.
    const own = computePatentDates({
      ...base,
      priorityClaims: [{ ...foreign[0], date: '2009-03-02' }],
    });
    expect(own.effective_filing_date.basis).toContain('it counts from its US filing date (2010-03-01)');
    expect(own.effective_filing_date.basis).not.toContain('earliest US non-provisional');
  });

  it('gives no effective filing date and no expiry when no filing date is known (never the grant date)', () => {
    const d = computePatentDates({ ...base, filingDate: null, continuityKnown: false });
    // The application was filed before its grant: the grant date is no effective filing date (35 U.S.C. 100(i)).
    expect(d.effective_filing_date).toMatchObject({ date: null, exact: false });
    expect(d.effective_filing_date.basis).toContain(
      'not known: no filing date in the record; it is before the grant date (2013-06-04)',
    );
    // Granted after 1995-06-08: nothing shows it was filed before, so 17 years from grant (154(c)(1)) does not apply.
    expect(d.expiry).toMatchObject({ date: null, exact: false });
    expect(d.expiry.basis).toContain('not assessed: no filing date in the record');
    expect(d.expiry.basis).not.toContain('17 years from grant used');
  });

  it('gives 17 years from grant as a minimum when the grant before 1995-06-08 proves the filing was before', () => {
    const d = computePatentDates({
      ...base,
      filingDate: null,
      grantDate: '1995-06-06',
      continuityKnown: false,
    });
    expect(d.expiry).toMatchObject({ date: '2012-06-06', exact: false });
    expect(d.expiry.basis).toContain('granted 1995-06-06, before 1995-06-08, so filed before it');
    expect(d.expiry.basis).toContain('at least 17 years from grant');
    expect(d.expiry.citations[0].section).toBe('154(c)(1)');
    const on = computePatentDates({
      ...base,
      filingDate: null,
      grantDate: '1995-06-08',
      continuityKnown: false,
    });
    expect(on.expiry.date).toBeNull();
  });

  it('says the adjustment is unknown when the sources carry no term data', () => {
    const d = computePatentDates({ ...base, termExtensionDays: null });
    expect(d.expiry).toMatchObject({ date: '2030-03-01', exact: false, pta_days: null });
    expect(d.expiry.basis).toContain('patent term adjustment not in the data');
  });

  it('applies the pre-1995 rule to filings before 1995-06-08 only', () => {
    const before = computePatentDates({ ...base, filingDate: '1995-06-07', grantDate: '1999-01-05' });
    expect(before.expiry).toMatchObject({ date: '2016-01-05', exact: true });
    expect(before.expiry.citations[0].section).toBe('154(c)(1)');
    const on = computePatentDates({ ...base, filingDate: '1995-06-08', grantDate: '1999-01-05' });
    expect(on.expiry.date).toBe('2015-06-08');
  });

  it('returns 15 years from grant for designs filed from 2015-05-13 (no printed term), else 14', () => {
    const design = { ...base, patentType: 'design', termExtensionDays: null };
    expect(
      computePatentDates({ ...design, filingDate: '2015-05-13', grantDate: '2017-02-28' }).expiry,
    ).toMatchObject({ date: '2032-02-28', exact: true });
    expect(
      computePatentDates({ ...design, filingDate: '2015-05-12', grantDate: '2017-02-28' }).expiry,
    ).toMatchObject({ date: '2031-02-28', exact: true });
    expect(computePatentDates({ ...design, filingDate: null, grantDate: '2012-03-27' }).expiry).toMatchObject(
      { date: '2026-03-27', exact: true },
    );
    expect(computePatentDates({ ...design, filingDate: null, grantDate: '2019-03-26' }).expiry).toMatchObject(
      { date: '2034-03-26', exact: false },
    );
  });

  it('marks a lapse for unpaid maintenance fees when the status says so', () => {
    // The status text is real: the ODP's status of US10916753, a parent of US11646472.
    const status = 'Patent Expired Due to NonPayment of Maintenance Fees Under 37 CFR 1.362';
    const d = computePatentDates({ ...base, applicationStatus: status });
    expect(d.expiry).toMatchObject({ date: '2030-03-01', exact: false, lapsed: true });
    expect(d.expiry.basis).toContain('lapsed for unpaid maintenance fees');
    expect(d.expiry.citations.map((c) => c.section)).toContain('41(b)');
  });

  it('returns no expiry for an application that is not granted', () => {
    expect(computePatentDates({ ...base, granted: false, grantDate: null }).expiry).toMatchObject({
      date: null,
      exact: false,
    });
  });

  it('returns real dates from a 29 February start', () => {
    expect(computePatentDates({ ...base, filingDate: '2000-02-29', grantDate: null }).expiry.date).toBe(
      '2020-02-29',
    );
    expect(
      computePatentDates({ ...base, filingDate: '1997-02-28', grantDate: '2000-02-29' }).expiry.date,
    ).toBe('2017-02-28');
    expect(
      computePatentDates({ ...base, patentType: 'design', filingDate: '2012-01-10', grantDate: '2012-02-29' })
        .expiry.date,
    ).toBe('2026-02-28');
  });

  it('says which application of the chain is its own when it is itself the continuation-in-part', () => {
    const d = computePatentDates({
      ...base,
      filingDate: '2014-05-02',
      applicationNumber: '14267890',
      continuity: [parent('continuation-in-part', '13123456', '2011-04-01')],
    });
    expect(d.effective_filing_date.basis).toContain(
      'the chain holds its own application 14/267,890 (filed 2014-05-02), a continuation-in-part of 13/123,456, so if',
    );
  });
});

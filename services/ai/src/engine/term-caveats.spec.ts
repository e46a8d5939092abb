import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { inForceAnswer } from '../assistant/in-force-answer.js';
import { maintenanceLines } from '../assistant/patent-answer.js';
import { documentStatus } from './document-kind.js';
import { expiredText, feeGrant, feeSchedule, feesOwed, pastDamages } from './recommendations.js';
import type { PatentForAnalysis } from './types.js';

// Attorney review (issue 23): an expired patent's fee caveat was dropped, and fees falling due after the term ended
// were listed as owed. Dates here are computed by hand from 37 CFR 1.362(d)-(e) and 35 U.S.C. 41(b).
const patent = (grantDate: string, expiry: string, filingDate = '2000-02-01'): PatentForAnalysis => ({
  number: '7000001',
  title: 'Valve',
  abstract: 'A valve.',
  description: 'A valve has a seat.',
  claims: [],
  earliestDate: filingDate,
  familyNumbers: [],
  cpc: [],
  documentType: 'utility',
  granted: true,
  grantDate,
  filingDate,
  expiry: { date: expiry, basis: '20 years from the filing date (35 U.S.C. 154(a)(2))', lapsed: false },
});
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('maintenance fees against the term', () => {
  it('drops a fee falling due after the term ends (long prosecution: granted 2012, expired 2020)', () => {
    const p = patent('2012-06-05', '2020-02-01');
    const st = documentStatus(p, at('2019-01-10'));
    const owed = feeSchedule(p, st);
    expect('fees' in owed && owed.fees.map((f) => f.label)).toEqual(['3.5-year', '7.5-year']);
  });

  it('says no fee falls due when the term ends before the first (granted 2017, expired 2020)', () => {
    const p = patent('2017-10-03', '2020-02-01');
    const st = documentStatus(p, at('2019-01-10'));
    expect(st.state).toBe('in force');
    expect(feesOwed(p, st)).toEqual({
      none: 'No maintenance fee falls due before the term ends on 2020-02-01: the first would be due on 2021-04-05, 3.5 years after the grant on 2017-10-03 (37 CFR 1.362(d)).',
    });
  });
});

describe("a reissue's maintenance fees (attorney review, USRE49257)", () => {
  // USRE49257: reissued 2022-02-22 from US10124207, granted 2018-11-13; term to 2036-05-30. The original patent's
  // 3.5-year fee's grace period ended 2022-11-14 (the 13th a Sunday), the 7.5-year one's 2026-11-13 (37 CFR 1.362).
  const reissue = (original: PatentForAnalysis['originalPatent']): PatentForAnalysis => ({
    ...patent('2022-02-22', '2036-05-30', '2020-11-13'),
    number: 'RE49257',
    documentType: 'reissue',
    originalPatent: original,
  });

  it("runs them from the original patent's grant: past its grace periods it is not shown in force", () => {
    const p = reissue({ number: '10124207', grantDate: '2018-11-13' });
    const st = documentStatus(p, at('2026-11-29'));
    expect(st.feesFrom).toEqual({ date: '2018-11-13', patent: '10124207' });
    expect(st.state).toBe('unknown');
    expect(st.feeNotShown).toMatchObject({ label: '3.5-year', due: '2022-05-13', graceEnds: '2022-11-14' });
    expect(st.unrecordedFees.map((f) => f.graceEnds)).toEqual(['2022-11-14', '2026-11-13']);
    expect(feeGrant(st)).toBe(
      "the original patent US10124207's grant on 2018-11-13 (a reissue's fees follow it, 37 CFR 1.362(b))",
    );
  });

  it('computes no dates when the record does not give the original grant date', () => {
    const p = reissue({ number: '10124207', grantDate: null });
    const st = documentStatus(p, at('2026-11-29'));
    expect(st.state).toBe('in force');
    expect(feesOwed(p, st)).toEqual({
      none: 'Maintenance fees of a reissue follow the original patent (37 CFR 1.362(b), (c)(4)); its grant date is not in this record, so the dates are not computed.',
    });
  });
});

describe('an expired patent whose fee record is missing', () => {
  it('stays expired and keeps the caveat when a grace period ended before the term did', () => {
    // Granted 2005-03-01: the 3.5-year fee's grace period ended 2009-03-02 (2009-03-01 is a Sunday).
    const p = patent('2005-03-01', '2020-02-01');
    const st = documentStatus(p, at('2026-11-27'));
    expect(st.state).toBe('expired');
    expect(st.feeNotShown?.label).toBe('3.5-year');
    expect(expiredText(st)).toBe(
      'expired on 2020-02-01 (20 years from the filing date (35 U.S.C. 154(a)(2))), or earlier: the 3.5-year maintenance fee was payable with the surcharge until 2009-03-02 and the fee payment record was not available; if unpaid, the patent expired as of 2009-03-01 (35 U.S.C. 41(b); 37 CFR 1.362(g))',
    );
    // No fee windows are listed for it: none is owed now.
    expect(feesOwed(p, st)).toEqual({ none: '' });
  });

  it('has no caveat when no fee was owed before the term ended (filed before 1980-12-12)', () => {
    const st = documentStatus(patent('1985-03-05', '2002-03-05', '1979-06-01'), at('2026-11-27'));
    expect(st).toMatchObject({ state: 'expired', feeNotShown: null });
    expect(expiredText(st)).toBe(
      'expired on 2002-03-05 (20 years from the filing date (35 U.S.C. 154(a)(2)))',
    );
  });

  it('the assistant answers "No", with the earlier end the record cannot rule out', () => {
    // RECORD: US10000000, granted 2018-06-19; a term ending 2030-01-01 leaves the 3.5-year fee (grace to 2022-06-21).
    const p = {
      ...RECORD,
      dates: { ...RECORD.dates, expiry: { ...RECORD.dates!.expiry, date: '2030-01-01', exact: true } },
    } as PatentDetail;
    const answer = inForceAnswer(p, '2031-05-01');
    expect(answer).toMatch(
      /^\*\*No\*\* — expired on 2030-01-01 .*, or earlier: the 3\.5-year maintenance fee was payable with the surcharge until/,
    );
    expect(maintenanceLines(p, '2031-05-01')[0]).toMatch(
      /^\*\*Maintenance fees:\*\* none are due: the patent expired on 2030-01-01 .*, or earlier: the 3\.5-year maintenance fee was payable with the surcharge until 2022-06-21 .*if unpaid, the patent expired as of 2022-06-19 /,
    );
  });
});

describe('provisional rights (154(d)) in the damages paragraph', () => {
  // Expired 2025-02-01 (a term cut short by a terminal disclaimer); asked on 2026-11-27, the window reaches 2020-11-27.
  const damages = (patch: Partial<PatentForAnalysis>, grantDate = '2021-06-01') => {
    const p = { ...patent(grantDate, '2025-02-01', '2019-03-01'), ...patch };
    return pastDamages(p, documentStatus(p, at('2026-11-27')), at('2026-11-27'));
  };

  it('offers them for a published application granted less than 6 years ago, with 154(d)(3)', () => {
    expect(damages({ kind: 'B2', publishedBeforeGrant: true })).toContain(
      'only provisional rights under 35 U.S.C. 154(d) can give a reasonable royalty for that time, and only when the application was published, the published claims',
    );
  });

  it('says there are none for a grant never published (B1)', () => {
    const text = damages({ kind: 'B1', publishedBeforeGrant: false });
    expect(text).toContain(
      'no provisional rights under 35 U.S.C. 154(d): the patent (kind B1) was not published as an application',
    );
    expect(text).not.toContain('reasonable royalty');
  });

  it('says they can no longer be sought 6 years after the grant', () => {
    expect(damages({ kind: 'B2', publishedBeforeGrant: true }, '2019-06-04')).toContain(
      'provisional rights under 35 U.S.C. 154(d) can no longer be sought: they must be sought within 6 years after the grant on 2019-06-04 (154(d)(3))',
    );
  });

  it('gives a design patent no provisional rights and notes 289', () => {
    const text = damages({ documentType: 'design', number: 'D900001' });
    expect(text).toContain(
      'no provisional rights: a design application is not published (35 U.S.C. 122(b)(2)(A)(iv))',
    );
    expect(text).toContain("35 U.S.C. 289 also lets the owner recover the infringer's total profit");
    expect(text).not.toContain('reasonable royalty');
  });
});

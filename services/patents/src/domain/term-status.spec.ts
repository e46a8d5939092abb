import { describe, expect, it } from 'vitest';
import { termStatus, type TermInput } from './term-status.js';

// US11477946 as the corpus holds it: granted 2022-10-25, its 3.5-year fee's grace period ended on Monday 2026-10-26
// (the Sunday before moved, 35 U.S.C. 21(b)), unpaid it expired as of that Sunday, the 4th anniversary of the grant
// (37 CFR 1.362(g)); the record holds no fee payment.
const utility: TermInput = {
  patentNumber: '11477946',
  patentType: 'utility',
  granted: true,
  applicationStatus: null,
  grantDate: '2022-10-25',
  filingDate: '2020-03-10',
  expiry: '2040-03-10',
};

describe(termStatus.name, () => {
  it('returns in force until the expiry if the fees are paid while no fee grace period has passed', () => {
    expect(termStatus(utility, '2025-01-01')).toBe(
      'in force until 2040-03-10 if the maintenance fees are paid',
    );
  });

  it('returns status unknown once a fee grace period has passed with no payment record', () => {
    expect(termStatus(utility, '2026-11-29')).toBe(
      'status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2026-10-26 and the fee ' +
        'payment record was not available; if unpaid, the patent expired as of 2026-10-25 (35 U.S.C. 41(b); ' +
        '37 CFR 1.362(g)); if every fee was paid, it runs until 2040-03-10',
    );
    // On the grace period's last day it is still in force (if paid).
    expect(termStatus(utility, '2026-10-26')).toMatch(/^in force until/);
  });

  it('words a term resting on a benefit claim read from the description for both dates, never as plain', () => {
    const unlessBenefit = { date: '2042-03-10', claims: ['16/000,001'] };
    expect(termStatus({ ...utility, expiry: '2026-11-01', unlessBenefit }, '2026-11-29')).toMatch(
      /^expiry not exact: if the benefit claim to 16\/000,001 read from the description stands, expired on 2026-11-01, or earlier: .*; else status unknown: .*; if every fee was paid, it runs until 2042-03-10$/,
    );
    expect(termStatus({ ...utility, unlessBenefit }, '2026-01-01')).toBe(
      'expiry not exact: if the benefit claim to 16/000,001 read from the description stands, in force until ' +
        '2040-03-10 if the maintenance fees are paid; else in force until 2042-03-10 if the maintenance fees are paid',
    );
    expect(termStatus({ ...utility, unlessBenefit: { ...unlessBenefit, date: null } }, '2026-01-01')).toMatch(
      /; else expiry not known$/,
    );
  });

  it('says an expired patent may have expired earlier when a grace period ended before its term', () => {
    expect(termStatus({ ...utility, expiry: '2026-11-01' }, '2026-11-29')).toBe(
      'expired on 2026-11-01, or earlier: the 3.5-year maintenance fee was payable with the surcharge until ' +
        '2026-10-26 and the fee payment record was not available; if unpaid, the patent expired as of 2026-10-25 ' +
        '(35 U.S.C. 41(b); 37 CFR 1.362(g))',
    );
    // In force on its expiry day, as search's status filter reads expiration_date >= current_date.
    expect(termStatus({ ...utility, expiry: '2026-11-29' }, '2026-11-29')).toMatch(/^status unknown/);
  });

  it("runs a reissue's fees from its original patent's grant, else says nothing of them (USRE49257)", () => {
    // USRE49257 reissues US10124207, granted 2018-11-13: the 3.5-year fee's grace period ended 2022-11-14.
    const reissue: TermInput = {
      patentNumber: 'RE49257',
      patentType: 'reissue',
      granted: true,
      applicationStatus: null,
      grantDate: '2022-02-22',
      filingDate: '2020-11-13',
      expiry: '2036-05-30',
    };
    const original = { date: '2018-11-13', patent: '10124207' };
    expect(termStatus({ ...reissue, originalGrant: original }, '2026-11-29')).toMatch(
      /^status unknown: the 3\.5-year maintenance fee was payable with the surcharge until 2022-11-14/,
    );
    expect(termStatus(reissue, '2026-11-29')).toBe('in force until 2036-05-30');
  });

  it('owes no fee for a design patent: in force until its expiry, without a caveat', () => {
    const design = { ...utility, patentNumber: 'D900001', patentType: 'design', expiry: '2037-10-25' };
    expect(termStatus(design, '2030-01-01')).toBe('in force until 2037-10-25');
  });

  it('reads a lapse or an expiry from the recorded status, and says nothing of an application', () => {
    const lapsed = 'Patent Expired Due to NonPayment of Maintenance Fees Under 37 CFR 1.362';
    expect(termStatus({ ...utility, applicationStatus: lapsed }, '2026-11-29')).toBe(
      `lapsed for unpaid maintenance fees (status: ${lapsed}); statutory expiry 2040-03-10`,
    );
    expect(termStatus({ ...utility, granted: false }, '2026-11-29')).toBeNull();
    expect(termStatus({ ...utility, expiry: null }, '2026-11-29')).toBe('expiry not known');
  });
});

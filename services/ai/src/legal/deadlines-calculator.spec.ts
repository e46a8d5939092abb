import { beforeAll, describe, expect, it } from 'vitest';
import { computeDeadline, computeDeadlines, plusMonths } from './deadlines.js';
import { closedReason, federalHolidays, nextOfficeDay } from '@patent-hub/contracts';
import { LegalKnowledgeBase } from './legal-kb.js';

let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
  expect(kb.loaded).toBe(true);
}, 60_000);
const item = (r: ReturnType<typeof computeDeadlines>, id: string) => {
  const i = r.items.find((x) => x.id === id);
  if (!i) throw new Error(`no item ${id}: ${r.items.map((x) => x.id).join(', ')}`);
  return i;
};
const TODAY = '2026-11-25';

describe('calendar arithmetic', () => {
  it('clamps month ends and leap days', () => {
    expect(plusMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(plusMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(plusMonths('2023-02-28', 12)).toBe('2024-02-28');
    expect(plusMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(plusMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(plusMonths('2026-01-31', 30)).toBe('2028-07-31');
  });

  it('knows the federal holidays as observed (5 U.S.C. 6103), with Inauguration Day', () => {
    const h2027 = federalHolidays(2027);
    expect(h2027.get('2027-07-05')).toMatch(/Independence/); // 4 July 2027 is a Sunday
    expect(h2027.get('2027-11-25')).toMatch(/Thanksgiving/);
    expect(h2027.get('2027-12-24')).toMatch(/Christmas/); // 25 Dec 2027 is a Saturday
    expect(h2027.get('2027-12-31')).toMatch(/New Year/); // 1 Jan 2028 is a Saturday
    expect(federalHolidays(2029).get('2029-01-22')).toBeUndefined();
    expect(federalHolidays(2029).get('2029-01-15')).toMatch(/King/);
    expect(federalHolidays(2029).get('2029-01-22') ?? federalHolidays(2029).get('2029-01-20')).toMatch(
      /Inauguration/,
    );
    expect(federalHolidays(2020).get('2020-06-19')).toBeUndefined(); // Juneteenth from 2021
    expect(closedReason('2026-11-26')).toMatch(/Thanksgiving/);
    expect(closedReason('2026-11-25')).toBeNull();
  });

  it('moves a last day over a weekend and a holiday (35 U.S.C. 21(b))', () => {
    // Sat 2 Sep 2028, Sun 3, Labor Day Mon 4.
    expect(nextOfficeDay('2028-09-02')).toMatchObject({ due: '2028-09-05' });
    expect(nextOfficeDay('2028-09-02').moved).toMatch(/Labor Day/);
    expect(nextOfficeDay('2026-12-25')).toMatchObject({ due: '2026-12-28' });
  });
});

describe(computeDeadlines.name, () => {
  it('a disclosure 11 months before filing is within the US grace period, cited from 102(b)(1)', () => {
    const r = computeDeadlines({ disclosure: '2025-03-10', provisional: '2026-02-10', today: TODAY }, kb);
    const g = item(r, 'grace-period-us');
    expect(g).toMatchObject({ status: 'computed', date: '2026-03-10', due: '2026-03-10' });
    expect(g.explanation).toContain('is within it');
    expect(g.basis[0]).toMatchObject({
      label: '35 U.S.C. 102(b)(1)',
      revision: 'OLRC text of ~2022',
      url: 'https://www.law.cornell.edu/uscode/text/35/102',
      inKb: true,
    });
    expect(g.basis[0].quote).toMatch(/^A disclosure made 1 year or less before the effective filing date/);
    // Most other countries: no grace period, as general information.
    expect(item(r, 'grace-period-abroad')).toMatchObject({ general: true, status: 'unknown' });
    expect(item(r, 'nonprovisional-after-provisional')).toMatchObject({
      date: '2027-02-10',
      due: '2027-02-10',
    });
  });

  it('a filing 13 months after the disclosure is outside the grace period', () => {
    const r = computeDeadlines({ disclosure: '2025-01-15', usFiling: '2026-02-16', today: TODAY }, kb);
    expect(item(r, 'grace-period-us').explanation).toMatch(/after it: the disclosure is prior art/);
  });

  it('a trade-show date on a Friday, a year later a Saturday: the grace period runs to Monday', () => {
    const r = computeDeadlines({ disclosure: '2026-01-16', today: TODAY }, kb);
    const g = item(r, 'grace-period-us');
    expect(g).toMatchObject({ date: '2027-01-16', due: '2027-01-19' }); // Sat, Sun, then MLK Day Mon 18 Jan
    expect(g.moved).toMatch(/King/);
    expect(g.basis.map((b) => b.label)).toContain('35 U.S.C. 21(b)');
  });

  it('design priority is 6 months (35 U.S.C. 172); no provisional, no maintenance fees, 15-year term', () => {
    const r = computeDeadlines(
      { kind: 'design', foreign: '2025-01-15', provisional: '2025-01-10', grant: '2027-06-01', today: TODAY },
      kb,
    );
    const p = item(r, 'paris-priority');
    expect(p).toMatchObject({ date: '2025-07-15', due: '2025-07-15', passed: true });
    expect(p.basis[0]).toMatchObject({ label: '35 U.S.C. 172', inKb: true });
    expect(p.basis[0].quote).toMatch(/six months in the case of designs/);
    expect(item(r, 'nonprovisional-after-provisional').status).toBe('not-applicable');
    expect(item(r, 'maintenance-fees').status).toBe('not-applicable');
    expect(item(r, 'expiry')).toMatchObject({ date: '2042-06-01' });
    expect(item(r, 'expiry').basis[0].label).toBe('35 U.S.C. 173');
  });

  it('a design filed before 2015-05-13 runs 14 years from grant, one filed on or after it 15 (35 U.S.C. 173)', () => {
    const old = item(
      computeDeadlines({ kind: 'design', usFiling: '2014-02-03', grant: '2015-06-02', today: TODAY }, kb),
      'expiry',
    );
    expect(old).toMatchObject({ status: 'computed', date: '2029-06-02', passed: false });
    expect(old.label).toMatch(/14 years from grant/);
    expect(old.explanation).toMatch(/filed on 2014-02-03, before 2015-05-13/);
    // The 14-year text of 173 as the MPEP of 2014 prints it, then the amended 173.
    expect(old.basis[0]).toMatchObject({ label: 'MPEP 1505', inKb: true });
    expect(old.basis[0].quote).toMatch(/fourteen years from the date of grant/);
    expect(old.basis.map((b) => b.label)).toContain('35 U.S.C. 173');

    const current = item(
      computeDeadlines({ kind: 'design', usFiling: '2015-05-13', grant: '2016-01-05', today: TODAY }, kb),
      'expiry',
    );
    expect(current).toMatchObject({ date: '2031-01-05' });
    expect(current.label).toMatch(/15 years from grant/);
    expect(current.basis[0]).toMatchObject({ label: '35 U.S.C. 173', inKb: true });

    // Granted before 2015-05-13: filed before it too.
    expect(
      item(computeDeadlines({ kind: 'design', grant: '2015-03-03', today: TODAY }, kb), 'expiry'),
    ).toMatchObject({ date: '2029-03-03' });
  });

  it('a design granted after 2015-05-13 with no filing date: states both terms and when each applies', () => {
    const e = item(computeDeadlines({ kind: 'design', grant: '2015-06-02', today: TODAY }, kb), 'expiry');
    expect(e).toMatchObject({ status: 'unknown', date: null });
    expect(e.explanation).toMatch(/2030-06-02.*filed on or after 2015-05-13/);
    expect(e.explanation).toMatch(/2029-06-02.*filed before 2015-05-13/);
    expect(e.basis.map((b) => b.label)).toEqual(['35 U.S.C. 173', 'MPEP 1505']);
  });

  it('a design is filed abroad under the Paris Convention or the Hague Agreement, never through the PCT', () => {
    const r = computeDeadlines({ kind: 'design', usFiling: '2026-06-01', today: TODAY }, kb);
    const abroad = item(r, 'file-abroad');
    expect(abroad).toMatchObject({ date: '2026-12-01' });
    expect(`${abroad.label} ${abroad.explanation}`).not.toMatch(/PCT/);
    expect(abroad.explanation).toMatch(/Hague Agreement/);
    expect(abroad.explanation).toMatch(/Paris Convention/);
    expect(abroad.basis.map((b) => b.label)).toEqual(
      expect.arrayContaining(['Paris Convention Art. 4C', '35 U.S.C. 172', '35 U.S.C. 382']),
    );
    // A utility filing may still go abroad through the PCT.
    const utility = item(computeDeadlines({ usFiling: '2026-06-01', today: TODAY }, kb), 'file-abroad');
    expect(utility.label).toMatch(/PCT/);
  });

  it('a design priority ending on 31 Aug + 6 months takes the month end, moved off the weekend', () => {
    const r = computeDeadlines({ kind: 'design', foreign: '2026-08-31', today: TODAY }, kb);
    // 28 Feb 2027 is a Sunday.
    expect(item(r, 'paris-priority')).toMatchObject({ date: '2027-02-28', due: '2027-03-01' });
  });

  it('PCT entry: 30 months from the priority date in the US, 31 at the EPO (not in our KB)', () => {
    const r = computeDeadlines({ provisional: '2025-01-10', pct: '2026-01-09', today: TODAY }, kb);
    const us = item(r, 'pct-us-national-phase');
    expect(us).toMatchObject({ date: '2027-07-10', due: '2027-07-12', from: { date: '2025-01-10' } });
    expect(us.basis[0]).toMatchObject({ label: '37 CFR 1.495(b)', inKb: true });
    expect(us.basis[0].quote).toMatch(/thirty months from the priority date/);
    expect(us.fees[0]).toMatchObject({ section: '37 CFR 1.492(a)' });
    expect(us.fees[0].note).toMatch(/outdated/);
    const epo = item(r, 'pct-epo-regional-phase');
    expect(epo).toMatchObject({ date: '2027-08-10', general: true });
    expect(epo.basis[0]).toMatchObject({ label: 'EPC Rule 159(1)', inKb: false });
    expect(epo.explanation).toMatch(/not in our knowledge base/);
    // The term runs from the PCT filing date, never the provisional.
    expect(item(r, 'expiry')).toMatchObject({ date: '2046-01-09' });
  });

  it('a leap-day provisional: 12 months is 28 February; a PCT 30 months later ends 31 August', () => {
    const r = computeDeadlines({ provisional: '2024-02-29', pct: '2025-02-28', today: TODAY }, kb);
    expect(item(r, 'nonprovisional-after-provisional')).toMatchObject({
      date: '2025-02-28',
      due: '2025-02-28',
    });
    expect(item(r, 'pct-us-national-phase')).toMatchObject({ date: '2026-08-29', due: '2026-08-31' });
  });

  it('maintenance windows at 3.5, 7.5 and 11.5 years with 6-month grace periods and quoted fees', () => {
    const r = computeDeadlines({ usFiling: '2020-02-29', grant: '2024-02-29', today: TODAY }, kb);
    const m1 = item(r, 'maintenance-1');
    expect(m1).toMatchObject({ date: '2027-08-29', due: '2027-08-30' });
    expect(m1.explanation).toContain('from 2027-02-28 through 2027-08-29');
    expect(item(r, 'maintenance-1-grace')).toMatchObject({ date: '2028-02-29', due: '2028-02-29' });
    expect(item(r, 'maintenance-2')).toMatchObject({ date: '2031-08-29' });
    expect(item(r, 'maintenance-3-grace')).toMatchObject({ date: '2036-02-29' });
    const fee = m1.fees[0];
    expect(fee.section).toBe('37 CFR 1.20(e)');
    expect(fee.amounts.find((a) => a.entity === 'other than a small or micro entity')?.amount).toBe(
      '$1,600.00',
    );
    expect(fee.asOf).toMatch(/2013/);
    expect(item(r, 'maintenance-1-grace').fees[0].section).toBe('37 CFR 1.20(h)');
    expect(item(r, 'expiry')).toMatchObject({ date: '2040-02-29' });
    expect(item(r, 'expiry').explanation).toMatch(/patent term adjustment/);
  });

  it('a missed provisional year: the benefit can be restored within 2 more months, on petition', () => {
    const r = computeDeadlines({ provisional: '2025-11-10', today: '2026-11-27' }, kb);
    expect(item(r, 'nonprovisional-after-provisional')).toMatchObject({ date: '2026-11-10', passed: true });
    const re = item(r, 'nonprovisional-after-provisional-restoration');
    // 2027-01-10 is a Sunday.
    expect(re).toMatchObject({ status: 'computed', date: '2027-01-10', due: '2027-01-11', passed: false });
    expect(re.moved).toMatch(/Sunday/);
    expect(re.explanation).toMatch(/petition/);
    expect(re.explanation).toMatch(/unintentional/);
    expect(re.basis[0]).toMatchObject({ label: '35 U.S.C. 119(e)', inKb: true });
    expect(re.basis[0].quote).toMatch(/extended by an additional 2 months if the delay/);
    // The current rule is not in our 2013 snapshot of 37 CFR, and is not quoted from it.
    const rule = re.basis.find((b) => b.label.startsWith('37 CFR 1.78(b)'));
    expect(rule).toMatchObject({ inKb: false, quote: null });
    expect(rule?.title).toMatch(/late-2013/);
    // A design cannot claim a provisional, so nothing to restore.
    const design = computeDeadlines({ kind: 'design', provisional: '2025-11-10', today: TODAY }, kb);
    expect(design.items.map((i) => i.id)).not.toContain('nonprovisional-after-provisional-restoration');
  });

  it('a missed Paris year can be restored within 2 months (119(a)); our texts give no such period for designs', () => {
    const r = computeDeadlines({ foreign: '2025-10-01', today: TODAY }, kb);
    const re = item(r, 'paris-priority-restoration');
    expect(re).toMatchObject({ date: '2026-12-01', due: '2026-12-01', passed: false });
    expect(re.basis[0]).toMatchObject({ label: '35 U.S.C. 119(a)', inKb: true });
    expect(re.basis[0].quote).toMatch(/additional 2 months/);
    const design = computeDeadlines({ kind: 'design', foreign: '2025-10-01', today: TODAY }, kb);
    expect(design.items.map((i) => i.id)).not.toContain('paris-priority-restoration');
    expect(item(design, 'paris-priority').explanation).toMatch(/no restoration/);
  });

  it('says unknown for what the input cannot give', () => {
    const r = computeDeadlines({ today: TODAY }, kb);
    for (const id of [
      'grace-period-us',
      'nonprovisional-after-provisional',
      'pct-us-national-phase',
      'maintenance-fees',
      'expiry',
    ])
      expect(item(r, id)).toMatchObject({ status: 'unknown', date: null });
    expect(item(r, 'maintenance-fees').explanation).toMatch(/until the patent is granted/);
  });

  it('refuses a date that does not exist, naming the field', () => {
    expect(() => computeDeadlines({ disclosure: '2026-02-30' }, kb)).toThrow(/disclosure/);
    expect(() => computeDeadlines({ kind: 'plant' as 'design' }, kb)).toThrow(/kind/);
  });
});

describe('the assistant’s dated questions', () => {
  it('a trade-show date gets the 102(b)(1)(A) grace period', () => {
    const d = computeDeadline('I showed it at a trade show on 2026-01-15, when must I file?');
    expect(d).toMatchObject({
      from: '2026-01-15',
      date: '2027-01-15',
      due: '2027-01-15',
      rule: { id: 'grace-period' },
    });
    expect(d?.rule.basis).toContain('35 U.S.C. 102(b)(1)(A)');
  });
});

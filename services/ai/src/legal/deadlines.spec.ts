import { describe, expect, it } from 'vitest';
import { addMonths, computeDeadline, extensionAsked, nextBusinessDay } from './deadlines.js';
import { datesIn } from './text-dates.js';

describe(computeDeadline.name, () => {
  it('returns 12 months after a provisional with its basis, 35 U.S.C. 119(e)', () => {
    const d = computeDeadline('I filed my provisional on 2026-03-02. When is the non-provisional due?');
    expect(d).toMatchObject({ from: '2026-03-02', date: '2027-03-02', due: '2027-03-02' });
    expect(d?.rule.basis).toContain('35 U.S.C. 119(e)');
  });

  it.each([
    'We filed in Brazil on 2025-03-03. When is the last day for the US application?',
    'Our Swiss application went in on 2025-03-03; by when must we file in the US claiming it?',
    'First filing under the Paris Convention on 2025-03-03: US deadline?',
  ])('reads a filing abroad from the question reader: "%s" (Paris priority year)', (q) => {
    expect(computeDeadline(q)).toMatchObject({
      rule: { id: 'paris-priority' },
      from: '2025-03-03',
      due: '2026-03-03',
    });
  });

  it('returns the Paris priority year for a foreign filing and 6 months for a foreign design', () => {
    expect(computeDeadline('We filed in Germany (foreign application) on March 10, 2025')?.date).toBe(
      '2026-03-10',
    );
    expect(computeDeadline('Our foreign design application was filed on 2025-01-15')).toMatchObject({
      date: '2025-07-15',
      rule: { id: 'paris-priority-design' },
    });
  });

  it('moves a deadline falling on a weekend to the next business day (35 U.S.C. 21(b))', () => {
    // 2027-03-06 is a Saturday.
    expect(computeDeadline('provisional filed 2026-03-06')).toMatchObject({
      date: '2027-03-06',
      due: '2027-03-08',
    });
  });

  it('returns the 3-month reply period of an Office action, its extensions and the 6-month statutory limit', () => {
    const d = computeDeadline('Non-final Office action mailed 2026-05-29: when is my reply due?', {
      today: '2026-06-01',
    });
    // 2026-08-29 is a Saturday: the period runs to Monday (35 U.S.C. 21(b)).
    expect(d).toMatchObject({
      rule: { id: 'office-action-reply', months: 3 },
      date: '2026-08-29',
      due: '2026-08-31',
    });
    expect(d?.rule.basis).toContain('MPEP 710.02(b)');
    expect(d?.notes?.join(' ')).toContain('1 month (to 2026-09-29): by 2026-09-29; 2 months (to 2026-10-29)');
    expect(d?.notes?.join(' ')).toContain(
      'Never beyond 2026-11-30: the 6-month statutory period of 35 U.S.C. 133',
    );
    // A restriction requirement has its own (2-month) period (MPEP 710.02(b)): not this rule, its own.
    const restriction = computeDeadline('Restriction requirement office action mailed 2026-05-29');
    expect(restriction?.rule.id).toBe('restriction-reply');
    expect(restriction).toMatchObject({ from: '2026-05-29', date: '2026-07-29', due: '2026-07-29' });
    expect(restriction?.notes?.join(' ')).toContain('Never beyond 2026-11-30: the 6-month statutory period');
    // Past the 3 months but within 6: the extension is still open.
    const late = computeDeadline('office action mailed 2026-01-15', { today: '2026-05-01' });
    expect(late).toMatchObject({ passed: true, restoration: { due: '2026-07-15', passed: false } });
  });

  it('returns the non-extendable 3-month issue fee period after a notice of allowance (37 CFR 1.311(a))', () => {
    const d = computeDeadline(
      'A notice of allowance was mailed on October 1, 2026. When is the issue fee due and can that deadline be extended?',
      { today: '2026-11-27' },
    );
    // 2027-01-01 is New Year's Day: the period runs to Monday 2027-01-04 (35 U.S.C. 21(b)).
    expect(d).toMatchObject({ rule: { id: 'issue-fee', months: 3 }, date: '2027-01-01', due: '2027-01-04' });
    expect(d?.moved).toContain('2027-01-01');
    expect(d?.rule.basis).toContain('35 U.S.C. 151');
    expect(d?.notes?.join(' ')).toContain('not extendable');
    expect(d?.restoration ?? null).toBeNull();
  });

  it('states with the date what the question asks beyond it: the last day with extensions, the advisory action', () => {
    const outer = computeDeadline(
      'OA mailed 2026-03-02, 3 month SSP. How far can we go if we buy every extension?',
    );
    expect(outer?.asked).toContain('Never beyond 2026-09-02: the 6-month statutory period of 35 U.S.C. 133');
    expect(outer?.asked).toContain('“within six months after any action”');
    expect(outer?.notes).not.toContain(outer?.asked);
    // A final rejection, a reply in its first 2 months: the period ends on the advisory action, the rule quoted first.
    const advisory = computeDeadline(
      'Final rejection dated 2026-03-02; we reply within two months. When does the period end if the advisory action is slow?',
    );
    expect(advisory?.asked).toContain('or on the mailing date of the advisory action, whichever is later');
    expect(advisory?.rule.cite).toMatchObject({ source: 'MPEP', section: '706.07(f)' });
    expect(advisory?.rule.also?.[0]).toMatchObject({ source: '37 CFR', section: '1.134' });
    // Asked only when it is due, nothing more is stated with the date.
    expect(
      computeDeadline('Non-final office action mailed 2026-03-02: when is the reply due?')?.asked,
    ).toBeUndefined();
  });

  it('gives the 2-month reply of the advisory-action rule after a final rejection (MPEP 706.07(f))', () => {
    const d = computeDeadline(
      'A final rejection was mailed on January 15, 2026. When must I reply to get the benefit of the advisory action rule?',
    );
    // Asked about the advisory action, the rule is stated with the date (`asked`), not again among the notes.
    const notes = [d?.asked, ...(d?.notes ?? [])].join(' ');
    // 2026-03-15 is a Sunday: the 2 months run to Monday 2026-03-16.
    expect(notes).toContain('by 2026-03-16');
    expect(notes).toContain(
      '3 months from the final rejection (2026-04-15) or on the mailing date of the advisory action',
    );
    expect(notes).toContain('no later than 6 months from the mailing date (2026-07-15');
    expect(
      computeDeadline('A non-final rejection was mailed on January 15, 2026.')?.notes?.join(' '),
    ).not.toContain('by 2026-03-16');
  });

  it('reads the months of extension of time a question asks for', () => {
    expect(extensionAsked('When is my reply due with a 2-month extension of time?')).toBe(2);
    expect(extensionAsked("with two months' extension")).toBe(2);
    expect(extensionAsked('if I buy an extension of three months')).toBe(3);
    expect(extensionAsked('can I extend the period by one month?')).toBe(1);
    expect(extensionAsked('When is my reply due?')).toBeNull();
    expect(extensionAsked('a 3-month shortened statutory period')).toBeNull();
  });

  it('dates the extension asked for from the mailing date, to the corresponding day (MPEP 710.01(a))', () => {
    // MPEP 710.01(a): an action dated November 30 is due February 28; a 1-month extension runs to March 30.
    const d = computeDeadline(
      'Office action mailed 2025-11-30: my reply with a 1-month extension is due when?',
    );
    expect(d).toMatchObject({
      date: '2026-02-28',
      extension: { months: 1, available: 3, date: '2026-03-30' },
    });
    // The unextended last day (2026-05-30, a Saturday) moves to Monday; the extension still counts from the mailing date.
    const e = computeDeadline('Non-final office action mailed 2026-02-28, reply with a 3-month extension?');
    expect(e).toMatchObject({ date: '2026-05-28', extension: { date: '2026-08-28', due: '2026-08-28' } });
    // Past the 6-month statutory period: the longest extension available, not the one asked for.
    const f = computeDeadline('Final rejection mailed 2026-01-15; can I reply with a 4-month extension?');
    expect(f?.extension).toMatchObject({ months: 4, available: 3, date: '2026-07-15', due: '2026-07-15' });
    // The issue fee period is not extendable: no extension is computed for it.
    expect(
      computeDeadline('Notice of allowance mailed 2026-01-15; issue fee with a 1-month extension?')
        ?.extension,
    ).toBeUndefined();
  });

  it('says when an RCE after a final rejection is due: within the period for reply (37 CFR 1.114)', () => {
    const notes =
      computeDeadline('Final rejection mailed 2026-01-15. I want to file an RCE: what is the deadline?')
        ?.notes ?? [];
    const rce = notes.find((n) => n.includes('37 CFR 1.114'));
    expect(rce).toContain('37 CFR 1.17(e)');
    expect(rce).toContain('never after 2026-07-15');
    expect(computeDeadline('Final rejection mailed 2026-01-15.')?.notes?.join(' ')).not.toContain('1.114');
    // After allowance: before the issue fee is paid, within the non-extendable 3 months.
    const allowed = computeDeadline('Notice of allowance mailed 2026-01-15: can I still file an RCE?');
    expect(allowed?.notes?.join(' ')).toMatch(/37 CFR 1\.114\(a\)\):\*\* .*before the issue fee is paid/);
    // An extension asked after a final rejection says how the advisory-action rule counts its fee.
    expect(
      computeDeadline('Final rejection mailed 2026-01-15, reply with a 1-month extension')?.extension,
    ).toMatchObject({
      afterFinal: true,
    });
    expect(
      computeDeadline('Office action mailed 2026-01-15, reply with a 1-month extension')?.extension,
    ).toMatchObject({
      afterFinal: false,
    });
  });

  it('returns null without a date or without an event it knows', () => {
    expect(computeDeadline('When is the non-provisional due after a provisional?')).toBeNull();
    expect(computeDeadline('I had lunch on 2026-03-02')).toBeNull();
  });
});

describe('date helpers', () => {
  it('reads ISO and written dates, skipping impossible ones', () => {
    expect(datesIn('on 2026-02-30, March 2, 2026 and 5 May 2024')).toEqual(['2026-03-02', '2024-05-05']);
  });
  it('returns the month end when the day does not exist', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(nextBusinessDay('2026-03-08')).toBe('2026-03-09');
  });

  it('returns no provisional deadline for a question about a non-provisional alone', () => {
    // Issue 25: the expiry asked is the utility term, 20 years from that filing (35 U.S.C. 154(a)(2)).
    expect(
      computeDeadline('My non-provisional was filed on 2024-03-01. When does the patent expire?'),
    ).toMatchObject({ rule: { id: 'utility-term' }, due: '2044-03-01' });
    expect(computeDeadline('My nonprovisional was filed on 2024-03-01; when does it expire?')?.rule.id).toBe(
      'utility-term',
    );
  });

  it('returns the national stage, not the provisional year, for a PCT claiming a provisional', () => {
    const d = computeDeadline(
      'I filed a provisional on 2025-01-10 and a PCT; when must I enter the national stage?',
    );
    expect(d?.rule.id).toBe('pct-national-stage');
    expect(d?.date).toBe('2027-07-10');
  });

  it('returns the 12-month PCT filing date, not the national stage, when asked when to file the PCT', () => {
    for (const q of [
      'I filed a provisional on 2026-03-02. When must I file the PCT application?',
      'We want to file a PCT application claiming our US provisional of 2026-03-02. What is the last day to file the PCT?',
    ]) {
      const d = computeDeadline(q);
      expect(d?.rule.id).toBe('pct-filing-provisional');
      expect(d).toMatchObject({ from: '2026-03-02', date: '2027-03-02', due: '2027-03-02' });
      expect(d?.rule.basis).toContain('35 U.S.C. 119(e)(1)');
      expect(d?.rule.basis).toMatch(/PCT Art\. 8.*not in our texts/);
    }
    expect(
      computeDeadline(
        'We filed in Germany on 2026-04-15. By when do we have to file an international application?',
      )?.rule.id,
    ).toBe('pct-filing');
  });

  it('keeps the 30-month national stage for questions about entering it, whatever else they name', () => {
    for (const q of [
      'We filed the PCT claiming our provisional of 2026-03-02. When do we enter the national phase?',
      'PCT filed 2026-03-02: what is the national stage deadline?',
      'After filing the PCT on 2026-03-02, when must we file in the US national stage?',
      'Our PCT application was filed on 2026-03-02. What is our next deadline?',
    ]) {
      const d = computeDeadline(q);
      expect(d?.rule.id, q).toBe('pct-national-stage');
      expect(d?.due, q).toBe('2028-09-05');
    }
  });
});

describe('deadlines of the Board, an assignment and a post-grant review (issue 25, set M causes)', () => {
  it("counts a rehearing request from the Board's decision (2 months, 37 CFR 41.52(a)(1))", () => {
    const d = computeDeadline(
      'The PTAB decision on our appeal is dated 2026-03-10. When is a rehearing request due?',
    );
    expect(d).toMatchObject({ rule: { id: 'appeal-rehearing' }, from: '2026-03-10', due: '2026-05-11' });
  });

  it("counts 63 days from the Board's decision for the Federal Circuit (37 CFR 90.3(a)(1))", () => {
    const d = computeDeadline(
      'The Board affirmed in a decision of 2026-03-02. When must we appeal to the Federal Circuit?',
    );
    expect(d).toMatchObject({
      rule: { id: 'board-decision-court-review' },
      from: '2026-03-02',
      date: '2026-05-04',
    });
  });

  it('counts 3 months from an assignment for recording it (35 U.S.C. 261), never as a grace period', () => {
    const d = computeDeadline(
      'We sold our patent; the assignment is dated 2026-06-15. When should it be recorded?',
    );
    expect(d).toMatchObject({ rule: { id: 'assignment-recording' }, date: '2026-09-15' });
  });

  it('counts 9 months from the grant for a post-grant review petition (35 U.S.C. 321(c))', () => {
    const d = computeDeadline(
      'The patent was granted on 2026-02-03. Until when can we file a post-grant review?',
    );
    expect(d).toMatchObject({ rule: { id: 'post-grant-review' }, date: '2026-11-03' });
  });

  it('dates a restriction requirement by the letter that states it (2 months, MPEP 710.02(b))', () => {
    const d = computeDeadline(
      'A communication dated 2026-04-06 says our claims are directed to three distinct inventions (restriction). When is our election due?',
    );
    expect(d).toMatchObject({ rule: { id: 'restriction-reply' }, from: '2026-04-06', date: '2026-06-06' });
  });
});

import { describe, expect, it } from 'vitest';
import { computeDeadline, eventDate, maintenanceWindows } from './deadlines.js';

const ALLOWANCE = 'notices? of allowance|noa|allowance|notices?';

describe(eventDate.name, () => {
  it('takes a date for the notice’s mailing date only when the question says so', () => {
    for (const q of [
      'We received a notice of allowance on July 1, 2026. When is the issue fee due?',
      'The notice of allowance was mailed 2026-07-01; when must we pay the issue fee?',
      'Our NOA is dated 1 July 2026. Issue fee deadline?',
      'On 2026-07-01 the examiner mailed a notice of allowance. When is the issue fee due?',
      'I got an allowance. It was mailed on 2026-07-01. When is the issue fee due?',
    ])
      expect(eventDate(q, ALLOWANCE), q).toBe('2026-07-01');
  });

  it('does not take the date of references, a reply or a filing for the notice’s', () => {
    for (const q of [
      'We received the references on August 1, 2026. Can we still file an IDS after a notice of allowance?',
      'After the notice of allowance our client found new prior art on 2026-08-01. Can we still cite it?',
      'The foreign search report dated 2026-08-01 cites new art; we already have a notice of allowance.',
      'We filed the application on 2024-03-01 and now have a notice of allowance: what next?',
    ])
      expect(eventDate(q, ALLOWANCE), q).toBeNull();
  });

  it('tells two dates of one question apart', () => {
    const q =
      'We received a notice of allowance on July 1, 2026 and the EPO search report on 2026-08-01. Can we file an IDS?';
    expect(eventDate(q, ALLOWANCE)).toBe('2026-07-01');
    expect(eventDate(q, 'search report|references?')).toBe('2026-08-01');
  });
});

describe('the date role of a deadline (attorney review)', () => {
  it('an IDS question dated by the references is no issue-fee deadline', () => {
    for (const q of [
      'We received the European search report citing two references on August 1, 2026. Can we still file an IDS after a notice of allowance, and what do we need?',
      'The references were cited by the JPO in an office action dated 2026-08-01. Can we file an information disclosure statement now that the notice of allowance is out?',
      'Our client sent us references on August 1, 2026; can an IDS still be filed after allowance? We have a notice of allowance.',
    ]) {
      const d = computeDeadline(q, { today: '2026-11-27' });
      expect(d?.rule.id, q).toBe('ids-foreign-communication');
      expect(d?.from).toBe('2026-08-01');
      // 2026-11-01 is a Sunday (35 U.S.C. 21(b)).
      expect(d?.due).toBe('2026-11-02');
      expect(d?.passed).toBe(true);
      expect(d?.notes?.join(' ')).toContain('37 CFR 1.97(d)');
      expect(d?.notes?.join(' ')).toContain('1.17(p)');
    }
  });

  it('an IDS question giving the notice’s mailing date also states the issue-fee date', () => {
    const d = computeDeadline(
      'The notice of allowance was mailed on 2026-07-01 and the EPO communication citing new art is dated 2026-08-03. Can we file an IDS?',
    );
    expect(d).toMatchObject({
      from: '2026-08-03',
      due: '2026-11-03',
      rule: { id: 'ids-foreign-communication' },
    });
    expect(d?.notes?.join(' ')).toMatch(/notice mailed 2026-07-01, by 2026-10-01/);
  });

  it('an IDS question dated only by the notice gets the issue-fee deadline', () => {
    const d = computeDeadline('Notice of allowance mailed 2026-07-01: can we still file an IDS?');
    expect(d).toMatchObject({ rule: { id: 'issue-fee' }, from: '2026-07-01', due: '2026-10-01' });
  });

  it('a reply or filing date is not an Office action’s mailing date', () => {
    expect(
      computeDeadline('I filed a reply to the final rejection on 2026-05-01. When does the period end?'),
    ).toBeNull();
    expect(
      computeDeadline(
        'The Japanese office action dated 2026-05-01 cites new art: when must I reply to the USPTO rejection?',
      ),
    ).toBeNull();
    // A pronoun stands for the paper last named: the Office action, not the references.
    expect(computeDeadline('When must I reply to an office action? I received it on 2026-03-02.')?.from).toBe(
      '2026-03-02',
    );
    expect(
      computeDeadline(
        'We got new references. It was dated 2026-03-02. Can we still reply to the office action?',
      ),
    ).toBeNull();
    expect(computeDeadline('Non-final office action dated March 2, 2026: when is my reply due?')?.from).toBe(
      '2026-03-02',
    );
  });

  it('an RCE question quotes 37 CFR 1.114 and says what the RCE needs first', () => {
    for (const q of [
      'Can I file an RCE after a final rejection mailed on June 10, 2026, and what do I need?',
      'What does a request for continued examination require? The final rejection is dated 2026-06-10.',
    ]) {
      const d = computeDeadline(q, { today: '2026-11-27' });
      expect(d?.rule.id, q).toBe('office-action-reply');
      expect(d?.rule.also?.[0]).toMatchObject({ section: '1.114', pinpoint: '(a)' });
      const first = d?.notes?.[0] ?? '';
      expect(first).toContain('37 CFR 1.114(a), (c)');
      expect(first).toMatch(/submission/);
      expect(first).toContain('1.17(e)');
      expect(first).toContain('2026-12-10');
    }
  });
});

describe('maintenance fees from a grant date given in the question', () => {
  it('gives the three windows, moved off weekends and holidays', () => {
    const w = maintenanceWindows('2019-04-09', '2026-11-27');
    expect(w.map((x) => [x.opens, x.due, x.graceEnds, x.status])).toEqual([
      // 2022-10-09 is a Sunday, 10-10 Columbus Day; 2023-04-09 a Sunday.
      ['2022-04-09', '2022-10-11', '2023-04-10', 'passed'],
      ['2026-04-09', '2026-10-09', '2027-04-09', 'surcharge'],
      ['2030-04-09', '2030-10-09', '2031-04-09', 'upcoming'],
    ]);
  });

  it('reads the grant date in several phrasings, and no other date', () => {
    for (const q of [
      'When are maintenance fees due for a patent granted on April 9, 2019?',
      'Our patent issued 2019-04-09. What are the maintenance fee deadlines?',
      'Maintenance fee schedule for a utility patent with issue date 9 April 2019?',
    ]) {
      const d = computeDeadline(q, { today: '2026-11-27' });
      expect(d?.rule.id, q).toBe('maintenance-fees');
      expect(d?.from).toBe('2019-04-09');
      expect(d?.schedule?.map((x) => x.due)).toEqual(['2022-10-11', '2026-10-09', '2030-10-09']);
    }
    expect(
      computeDeadline('The application was filed on 2015-01-05: when are maintenance fees due?'),
    ).toBeNull();
    expect(computeDeadline('Are maintenance fees due on a design patent granted 2019-04-09?')).toBeNull();
  });
});

describe('the date role of the provisional, national stage and Paris priority periods', () => {
  it('returns 12 months from the provisional filing date when an earlier sentence gives another date', () => {
    const d = computeDeadline(
      'On 2026-01-15 I published a paper. My provisional was filed on 2025-11-03. When is my non-provisional due?',
    );
    expect(d).toMatchObject({
      rule: { id: 'nonprovisional-after-provisional' },
      from: '2025-11-03',
      due: '2026-11-03',
    });
  });

  it('returns 30 months from the earliest filing (the priority date), not from the PCT filing written first', () => {
    const d = computeDeadline(
      'The PCT was filed on 2025-05-01 claiming priority of a US application filed 2024-06-03. When is the national stage due?',
    );
    expect(d).toMatchObject({ rule: { id: 'pct-national-stage' }, from: '2024-06-03', due: '2026-12-03' });
  });

  it('returns 12 months from the foreign filing, not from a foreign search report dated first', () => {
    const d = computeDeadline(
      'We got an EPO search report on 2026-02-02. Our German application was filed on 2025-09-10. When must we file in the US to claim the priority?',
    );
    expect(d).toMatchObject({ rule: { id: 'paris-priority' }, from: '2025-09-10', due: '2026-09-10' });
  });

  it('returns 6 months from the foreign design filing, not from a later registration date', () => {
    const d = computeDeadline(
      'Our EU design registration arrived on 2026-03-02, but the EU design was filed on 2026-01-20. Deadline to file the US design claiming priority?',
    );
    expect(d).toMatchObject({ rule: { id: 'paris-priority-design' }, from: '2026-01-20', due: '2026-07-20' });
  });

  it('keeps the only date of a question whatever it is written as', () => {
    expect(
      computeDeadline('I have a provisional. It went in on 2026-03-02. When is the non-provisional due?')
        ?.from,
    ).toBe('2026-03-02');
  });
});

describe('the first IDS period, 37 CFR 1.97(b)', () => {
  it('returns 3 months from the filing date when an IDS question dates the application', () => {
    const d = computeDeadline(
      'Our application went in on 2026-03-02 (filed 2026-03-02). Until when is an IDS free of fee?',
    );
    expect(d).toMatchObject({
      rule: { id: 'ids-first-period', cite: { pinpoint: '(b)' } },
      from: '2026-03-02',
      due: '2026-06-02',
    });
  });

  it('returns the foreign-citation or issue-fee period when the date is of a citation or a notice, not the filing', () => {
    expect(
      computeDeadline('The EPO search report dated 2026-04-01 cites new art. When must we file the IDS?')
        ?.rule.id,
    ).toBe('ids-foreign-communication');
    expect(
      computeDeadline('We received a notice of allowance on July 1, 2026. Can we still file an IDS?')?.rule
        .id,
    ).toBe('issue-fee');
  });
});

describe('the utility term from the filing and grant dates of a question (35 U.S.C. 154)', () => {
  it('returns 20 years from filing plus the PTA days given, not moved off a weekend', () => {
    const d = computeDeadline('filed 2015-03-02, issued 2019-06-04, PTA 120 days: when does it expire?');
    // 2035-03-02 + 120 days = 2035-06-30, a Saturday: an expiry is no act, so it stays.
    expect(d).toMatchObject({
      rule: { id: 'utility-term' },
      from: '2015-03-02',
      due: '2035-06-30',
      moved: null,
    });
    expect(
      computeDeadline('Granted 2014-06-03 on an application filed 2011-03-01; when does the patent expire?'),
    ).toMatchObject({ from: '2011-03-01', due: '2031-03-01' });
  });

  it('returns 20 years from filing when only the filing date is given and the expiry is asked', () => {
    expect(
      computeDeadline('My non-provisional was filed on 2024-03-01. When does the patent expire?'),
    ).toMatchObject({ rule: { id: 'utility-term' }, due: '2044-03-01' });
    const d = computeDeadline('My utility patent was filed 2012-05-20, when does it expire?');
    expect(d).toMatchObject({ from: '2012-05-20', due: '2032-05-20' });
    expect(d?.notes?.join(' ')).toMatch(
      /No patent term adjustment was given.*terminal disclaimer.*maintenance fees/,
    );
    expect(
      computeDeadline('I filed my application on 2020-01-01. Can I get a patent term extension?'),
    ).toBeNull();
  });

  it('returns the later of 17 years from grant and 20 from filing for a filing before 1995-06-08 (154(c)(1))', () => {
    expect(computeDeadline('Filed 1994-01-10, granted 1997-05-06. When does it expire?')).toMatchObject({
      rule: { id: 'utility-term-pre-1995-grant', cite: { section: '154', pinpoint: '(c)' } },
      due: '2014-05-06',
    });
    expect(computeDeadline('Filed 1990-01-10, granted 1991-05-06. When does it expire?')).toMatchObject({
      rule: { id: 'utility-term-pre-1995-filing' },
      due: '2010-01-10',
    });
    expect(computeDeadline('Filed 1994-01-10. When does it expire?')).toBeNull();
  });
});

describe('the term of a patent whose application claims a provisional (35 U.S.C. 154(a)(2), (a)(3))', () => {
  // Attorney review (issue 25): the non-provisional's date is not the provisional's, and the term is what was asked.
  const asked = [
    'A utility application was filed on 5 May 2015 and claims the benefit of a provisional filed 5 May 2014. Ignoring PTA, when does the resulting patent expire?',
    'Our non-provisional, filed 2015-05-05, claims priority to a provisional application filed on 2014-05-05. What is the expiry date of the patent?',
    'We filed a provisional on May 5, 2014 and the regular application on May 5, 2015. When will the patent term end?',
  ];

  it('returns 20 years from the non-provisional filing date, the provisional not counted', () => {
    for (const q of asked) {
      const d = computeDeadline(q, { today: '2026-11-29' });
      expect(d, q).toMatchObject({ rule: { id: 'utility-term-after-provisional' }, from: '2015-05-05' });
      expect(d?.due, q).toBe('2035-05-05');
      expect(d?.passed, q).toBe(false);
      const notes = d?.notes?.join(' ') ?? '';
      expect(notes, q).toMatch(
        /2015-05-05, not later than 12 months after the provisional filed on 2014-05-05/,
      );
      expect(notes, q).toMatch(/35 U\.S\.C\. 119\(e\)\(1\).*154\(a\)\(3\)/);
      expect(notes, q).toMatch(/terminal disclaimer.*maintenance fees/);
    }
  });

  it('counts from the earliest non-provisional when a continuation’s parent is dated too', () => {
    expect(
      computeDeadline(
        'Our continuation was filed on 2021-04-01; its parent non-provisional was filed on 2019-06-03 claiming a provisional filed 2018-06-04. When does the continuation expire?',
      ),
    ).toMatchObject({
      rule: { id: 'utility-term-after-provisional' },
      from: '2019-06-03',
      due: '2039-06-03',
    });
  });

  it('says when the non-provisional came too late for the provisional’s benefit', () => {
    const d = computeDeadline(
      'The application was filed on 2016-09-01 and claims a provisional filed on 2015-05-04. When does the patent expire?',
    );
    expect(d).toMatchObject({ from: '2016-09-01', due: '2036-09-01' });
    expect(d?.notes?.join(' ')).toMatch(/more than 14 months after the provisional.*no benefit/);
  });

  it('still returns the non-provisional’s due date when only the provisional is dated', () => {
    expect(
      computeDeadline('My provisional was filed on 2026-03-02. When is the non-provisional due?')?.rule.id,
    ).toBe('nonprovisional-after-provisional');
    expect(
      computeDeadline(
        'I filed the non-provisional on 2026-03-01, claiming a provisional filed 2025-03-03. Was it in time?',
      ),
    ).toMatchObject({ rule: { id: 'nonprovisional-after-provisional' }, from: '2025-03-03' });
  });
});

describe('the notice of appeal and the appeal brief (37 CFR 41.31, 41.37)', () => {
  it('returns the notice of appeal 3 months from the final rejection, moved off the weekend', () => {
    const d = computeDeadline(
      'Final rejection was mailed 2026-02-02. When is the notice of appeal due and the appeal brief?',
    );
    expect(d).toMatchObject({ rule: { id: 'notice-of-appeal' }, from: '2026-02-02', due: '2026-05-04' });
    expect(d?.notes?.join(' ')).toMatch(/a notice filed on 2026-05-04 puts the brief at 2026-07-06/);
    expect(d?.notes?.join(' ')).toMatch(/never beyond 2026-08-03/);
  });

  it('returns the brief 2 months from the notice of appeal when the question dates the notice', () => {
    expect(
      computeDeadline('Notice of appeal filed on 2026-05-04; when is the appeal brief due?'),
    ).toMatchObject({ rule: { id: 'appeal-brief' }, from: '2026-05-04', due: '2026-07-06' });
  });

  it('returns no Board appeal deadline for an appeal to the Federal Circuit', () => {
    expect(
      computeDeadline('The Board decision was mailed 2026-02-02. When must I appeal to the Federal Circuit?')
        ?.rule.id,
    ).not.toBe('notice-of-appeal');
  });
});

describe('the design term from the dates of a question (35 U.S.C. 173)', () => {
  it('returns 15 years from grant for a design filed on or after 2015-05-13, 14 years before it', () => {
    expect(
      computeDeadline('Design filed 2016-03-01, granted 2017-06-06. When does it expire?'),
    ).toMatchObject({ rule: { id: 'design-term-15' }, from: '2017-06-06', due: '2032-06-06' });
    expect(
      computeDeadline('A design patent filed 2012-05-20 and granted 2013-09-10: when does it expire?'),
    ).toMatchObject({ rule: { id: 'design-term-14' }, due: '2027-09-10' });
    // Granted before 2015-05-13 it was filed before; granted after without a filing date, either may apply.
    expect(computeDeadline('Design patent granted 2014-01-07, when does it expire?')?.due).toBe('2028-01-07');
    expect(computeDeadline('Design patent granted 2016-01-05, when does it expire?')).toBeNull();
  });
});

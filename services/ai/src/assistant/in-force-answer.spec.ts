import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { ASKS_IN_FORCE, expiryQualifier, inForceAnswer } from './in-force-answer.js';
import { patentAnswer } from './patent-answer.js';

// RECORD: US10000000, granted 2018-06-19, term to 2035-03-10 (not exact).
const withExpiry = (patch: Partial<PatentDetail['dates']['expiry']>) =>
  ({
    ...RECORD,
    dates: { ...RECORD.dates, expiry: { ...RECORD.dates!.expiry, ...patch } },
  }) as PatentDetail;

describe(inForceAnswer.name, () => {
  it('returns "Yes, until …" with the next maintenance fee when the term runs', () => {
    // Before the 3.5-year grace period ends: its due day 2021-12-19 is a Sunday, so moved to the Monday; the grace
    // period's last day to pay runs to 2022-06-21, but unpaid the patent expires as of the anniversary, 2022-06-19.
    expect(inForceAnswer(RECORD, '2021-03-01')).toBe(
      '**Yes**, until 2035-03-10 (not exact) (20 years from the filing date (35 U.S.C. 154(a)(2))) unless a ' +
        'maintenance fee goes unpaid; maintenance fees: the next (3.5-year) is due 2021-12-20, with the surcharge ' +
        'until 2022-06-21; unpaid, the patent expires as of 2022-06-19 (35 U.S.C. 41(b); 37 CFR 1.362(g)).',
    );
  });

  it('returns "Unknown", not "Yes", once a fee grace period has passed with no payment record', () => {
    // Attorney review (issue 23, fix 2): the 3.5-year grace period ended 2022-06-21; the data holds no fee payment.
    expect(inForceAnswer(RECORD, '2026-11-27')).toBe(
      '**Unknown** — the 3.5-year maintenance fee was payable with the surcharge until 2022-06-21 and the fee ' +
        'payment record was not available; if unpaid, the patent expired as of 2022-06-19 (35 U.S.C. 41(b); ' +
        '37 CFR 1.362(g)); if every fee was paid, it runs until 2035-03-10 (not exact) ' +
        '(20 years from the filing date (35 U.S.C. 154(a)(2))).',
    );
  });

  it('returns "No — expired on …" with its basis when the expiry has passed', () => {
    expect(inForceAnswer(withExpiry({ date: '2020-01-01', exact: true }), '2026-11-27')).toBe(
      '**No** — expired on 2020-01-01 (20 years from the filing date (35 U.S.C. 154(a)(2))).',
    );
  });

  it('returns "No" for a lapsed patent and "Not assessed" without an expiry', () => {
    expect(inForceAnswer(withExpiry({ lapsed: true }), '2026-11-27')).toMatch(
      /^\*\*No\*\* — the record shows it lapsed/,
    );
    expect(inForceAnswer(withExpiry({ date: null }), '2026-11-27')).toMatch(/^\*\*Not assessed\*\*/);
  });
});

describe('patentAnswer for "Is US… still in force?"', () => {
  it('leads with the plain answer, then the record card', () => {
    expect(ASKS_IN_FORCE.test('Is US10000000 still in force?')).toBe(true);
    expect(ASKS_IN_FORCE.test('Who is the assignee of US10000000?')).toBe(false);
    const text = patentAnswer(RECORD, 'Is US10000000 still in force?', null, '2021-03-01').text;
    // The plain answer is the first paragraph, under the line naming the patent.
    const lines = text.split('\n\n')[0].split('\n');
    expect(lines[0]).toMatch(/^Answering about \*\*US10000000\*\*/);
    expect(lines[1]).toMatch(/^\*\*Yes\*\*, until 2035-03-10/);
    expect(text.indexOf('**Yes**')).toBeLessThan(text.indexOf('- **Status:**'));
    // Past a fee's grace period with no payment record, the plain answer is "Unknown" (issue 23, fix 2).
    const later = patentAnswer(RECORD, 'Is US10000000 still in force?', null, '2026-11-27').text;
    expect(later.split('\n')[1]).toMatch(
      /^\*\*Unknown\*\* — the 3\.5-year maintenance fee was payable with the surcharge until/,
    );
    expect(later).not.toContain('**Yes**');
  });
});

// US7158629 as the patents service dates it: a continuation of a CIP, term from the CIP parent (exact), no PTA, and a
// terminal disclaimer (attorney review, issue 25 item 6).
const us7158629 = {
  ...RECORD,
  dates: {
    ...RECORD.dates,
    term_start: {
      date: '2001-07-09',
      exact: true,
      basis: 'earliest US non-provisional filing it claims',
      citations: [],
    },
    expiry: {
      date: '2021-07-09',
      exact: false,
      basis: '20 years from 2001-07-09; subject to a terminal disclaimer: it ends no later than this',
      citations: [],
      pta_days: 0,
      terminal_disclaimer: true,
      lapsed: false,
    },
  },
} as unknown as PatentDetail;

describe(expiryQualifier.name, () => {
  it('returns "at the latest" rather than "not exact" when only a terminal disclaimer bounds a CIP chain\'s term', () => {
    expect(expiryQualifier(us7158629.dates)).toBe(
      ' (at the latest: a terminal disclaimer may end it earlier)',
    );
    const text = patentAnswer(us7158629, 'Is US7158629 still in force?', null, '2026-11-27').text;
    expect(text).toContain(
      '**No** — expired on 2021-07-09 (at the latest: a terminal disclaimer may end it earlier)',
    );
    expect(text).toContain(
      '- **Expiry:** 2021-07-09 (at the latest: a terminal disclaimer may end it earlier) — 20 years',
    );
    expect(text).not.toContain('not exact) —');
  });

  it('returns "not exact" when the term start or the adjustment is not known', () => {
    // RECORD: the adjustment is not in the data.
    expect(expiryQualifier(RECORD.dates)).toBe(' (not exact)');
    const noPta = { ...us7158629.dates!, expiry: { ...us7158629.dates!.expiry, pta_days: null } };
    expect(expiryQualifier(noPta)).toBe(' (not exact)');
  });
});

describe('patentAnswer for "Has US… expired?" (attorney review 2026-11-29b)', () => {
  const lead = (q: string, today: string) => patentAnswer(RECORD, q, null, today).text.split('\n\n')[0];

  it('answers Yes when it has expired, never "**No** — expired on …"', () => {
    for (const q of [
      'Has US10000000 expired?',
      'Is US10000000 expired yet?',
      'Has the patent lapsed or run out?',
    ])
      expect(lead(q, '2036-01-02'), q).toMatch(/\n\*\*Yes\*\* — expired on 2035-03-10/);
  });

  it('answers No, with the date it runs to, when it has not', () => {
    expect(lead('Has US10000000 expired?', '2021-03-01')).toMatch(/\n\*\*No\*\*, it runs until 2035-03-10/);
    // Asked of its life, the polarity is the usual one.
    expect(lead('Is US10000000 still in force or has it expired?', '2021-03-01')).toMatch(
      /\n\*\*Yes\*\*, until 2035-03-10/,
    );
  });
});

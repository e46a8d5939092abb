import { describe, expect, it } from 'vitest';
import { computeDeadline } from './deadlines.js';

// Questions written for this spec: a claim left out of a filed application, and dates named in a user's words.
describe(`${computeDeadline.name}: a late benefit or priority claim`, () => {
  it('returns 16 months from the provisional when that is later than 4 months from the filing (37 CFR 1.78(a)(4))', () => {
    const d = computeDeadline(
      'Our provisional was filed 2025-03-03 and the utility application 2026-02-27, but we forgot the benefit claim. Deadline?',
    );
    expect(d).toMatchObject({ rule: { id: 'benefit-claim-time' }, from: '2026-03-03', date: '2026-07-03' });
  });

  it('returns 4 months from the filing when that is later than 16 months from the foreign filing (37 CFR 1.55(d))', () => {
    const d = computeDeadline(
      'We filed the US case on 2026-07-20 and omitted the priority claim to our French application of 2025-05-02. How long to add it?',
    );
    expect(d).toMatchObject({ rule: { id: 'priority-claim-time' }, from: '2026-07-20', date: '2026-11-20' });
  });

  it('gives no late-claim date when the question gives one date only', () => {
    expect(
      computeDeadline('We forgot the benefit claim to our provisional filed 2025-06-01')?.rule.id,
    ).not.toMatch(/claim-time/);
  });
});

describe(`${computeDeadline.name}: dates named in a user's words`, () => {
  it('reads a filing in another country named by its region as foreign, not as a provisional', () => {
    const d = computeDeadline(
      'Our EU design was filed on 2026-01-20. Could a US provisional have worked, and how long for the US design?',
    );
    expect(d?.rule.id).toBe('paris-priority-design');
    expect(d?.date).toBe('2026-07-20');
  });

  it('reads an abbreviation of the paper a period runs from', () => {
    expect(computeDeadline('NFOA dated 2026-02-10: when is my reply due?')?.rule.id).toBe(
      'office-action-reply',
    );
  });
});

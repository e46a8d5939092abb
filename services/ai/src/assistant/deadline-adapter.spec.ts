import { describe, expect, it } from 'vitest';
import { eventDeadlineFor } from './deadline-adapter.js';

describe(eventDeadlineFor.name, () => {
  it('takes the date given for the event named, however the model words it', () => {
    expect(eventDeadlineFor('final rejection', '2026-01-15')).toMatchObject({
      rule: { id: 'office-action-reply' },
      from: '2026-01-15',
    });
    expect(eventDeadlineFor('RCE after final rejection', '2026-01-15')?.from).toBe('2026-01-15');
    expect(eventDeadlineFor('notice of allowance mailed', '2026-07-01')).toMatchObject({
      rule: { id: 'issue-fee' },
      due: '2026-10-01',
    });
    expect(eventDeadlineFor('provisional application filed', '2026-03-02')?.due).toBe('2027-03-02');
  });

  it('gives the maintenance-fee windows from a grant date', () => {
    const d = eventDeadlineFor('maintenance fees of a patent granted', '2019-04-09', '2026-11-27');
    expect(d?.schedule?.map((w) => w.graceEnds)).toEqual(['2023-04-10', '2027-04-09', '2031-04-09']);
  });
});

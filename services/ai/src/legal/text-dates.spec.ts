import { describe, expect, it } from 'vitest';
import { dateAfter, dateAtStart, datesIn } from './text-dates.js';

describe(datesIn.name, () => {
  it('reads ISO, written and US numeric days, and leaves out a day that does not exist', () => {
    expect(datesIn('on 2026-02-30, March 2, 2026, 5 May 2024 and 3/4/2025')).toEqual([
      '2026-03-02',
      '2024-05-05',
      '2025-03-04',
    ]);
  });
});

describe(dateAtStart.name, () => {
  it('returns the day or the bare year a text starts with, else null', () => {
    expect(dateAtStart('March 1, 2013 and later')).toEqual({ date: '2013-03-01', yearOnly: false });
    expect(dateAtStart('2012 in the US')).toEqual({ date: '2012', yearOnly: true });
    expect(dateAtStart('2012-10-01')).toEqual({ date: '2012-10-01', yearOnly: false });
    // Not a day and not a bare year: part of a day that does not exist, or no date at its start.
    expect(dateAtStart('2012-02-30')).toBeNull();
    expect(dateAtStart('in 2012')).toBeNull();
  });
});

describe(dateAfter.name, () => {
  it('returns the first day after a word, or a year standing alone close after it', () => {
    expect(dateAfter('filed on March 3, 2020, published 2021')).toBe('2020-03-03');
    expect(dateAfter('filed in 2001 by them')).toBe('2001');
    expect(dateAfter('filed by a competitor with a long name, on 2019-05-02')).toBe('2019-05-02');
    expect(dateAfter('filed long ago')).toBeNull();
  });
});

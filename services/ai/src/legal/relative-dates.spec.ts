import { describe, expect, it } from 'vitest';
import { computeDeadline } from './deadlines.js';
import { readDates } from './relative-dates.js';

// 2026-11-28 is a Saturday.
const today = '2026-11-28';

describe(readDates.name, () => {
  it('returns relative dates as ISO dates read against today, and says how each was read', () => {
    const cases: [string, string][] = [
      ['filed it yesterday', '2026-11-27'],
      ['filing tomorrow', '2026-11-29'],
      ['filing next Tuesday', '2026-12-01'],
      ['mailed last Friday', '2026-11-27'],
      ['mailed last Saturday', '2026-11-21'],
      ['filing in two weeks', '2026-12-12'],
      ['mailed 3 days ago', '2026-11-25'],
      ['mailed two months ago', '2026-09-28'],
    ];
    for (const [q, date] of cases) {
      const r = readDates(q, today);
      expect(r.text, q).toContain(date);
      expect(r.readings, q).toEqual([
        expect.stringMatching(new RegExp(`read as ${date} \\(today is ${today}\\)`)),
      ]);
    }
  });

  it('leaves relative dates as written without a clock, and a period "in 3 months" always', () => {
    expect(readDates('filed yesterday').text).toBe('filed yesterday');
    expect(readDates('can I reply in 3 months?', today)).toEqual({
      text: 'can I reply in 3 months?',
      readings: [],
    });
  });

  it('says a numeric date is read month/day when day/month is a date too, and nothing when the day is over 12', () => {
    expect(readDates('mailed 1/2/2026').readings).toEqual([
      expect.stringMatching(
        /^1\/2\/2026 read as January 2, 2026 \(month\/day\); if you meant February 1, 2026/,
      ),
    ]);
    expect(readDates('mailed 1/13/2026').readings).toEqual([]);
    expect(readDates('mailed 13/1/2026').readings).toEqual([]);
    expect(readDates('mailed 3/3/2026').readings).toEqual([]);
  });
});

describe('a deadline from a date in words', () => {
  it('returns the deadline counted from the day the words name, with the reading', () => {
    const d = computeDeadline('The notice of allowance was mailed last Friday. When is the issue fee due?', {
      today,
    });
    expect(d?.from).toBe('2026-11-27');
    expect(d?.readAs).toEqual(['“last Friday” read as 2026-11-27 (today is 2026-11-28)']);
  });
});

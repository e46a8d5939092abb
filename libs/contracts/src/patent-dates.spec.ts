import { describe, expect, it } from 'vitest';
import { datedFactSchema, isoDay } from './patent-dates.js';
import { searchQuerySchema } from './patents.js';
import { parseOrThrow } from './validation.js';
import { customDateIssues, isCalendarDay } from './values.js';

describe('isoDay', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-12-31', '1976-01-01'])('accepts the calendar day %s', (d) => {
    expect(isCalendarDay(d)).toBe(true);
    expect(isoDay.safeParse(d).success).toBe(true);
  });

  it.each(['2023-02-30', '2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10'])(
    'refuses %s, which no calendar has',
    (d) => {
      expect(isCalendarDay(d)).toBe(false);
      expect(isoDay.safeParse(d).error?.issues[0].message).toBe('Not a calendar date');
    },
  );

  it('refuses other formats with the format message', () => {
    expect(isoDay.safeParse('2023-2-3').error?.issues[0].message).toBe('Expected a date as YYYY-MM-DD');
    expect(isCalendarDay('20230203')).toBe(false);
  });

  it('applies to the dated facts and to the search form, naming the field', () => {
    const fact = { date: '2023-02-30', exact: true, basis: 'b', citations: [] };
    expect(datedFactSchema.safeParse(fact).success).toBe(false);
    expect(() =>
      parseOrThrow(searchQuerySchema, { dateRange: 'custom', customStartDate: '2023-02-30' }),
    ).toThrow(/customStartDate: Not a calendar date/);
  });

  it('applies the custom range rules: one issue per field, the order checked once both dates are valid', () => {
    expect(customDateIssues({ dateRange: 'custom' })).toEqual([
      { field: 'customStartDate', kind: 'missing' },
    ]);
    expect(customDateIssues({ dateRange: 'last_year' })).toEqual([]);
    expect(
      customDateIssues({ dateRange: 'custom', customStartDate: '2023-02-30', customEndDate: '2020-01-01' }),
    ).toEqual([{ field: 'customStartDate', kind: 'invalid' }]);
    expect(
      customDateIssues({ dateRange: 'custom', customStartDate: '2023-03-01', customEndDate: '2023-02-28' }),
    ).toEqual([{ field: 'customEndDate', kind: 'endBeforeStart' }]);
    expect(() =>
      parseOrThrow(searchQuerySchema, {
        dateRange: 'custom',
        customStartDate: '2023-03-01',
        customEndDate: '2023-02-28',
      }),
    ).toThrow(/customEndDate: Must not be before customStartDate/);
    expect(() => parseOrThrow(searchQuerySchema, { dateRange: 'custom' })).toThrow(
      /customStartDate: Required when dateRange is custom/,
    );
  });
});

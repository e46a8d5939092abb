import { describe, expect, it } from 'vitest';
import { lapseText, maintenanceSchedule } from './maintenance-fees.js';

describe('lapseText: the day a patent lapses as of when a fee stays unpaid', () => {
  it('the anniversary, with the next business day a payment is still accepted on when it falls on a closed day', () => {
    // Granted 2018-08-20: the 4th anniversary, 2022-08-20, is a Saturday.
    const [first] = maintenanceSchedule('2018-08-20');
    expect(first.graceEnds).toBe('2022-08-22');
    expect(lapseText(first)).toBe(
      'as of the end of its grace period, 2022-08-20 (a payment with the surcharge is still accepted on 2022-08-22, the next business day)',
    );
  });
  it('the anniversary alone when it is a business day', () => {
    // Granted 2015-03-10: the 8th anniversary, 2023-03-10, is a Friday.
    const [, second] = maintenanceSchedule('2015-03-10');
    expect(lapseText(second)).toBe('as of the end of its grace period, 2023-03-10');
  });
});

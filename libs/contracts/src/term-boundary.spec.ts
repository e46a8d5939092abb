import { describe, expect, it } from 'vitest';
import { remainingTermYears, termEnded } from './maintenance-fees.js';

describe(termEnded.name, () => {
  it('returns false on the expiry day and true from the day after (the term runs through its last day)', () => {
    expect(termEnded('2026-11-29', '2026-11-28')).toBe(false);
    expect(termEnded('2026-11-29', '2026-11-29')).toBe(false);
    expect(termEnded('2026-11-29', '2026-11-30')).toBe(true);
  });
});

describe(remainingTermYears.name, () => {
  it('returns time left to the end of the expiry day, and 0 once the term has ended', () => {
    expect(remainingTermYears('2026-11-29', new Date('2026-11-29T12:00:00Z'))).toBeGreaterThan(0);
    expect(remainingTermYears('2026-11-29', new Date('2026-11-30T00:00:00Z'))).toBe(0);
    expect(remainingTermYears('2027-11-29', new Date('2026-11-29T00:00:00Z'))).toBeCloseTo(366 / 365.25, 3);
  });
});

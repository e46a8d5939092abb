import { describe, expect, it } from 'vitest';
import { roundEstimate } from './search.repository.js';

describe(roundEstimate.name, () => {
  it('returns two significant figures rounded up when the total is estimated', () => {
    expect(roundEstimate(37_612)).toBe(38_000);
    expect(roundEstimate(10_001)).toBe(11_000);
    expect(roundEstimate(150_000)).toBe(150_000);
    expect(roundEstimate(42)).toBe(42);
  });
});

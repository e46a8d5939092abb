import { describe, expect, it } from 'vitest';
import { rangeConflict, rangesOf } from './claim-ranges.js';

describe(rangesOf.name, () => {
  it('returns ranges in base units with what they measure', () => {
    expect(rangesOf('a shank having a length between 5 and 10 mm')).toEqual([
      expect.objectContaining({ dim: 'length', of: 'length', lo: 5, hi: 10 }),
    ]);
    expect(rangesOf('an Si content of less than 0.35% by weight')).toEqual([
      expect.objectContaining({ dim: '%', of: 'content', lo: -Infinity, hi: 0.35, hiOpen: true }),
    ]);
    expect(rangesOf('a width of at least 2 cm')).toEqual([expect.objectContaining({ lo: 20, hi: Infinity })]);
  });

  it('returns where each phrase starts, a repeated one at each place', () => {
    const text = 'a width of at least 2 cm, a depth of at least 2 cm and of 5 mm';
    expect(rangesOf(text).map((r) => [r.text, r.at])).toEqual([
      ['at least 2 cm', 11],
      ['at least 2 cm', 37],
      ['5 mm', 58],
    ]);
  });

  it('returns "wt%" as a share by weight (like "% by weight"), "vol%" and "mol%" as shares of their own', () => {
    expect(rangesOf('a filler in an amount of 10 to 50 wt% of the composition')).toEqual([
      expect.objectContaining({ dim: '%', lo: 10, hi: 50, text: '10 to 50 wt%' }),
    ]);
    expect(rangesOf('at least 2 wt. % and at most 5 vol% and less than 3 mol %').map((r) => r.dim)).toEqual([
      '%',
      'vol%',
      'mol%',
    ]);
  });

  it('returns no range for "about" values, bare numbers or unknown units', () => {
    expect(rangesOf('a length of between about 5 and 10 mm; from 1 to 250 pieces; at least 3 teeth')).toEqual(
      [],
    );
  });
});

describe(rangeConflict.name, () => {
  it('returns both phrases when ranges of the same quantity do not overlap', () => {
    expect(rangeConflict('a length between 5 and 10 mm', 'a length of at least 20 mm')).toEqual({
      own: 'between 5 and 10 mm',
      other: 'at least 20 mm',
    });
    // "less than 5" and "at least 5" share no value; "at most 5" and "at least 5" share 5.
    expect(rangeConflict('a gap of less than 5 mm', 'a gap of at least 5 mm')).not.toBeNull();
    expect(rangeConflict('a gap of at most 5 mm', 'a gap of at least 0.5 cm')).toBeNull();
  });

  it('returns a single value as a range of one point, not when a range already covers it', () => {
    expect(
      rangeConflict('a plate having a thickness between 5 and 10 mm', 'a plate having a thickness of 30 mm'),
    ).toEqual({
      own: 'between 5 and 10 mm',
      other: '30 mm',
    });
    expect(rangeConflict('a thickness between 5 and 10 mm', 'a thickness of 0.8 cm')).toBeNull();
    expect(rangesOf('a length of 10 mm to 20 mm')).toEqual([expect.objectContaining({ lo: 10, hi: 20 })]);
  });

  it('returns null for another quantity or for several ranges of one dimension', () => {
    expect(rangeConflict('a length between 5 and 10 mm', 'a width of at least 20 mm')).toBeNull();
    expect(
      rangeConflict('a length between 5 and 10 mm and a height of 1 to 2 mm', 'a length of at least 20 mm'),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { deriveStats } from './stats';

describe(deriveStats.name, () => {
  it('returns counts derived from the saved list and the collections', () => {
    const saved = [{ hasAnalysis: true }, { hasAnalysis: false }, { hasAnalysis: true }, {}];
    expect(deriveStats(saved, [{}, {}])).toEqual({
      patentsSaved: 4,
      analysesRun: 2,
      collections: 2,
      totalItems: 6,
    });
  });

  it('returns zeros when the data arrays are missing', () => {
    expect(deriveStats(undefined, null)).toEqual({
      patentsSaved: 0,
      analysesRun: 0,
      collections: 0,
      totalItems: 0,
    });
  });
});

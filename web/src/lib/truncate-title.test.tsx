import { describe, expect, it } from 'vitest';
import { truncateTitle } from './truncate-title';

describe(truncateTitle.name, () => {
  it('returns the text unchanged at 50 characters or fewer', () => {
    expect(truncateTitle('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateTitle('Short')).toBe('Short');
  });

  it('returns the first 50 characters and an ellipsis when longer', () => {
    expect(truncateTitle('b'.repeat(51))).toBe(`${'b'.repeat(50)}...`);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultSortFor, isSortFor, SORT_OPTIONS, sortOptionsFor } from './sort-patents';

const EIGHT = [
  'date-desc',
  'date-asc',
  'title-asc',
  'title-desc',
  'inventor-asc',
  'inventor-desc',
  'assignee-asc',
  'assignee-desc',
];

describe('sort options', () => {
  it('returns the eight sort orders of the spec, date-desc first', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(EIGHT);
    expect(sortOptionsFor('').map((o) => o.value)).toEqual(EIGHT);
    expect(defaultSortFor(undefined)).toBe('date-desc');
  });

  it('returns Best match first and as the default when the search has keywords', () => {
    expect(sortOptionsFor('battery')[0]).toEqual({ value: 'relevance', label: 'Best match' });
    expect(sortOptionsFor('battery').map((o) => o.value)).toEqual(['relevance', ...EIGHT]);
    expect(defaultSortFor('battery')).toBe('relevance');
    expect(defaultSortFor('   ')).toBe('date-desc');
  });

  it('accepts relevance only with keywords, and no unknown order', () => {
    expect(isSortFor('relevance', 'battery')).toBe(true);
    expect(isSortFor('relevance', '')).toBe(false);
    expect(isSortFor('title-asc', '')).toBe(true);
    expect(isSortFor('price-asc', 'battery')).toBe(false);
    expect(isSortFor(null, 'battery')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { makePatent } from '@/test/fixtures';
import { SORT_OPTIONS, sortPatents } from './sort-patents';

const a = makePatent({
  patent_number: 'A',
  patent_title: 'Alpha',
  patent_date: '2020-01-01',
  inventor_last_name: 'Young',
  inventor_first_name: 'Zed',
  assignee_organization: 'Zeta Inc',
});
const b = makePatent({
  patent_number: 'B',
  patent_title: 'beta',
  patent_date: null,
  app_filing_date: '2022-06-01',
  inventor_last_name: 'Adams',
  inventor_first_name: 'Bob',
  assignee_organization: 'alpha llc',
});
const c = makePatent({
  patent_number: 'C',
  patent_title: 'Gamma',
  patent_date: '2021-03-01',
  inventor_last_name: 'Adams',
  inventor_first_name: 'Amy',
  assignee_organization: 'Mid Co',
});
const order = (sort: Parameters<typeof sortPatents>[1]) =>
  sortPatents([a, b, c], sort)
    .map((p) => p.patent_number)
    .join('');

describe(sortPatents.name, () => {
  it('returns the eight sort orders of the spec, date-desc first', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      'date-desc',
      'date-asc',
      'title-asc',
      'title-desc',
      'inventor-asc',
      'inventor-desc',
      'assignee-asc',
      'assignee-desc',
    ]);
  });

  it.each([
    ['date-desc', 'BCA'],
    ['date-asc', 'ACB'],
    ['title-asc', 'ABC'],
    ['title-desc', 'CBA'],
    ['inventor-asc', 'CBA'],
    ['inventor-desc', 'ABC'],
    ['assignee-asc', 'BCA'],
    ['assignee-desc', 'ACB'],
  ] as const)(
    'returns %s as %s (date falls back to filing date; inventor by last then first name)',
    (sort, expected) => {
      expect(order(sort)).toBe(expected);
    },
  );

  it('returns a new array without reordering the input', () => {
    const input = [a, b, c];
    sortPatents(input, 'title-desc');
    expect(input.map((p) => p.patent_number).join('')).toBe('ABC');
  });
});

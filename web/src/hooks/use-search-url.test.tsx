import { describe, expect, it } from 'vitest';
import { readSearch, writeSearch } from './use-search-url';

const read = (q: string) => readSearch(new URLSearchParams(q));

describe('search in the address', () => {
  it('returns null before any search (a bare /search is the idle screen)', () => {
    expect(read('')).toBeNull();
    expect(read('keywords=battery')).toBeNull();
  });

  it('returns the same search after a round trip, leaving out the default sort and page 1', () => {
    const state = {
      criteria: {
        keywords: 'solar cell',
        assignee: 'Acme & Co',
        dateRange: 'custom' as const,
        customStartDate: '2010-01-01',
        status: 'granted' as const,
        enableAiAnalysis: true,
      },
      sort: 'title-desc' as const,
      page: 4,
    };
    const text = writeSearch(state).toString();
    expect(read(text)).toEqual(state);
    expect(writeSearch({ ...state, sort: 'relevance', page: 1 }).toString()).not.toMatch(/sort=|page=/);
  });

  it('returns the default for a sort or page it cannot use', () => {
    expect(read('dateRange=all_time&sort=relevance')).toMatchObject({ sort: 'date-desc', page: 1 });
    expect(read('dateRange=all_time&keywords=x&sort=price')).toMatchObject({ sort: 'relevance' });
    expect(read('dateRange=all_time&page=-3')).toMatchObject({ page: 1 });
    expect(read('dateRange=all_time&page=abc&status=bogus')).toMatchObject({
      page: 1,
      criteria: { status: 'all' },
    });
  });
});

import { parseOrThrow, searchQuerySchema, type SearchQueryInput } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../query-parser.js';
import { criteriaFilters, nodeQuery, searchQuery, sortOf } from './query-dsl.js';

const form = (input: SearchQueryInput) =>
  parseOrThrow(searchQuerySchema, { dateRange: 'all_time', ...input });
const dsl = (keywords: string) => nodeQuery(parseQuery(keywords)!);

describe('OpenSearch query DSL', () => {
  it('turns words, phrases, OR and NOT into bool and multi_match clauses, never a query string', () => {
    expect(dsl('"swing rod" OR title:shoe -golf')).toEqual({
      bool: {
        should: [
          { multi_match: expect.objectContaining({ query: 'swing rod', type: 'phrase' }) },
          {
            bool: {
              must: [
                { multi_match: { query: 'shoe', fields: ['title'], zero_terms_query: 'all' } },
                { bool: { must_not: [{ multi_match: expect.objectContaining({ query: 'golf' }) }] } },
              ],
            },
          },
        ],
        minimum_should_match: 1,
      },
    });
    const hostile = JSON.stringify(dsl('title:(a* OR b?) AND "x" NOT \\ [ ] { } ~ ^ / : + -'));
    expect(hostile).not.toMatch(/query_string|simple_query_string|"\*"|\?/);
  });
  it('reads names as substrings of normalised names, CPC at its level or as a prefix, dates as ranges', () => {
    expect(dsl('inventor:"Van-Dyke"')).toEqual({
      bool: {
        filter: [
          { wildcard: { inventors_norm: { value: '*van*' } } },
          { wildcard: { inventors_norm: { value: '*dyke*' } } },
        ],
      },
    });
    expect(dsl('cpc:h01m')).toEqual({ term: { cpc_prefixes: 'H01M' } });
    expect(dsl('cpc:H01M50/4')).toEqual({
      bool: { filter: [{ term: { cpc_prefixes: 'H01M' } }, { prefix: { cpc: 'H01M50/4' } }] },
    });
    expect(dsl('before:2006')).toEqual({ range: { sort_date: { lt: '2006-01-01' } } });
  });
  it('ignores the date range for a number look-up, and matches nothing for an unreadable number', () => {
    expect(criteriaFilters(form({ patentNumber: 'US 6,837,124 B1', dateRange: 'last_year' }))).toEqual([
      { terms: { patent_number: ['6837124'] } },
    ]);
    expect(criteriaFilters(form({ patentNumber: 'not-a-number' }))).toEqual([{ match_none: {} }]);
    expect(criteriaFilters(form({ dateRange: 'last_5_years' }))).toEqual([
      { range: { sort_date: { gte: 'now-5y/d' } } },
    ]);
    expect(searchQuery(form({}), null)).toEqual({ match_all: {} });
  });
  it('sorts empty values last in both directions, ties by patent number', () => {
    expect(sortOf('assignee-desc')).toEqual([
      { assignee_norm: { order: 'desc', missing: '_last' } },
      { patent_number: { order: 'asc' } },
    ]);
    expect(sortOf('score')[0]).toBe('_score');
  });
});

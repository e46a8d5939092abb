import { describe, expect, it } from 'vitest';
import { parseQuery, positiveText, QueryParseError } from './query-parser.js';
import { tsqueryText } from './search-sql.js';

describe(parseQuery.name, () => {
  it('returns AND of adjacent words and keeps quoted phrases whole', () => {
    expect(parseQuery('lithium "sea water"')).toEqual({
      type: 'and',
      children: [
        { type: 'text', field: null, value: 'lithium', phrase: false },
        { type: 'text', field: null, value: 'sea water', phrase: true },
      ],
    });
  });
  it('returns OR below AND precedence and NOT for NOT and a leading minus', () => {
    expect(parseQuery('a b OR c -d')).toEqual({
      type: 'or',
      children: [
        {
          type: 'and',
          children: [
            { type: 'text', field: null, value: 'a', phrase: false },
            { type: 'text', field: null, value: 'b', phrase: false },
          ],
        },
        {
          type: 'and',
          children: [
            { type: 'text', field: null, value: 'c', phrase: false },
            { type: 'not', child: { type: 'text', field: null, value: 'd', phrase: false } },
          ],
        },
      ],
    });
    expect(parseQuery('NOT x')).toEqual({
      type: 'not',
      child: { type: 'text', field: null, value: 'x', phrase: false },
    });
  });
  it('reads field prefixes, grouped field values and dates', () => {
    expect(
      parseQuery('title:(battery OR cell) inventor:"de jonghe" cpc:H01M before:2020 after:2019-05-01'),
    ).toEqual({
      type: 'and',
      children: [
        {
          type: 'or',
          children: [
            { type: 'text', field: 'title', value: 'battery', phrase: false },
            { type: 'text', field: 'title', value: 'cell', phrase: false },
          ],
        },
        { type: 'inventor', value: 'de jonghe' },
        { type: 'cpc', value: 'H01M' },
        { type: 'date', op: 'before', value: '2020-01-01' },
        { type: 'date', op: 'after', value: '2019-05-01' },
      ],
    });
  });
  it('treats a hyphenated word as text, not as NOT', () => {
    expect(parseQuery('lithium-ion')).toEqual({
      type: 'text',
      field: null,
      value: 'lithium-ion',
      phrase: false,
    });
  });
  it('throws a QueryParseError for an unreadable date', () => {
    expect(() => parseQuery('after:soon')).toThrow(QueryParseError);
  });
  it('returns null for operators alone and survives unbalanced parentheses', () => {
    expect(parseQuery('AND OR')).toBeNull();
    expect(parseQuery('((a')).toEqual({ type: 'text', field: null, value: 'a', phrase: false });
  });
  it('keeps only positive text for ranking', () => {
    expect(positiveText(parseQuery('a title:b -c inventor:d'))).toEqual(['a', 'b']);
  });
});

describe(tsqueryText.name, () => {
  it('returns operators only of its own making, whatever the input', () => {
    expect(tsqueryText("x' & !y:* | (z) <-> \\", null, false)).toBe('x <-> y <-> z');
    expect(tsqueryText('swing rod', 'title', true)).toBe('swing:A <-> rod:A');
    expect(tsqueryText('&|!', null, false)).toBeNull();
  });
});

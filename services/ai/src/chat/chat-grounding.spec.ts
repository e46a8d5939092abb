import { describe, expect, it } from 'vitest';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { FIXTURE_PATENT } from '../../test/support/fixture-deps.js';
import { contextPatentNumber, contextualSources } from './chat-grounding.js';

const near = [
  {
    patentNumber: '5000001',
    title: 'Bib clip',
    abstract: 'A lanyard with clips holds a bib.',
    date: '1995-01-01',
    cpc: [],
    score: 2,
  },
  {
    patentNumber: '9999001',
    title: 'Magnetic napkin holder',
    abstract: 'Itself, found again.',
    date: null,
    cpc: [],
    score: 1,
  },
];
/** Records the queries it is asked; knows one patent. */
function corpus(): PatentsPort & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    similar: async (q) => (queries.push(q.text), near),
    get: async (n) => {
      if (n !== FIXTURE_PATENT.number) throw new RpcError(ErrorCode.NOT_FOUND, 'Patent not found');
      return FIXTURE_PATENT;
    },
    landscape: async () => {
      throw new Error('not used');
    },
  };
}

describe(contextPatentNumber.name, () => {
  it.each([
    ['US9999001', '9999001'],
    ['patent:US 9,999,001 B2', '9999001'],
    ['9999001', '9999001'],
    ['RE44891E1', 'RE44891'],
    ['D531781S1', 'D531781'],
  ])('returns the bare number when the context names a patent (%s)', (context, number) => {
    expect(contextPatentNumber(context)).toBe(number);
  });

  it.each([[undefined], ['patent_assistant'], ['search: magnetic napkins'], ['US12']])(
    'returns null for any other context (%s)',
    (context) => {
      expect(contextPatentNumber(context)).toBeNull();
    },
  );
});

describe(contextualSources.name, () => {
  it('returns the named patent first, then the nearest others without it again', async () => {
    const patents = corpus();
    const got = await contextualSources(patents, 'What is new here?', 'US 9,999,001');
    expect(got.focus).toBe('9999001');
    expect(got.sources.map((s) => s.patentNumber)).toEqual(['9999001', '5000001']);
    expect(got.sources[0]).toMatchObject({ title: FIXTURE_PATENT.title, abstract: FIXTURE_PATENT.abstract });
    expect(patents.queries[0]).toContain(FIXTURE_PATENT.title);
  });

  it('throws a VALIDATION error naming context when the named patent is not in the corpus', async () => {
    await expect(contextualSources(corpus(), 'What is new here?', 'US7654321')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'context: patent US7654321 is not in the corpus',
    });
  });

  it('returns the search for the question alone in the panel context, and with the page context otherwise', async () => {
    const patents = corpus();
    expect(await contextualSources(patents, 'napkins?', 'patent_assistant')).toEqual({ sources: near });
    await contextualSources(patents, 'napkins?', 'saved patents: bibs');
    expect(patents.queries).toEqual(['napkins?', 'napkins?\nsaved patents: bibs']);
  });
});

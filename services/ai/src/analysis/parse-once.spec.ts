import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_PATENT, fixtureDeps } from '../../test/support/fixture-deps.js';
import * as parser from '../engine/claims-parser.js';
import { analyzePatent } from './analyze-patent.use-case.js';

vi.mock('../engine/claims-parser.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../engine/claims-parser.js')>();
  return { ...original, parseClaims: vi.fn(original.parseClaims) };
});

describe('claims parsed once per analysis', () => {
  it("parses the patent's claims once and passes them to retrieval, charts, scores and advice", async () => {
    const calls: unknown[] = [];
    const deps = fixtureDeps();
    deps.search = {
      similar: async (q) => (calls.push(q), []),
      corpusCounts: async () => ({ total: 10, datedBefore: 9, undated: 1, forwardCitations: 0 }),
      fullText: async () => new Map(),
    };
    vi.mocked(parser.parseClaims).mockClear();
    const sut = await analyzePatent(deps, FIXTURE_PATENT.number, 1);
    expect(sut.keyClaims.map((c) => c.number)).toEqual([1, 2]);
    expect(calls.length).toBe(2);
    expect(vi.mocked(parser.parseClaims)).toHaveBeenCalledTimes(1);
  });
});

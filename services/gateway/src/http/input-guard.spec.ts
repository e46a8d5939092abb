import { describe, expect, it } from 'vitest';
import { inputProblem } from './input-guard.js';

const req = (over: { path?: string; query?: unknown; body?: unknown }) =>
  ({ path: '/api/collections', query: {}, body: undefined, ...over }) as Parameters<typeof inputProblem>[0];

describe(inputProblem.name, () => {
  it('returns null for ordinary input', () => {
    expect(
      inputProblem(req({ query: { q: 'ä & b' }, body: { name: 'x', tags: ['a', { b: 1 }] } })),
    ).toBeNull();
  });

  it('returns the body field path when a string holds a NUL character', () => {
    expect(inputProblem(req({ body: { name: 'ok', claims: [{ text: 'a\u0000b' }] } }))).toEqual({
      field: 'claims[0].text',
      message: 'claims[0].text: must not contain a NUL character',
    });
  });

  it('returns the query name and a key holding NUL', () => {
    expect(inputProblem(req({ query: { q: 'x\u0000' } }))?.field).toBe('q');
    expect(inputProblem(req({ body: { 'a\u0000': 1 } }))?.field).toBe('a\u0000');
  });

  it('returns path for a path that is not UTF-8 or holds an encoded NUL', () => {
    expect(inputProblem(req({ path: '/api/patents/%ED%A0%80abc' }))?.field).toBe('path');
    expect(inputProblem(req({ path: '/api/patents/%00' }))?.field).toBe('path');
  });

  it('returns body when the whole body is a string with NUL', () => {
    expect(inputProblem(req({ body: '\u0000' }))?.field).toBe('body');
  });
});

import { describe, expect, it } from 'vitest';
import { generateAbstractBodySchema, generateClaimsBodySchema, strategyBodySchema } from './ai.js';
import { patentDraftInputSchema } from './library.js';
import { parseOrThrow } from './validation.js';

const refusal = (schema: Parameters<typeof parseOrThrow>[0], input: unknown) => {
  try {
    parseOrThrow(schema, input);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('accepted');
};

// Issue 27: a field past its limit says so; only a blank or missing one reads 'is required'.
describe('input limits', () => {
  it.each([
    [
      generateAbstractBodySchema,
      { title: 'x'.repeat(501), description: 'd' },
      'title: Title must be at most 500 characters',
    ],
    [
      generateAbstractBodySchema,
      { title: 't', description: 'x'.repeat(100_001) },
      'description: Detailed description must be at most 100,000 characters',
    ],
    [
      generateClaimsBodySchema,
      { description: 'x'.repeat(100_001) },
      'description: Detailed description must be at most 100,000 characters',
    ],
    [
      strategyBodySchema,
      { scenario: 'x'.repeat(20_001) },
      'scenario: Scenario must be at most 20,000 characters',
    ],
    [patentDraftInputSchema, { id: 'x'.repeat(101) }, 'id: Draft id must be at most 100 characters'],
  ])('returns the limit message for a too-long field (%#)', (schema, input, message) => {
    expect(refusal(schema, input)).toBe(message);
  });

  it('returns is required for a blank or missing field', () => {
    expect(refusal(generateAbstractBodySchema, { title: ' ', description: 'd' })).toBe(
      'title: Title is required',
    );
    expect(refusal(strategyBodySchema, {})).toBe('scenario: Scenario is required');
    expect(refusal(patentDraftInputSchema, {})).toBe('id: Draft id is required');
  });
});

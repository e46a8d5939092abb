import { describe, expect, it } from 'vitest';
import { contextPatentNumber } from './chat-grounding.js';

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

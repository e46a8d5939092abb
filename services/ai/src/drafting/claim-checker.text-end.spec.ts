import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';

// A claim typed on /writing may end anywhere: on an article, on a short noun the tagger reads as a preposition
// ("a via"), mid-phrase. The checker answers with findings; it never throws (it did on "... and a via").
describe('claim text that ends early', () => {
  const endings = [
    '1. A circuit board comprising a substrate and a via',
    '1. A board comprising: a layer; and a via',
    '1. A method comprising forming a',
    '1. A board comprising the via of a',
    'a via',
    '-',
  ];
  for (const text of endings)
    it(`checks "${text}" without throwing`, () => {
      const { findings, counts } = checkClaimSet([text]);
      expect(Array.isArray(findings)).toBe(true);
      expect(counts.total).toBe(1);
    });
});

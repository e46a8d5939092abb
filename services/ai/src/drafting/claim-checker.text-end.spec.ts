import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';

// A claim typed on /writing may end anywhere: on an article, on a short noun the tagger reads as a preposition
// ("a via"), mid-phrase. The checker answers with findings; it never throws (it did on "... and a via").
describe('claim text that ends early', () => {
  const endings = [
    '1. A circuit board comprising a substrate and a via',
    '1. A board comprising: a layer; and a via',
    '1. A method comprising forming a',
    '1. A board comprising the via of a',
    '1. A packaged',
    '2. The interconnecting',
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

// Every claim of one real slice cut after 2, 3 and 5 words and at its middle, as a user typing it would leave it
// (46 of 3,684 such cuts of claims 1–3 over all slices threw before).
describe('real claims cut while typed', () => {
  const file = path.join(
    patentDataDir(),
    'uspto-xml',
    'PatentsView__PatentsView-DB/ipgxml',
    'ipg060103.small.xml',
  );
  it('checks every cut without throwing', () => {
    const thrown: string[] = [];
    let cuts = 0;
    for (const g of readGrantSlice(file)) {
      const claims = g.claims.map((c) => c.text);
      for (const [i, c] of claims.slice(0, 3).entries()) {
        const words = c.split(' ');
        for (const k of [2, 3, 5, Math.floor(words.length / 2)]) {
          const cut = words.slice(0, k).join(' ');
          cuts++;
          try {
            checkClaimSet([...claims.slice(0, i), cut]);
          } catch {
            thrown.push(`US${g.number} claim ${i + 1}: ${cut.slice(-40)}`);
          }
        }
      }
    }
    expect(cuts).toBeGreaterThan(100);
    expect(thrown).toEqual([]);
  });
});

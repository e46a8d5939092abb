import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { parseClaim, parseClaims, referencedClaims } from './claims-parser.js';

const slice = (f: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', f), 'product');

describe(parseClaims.name, () => {
  it('returns numbering, dependencies, preamble and elements of a claim set', () => {
    const sut = parseClaims(
      '1. A widget comprising: a base; a lever attached to the base; and a spring.\n2. The widget of claim 1, wherein the spring is steel.\n3. The widget of claims 1 or 2, further comprising a cap.',
    );
    expect(sut.map((c) => c.number)).toEqual([1, 2, 3]);
    expect(sut.map((c) => c.dependsOn)).toEqual([[], [1], [1, 2]]);
    expect(sut[0]).toMatchObject({
      independent: true,
      preamble: 'A widget',
      transition: 'comprising',
      elements: ['a base', 'a lever attached to the base', 'a spring'],
    });
  });

  it('returns every referenced claim when a dependency names a range', () => {
    expect(referencedClaims('The method of any one of claims 2 to 4 or claim 7')).toEqual([2, 3, 4, 7]);
  });

  it('reads dependencies as the claim checker does ("any preceding claim", "claim 1 or 2", not "5 % of")', () => {
    expect(
      parseClaim('4. The mug as claimed in any preceding claim, wherein the lid is red.', 4).dependsOn,
    ).toEqual([1, 2, 3]);
    expect(referencedClaims('The mug as claimed in any preceding claim')).toEqual([]);
    expect(referencedClaims('The alloy of claim 1 or 2, comprising 5 % of copper')).toEqual([1, 2]);
  });

  it('returns the same dependencies as the XML claim-refs when parsing the text of real grants', () => {
    const grants = ['ipg050104.small.xml', 'ipg090106.small.xml', 'ipg130416.small.xml']
      .flatMap(slice)
      .filter((g) => g.applType === 'utility');
    expect(grants.length).toBeGreaterThan(30);
    let compared = 0;
    let agree = 0;
    for (const g of grants) {
      g.claims.forEach((c, i) => {
        expect(c.number).toBe(i + 1);
        const parsed = parseClaim(c.text, c.number);
        compared++;
        if (JSON.stringify(parsed.dependsOn) === JSON.stringify(c.dependsOn)) agree++;
      });
      const claim1 = parseClaim(g.claims[0].text, 1);
      expect(claim1.independent).toBe(true);
    }
    expect(agree / compared).toBeGreaterThan(0.97);
  });

  it('returns the preamble and elements of a real grant claim 1', () => {
    const g = slice('ipg050104.small.xml').find((x) => x.number === '6836899');
    const sut = parseClaim(g!.claims[0].text, 1);
    expect(sut.preamble).toMatch(/^A holding device for removably holding a napkin/);
    expect(sut.transition).toBe('comprising');
    expect(sut.elements[0]).toMatch(/^a lanyard having two ends/);
    expect(sut.elements).toHaveLength(2);
    expect(sut.elements[1]).toMatch(/^a pair of clamping devices/);
  });

  it('returns the earliest date and family numbers from a grant (US7158629, a continuation of continuations)', () => {
    const g = slice('ipg070102.small.xml').find((x) => x.number === '7158629')!;
    expect(g.earliestDate).toBe('2001-07-09');
    expect(g.familyNumbers).toEqual(expect.arrayContaining(['10095513', '9901749', '7103173']));
  });
});

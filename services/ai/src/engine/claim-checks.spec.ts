import { describe, expect, it } from 'vitest';
import { checkClaims } from './claim-checks.js';
import { parseClaims } from './claims-parser.js';

const codes = (text: string) => checkClaims(parseClaims(text)).map((w) => `${w.claim}:${w.code}`);

describe(checkClaims.name, () => {
  it('returns no warnings when every definite term has an antecedent', () => {
    expect(
      codes(
        '1. A lamp comprising: a base; a shade mounted on the base; and a bulb.\n2. The lamp of claim 1, wherein the shade is glass.',
      ),
    ).toEqual([]);
  });

  it('returns an antecedent-basis warning when "the X" has no earlier "a X"', () => {
    const sut = checkClaims(parseClaims('1. A lamp comprising: a base; and the switch mounted on the base.'));
    expect(sut).toEqual([
      expect.objectContaining({
        claim: 1,
        code: 'ANTECEDENT_BASIS',
        message: expect.stringContaining('the switch'),
      }),
    ]);
  });

  it('returns a warning when a dependent claim refers to a later or missing claim', () => {
    expect(
      codes(
        '1. A lamp comprising: a base.\n2. The lamp of claim 3, wherein the base is round.\n3. The lamp of claim 9, wherein the base is metal.',
      ),
    ).toEqual(['2:DEPENDS_ON_LATER_CLAIM', '3:DEPENDS_ON_MISSING_CLAIM']);
  });

  it('returns a warning when a multiple dependent claim depends on another multiple dependent claim', () => {
    const text =
      '1. A lamp comprising: a base.\n2. The lamp of claim 1, wherein the base is round.\n3. The lamp of claim 1 or 2, wherein the base is metal.\n4. The lamp of claim 2 or 3, wherein the base is heavy.';
    expect(codes(text)).toEqual(['4:MULTIPLE_DEPENDENT_CHAIN']);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';

// Fixes from the blind claim sets and an attorney's review of issued claims and junior drafts (issue 24).
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const codes = (claims: string[], claim: number, severity?: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.claim === claim && (!severity || f.severity === severity))
    .map((f) => f.code);
const spans = (claims: string[], code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === code)
    .map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end), f.severity]);

describe('METHOD_WITHOUT_STEPS', () => {
  it('returns nothing when the method names its apparatus first and its steps after "the method … comprising"', () => {
    const claims = grant('ipg100105.small.xml', '7643552');
    expect(codes(claims, 8)).not.toContain('METHOD_WITHOUT_STEPS');
    expect(codes(claims, 12)).not.toContain('METHOD_WITHOUT_STEPS');
  });

  it('returns nothing for steps named "a transferring step of transferring …" (US7158266 claim 34)', () => {
    const claims = grant('ipg070102.small.xml', '7158266');
    expect(codes(claims, 34)).not.toContain('METHOD_WITHOUT_STEPS');
  });

  it('returns an error for a method claim with no transition and no act', () => {
    for (const c of [
      '1. A method of decoding a series of binary signals.',
      '1. A method for decoding a series of binary signals, wherein codes of equal length are stored sequentially.',
    ])
      expect(
        spans([c], 'METHOD_WITHOUT_STEPS').map(([n, , s]) => [n, s]),
        c,
      ).toEqual([[1, 'error']]);
  });

  it('returns an error for a method whose body lists only things', () => {
    const c = '1. A method of cooling a chip, comprising: a heat sink; and a fan mounted on the heat sink.';
    expect(codes([c], 1)).toContain('METHOD_WITHOUT_STEPS');
  });

  it('returns nothing for a method with no transition whose clause opens with an act, or says "by heating"', () => {
    for (const c of [
      '1. A method for controlling an elevator having a motor, passing only torque signals to the motor.',
      '1. A method of hardening a resin by heating the resin to 120 degrees.',
      '1. A method of hardening a resin comprising heating the resin.',
    ])
      expect(codes([c], 1), c).not.toContain('METHOD_WITHOUT_STEPS');
  });
});

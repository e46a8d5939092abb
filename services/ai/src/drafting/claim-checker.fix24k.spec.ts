import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { found } from './claim-checker.spec-support.js';

// Issue 24, attorney review of the claim checker: "the A of the B" with A introduced nowhere, "in-"/"on-" compounds,
// "step for" (step-plus-function) and one severity for one defect.
const IPG = 'PatentsView__PatentsView-DB/ipgxml';
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml', IPG, file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const messages = (claims: string[], claim: number, code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.claim === claim && f.code === code)
    .map((f) => ({
      span: claims[claim - 1].slice(f.start, f.end),
      severity: f.severity,
      message: f.message,
    }));

describe('"the A of the B": A a component introduced nowhere in the set (US7862500)', () => {
  const heart = () => grant('ipg110104.small.xml', '7862500');

  it('points out "the support stem" of "the support stem of the second component" (claims 2 and 4), a note', () => {
    const claims = heart();
    expect(claims[1]).toMatch(/the support stem of the second/);
    expect(claims.join(' ')).not.toMatch(/\ba support stem/);
    for (const n of [2, 4]) {
      const stem = messages(claims, n, 'ANTECEDENT_BASIS').filter((f) => f.span === 'the support stem');
      expect(stem).toHaveLength(1);
      expect(stem[0].severity).toBe('info');
      expect(stem[0].message).toContain('gives basis to an inherent part');
    }
  });

  it('leaves an inherent part alone ("the distal tip of the support stem") and one introduced ("a support stem")', () => {
    const claims = heart();
    const spans = () => messages(claims, 2, 'ANTECEDENT_BASIS').map((f) => f.span);
    expect(spans()).not.toContain('the distal tip');
    claims[0] = claims[0].replace(/\.\s*$/, ', and a support stem.');
    expect(spans()).not.toContain('the support stem');
  });
});

describe('"the in-vehicle device" is read whole (US8089342 claim 1)', () => {
  const key = () => grant('ipg120103.small.xml', '8089342');

  it('has its basis in "an in-vehicle device"', () => {
    const claims = key();
    expect(claims[0]).toMatch(/an in-vehicle device mounted in a vehicle/);
    expect(found(claims, 'ANTECEDENT_BASIS').filter((f) => /in-vehicle/.test(f.span))).toEqual([]);
  });

  it('warns on "the in-vehicle device" when claim 1 introduces only "a vehicle" (as the local drafter wrote it)', () => {
    const claims = key();
    claims[0] = claims[0].replace('an in-vehicle device mounted in a vehicle', 'a vehicle');
    expect(found(claims, 'ANTECEDENT_BASIS')).toContainEqual({
      claim: 1,
      severity: 'warning',
      span: 'the in-vehicle device',
    });
  });
});

describe('"step for" is step-plus-function, 35 U.S.C. 112(f) (US7862500 claim 7)', () => {
  it('notes "step for providing" once in claim 7, as "means for" is noted', () => {
    const claims = grant('ipg110104.small.xml', '7862500');
    expect(claims[6]).toMatch(/the step for providing/);
    const mpf = found(claims, 'MEANS_PLUS_FUNCTION').filter((f) => f.claim === 7);
    expect(mpf).toEqual([{ claim: 7, severity: 'info', span: 'step for providing' }]);
  });

  it('does not read "the step of providing" so', () => {
    const claims = grant('ipg110104.small.xml', '7862500');
    claims[6] = claims[6].replace(/step for /g, 'step of ');
    expect(found(claims, 'MEANS_PLUS_FUNCTION').filter((f) => f.claim === 7)).toEqual([]);
  });
});

describe('one defect, one severity: "the wireless network" and "the mobile network" of US7315742 claim 21', () => {
  it('warns on both and says why the second is a warning too', () => {
    const claims = grant('ipg080101.small.xml', '7315742');
    const net = messages(claims, 21, 'ANTECEDENT_BASIS').filter((f) => / network$/.test(f.span));
    expect(net.map((f) => `${f.span}:${f.severity}`)).toEqual([
      'the wireless network:warning',
      'the mobile network:warning',
    ]);
    expect(net[1].message).toContain(
      'the only earlier network being "the wireless network", itself without basis',
    );
  });

  it('keeps the note when claim 21 introduces "a wireless network" (the mobile one is then another network)', () => {
    const claims = grant('ipg080101.small.xml', '7315742');
    claims[20] = claims[20].replace('over the wireless network;', 'over a wireless network;');
    const net = messages(claims, 21, 'ANTECEDENT_BASIS').filter((f) => f.span === 'the mobile network');
    expect(net.map((f) => f.severity)).toEqual(['info']);
  });
});

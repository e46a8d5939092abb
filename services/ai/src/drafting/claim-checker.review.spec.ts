import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';

// Findings of an attorney's review of the checker (issue 24), each on the claims it was found on.
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const spans = (claims: string[], code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === code)
    .map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end)]);

describe('RELATIVE_TERM with a ratio or an equality as its standard', () => {
  it('returns nothing for "approximately twice the first radius" (US7473056 claim 3)', () => {
    const claims = grant('ipg090106.small.xml', '7473056');
    expect(spans(claims, 'RELATIVE_TERM').filter(([c]) => c === 3)).toEqual([]);
  });

  it('returns nothing when twice, half the, N times, a multiple of, equal to or the same as measures the term', () => {
    const base = '1. A clamp comprising: a base having a width; and a plate on the base.';
    for (const dep of [
      'wherein the plate is approximately twice the width.',
      'wherein the plate is about half the width of the base.',
      'wherein the plate is substantially three times the width.',
      'wherein the plate is approximately a multiple of the width.',
      'wherein the plate is substantially equal to the width.',
      'wherein the plate is about the same as the width.',
    ])
      expect(spans([base, `2. The clamp of claim 1, ${dep}`], 'RELATIVE_TERM'), dep).toEqual([]);
  });

  it('returns RELATIVE_TERM still when nothing measures the term ("about half", "substantially flat")', () => {
    const base = '1. A clamp comprising: a base having a width; and a plate on the base.';
    expect(
      spans([base, '2. The clamp of claim 1, wherein the plate covers about half.'], 'RELATIVE_TERM'),
    ).toEqual([[2, 'about half']]);
    expect(
      spans([base, '2. The clamp of claim 1, wherein the plate is substantially flat.'], 'RELATIVE_TERM'),
    ).toEqual([[2, 'substantially']]);
  });
});

describe('one finding for "relatively thin"', () => {
  it('returns the INDEFINITE_TERM warning on "relatively" and no RELATIVE_TERM note on "thin" beside it', () => {
    const claims = ['1. A clamp comprising: a base; and a relatively thin plate on the base.'];
    expect(spans(claims, 'INDEFINITE_TERM')).toEqual([[1, 'relatively']]);
    expect(spans(claims, 'RELATIVE_TERM')).toEqual([]);
    // "thin" alone, with nothing to measure it, is still noted.
    expect(spans(['1. A clamp comprising: a base; and a thin plate on the base.'], 'RELATIVE_TERM')).toEqual([
      [1, 'thin'],
    ]);
  });
});

describe('MEANS_PLUS_FUNCTION with words between the means and its function', () => {
  it('returns MEANS_PLUS_FUNCTION info for "a securing means mounted on … for securing" (US6838984 claims 3 and 8)', () => {
    const claims = grant('ipg050104.small.xml', '6838984');
    // The "means" findings; claims 1 and 6 also get a nonce-word note ("a transmission unit for transmitting").
    const found = checkClaimSet(claims).findings.filter(
      (f) => f.code === 'MEANS_PLUS_FUNCTION' && /\bmeans\b/.test(claims[f.claim - 1].slice(f.start, f.end)),
    );
    expect(found.map((f) => [f.claim, f.severity])).toEqual([
      [3, 'info'],
      [8, 'info'],
    ]);
    expect(claims[2].slice(found[0].start, found[0].end)).toBe(
      'securing means mounted on said threaded portion of said air valve for securing',
    );
    expect(found[0].message).toMatch(/35 U\.S\.C\. 112\(f\)/);
  });

  it('returns nothing for "by means of", "means that", or a verb giving the function to another noun', () => {
    const base =
      '1. A clamp comprising: a base; and a plate fixed to the base by means of a screw for holding the plate.';
    expect(spans([base], 'MEANS_PLUS_FUNCTION')).toEqual([]);
    expect(
      spans(
        [
          base,
          '2. The clamp of claim 1, wherein the plate has a filter means comprising a sieve for straining water.',
        ],
        'MEANS_PLUS_FUNCTION',
      ),
    ).toEqual([]);
  });
});

describe('TRADEMARK for brands named as products', () => {
  it('returns TRADEMARK (warning) for "Duracell" as for "TEFLON", in any case', () => {
    for (const claim of [
      '1. A flashlight comprising: a housing; and a Duracell battery in the housing.',
      '1. A flashlight comprising: a housing; and a DURACELL cell in the housing.',
    ])
      expect(
        checkClaimSet([claim]).findings.filter((f) => f.code === 'TRADEMARK' && f.severity === 'warning'),
        claim,
      ).toHaveLength(1);
  });

  it('returns TRADEMARK info for an unknown Title Case brand before a product noun, not for eponyms or cells', () => {
    const claim = '1. A flashlight comprising: a housing; and a Voltrix battery in the housing.';
    const found = checkClaimSet([claim]).findings.filter((f) => f.code === 'TRADEMARK');
    expect(found.map((f) => [f.severity, claim.slice(f.start, f.end)])).toEqual([['info', 'Voltrix']]);
    expect(
      spans(
        ['1. A modulator comprising: a Pockels cell; a layer of Portland cement; and a fence energizer.'],
        'TRADEMARK',
      ),
    ).toEqual([]);
  });
});

describe('NO_FURTHER_LIMITATION (35 U.S.C. 112(d))', () => {
  const parent =
    '1. A battery pack comprising: a housing; and a lid made of steel or plastic, wherein the lid is hinged to the housing.';
  const finding = (dep: string) =>
    checkClaimSet([parent, dep]).findings.filter((f) => f.code === 'NO_FURTHER_LIMITATION');

  it('returns an error citing 112(d) and 37 CFR 1.75(c) when the dependent claim is only its reference', () => {
    const [f] = finding('2. The battery pack of claim 1.');
    expect(f).toMatchObject({ claim: 2, severity: 'error' });
    expect(f.message).toMatch(/35 U\.S\.C\. 112\(d\), 37 CFR 1\.75\(c\), MPEP 608\.01\(n\)/);
  });

  it('returns an error when the dependent claim repeats a clause of its parent word for word', () => {
    expect(
      finding('2. The battery pack of claim 1, wherein said lid is hinged to the housing.'),
    ).toHaveLength(1);
  });

  it("returns it on an issued claim repeating its parent's last clause (US7864699 claim 14), not a grandparent's", () => {
    expect(spans(grant('ipg110104.small.xml', '7864699'), 'NO_FURTHER_LIMITATION').map(([c]) => c)).toEqual([
      14,
    ]);
    // US7473606 claim 15 repeats claim 11's words, but of the cluster claim 14 adds: it limits claim 14.
    expect(spans(grant('ipg090106.small.xml', '7473606'), 'NO_FURTHER_LIMITATION')).toEqual([]);
  });

  it('returns nothing when the dependent claim narrows, adds a part, or repeats only part of a clause', () => {
    for (const dep of [
      '2. The battery pack of claim 1, wherein the lid is made of steel.',
      '2. The battery pack of claim 1, further comprising a lid.',
      '2. The battery pack of claim 1, wherein the lid is hinged to the housing by a pin.',
      '2. A method of using the battery pack of claim 1.',
    ])
      expect(finding(dep), dep).toEqual([]);
  });
});

describe('ANTECEDENT_BASIS reads hyphen and space alike', () => {
  const antecedent = (claims: string[], tagger: 'wink' | 'rules') =>
    checkClaimSet(claims, { tagger })
      .findings.filter((f) => f.code === 'ANTECEDENT_BASIS')
      .map((f) => `${f.claim}:${f.severity}:${claims[f.claim - 1].slice(f.start, f.end)}`);
  const lamp = (intro: string, use: string) => [
    `1. A lamp comprising: a base; and a ${intro} mounted on the base.`,
    `2. The lamp of claim 1, wherein said ${use} is red.`,
  ];

  it('returns nothing when "said light emitting diode" follows "a light-emitting diode", or the reverse', () => {
    for (const tagger of ['wink', 'rules'] as const) {
      expect(antecedent(lamp('light-emitting diode', 'light emitting diode'), tagger), tagger).toEqual([]);
      expect(antecedent(lamp('light emitting diode', 'light-emitting diode'), tagger), tagger).toEqual([]);
    }
  });

  it('returns ANTECEDENT_BASIS for a light emitting diode no claim introduces, in either form', () => {
    for (const tagger of ['wink', 'rules'] as const)
      for (const use of ['light emitting diode', 'light-emitting diode'])
        expect(antecedent(lamp('lens', use), tagger), `${tagger} ${use}`).toEqual([`2:warning:said ${use}`]);
  });
});

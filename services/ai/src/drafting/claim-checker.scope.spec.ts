import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';

// Attorney review of 2026-11-29 (issue 24): ranges and Markush picks that fail to further limit (35 U.S.C. 112(d)),
// bounds no value meets, "and/or" in a Markush group, a plural after one element, and the mixed-category message.
const found = (claims: string[], code?: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.severity !== 'info' && (!code || f.code === code))
    .map((f) => ({
      claim: f.claim,
      code: f.code,
      severity: f.severity,
      span: claims[f.claim - 1].slice(f.start, f.end),
    }));
const composition =
  '1. A composition comprising: a polymer selected from the group consisting of polyethylene, polypropylene, and polystyrene; and a filler in an amount of 10 to 50 wt% of the composition.';

describe('NO_FURTHER_LIMITATION for a range or a Markush pick outside the parent (35 U.S.C. 112(d))', () => {
  it('returns an error when a dependent wt% range reaches outside the parent range of the same ingredient', () => {
    const claims = [
      composition,
      '2. The composition of claim 1, wherein the filler is present in an amount of 5 to 60 wt% of the composition.',
    ];
    const [f] = checkClaimSet(claims).findings.filter((x) => x.code === 'NO_FURTHER_LIMITATION');
    expect(f).toMatchObject({ claim: 2, severity: 'error' });
    expect(f.message).toContain('"5 to 60 wt%", reaching outside "10 to 50 wt%" of claim 1');
    expect(f.message).toContain('35 U.S.C. 112(d)');
    expect(f.message).toContain('MPEP 608.01(n) (Ninth Edition, Rev. 11.2013)');
  });

  it('returns no finding for a narrower range, or a range of another ingredient or unit', () => {
    for (const dep of [
      'wherein the filler is present in an amount of 20 to 40 wt% of the composition.',
      'wherein the polymer is present in an amount of 5 to 60 wt% of the composition.',
      'wherein the filler is present in an amount of 5 to 60 vol% of the composition.',
    ])
      expect(
        found([composition, `2. The composition of claim 1, ${dep}`], 'NO_FURTHER_LIMITATION'),
        dep,
      ).toEqual([]);
  });

  it('returns a warning when a dependent claim picks a member outside the parent closed Markush group', () => {
    const claims = [composition, '2. The composition of claim 1, wherein the polymer is polyvinyl chloride.'];
    expect(found(claims)).toEqual([
      { claim: 2, code: 'NO_FURTHER_LIMITATION', severity: 'warning', span: 'polyvinyl chloride' },
    ]);
    expect(checkClaimSet(claims).findings[0].message).toMatch(
      /closed group .*35 U\.S\.C\. 112\(d\), MPEP 608\.01\(n\)/,
    );
  });

  it('returns no finding for a member, a kind of a member, a property, or an open group', () => {
    for (const dep of [
      'wherein the polymer is polypropylene.',
      'wherein the polymer is high-density polyethylene.',
      'wherein the polymer is crosslinked.',
      'wherein the polymer is selected from the group consisting of polyethylene and polystyrene.',
    ])
      expect(found([composition, `2. The composition of claim 1, ${dep}`]), dep).toEqual([]);
    const open =
      '1. A composition comprising a polymer selected from the group consisting of polyethylene, polypropylene, and salts thereof.';
    expect(
      found([open, '2. The composition of claim 1, wherein the polymer is polyvinyl chloride.']),
    ).toEqual([]);
  });

  it('returns a warning for a pick of a sub-group reaching outside the group, naming the member outside', () => {
    const claims = [
      composition,
      '2. The composition of claim 1, wherein the polymer is selected from the group consisting of polyethylene and nylon.',
    ];
    const [f] = checkClaimSet(claims).findings.filter((x) => x.code === 'NO_FURTHER_LIMITATION');
    expect(f.message).toContain('"nylon"');
  });
});

describe('INDEFINITE_TERM for bounds no value meets and for "and/or" in a Markush group', () => {
  it('returns a warning on "at least 20 wt% and at most 15 wt%", none on bounds that leave values', () => {
    const dep = (x: string) => [
      composition,
      `2. The composition of claim 1, wherein the filler is present in an amount of ${x}.`,
    ];
    expect(found(dep('at least 20 wt% and at most 15 wt%'))).toEqual([
      { claim: 2, code: 'INDEFINITE_TERM', severity: 'warning', span: 'at least 20 wt% and at most 15 wt%' },
    ]);
    expect(found(dep('at least 15 wt% and at most 20 wt%'))).toEqual([]);
    expect(found(dep('at least 15 wt% and at most 15 wt%'))).toEqual([]);
  });

  it('returns the warning on the bounds where they stand when the same bound is written twice', () => {
    const claims = [
      '1. A coating comprising a filler in an amount of at least 5 wt% and at most 30 wt%, and a binder in an amount of at least 5 wt% and at most 3 wt%.',
    ];
    expect(found(claims)).toEqual([
      { claim: 1, code: 'INDEFINITE_TERM', severity: 'warning', span: 'at least 5 wt% and at most 3 wt%' },
    ]);
  });

  it('returns a warning citing MPEP 2173.05(h) on "consisting of A, B, and/or C", none on "and/or" inside a member', () => {
    const claims = [
      '1. A composition comprising a polymer selected from the group consisting of polyethylene, polypropylene, and/or polystyrene.',
    ];
    const [f] = checkClaimSet(claims).findings;
    expect(f).toMatchObject({ code: 'INDEFINITE_TERM', severity: 'warning' });
    expect(f.message).toContain('MPEP 2173.05(h) [R-10.2019]');
    expect(
      found([
        '1. A device comprising a video system selected from the group consisting of televisions, DVD players and/or recorders, and video monitors.',
      ]),
    ).toEqual([]);
  });
});

describe('ANTECEDENT_BASIS for a plural after one element', () => {
  const device =
    '1. A fastening device comprising: a base plate; a clamp arm pivotally mounted to the base plate; and a spring biasing the clamp arm toward the base plate.';

  it('returns a warning on "said clamp arms" when only "a clamp arm" was introduced', () => {
    expect(
      found([device, '2. The fastening device of claim 1, wherein said clamp arms are coated.']),
    ).toEqual([{ claim: 2, code: 'ANTECEDENT_BASIS', severity: 'warning', span: 'said clamp arms' }]);
  });

  it('returns no finding when several were introduced or one belongs to each of several', () => {
    for (const claims of [
      [
        '1. A device comprising: a base; a first clamp arm on the base; and a second clamp arm on the base.',
        '2. The device of claim 1, wherein the clamp arms are coated.',
      ],
      [
        '1. A device comprising: a plurality of electrodes, each electrode having an inner end; and a gap between the inner ends.',
      ],
      ['1. A liquid crystal display device comprising a panel, wherein the liquid crystals are aligned.'],
      [
        '1. A device comprising a plurality of clamp arms.',
        '2. The device of claim 1, wherein the clamp arms are coated.',
      ],
    ])
      expect(found(claims, 'ANTECEDENT_BASIS'), claims.at(-1)).toEqual([]);
  });
});

describe('CATEGORY_MISMATCH message (MPEP 608.01(n) III)', () => {
  it('says the claim does not include or further limit the claim it refers to, not that classes must match', () => {
    const [f] = checkClaimSet([
      '1. A device comprising a lid.',
      '2. The method of claim 1, further comprising the step of opening the lid.',
    ]).findings.filter((x) => x.code === 'CATEGORY_MISMATCH');
    expect(f.message).toContain('as if claim 1 claimed a method');
    expect(f.message).toContain(
      'does not include every limitation of claim 1 nor specify a further limitation',
    );
    expect(f.message).toContain('MPEP 608.01(n) III, Ninth Edition, Rev. 11.2013');
    expect(f.message).toContain('A claim in another statutory class can depend properly');
    expect(f.message).not.toContain('must further limit a claim of its own category');
  });
});

describe('ANTECEDENT_BASIS severity of an undefined part in a method claim', () => {
  const method =
    '1. A method of cooling a processor, comprising: measuring a temperature of the processor; and increasing a speed of a fan when the temperature exceeds a threshold.';

  it('returns a warning on "wherein the heat sink is made of copper", as on "the lever" of a device claim', () => {
    expect(found([method, '2. The method of claim 1, wherein the heat sink is made of copper.'])).toEqual([
      { claim: 2, code: 'ANTECEDENT_BASIS', severity: 'warning', span: 'the heat sink' },
    ]);
  });

  it('returns only a note on what a step yields or meets ("wherein the result is stored")', () => {
    expect(found([method, '2. The method of claim 1, wherein the result is stored in a memory.'])).toEqual(
      [],
    );
  });
});

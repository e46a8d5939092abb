import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { found, kept } from './claim-checker.spec-support.js';
import { claimFees } from './claim-fees.js';

// Defects a patent-attorney review of the claim checker found (issue 24, "a claim checker practitioners trust"):
// a stray numeral after the claim number (E), "-ing" nouns introduced nowhere (F), a method of using a claimed device
// (G), multiple dependent claims resting on another indirectly, and their fee counts (H).
const base = '1. A device comprising: a body; and a lid mounted on the body.';

describe('E: NUMBERING for a stray numeral between the claim number and its text', () => {
  it('returns a warning on the numeral of "2. 5 The device of claim 1, …", the claim still read as claim 2', () => {
    const claims = [base, '2. 5 The device of claim 1, wherein the lid is round.'];
    expect(found(claims, 'NUMBERING')).toEqual([{ claim: 2, severity: 'warning', span: '5' }]);
    const [f] = checkClaimSet(claims).findings.filter((x) => x.code === 'NUMBERING');
    // The wording of the other NUMBERING messages: the claim, what is written, what to do, the rule.
    expect(f.message).toBe(
      'Claim 2 has a stray numeral after its number ("2. 5 The"): delete the "5", so it is not read as the ' +
        "claim's number or as part of its text; each claim is numbered once, in Arabic numerals, and begins with a " +
        'capital letter (37 CFR 1.75(f), 1.126, MPEP 608.01(m)).',
    );
    expect(checkClaimSet(claims).units[1]).toMatchObject({ number: 2, ownNumber: 2, dependsOn: [1] });
    // The rest of the claim is read as if the numeral were not there.
    expect(kept(claims)).toEqual(['2:NUMBERING:5']);
  });

  it('returns it for a longer numeral, a lower-case text and an independent claim', () => {
    expect(found([base, '2. 15 the device of claim 1, wherein the lid is round.'], 'NUMBERING')).toEqual([
      { claim: 2, severity: 'warning', span: '15' },
    ]);
    expect(found(['1. 10 A cup comprising: a wall; and a base joined to the wall.'], 'NUMBERING')).toEqual([
      { claim: 1, severity: 'warning', span: '10' },
    ]);
  });

  it('leaves the other numbering findings and numbers inside a claim as they were', () => {
    expect(found([base, '2. The device of claim 1, wherein the lid has 5 holes.'], 'NUMBERING')).toEqual([]);
    expect(found([base, '2. 2. The device of claim 1, wherein the lid is round.'], 'NUMBERING')).toEqual([
      { claim: 2, severity: 'warning', span: '2. 2.' },
    ]);
    const noPeriod = [base, '2 The device of claim 1, wherein the lid is round.'];
    expect(found(noPeriod, 'NUMBERING')).toEqual([{ claim: 2, severity: 'warning', span: '2' }]);
    expect(checkClaimSet(noPeriod).findings[0].message).toMatch(/number has no period/);
  });
});

describe('F: ANTECEDENT_BASIS warning for an "-ing" part introduced nowhere', () => {
  it('returns a warning on "the spring", "said ring" and "the housing" that neither the claim nor its parents introduce', () => {
    for (const [dep, span] of [
      ['wherein the spring biases the lid away from the body.', 'the spring'],
      ['wherein said ring holds the lid on the body.', 'said ring'],
      ['wherein the housing encloses the body.', 'the housing'],
      ['wherein the lid rests on the bearing.', 'the bearing'],
      ['wherein the lid covers the opening.', 'the opening'],
      // The tagger reads "fitting" here as an adjective ("a fitting reply"); in a claim it is the part.
      ['wherein the fitting is removable.', 'the fitting'],
    ]) {
      expect(found([base, `2. The device of claim 1, ${dep}`], 'ANTECEDENT_BASIS'), dep).toEqual([
        { claim: 2, severity: 'warning', span },
      ]);
    }
    expect(
      found(
        ['1. A latch comprising: a bolt; and a catch receiving the bolt, wherein the spring urges the bolt.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'the spring' }]);
  });

  it('finds no problem once the part is introduced ("a spring", "a housing") in the claim or a parent', () => {
    const parent = '1. A device comprising: a housing; a lid on the housing; and a spring biasing the lid.';
    expect(
      found(
        [parent, '2. The device of claim 1, wherein the spring and the housing are steel.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([]);
  });

  it('keeps act nouns as they were: "the mounting of the lid" is no finding, "the heating" only a note', () => {
    expect(
      found(
        [base, '2. The device of claim 1, wherein the mounting of the lid is releasable.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([]);
    expect(
      found(
        ['1. A method comprising: placing a pan on a stove; and stopping the heating after a period.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 1, severity: 'info', span: 'the heating' }]);
    expect(
      found(
        ['1. An oven comprising: a chamber; and a heater in the chamber, wherein the heating is uniform.'],
        'ANTECEDENT_BASIS',
      ).filter((f) => f.severity !== 'info'),
    ).toEqual([]);
  });

  it('keeps hyphenated modifiers as they were: "spring-loaded" introduces no spring of its own', () => {
    expect(
      kept([
        base,
        '2. The device of claim 1, further comprising a spring-loaded catch on the lid.',
        '3. The device of claim 2, wherein the spring-loaded catch is steel.',
      ]),
    ).toEqual([]);
    // "the spring" of a spring-loaded catch: a part the modifier names, pointed out only.
    expect(
      found(
        [
          base,
          '2. The device of claim 1, further comprising a spring-loaded catch, wherein the spring is steel.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 2, severity: 'info', span: 'the spring' }]);
  });
});

describe('G: a method of using the device of claim 1 is a proper claim of another category', () => {
  it('returns no error or warning for "A method of using the device of claim 1, comprising: …" (MPEP 608.01(n))', () => {
    for (const use of [
      '2. A method of using the device of claim 1, comprising: lifting the lid from the body; and placing an item in the body.',
      '2. A method of using the device according to claim 1, the method comprising: lifting the lid; and closing the lid.',
      '2. A method for operating the device as claimed in claim 1, comprising the steps of: lifting the lid; and closing the lid.',
    ]) {
      expect(kept([base, use]), use).toEqual([]);
      expect(found([base, use], 'CATEGORY_MISMATCH'), use).toEqual([]);
    }
    // Its own dependent claims are method claims under a method claim.
    expect(
      kept([
        base,
        '2. A method of using the device of claim 1, comprising: lifting the lid from the body; and placing an item in the body.',
        '3. The method of claim 2, further comprising closing the lid.',
      ]),
    ).toEqual([]);
  });

  it('still returns CATEGORY_MISMATCH for "The method of claim 1, …" under an apparatus claim 1', () => {
    const apparatus =
      '1. An apparatus for heating a liquid, comprising: a vessel having a base; and a heater attached to the base.';
    expect(
      found(
        [apparatus, '2. The method of claim 1, further comprising filling the vessel.'],
        'CATEGORY_MISMATCH',
      ),
    ).toEqual([{ claim: 2, severity: 'error', span: 'method' }]);
  });
});

describe('H: multiple dependent claims resting on another, and the fee counts (37 CFR 1.75(c), 1.16)', () => {
  const lamp = [
    '1. A lamp comprising: a base; and a shade.',
    '2. The lamp of claim 1, wherein the base is round.',
    '3. The lamp of claim 1 or 2, wherein the base is metal.',
    '4. The lamp of claim 3, wherein the shade is glass.',
  ];

  it('returns MULTIPLE_DEPENDENT_CHAIN for a multiple dependent claim resting on another through a single dependent claim', () => {
    const claims = [...lamp, '5. The lamp of claim 2 or 4, wherein the shade is round.'];
    expect(found(claims, 'MULTIPLE_DEPENDENT_CHAIN')).toEqual([
      { claim: 5, severity: 'error', span: 'claim 2 or 4' },
    ]);
    expect(checkClaimSet(claims).findings.find((f) => f.code === 'MULTIPLE_DEPENDENT_CHAIN')?.message).toBe(
      'Claim 5 is a multiple dependent claim resting on multiple dependent claim 3 (through claim 4); a multiple ' +
        'dependent claim shall not serve as a basis for any other multiple dependent claim, directly or indirectly ' +
        '(37 CFR 1.75(c), MPEP 608.01(n)).',
    );
    // Several single dependent claims in between.
    expect(
      found(
        [
          ...lamp,
          '5. The lamp of claim 4, wherein the shade is round.',
          '6. The lamp of claim 1 or 5, wherein the base is square.',
        ],
        'MULTIPLE_DEPENDENT_CHAIN',
      ),
    ).toEqual([{ claim: 6, severity: 'error', span: 'claim 1 or 5' }]);
  });

  it('returns it for "claim 3 or 4" (3 multiple dependent, 4 resting on 3), and not for a proper multiple dependent claim', () => {
    const claims = [...lamp, '5. The lamp of claim 3 or 4, wherein the shade is round.'];
    expect(found(claims, 'MULTIPLE_DEPENDENT_CHAIN')).toEqual([
      { claim: 5, severity: 'error', span: 'claim 3 or 4' },
    ]);
    expect(
      checkClaimSet(claims).findings.find((f) => f.code === 'MULTIPLE_DEPENDENT_CHAIN')?.message,
    ).toMatch(/multiple dependent claim 3 \(directly and through claim 4\)/);
    expect(
      found(
        [...lamp, '5. The lamp of claim 1 or 2, wherein the shade is round.'],
        'MULTIPLE_DEPENDENT_CHAIN',
      ),
    ).toEqual([]);
    expect(found(lamp, 'MULTIPLE_DEPENDENT_CHAIN')).toEqual([]);
  });

  it('counts a claim resting on a multiple dependent claim as that claim counts, and an improper one, indirect too, as one', () => {
    const claims = [
      ...lamp,
      '5. The lamp of claim 2 or 4, wherein the shade is round.',
      '6. The lamp of claim 5, wherein the shade is white.',
    ];
    // 1 + 1 + 2 (claim 3 refers to two claims) + 2 (claim 4 rests on claim 3) + 1 (claim 5 is improper) + 1 (claim 6
    // depends from an improper claim).
    expect(checkClaimSet(claims).counts).toEqual({
      independent: 1,
      dependent: 5,
      multipleDependent: 2,
      total: 6,
      forFees: 8,
      improperMultipleDependent: 1,
    });
  });

  it('counts the fee example of MPEP 608.01(n): direct and indirect dependence on a proper multiple dependent claim', () => {
    const claims = [
      '1. A lamp comprising: a base; and a shade.',
      '2. The lamp of claim 1, wherein the base is round.',
      '3. The lamp of claim 1, wherein the base is metal.',
      '4. The lamp of claim 2 or 3, wherein the shade is glass.',
      '5. The lamp of claim 4, wherein the shade is round.',
      '6. The lamp of claim 5, wherein the shade is white.',
      '7. The lamp of claim 4, 5 or 6, wherein the base is square.',
      '8. The lamp of claim 7, wherein the base is heavy.',
    ];
    // 1 + 1 + 1 + 2 + 2 (claim 5) + 2 (claim 6, indirectly) + 1 (claim 7, improper) + 1 (claim 8 on an improper one).
    expect(checkClaimSet(claims).counts).toMatchObject({ forFees: 11, improperMultipleDependent: 1 });
    expect(found(claims, 'MULTIPLE_DEPENDENT_CHAIN')).toEqual([
      { claim: 7, severity: 'error', span: 'claim 4, 5 or 6' },
    ]);
  });

  it('counts a multiple dependent claim not in the alternative as one, with no 1.16(j) fee when none is proper', () => {
    const together = [
      '1. A lamp comprising: a base; and a shade.',
      '2. The lamp of claim 1, wherein the base is round.',
      '3. The lamp of claims 1 and 2, wherein the shade is glass.',
    ];
    const counts = checkClaimSet(together).counts;
    expect(counts).toEqual({
      independent: 1,
      dependent: 2,
      multipleDependent: 1,
      total: 3,
      forFees: 3,
      improperMultipleDependent: 1,
    });
    const fees = claimFees(counts);
    expect(fees).toMatchObject({ excessTotal: 0, multipleDependentFee: false, lines: [] });
    expect(fees.note).toMatch(
      /with no proper multiple dependent claim, the 37 CFR 1\.16\(j\) fee is not required/,
    );
  });

  it('returns the fees from those counts: excess claims per 1.16(i) and the 1.16(j) fee once for a proper one', () => {
    // Claim 1; claims 2 to 18 on claim 1; claim 19 on any of claims 1 to 18 (18 claims for fees); claim 20 on claim 19
    // (18 too); claim 21 on claim 1 or 20, improper through claim 20 (1).
    const claims = [
      '1. A lamp comprising: a base; and a shade.',
      ...Array.from(
        { length: 17 },
        (_, i) => `${i + 2}. The lamp of claim 1, wherein the shade has ${i + 2} holes.`,
      ),
      '19. The lamp of any one of claims 1 to 18, wherein the base is metal.',
      '20. The lamp of claim 19, wherein the base is round.',
      '21. The lamp of claim 1 or 20, wherein the shade is glass.',
    ];
    const { counts, findings } = checkClaimSet(claims);
    expect(counts).toEqual({
      independent: 1,
      dependent: 20,
      multipleDependent: 2,
      total: 21,
      forFees: 1 + 17 + 18 + 18 + 1,
      improperMultipleDependent: 1,
    });
    expect(findings.filter((f) => f.code === 'MULTIPLE_DEPENDENT_CHAIN').map((f) => f.claim)).toEqual([21]);
    const fees = claimFees(counts);
    expect(fees).toMatchObject({ excessIndependent: 0, excessTotal: 35, multipleDependentFee: true });
    expect(fees.lines.map((l) => [l.rule, l.count])).toEqual([
      ['37 CFR 1.16(i)', 35],
      ['37 CFR 1.16(j)', 1],
    ]);
    expect(fees.note).toMatch(/One improper multiple dependent claim .* is counted as one claim each/);
  });
});

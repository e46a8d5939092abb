import { describe, expect, it } from 'vitest';
import { definiteNps } from './antecedent.js';
import { checkClaimSet } from './claim-checker.js';

// An attorney's review of the claim checker (issue 24): "about" ranges, the "said X" span, the preamble suggestion.
const found = (claims: string[], code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === code)
    .map((f) => ({ claim: f.claim, span: claims[f.claim - 1].slice(f.start, f.end), message: f.message }));

describe('NO_FURTHER_LIMITATION for a broader range with "about" or "by weight"', () => {
  const about = '1. A composition comprising from about 10% to about 20% of a polymer.';
  const weight = '1. A composition comprising 10% to 20% by weight of a polymer.';
  it('returns an error when the dependent range of the same element reaches outside its parent range', () => {
    for (const claims of [
      [about, '2. The composition of claim 1, comprising from about 5% to about 30% of the polymer.'],
      [
        about,
        '2. The composition of claim 1, wherein the polymer is present at from about 15% to about 25%.',
      ],
      [weight, '2. The composition of claim 1, wherein the polymer is 5% to 30% by weight.'],
      [
        weight,
        '2. The composition of claim 1, wherein the polymer is 5% to 30% by weight of the composition.',
      ],
      [weight, '2. The composition of claim 1, comprising from 10% to 25% by weight of the polymer.'],
      [
        '1. A method comprising heating a mixture to a temperature of about 100 to about 200 °C.',
        '2. The method of claim 1, wherein the temperature is about 50 to about 150 °C.',
      ],
    ])
      expect(
        found(claims, 'NO_FURTHER_LIMITATION').map((f) => f.claim),
        claims[1],
      ).toEqual([2]);
  });

  it('returns nothing for a narrower range, another element, or "about" on one side only', () => {
    for (const claims of [
      [about, '2. The composition of claim 1, comprising from about 12% to about 18% of the polymer.'],
      [about, '2. The composition of claim 1, comprising from about 5% to about 30% of a filler.'],
      [about, '2. The composition of claim 1, comprising from 5% to 30% of the polymer.'],
      [weight, '2. The composition of claim 1, wherein the polymer is 12% to 15% by weight.'],
      [weight, '2. The composition of claim 1, wherein a filler is 5% to 30% by weight of the composition.'],
      [
        weight,
        '2. The composition of claim 1, wherein the composition comprises 5% to 30% by weight of a filler.',
      ],
      [weight, '2. The composition of claim 1, further comprising 1% to 40% by weight of a plasticizer.'],
    ])
      expect(found(claims, 'NO_FURTHER_LIMITATION'), claims[1]).toEqual([]);
  });
});

describe('ANTECEDENT_BASIS for "said X" followed by its verb', () => {
  it('spans and names "said controller", not the verb the tagger took for a noun', () => {
    for (const [dep, phrase] of [
      ['wherein said controller drives the motor.', 'said controller'],
      ['wherein the controller signals the motor.', 'the controller'],
      ['wherein said pump supplies a fluid to the motor.', 'said pump'],
      ['wherein said sensor detects a speed of the motor.', 'said sensor'],
    ]) {
      const f = found(
        ['1. A system comprising a motor.', `2. The system of claim 1, ${dep}`],
        'ANTECEDENT_BASIS',
      );
      expect(
        f.map((x) => x.span),
        dep,
      ).toEqual([phrase]);
      expect(f[0].message, dep).toMatch(
        new RegExp(`^"${phrase}" has no antecedent basis: no earlier "a ${phrase.split(' ')[1]}"`),
      );
    }
  });

  it('keeps a compound noun whole and finds basis for the noun before the verb', () => {
    expect(
      found(
        [
          '1. A system comprising a motor and a controller.',
          '2. The system of claim 1, wherein said controller drives the motor.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([]);
    // No article after it: "drives" may be the noun ("the motor drives are sealed"), so the phrase stays whole.
    expect(definiteNps('wherein the motor drives are sealed.', 'rules').map((np) => np.phrase)).toEqual([
      'the motor drives',
    ]);
  });
});

describe('PREAMBLE_MISMATCH suggestion', () => {
  it("suggests the parent's whole subject", () => {
    for (const [one, dep, want] of [
      [
        '1. A bicycle brake assembly comprising: a caliper body; and brake arms pivotally connected to the caliper body.',
        '2. The caliper brake of claim 1, wherein the brake arms are steel.',
        'The bicycle brake assembly of claim 1',
      ],
      [
        '1. A portable water bottle comprising: a body; and a lid threaded onto the body.',
        '2. The drinking cup of claim 1, wherein the lid is plastic.',
        'The portable water bottle of claim 1',
      ],
    ]) {
      const f = found([one, dep], 'PREAMBLE_MISMATCH');
      expect(f, dep).toHaveLength(1);
      expect(f[0].message).toContain(`("${want}")`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { found, kept } from './claim-checker.spec-support.js';

// Issue 24, attorney review, second round: a dependent claim that only introduces again what its parent recites
// (1), an open Markush group (2), a narrow range within a broad one joined by any words (3), a "use" claim written
// as a dependent claim (4), an apparatus and the method of using it in one claim (5), and "the rear wheel" when only
// a front wheel was introduced (6).
const clamp =
  '1. A clamp comprising: a base; a jaw made of steel pivotally attached to the base; and a spring biasing the jaw toward the base.';
const messages = (claims: string[], code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === code)
    .map((f) => f.message);

describe('1: a dependent claim that only introduces again what its parent recites', () => {
  it('returns an error citing 112(d), MPEP 608.01(n) III and 2173.05(o) with their revisions', () => {
    const claims = [clamp, '2. The clamp of claim 1, wherein the clamp comprises a base.'];
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([{ claim: 2, severity: 'error', span: 'a base' }]);
    const [message] = messages(claims, 'NO_FURTHER_LIMITATION');
    expect(message).toMatch(/112\(d\), MPEP 608\.01\(n\) III, Ninth Edition, Rev\. 11\.2013/);
    expect(message).toMatch(/double inclusion, MPEP 2173\.05\(o\) \[R-08\.2012\]/);
  });

  it('returns the error for several parts repeated and for "comprising" right after the reference', () => {
    expect(
      found(
        [clamp, '2. The clamp of claim 1, wherein the clamp includes a spring and a jaw.'],
        'NO_FURTHER_LIMITATION',
      ),
    ).toEqual([{ claim: 2, severity: 'error', span: 'a spring and a jaw' }]);
    expect(
      found(
        [clamp, '2. The clamp of claim 1, wherein the clamp has a jaw made of steel.'],
        'NO_FURTHER_LIMITATION',
      ),
    ).toEqual([{ claim: 2, severity: 'error', span: 'a jaw made of steel' }]);
    expect(found([clamp, '2. The clamp of claim 1, comprising a base.'], 'NO_FURTHER_LIMITATION')).toEqual([
      { claim: 2, severity: 'error', span: 'a base' },
    ]);
  });

  it('returns a double-inclusion warning when the repeated part is given to another element', () => {
    const claims = [clamp, '2. The clamp of claim 1, wherein the jaw comprises a spring and a pad.'];
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([]);
    expect(found(claims, 'DOUBLE_INCLUSION')).toEqual([{ claim: 2, severity: 'warning', span: 'a spring' }]);
  });

  // "further comprising a base" was here: the attorney re-review asks for a double-inclusion warning on it
  // (claim-checker.review3.spec.ts), since "further" adds to the claim but does not say the base is another one.
  it('returns nothing for another part said to be another, a new part, or a longer name', () => {
    for (const dep of [
      '2. The clamp of claim 1, wherein the clamp comprises a second base.',
      '2. The clamp of claim 1, wherein the clamp comprises a handle.',
      '2. The clamp of claim 1, wherein the base comprises a base plate.',
    ])
      expect(kept([clamp, dep]), dep).toEqual([]);
  });
});

describe('2: an open Markush group', () => {
  it('returns a warning on "selected from the group comprising", citing MPEP 2173.05(h) and its revision', () => {
    const claims = [
      '1. An adhesive comprising a binder selected from the group comprising epoxy, polyurethane and acrylic.',
    ];
    expect(found(claims, 'INDEFINITE_TERM')).toEqual([
      { claim: 1, severity: 'warning', span: 'selected from the group comprising' },
    ]);
    expect(messages(claims, 'INDEFINITE_TERM')[0]).toMatch(/MPEP 2173\.05\(h\) I \[R-10\.2019\]/);
  });

  it('returns the warning for "including" and "consisting essentially of", not for "consisting of"', () => {
    for (const [words, span] of [
      ['selected from the group including', 'selected from the group including'],
      ['chosen from a group consisting essentially of', 'chosen from a group consisting essentially of'],
      ['which is one of the group comprising', 'one of the group comprising'],
    ])
      expect(
        found(
          [`1. An adhesive comprising a binder ${words} epoxy, polyurethane and acrylic.`],
          'INDEFINITE_TERM',
        ),
      ).toEqual([{ claim: 1, severity: 'warning', span }]);
    expect(
      kept([
        '1. An adhesive comprising a binder selected from the group consisting of epoxy, polyurethane and acrylic.',
      ]),
    ).toEqual([]);
  });
});

describe('3: a narrow range within a broad one in the same claim', () => {
  const method = (range: string) =>
    `1. A method of bonding comprising applying an adhesive to a substrate, wherein the adhesive is cured at a temperature ${range}.`;

  it('returns a warning whatever the joining words, citing MPEP 2173.05(c) I and its revision', () => {
    const claims = [method('between 20 and 80 degrees C, and more particularly 40 to 60 degrees C')];
    expect(found(claims, 'INDEFINITE_TERM')).toEqual([
      {
        claim: 1,
        severity: 'warning',
        span: 'between 20 and 80 degrees C, and more particularly 40 to 60 degrees C',
      },
    ]);
    expect(messages(claims, 'INDEFINITE_TERM')[0]).toMatch(/MPEP 2173\.05\(c\) I \[R-11\.2013\]/);
    for (const range of [
      'of 20 to 80 °C, in particular from 40 to 60 °C',
      'between 20 and 80 degrees C, especially 40 to 60 degrees C',
      'of at least 20 °C, most especially at least 40 °C',
      'between 20 and 80 degrees C, and more particularly at a temperature of 40 to 60 degrees C',
    ])
      expect(found([method(range)], 'INDEFINITE_TERM'), range).toHaveLength(1);
  });

  it('returns one finding, not two, when "preferably" joins the ranges', () => {
    expect(
      found([method('between 20 and 80 degrees C, preferably 40 to 60 degrees C')], 'INDEFINITE_TERM'),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'preferably' }]);
  });

  it('returns nothing for ranges of two elements, two steps, or a narrower range in a dependent claim', () => {
    for (const claims of [
      [
        '1. A laminate comprising a first layer having a thickness of 10 to 100 mm and a second layer having a thickness of 20 to 50 mm.',
      ],
      ['1. A method comprising heating a melt to 100 to 200 °C and then cooling the melt to 120 to 150 °C.'],
      [
        method('between 20 and 80 degrees C'),
        '2. The method of claim 1, wherein the temperature is 40 to 60 degrees C.',
      ],
    ])
      expect(kept(claims), claims.join(' ')).toEqual([]);
  });
});

describe('4: a "use" claim written as a dependent claim', () => {
  it('returns an error citing MPEP 2173.05(q) and saying it is no proper dependent claim', () => {
    const claims = [clamp, '2. The use of the clamp of claim 1 for holding wood.'];
    expect(found(claims, 'METHOD_WITHOUT_STEPS')).toEqual([
      { claim: 2, severity: 'error', span: 'The use of' },
    ]);
    const [message] = messages(claims, 'METHOD_WITHOUT_STEPS');
    expect(message).toMatch(/MPEP 2173\.05\(q\) \[R-10\.2019\]/);
    expect(message).toMatch(/does not make it a dependent claim/);
  });

  it('returns the error for "Use of … according to claim 1" and "The use of a clamp as claimed in claim 1"', () => {
    for (const dep of [
      '2. Use of the clamp according to claim 1 for clamping a board.',
      '2. The use of a clamp as claimed in claim 1 in woodworking.',
    ])
      expect(found([clamp, dep], 'METHOD_WITHOUT_STEPS'), dep).toHaveLength(1);
  });

  it('returns nothing for a method of using the clamp with steps', () => {
    expect(
      kept([
        clamp,
        '2. A method of using the clamp of claim 1, comprising: placing a board on the base; and pivoting the jaw.',
      ]),
    ).toEqual([]);
  });
});

describe('5: an apparatus and the method of using it in one claim', () => {
  it('returns an error citing MPEP 2173.05(p) II and its revision', () => {
    const claims = [
      '1. A clamp comprising a base and a jaw, and a method of using the clamp comprising pivoting the jaw.',
    ];
    expect(found(claims, 'INDEFINITE_TERM')).toEqual([
      { claim: 1, severity: 'error', span: 'a method of using the clamp' },
    ]);
    expect(messages(claims, 'INDEFINITE_TERM')[0]).toMatch(/MPEP 2173\.05\(p\) II \[R-10\.2019\]/);
  });

  it('returns the error for a kit with a process of using it, and a method with an apparatus for it', () => {
    expect(
      found(
        [
          '1. A kit comprising a syringe and a vial; and a process for using the kit comprising filling the syringe.',
        ],
        'INDEFINITE_TERM',
      ),
    ).toEqual([{ claim: 1, severity: 'error', span: 'a process for using the kit' }]);
    expect(
      found(
        [
          '1. A method of cutting comprising advancing a blade, and an apparatus for carrying out the method comprising the blade.',
        ],
        'INDEFINITE_TERM',
      ),
    ).toEqual([{ claim: 1, severity: 'error', span: 'an apparatus for carrying out the method' }]);
  });

  it('returns the error for "; and a method comprising the steps of pivoting the jaw"', () => {
    expect(
      found(
        ['1. A clamp comprising a base and a jaw; and a method comprising the steps of pivoting the jaw.'],
        'INDEFINITE_TERM',
      ),
    ).toEqual([{ claim: 1, severity: 'error', span: 'a method comprising the steps of pivoting the jaw' }]);
  });

  it('returns nothing for a medium storing a method, or a processor configured to perform a method of operating it', () => {
    for (const claim of [
      '1. A non-transitory computer-readable medium storing instructions that, when executed, perform a method comprising: receiving a signal; and storing the signal.',
      '1. A system comprising a processor configured to perform a method of operating the system, the method comprising receiving a signal.',
    ])
      expect(found([claim], 'INDEFINITE_TERM'), claim).toEqual([]);
  });
});

describe('6: "the rear wheel" when only a front wheel was introduced', () => {
  const bicycle = '1. A bicycle comprising a frame, a front wheel and a handlebar.';

  it('returns a warning citing MPEP 2173.05(e) and its revision', () => {
    const claims = [
      bicycle,
      '2. The bicycle of claim 1, wherein the rear wheel is larger than the front wheel.',
    ];
    expect(found(claims, 'ANTECEDENT_BASIS')).toEqual([
      { claim: 2, severity: 'warning', span: 'the rear wheel' },
    ]);
    expect(messages(claims, 'ANTECEDENT_BASIS')[0]).toMatch(/MPEP 2173\.05\(e\) \[R-08\.2017\]/);
  });

  it('returns the warning for "the lower arm" after "an upper arm" and "the outlet valve" after "an inlet valve"', () => {
    expect(
      found(
        [
          '1. A lift comprising a mast and an upper arm.',
          '2. The lift of claim 1, wherein the lower arm is shorter than the mast.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 2, severity: 'warning', span: 'the lower arm' }]);
    expect(
      found(
        [
          '1. A pump comprising a housing and an inlet valve.',
          '2. The pump of claim 1, wherein the outlet valve is a check valve.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 2, severity: 'warning', span: 'the outlet valve' }]);
  });

  it('returns nothing for an inherent part: "the outer surface of the handlebar", "the rear end"', () => {
    for (const dep of [
      '2. The bicycle of claim 1, wherein the outer surface of the handlebar is knurled.',
      '2. The bicycle of claim 1, wherein the frame has a front end, and the rear end is bent.',
    ])
      expect(kept([bicycle, dep]), dep).toEqual([]);
  });
});

describe('a dependent claim naming a kind of its parent material ("metal" under "made of steel")', () => {
  it('returns an error on "made of metal" under "made of steel", citing 112(d) and MPEP 608.01(n) III', () => {
    const claims = [clamp, '2. The clamp of claim 1, wherein the jaw is made of metal.'];
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([{ claim: 2, severity: 'error', span: 'metal' }]);
    expect(messages(claims, 'NO_FURTHER_LIMITATION')[0]).toMatch(
      /MPEP 608\.01\(n\) III, Ninth Edition, Rev\. 11\.2013/,
    );
  });

  it('returns the error on "formed of a plastic" and "made of a polymer" under "formed of polypropylene"', () => {
    const box = '1. A container comprising a body formed of polypropylene and a lid.';
    for (const [dep, span] of [
      ['2. The container of claim 1, wherein the body is formed of a plastic.', 'plastic'],
      ['2. The container of claim 1, wherein the body is made of a polymer.', 'polymer'],
    ])
      expect(found([box, dep], 'NO_FURTHER_LIMITATION'), dep).toEqual([
        { claim: 2, severity: 'error', span },
      ]);
  });

  it('returns nothing for a narrower material, another element, or a parent giving alternatives', () => {
    for (const claims of [
      [clamp, '2. The clamp of claim 1, wherein the jaw is made of stainless steel.'],
      [clamp, '2. The clamp of claim 1, wherein the base is made of metal.'],
      [
        '1. A clamp comprising a base and a jaw made of steel or plastic.',
        '2. The clamp of claim 1, wherein the jaw is made of metal.',
      ],
    ])
      expect(found(claims, 'NO_FURTHER_LIMITATION'), claims[1]).toEqual([]);
  });
});

// Attorney re-review 2026-11-29c: "in particular" after a range with a unit's tail ("percent by weight") was missed.
describe('a narrower range after a unit tail', () => {
  it('flags "from 1 to 20 percent by weight, in particular from 5 to 10 percent by weight"', () => {
    const { findings } = checkClaimSet([
      '1. A beverage comprising water and sugar, wherein the sugar content is from 1 to 20 percent by weight, in particular from 5 to 10 percent by weight.',
    ]);
    expect(findings.some((f) => f.code === 'INDEFINITE_TERM' && /narrower range/.test(f.message))).toBe(true);
  });
});

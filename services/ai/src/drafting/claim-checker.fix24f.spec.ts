import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { found, kept } from './claim-checker.spec-support.js';

// Issue 24, known gaps: a dependent claim of another category in the European form ("A method according to claim 1"
// under an apparatus claim 1) was taken for a claim of its own category (I); parts in "-ment", "-ence", "-ity" ("the
// compartment", "the fence", "the cavity") introduced nowhere were exempt as if acts or properties (J); a preamble
// subject in "-al" ("terminal", "pedal") was read as an adjective, so its dependent claims went unchecked (K); "said X"
// and "the X" judged acts and properties by two lists of endings (L).
const mug = '1. A mug comprising: a body; and a handle attached to the body.';
const heating =
  '1. A method of heating a liquid, comprising: filling a vessel with the liquid; and heating the vessel.';

describe('I: CATEGORY_MISMATCH for a dependent claim of another category in the European form', () => {
  it('returns an error on "A method according to claim 1", "Method as claimed in claim 2", "A process of claim 1" under a product', () => {
    for (const [dep, span] of [
      ['2. A method according to claim 1, comprising heating the body; and holding the handle.', 'method'],
      ['2. Method as claimed in claim 1, wherein the body is heated.', 'Method'],
      ['2. A process as claimed in claim 1, comprising filling the body.', 'process'],
      ['2. A method of claim 1, further comprising heating the body.', 'method'],
      ['2. A method in accordance with claim 1, comprising heating the body.', 'method'],
      ['2. A process as per claim 1, comprising heating the body.', 'process'],
      ['2. A method according to any one of the preceding claims, comprising heating the body.', 'method'],
    ])
      expect(found([mug, dep], 'CATEGORY_MISMATCH'), dep).toEqual([{ claim: 2, severity: 'error', span }]);
  });

  it('returns the error through a dependent claim, and on a product or a medium "according to" a method claim', () => {
    expect(
      found(
        [
          mug,
          '2. The mug of claim 1, wherein the body is round.',
          '3. A process as claimed in claim 2, comprising filling the body.',
        ],
        'CATEGORY_MISMATCH',
      ),
    ).toEqual([{ claim: 3, severity: 'error', span: 'process' }]);
    expect(
      found(
        [heating, '2. An apparatus according to claim 1, wherein the vessel is steel.'],
        'CATEGORY_MISMATCH',
      ),
    ).toEqual([{ claim: 2, severity: 'error', span: 'apparatus' }]);
    expect(
      found([heating, '2. A computer-readable medium according to claim 1.'], 'CATEGORY_MISMATCH'),
    ).toEqual([{ claim: 2, severity: 'error', span: 'medium' }]);
  });

  it('says what the reference does and names the proper forms (MPEP 2173.05(f), 608.01(n))', () => {
    const claims = [mug, '2. A method according to claim 1, comprising heating the body.'];
    const [f] = checkClaimSet(claims).findings.filter((x) => x.code === 'CATEGORY_MISMATCH');
    expect(f.message).toBe(
      'Claim 2 is a method (process) claim ("A method according to claim 1"), but claim 1 is an apparatus (product) ' +
        'claim: the reference makes the method the subject of a claim that claims none, so what the claim covers is ' +
        'unclear (35 U.S.C. 112(b), MPEP 2173.05(f)) and it does not further limit claim 1 (35 U.S.C. 112(d), MPEP ' +
        '608.01(n)). Say how it relates to that claim ("A method of making (or using) the mug of claim 1, comprising …", ' +
        'MPEP 608.01(n) III) or write it as an independent claim.',
    );
    const [p] = checkClaimSet([
      heating,
      '2. An apparatus according to claim 1, wherein the vessel is steel.',
    ]).findings;
    expect(p.message).toContain('("An apparatus made by the method of claim 1", MPEP 608.01(n) III)');
  });

  it('returns no finding for a claim that names what it makes or uses, nor for the same category in that form', () => {
    for (const dep of [
      '2. A method of using the mug according to claim 1, comprising holding the handle.',
      '2. A method for producing a mug according to claim 1, comprising moulding the body; and attaching the handle.',
      '2. A method of making the mug as claimed in claim 1, comprising moulding the body.',
      '2. A mug according to claim 1, wherein the body is round.',
      '2. Mug as claimed in claim 1, wherein the body is round.',
    ])
      expect(found([mug, dep], 'CATEGORY_MISMATCH'), dep).toEqual([]);
    for (const dep of [
      '2. A method according to claim 1, wherein the vessel is heated to 90 degrees.',
      '2. A computer-readable medium storing instructions that, when executed, perform the method of claim 1.',
      '2. A liquid heated by the method according to claim 1.',
    ])
      expect(found([heating, dep], 'CATEGORY_MISMATCH'), dep).toEqual([]);
    // The method claim's own dependent claims are method claims under a method claim: one finding only.
    expect(
      kept([
        mug,
        '2. A method according to claim 1, comprising heating the body.',
        '3. A method according to claim 2, wherein the body is heated to 90 degrees.',
      ]),
    ).toEqual(['2:CATEGORY_MISMATCH:method']);
  });
});

describe('J: ANTECEDENT_BASIS warning for a part in "-ment", "-ence", "-ity" introduced nowhere', () => {
  const base = '1. A device comprising: a body; and a lid mounted on the body.';
  it('returns a warning on "the compartment", "the fence", "the cavity", "the element", "the segment"', () => {
    for (const [dep, span] of [
      ['wherein the lid closes the compartment.', 'the compartment'],
      ['wherein the body is surrounded by the fence.', 'the fence'],
      ['wherein the lid covers the cavity.', 'the cavity'],
      ['wherein the element is joined to the lid.', 'the element'],
      ['wherein the segment is curved.', 'the segment'],
      ['wherein said filament is heated.', 'said filament'],
    ])
      expect(found([base, `2. The device of claim 1, ${dep}`], 'ANTECEDENT_BASIS'), dep).toEqual([
        { claim: 2, severity: 'warning', span },
      ]);
  });

  it('returns no warning on an act or a property with those endings, nor on a part introduced', () => {
    for (const dep of [
      'wherein the movement of the lid is limited.',
      'wherein the lid limits the movement.',
      'wherein the difference is small.',
      'wherein the capacity is one litre.',
      'wherein the adjustment is made by hand.',
      'wherein the velocity is constant.',
    ])
      expect(kept([base, `2. The device of claim 1, ${dep}`]), dep).toEqual([]);
    expect(
      kept([
        '1. A device comprising: a body having a cavity; and a lid mounted on the body.',
        '2. The device of claim 1, wherein the lid covers the cavity.',
      ]),
    ).toEqual([]);
  });
});

describe('K: PREAMBLE_MISMATCH reads heads in "-al", "-ive", "-ic", "-ed", "-ing" as the nouns they are', () => {
  it('returns a warning when a dependent claim names another subject than its "terminal", "pedal", "material" parent', () => {
    for (const [parent, dep, span] of [
      [
        '1. A terminal comprising: a housing; and a pin in the housing.',
        '2. The connector of claim 1, wherein the pin is gold.',
        'connector',
      ],
      [
        '1. A connector comprising: a housing; and a pin in the housing.',
        '2. The terminal of claim 1, wherein the pin is gold.',
        'terminal',
      ],
      [
        '1. A pedal comprising: a lever; and a pad on the lever.',
        '2. The brake of claim 1, wherein the pad is rubber.',
        'brake',
      ],
      [
        '1. A lever comprising: an arm; and a pad on the arm.',
        '2. The pedal of claim 1, wherein the pad is rubber.',
        'pedal',
      ],
      [
        '1. A material comprising: a resin; and a filler in the resin.',
        '2. The laminate of claim 1, wherein the filler is glass.',
        'laminate',
      ],
      [
        '1. A plate comprising: a base; and a glaze on the base.',
        '2. The ceramic of claim 1, wherein the glaze is white.',
        'ceramic',
      ],
    ])
      expect(found([parent, dep], 'PREAMBLE_MISMATCH'), dep).toEqual([
        { claim: 2, severity: 'warning', span },
      ]);
  });

  it('returns no finding when the subjects agree, nor for an acronym or a participle read as the subject', () => {
    for (const [parent, dep] of [
      [
        '1. A terminal comprising: a housing; and a pin in the housing.',
        '2. The terminal of claim 1, wherein the pin is gold.',
      ],
      [
        '1. A pedal comprising: a lever; and a pad on the lever.',
        '2. The pedal of claim 1, wherein the pad is rubber.',
      ],
      [
        '1. An LED comprising: a die; and a lens over the die.',
        '2. The lamp of claim 1, wherein the lens is clear.',
      ],
      [
        '1. A lamp comprising: a die; and a lens over the die.',
        '2. The LED of claim 1, wherein the lens is clear.',
      ],
    ])
      expect(found([parent, dep], 'PREAMBLE_MISMATCH'), dep).toEqual([]);
  });
});

describe('L: one test of acts and properties by ending for "the X" and "said X"', () => {
  const base = '1. A device comprising: a body; and a lid mounted on the body.';
  it('returns no warning on "said removal" or "said arrival" (acts, as "said administration"), one on "said pedal"', () => {
    for (const dep of ['wherein said removal is quick.', 'wherein said arrival is timed.'])
      expect(kept([base, `2. The device of claim 1, ${dep}`]), dep).toEqual([]);
    expect(
      found([base, '2. The device of claim 1, wherein said pedal is steel.'], 'ANTECEDENT_BASIS'),
    ).toEqual([{ claim: 2, severity: 'warning', span: 'said pedal' }]);
  });
});

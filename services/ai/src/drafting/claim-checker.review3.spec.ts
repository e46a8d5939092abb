import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { found, kept } from './claim-checker.spec-support.js';

// Issue 24, attorney re-review ("I would use it as a second reader"): a dependent claim replacing its parent's
// material, colour or shape (1), "further comprising a switch" when the parent recites "a switch" (2), a method step
// recited again (3), the bench's last seeded misses (4) and "e.g." before a space, a comma or the end (5).
const messages = (claims: string[], code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === code && f.claim === claims.length)
    .map((f) => f.message);

describe('1: a dependent claim replacing the material, colour or shape its parent gives a part', () => {
  const pan = '1. A pan comprising: a body made of aluminum; and a handle attached to the body.';

  it('returns a warning for "made of an alloy or steel" under "made of aluminum", citing 112(d) and MPEP 608.01(n) III', () => {
    const claims = [pan, '2. The pan of claim 1, wherein the body is made of an alloy or steel.'];
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([
      { claim: 2, severity: 'warning', span: 'alloy or steel' },
    ]);
    const [message] = messages(claims, 'NO_FURTHER_LIMITATION');
    expect(message).toMatch(/35 U\.S\.C\. 112\(d\), MPEP 608\.01\(n\) III, Ninth Edition, Rev\. 11\.2013/);
    // The message says how a kind is decided, and why "aluminum alloy" under "aluminum" is left alone.
    expect(message).toMatch(/"aluminum alloy" under "aluminum": an alloy of aluminum is not aluminum/);
  });

  it('returns the warning when reworded: another verb, another clause after it, a colour or a shape', () => {
    for (const [claims, span] of [
      [[pan, '2. The pan of claim 1, wherein the body is formed from steel.'], 'steel'],
      [[pan, '2. The pan of claim 1, wherein the body is made of steel to reduce its weight.'], 'steel'],
      [
        [
          '1. A pan comprising a body made of aluminum coupled to a handle.',
          '2. The pan of claim 1, wherein the body is made of titanium.',
        ],
        'titanium',
      ],
      [
        [pan, '2. The pan of claim 1, wherein the body is made of copper, and the handle is made of wood.'],
        'copper',
      ],
      [
        [
          '1. A box comprising a base and a red lid hinged to the base.',
          '2. The box of claim 1, wherein the lid is blue.',
        ],
        'blue',
      ],
      [
        [
          '1. A plate assembly comprising a rectangular plate and a pin through the plate.',
          '2. The plate assembly of claim 1, wherein the plate has a circular shape.',
        ],
        'circular',
      ],
    ] as const)
      expect(found([...claims], 'NO_FURTHER_LIMITATION'), claims[1]).toEqual([
        { claim: 2, severity: 'warning', span },
      ]);
  });

  it('returns nothing for the same value, a kind of it, a name only beginning with it, another part or an unknown value', () => {
    for (const claims of [
      [pan, '2. The pan of claim 1, wherein the body is made of aluminium.'],
      [pan, '2. The pan of claim 1, wherein the body is made of cast aluminum.'],
      [pan, '2. The pan of claim 1, wherein the body is made of an aluminum alloy.'],
      [pan, '2. The pan of claim 1, wherein the handle is made of steel.'],
      [pan, '2. The pan of claim 1, wherein the body is made of steel and aluminum.'],
      [
        '1. A pan comprising a body made of aluminum or steel.',
        '2. The pan of claim 1, wherein the body is made of steel.',
      ],
      [
        '1. A pan comprising a body made of a resilient material.',
        '2. The pan of claim 1, wherein the body is made of steel.',
      ],
      [
        '1. A box comprising a base and a red lid hinged to the base.',
        '2. The box of claim 1, wherein the lid is dark red.',
      ],
      ['1. A box comprising a rectangular base.', '2. The box of claim 1, wherein the base is square.'],
      [
        '1. A box comprising a cylindrical body.',
        '2. The box of claim 1, wherein the body is circular in shape.',
      ],
      [
        '1. A box comprising a base and a red lid hinged to the base.',
        '2. The box of claim 1, wherein the lid is blue at its rim.',
      ],
      [
        '1. A box comprising a rectangular base.',
        '2. The box of claim 1, wherein the base is circular in cross-section.',
      ],
      [
        '1. A clamp comprising a base and a jaw made of steel or plastic attached to the base.',
        '2. The clamp of claim 1, wherein the jaw is made of metal.',
      ],
      [
        '1. A pan comprising a first body made of aluminum and a second body attached to the first body.',
        '2. The pan of claim 1, wherein the second body is made of steel.',
      ],
    ])
      expect(kept(claims), claims[1]).toEqual([]);
  });
});

describe('2: "further comprising a switch" when a claim it rests on recites "a switch"', () => {
  const lamp = '1. A lamp comprising: a base; a shade; and a switch coupled to the base.';

  it('returns a double-inclusion warning suggesting "a second switch" or "the switch", citing MPEP 2173.05(o)', () => {
    const claims = [lamp, '2. The lamp of claim 1, further comprising a switch.'];
    expect(found(claims, 'DOUBLE_INCLUSION')).toEqual([{ claim: 2, severity: 'warning', span: 'a switch' }]);
    const [message] = messages(claims, 'DOUBLE_INCLUSION');
    expect(message).toMatch(/"a second switch"/);
    expect(message).toMatch(/"the switch"/);
    expect(message).toMatch(/MPEP 2173\.05\(o\) \[R-08\.2012\]/);
  });

  it('returns the warning when reworded, and through a claim the parent rests on', () => {
    for (const claims of [
      [lamp, '2. The lamp of claim 1 further including a switch mounted on the shade.'],
      [lamp, '2. The lamp of claim 1, wherein the lamp further comprises a cord and a switch.'],
      [
        lamp,
        '2. The lamp of claim 1, wherein the shade is red, and further comprising: a bulb; and a switch.',
      ],
      [
        lamp,
        '2. The lamp of claim 1, wherein the shade is red.',
        '3. The lamp of claim 2, further comprising a switch.',
      ],
    ])
      expect(found(claims, 'DOUBLE_INCLUSION'), claims.at(-1)).toEqual([
        { claim: claims.length, severity: 'warning', span: 'a switch' },
      ]);
  });

  it('returns the warning for "further comprising a base" (the earlier review2 case, now a finding)', () => {
    const clamp =
      '1. A clamp comprising: a base; a jaw made of steel pivotally attached to the base; and a spring biasing the jaw toward the base.';
    expect(found([clamp, '2. The clamp of claim 1, further comprising a base.'], 'DOUBLE_INCLUSION')).toEqual(
      [{ claim: 2, severity: 'warning', span: 'a base' }],
    );
  });

  it('returns nothing for another switch said to be another, a longer name, a sibling, a preamble or one per cavity', () => {
    for (const claims of [
      [lamp, '2. The lamp of claim 1, further comprising a second switch.'],
      [lamp, '2. The lamp of claim 1, further comprising another switch.'],
      [lamp, '2. The lamp of claim 1, further comprising a plurality of switches.'],
      [lamp, '2. The lamp of claim 1, further comprising at least one additional switch.'],
      [lamp, '2. The lamp of claim 1, further comprising a switch housing.'],
      [
        '1. An apparatus comprising: a capacitor; and a power supply configured to charge the capacitor.',
        '2. The apparatus of claim 1, further comprising a power supply circuit connected to the capacitor.',
      ],
      [lamp, '2. The lamp of claim 1, further comprising a cord having a switch.'],
      [
        '1. A lamp comprising a base.',
        '2. The lamp of claim 1, further comprising a switch.',
        '3. The lamp of claim 1, further comprising a switch and a cord.',
      ],
      [
        '1. A control circuit for a switch, comprising: a relay; and a timer.',
        '2. The control circuit of claim 1, further comprising a switch.',
      ],
      [
        '1. A box comprising: a base having a first cavity; and a magnet disposed in the first cavity.',
        '2. The box of claim 1, further comprising a lid having cavities, and a magnet disposed in each of the cavities.',
      ],
    ])
      expect(found(claims, 'DOUBLE_INCLUSION'), claims.at(-1)).toEqual([]);
  });
});

describe('3: a method step recited twice', () => {
  const drink =
    '1. A method of making a drink, comprising: heating a mixture to 80 °C; stirring the mixture; and pouring the mixture into a cup.';

  it('returns a warning when a dependent claim adds only a step its parent recites, citing 112(d) and MPEP 2173.05(o)', () => {
    const claims = [drink, '2. The method of claim 1, further comprising heating the mixture.'];
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([
      { claim: 2, severity: 'warning', span: 'heating the mixture' },
    ]);
    const [message] = messages(claims, 'NO_FURTHER_LIMITATION');
    expect(message).toMatch(/112\(d\), MPEP 608\.01\(n\) III, Ninth Edition, Rev\. 11\.2013/);
    expect(message).toMatch(/MPEP 2173\.05\(o\) \[R-08\.2012\]/);
  });

  it('returns the warning when reworded, with other steps, with more words, and twice in one claim', () => {
    for (const [claims, code, span] of [
      [
        [drink, '2. The method of claim 1, further comprising the step of stirring the mixture.'],
        'NO_FURTHER_LIMITATION',
        'stirring the mixture',
      ],
      [
        [drink, '2. The method of claim 1, further comprising cooling the cup, and stirring the mixture.'],
        'DOUBLE_INCLUSION',
        'stirring the mixture',
      ],
      [
        [drink, '2. The method of claim 1, further comprising stirring the mixture with a spoon.'],
        'DOUBLE_INCLUSION',
        'stirring the mixture with a spoon',
      ],
      [
        [
          '1. A method comprising: (a) heating a substrate; (b) depositing a layer on the substrate; and (c) heating the substrate.',
        ],
        'DOUBLE_INCLUSION',
        'heating the substrate',
      ],
    ] as const)
      expect(found([...claims], code), claims.at(-1)).toEqual([
        { claim: claims.length, severity: 'warning', span },
      ]);
  });

  it('returns nothing for two acts told apart, a wherein clause on the step, a sibling, or acts joined in one step', () => {
    for (const claims of [
      [drink, '2. The method of claim 1, further comprising heating the mixture to 90 °C.'],
      [drink, '2. The method of claim 1, wherein stirring the mixture comprises using a spoon.'],
      [drink, '2. The method of claim 1, further comprising stirring the cup.'],
      [
        '1. A method comprising: heating a substrate to 300 °C; depositing a layer on the substrate; and heating the substrate to 500 °C.',
      ],
      [
        drink,
        '2. The method of claim 1, further comprising cooling the mixture.',
        '3. The method of claim 1, further comprising cooling the mixture in a fridge.',
      ],
      [
        '1. A method comprising: heating and pressing workpieces in a first vessel; and placing a workpiece in a second vessel, while heating and pressing the workpieces in the first vessel.',
      ],
      [
        '1. A method comprising: providing a controller; and configuring the controller to:\nopen a valve; and\nclose the valve.',
        '2. The method of claim 1, further comprising configuring the controller to sound an alarm.',
      ],
    ])
      expect(kept(claims), claims.at(-1)).toEqual([]);
  });
});

describe('4: the seeded misses of the bench', () => {
  it('returns a plural warning when a count before another noun sat between ("a second collar, said hinge")', () => {
    const claims = [
      '1. A garment comprising a collar and a hinge comprising a second collar, said hinge providing a pivoting connection.',
      '2. The garment of claim 1, wherein the hinges are coated.',
    ];
    expect(found(claims, 'ANTECEDENT_BASIS')).toEqual([
      { claim: 2, severity: 'warning', span: 'the hinges' },
    ]);
  });

  it('returns an error for a dependent range outside every range of that quantity in its parent, nothing inside one', () => {
    const head =
      '1. A putter head comprising: an anterior region having a thickness of at least 20 mm; a joint region having a thickness of at most 7 mm; and a posterior region having a thickness of greater than 7 mm.';
    const claims = [head, '2. The head of claim 1, wherein the thickness is at least 3.5 mm.'];
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([
      // The span is the dependent's range (attorney review 2, issue 24), not the whole claim after its reference.
      { claim: 2, severity: 'error', span: 'at least 3.5 mm' },
    ]);
    expect(messages(claims, 'NO_FURTHER_LIMITATION')[0]).toMatch(/outside each of "at least 20 mm"/);
    expect(
      found(
        [head, '2. The head of claim 1, wherein the thickness is at least 25 mm.'],
        'NO_FURTHER_LIMITATION',
      ),
    ).toEqual([]);
  });
});

describe('5: "e.g." before a space, a comma or the end of the text', () => {
  it('returns an exemplary-language warning wherever "e.g." stands', () => {
    for (const claim of [
      '1. A box comprising a wall made of metal, e.g. steel.',
      '1. A box comprising a wall made of metal, e.g., steel.',
      '1. A box comprising a wall made of metal, e.g.steel.',
      '1. A box comprising a wall made of metal, e.g.',
    ])
      expect(found([claim], 'INDEFINITE_TERM'), claim).toEqual([
        { claim: 1, severity: 'warning', span: 'e.g.' },
      ]);
  });

  it('returns one finding, not two, for a narrower range after "e.g.", and nothing for "i.e."', () => {
    expect(
      found(
        ['1. A box comprising a wall having a thickness of 1 to 10 mm, e.g. 2 to 5 mm.'],
        'INDEFINITE_TERM',
      ),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'e.g.' }]);
    expect(kept(['1. A box comprising a wall made of a first metal, i.e. steel.'])).toEqual([]);
  });
});

describe('attorney review of the merged main: a compound read whole before "by"', () => {
  it('returns nothing for "the ring burr by the motor" after "a ring burr", and the warning for a bare "the ring"', () => {
    const grinder =
      '1. A coffee grinder comprising: a housing; a motor disposed within the housing; and a burr assembly driven by the motor.';
    const whole = [
      grinder,
      '2. The coffee grinder of claim 1, wherein the burr assembly comprises a conical burr and a ring burr, the conical burr being rotated relative to the ring burr by the motor.',
    ];
    expect(found(whole, 'ANTECEDENT_BASIS')).toEqual([]);
    const bare = [grinder, '2. The coffee grinder of claim 1, wherein the ring is rotated by the motor.'];
    expect(found(bare, 'ANTECEDENT_BASIS').map((f) => f.span)).toEqual(['the ring']);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';

const codes = (claims: string[]) => checkClaimSet(claims).findings.map((f) => `${f.claim}:${f.code}`);
const only = (claims: string[], code: string) =>
  checkClaimSet(claims).findings.filter((f) => f.code === code);
/** Each claim set has no finding at all. */
const expectClean = (...sets: string[][]) => {
  for (const claims of sets) expect(codes(claims), claims.join(' ')).toEqual([]);
};
const spanOf = (claims: string[], code: string) => {
  const f = only(claims, code)[0];
  return claims[f.claim - 1].slice(f.start, f.end);
};

const BATTERY =
  '1. A battery pack comprising: a battery having a housing; and a lid mounted on the housing, the battery being sealed by the lid.';

describe(checkClaimSet.name, () => {
  it('returns no finding for a clean set with multi-word elements, "said" and exempt phrases', () => {
    const claims = [
      '1. A network node comprising: a mid-dialog SIP message handler; and a processor coupled to the handler and configured to receive a mid-dialog SIP message, wherein the mid-dialog SIP message is selected from the group consisting of INFO and UPDATE, and said processor forwards the same.',
      '2. The network node of claim 1, wherein the processor stores the mid-dialog SIP message.',
      BATTERY.replace(/^1\./, '3.'),
      '4. The battery pack of claim 3, wherein the lid is hinged to the housing.',
    ];
    expect(codes(claims)).toEqual([]);
  });

  it('returns ANTECEDENT_BASIS with the span of "the lid" when a dependent claim uses an element only a sibling introduces', () => {
    const claims = [
      '1. A mug comprising: a body; and a handle attached to the body.',
      '2. The mug of claim 1, further comprising a lid.',
      '3. The mug of claim 1, wherein the lid is removable.',
    ];
    expect(codes(claims)).toEqual(['3:ANTECEDENT_BASIS']);
    expect(spanOf(claims, 'ANTECEDENT_BASIS')).toBe('the lid');
  });

  it('warns of ANTECEDENT_BASIS for a thing named nowhere in the claim or its parents ("the lid" alone)', () => {
    const claims = [
      '1. A mug comprising: a body; and a handle attached to the body.',
      '2. The mug of claim 1, wherein the lid is removable.',
    ];
    expect(checkClaimSet(claims).findings.map((f) => [f.claim, f.code, f.severity])).toEqual([
      [2, 'ANTECEDENT_BASIS', 'warning'],
    ]);
    expect(spanOf(claims, 'ANTECEDENT_BASIS')).toBe('the lid');
    expect(
      checkClaimSet(['1. A travel mug comprising a body, wherein the lid closes the body.']).findings.map(
        (f) => [f.claim, f.code, f.severity],
      ),
    ).toEqual([[1, 'ANTECEDENT_BASIS', 'warning']]);
  });

  it('keeps ANTECEDENT_BASIS as info for an inherent property the set never introduces (it may be implicit)', () => {
    const claims = [
      '1. A mug comprising: a body; and a handle attached to the body.',
      '2. The mug of claim 1, wherein the thickness is at most 3 mm.',
    ];
    expect(checkClaimSet(claims).findings.map((f) => [f.claim, f.code, f.severity])).toEqual([
      [2, 'ANTECEDENT_BASIS', 'info'],
    ]);
  });

  it('warns of a method step\'s unintroduced place or path ("mixed in the reactor"), not of what steps produce', () => {
    const sev = (claims: string[]) =>
      checkClaimSet(claims)
        .findings.filter((f) => f.code === 'ANTECEDENT_BASIS')
        .map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end), f.severity]);
    const process = [
      '1. A process for making a diisocyanate, which comprises heating phosgene and a diamine, and reacting the phosgene and the diamine in a reaction chamber.',
      '2. The process of claim 1, which comprises passing the phosgene over baffles before being mixed in the reactor.',
    ];
    expect(sev(process)).toEqual([[2, 'the reactor', 'warning']]);
    expect(
      sev([
        '1. A method of streaming, comprising: encoding audio data; and sending the audio data over the network.',
      ]),
    ).toEqual([[1, 'the network', 'warning']]);
    // What a step produces or acts on stays a note: it may be inherent ("the winner" of a game).
    expect(
      sev([
        '1. A method of playing a card game, comprising: dealing cards; taking tricks; and declaring the winner.',
      ]),
    ).toEqual([[1, 'the winner', 'info']]);
    // Before the transition (the preamble) and information a step handles are notes too.
    expect(
      sev([
        '1. A method of filing, comprising: reading a record; and storing a value based on the data in the record.',
      ]),
    ).toEqual([[1, 'the data', 'info']]);
  });

  it('warns of "said work piece" in a step after "a workpiece": the element was introduced as one word', () => {
    expect(
      codes([
        '1. A measuring method comprising: directing light onto a workpiece; and moving a sensor across said work piece.',
      ]),
    ).toEqual(['1:ANTECEDENT_BASIS']);
  });

  it('notes a phrase that fits two earlier elements ("said combustion chamber" after a first and a second one)', () => {
    const claims = [
      '1. An engine comprising: a first combustion chamber; a second combustion chamber; and a valve opening at a set pressure in said combustion chamber.',
      '2. The engine of claim 1, wherein the first combustion chamber and the second combustion chamber are coaxial.',
      '3. The engine of claim 1, wherein the combustion chambers are cylindrical and the valve that closes the first combustion chamber is a reed valve.',
    ];
    const found = checkClaimSet(claims).findings.filter((f) => f.code === 'ANTECEDENT_BASIS');
    expect(found.map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end), f.severity])).toEqual([
      [1, 'said combustion chamber', 'info'],
    ]);
    expect(found[0].message).toMatch(
      /is ambiguous: .*"a first combustion chamber", "a second combustion chamber"/,
    );
  });

  it('returns ANTECEDENT_BASIS when an element is used before the claim introduces it', () => {
    expect(
      codes([
        '1. A lamp comprising: a base; the switch mounted on the base; and a switch cover.',
        '2. The lamp of claim 1, wherein the switch is a toggle switch.',
      ]),
    ).toEqual(['1:ANTECEDENT_BASIS']);
  });

  it('finds basis in every alternative of "claim 1 or 2" and in "any preceding claim" chains', () => {
    const claims = [
      '1. A mug comprising: a body.',
      '2. The mug of claim 1, further comprising a lid.',
      '3. The mug of claim 1 or 2, wherein the lid is glass.',
      '4. The mug of claim 2, wherein the lid is glass.',
    ];
    expect(codes(claims)).toEqual(['3:ANTECEDENT_BASIS']);
  });

  it('returns DEPENDS_ON_MISSING_CLAIM, DEPENDS_ON_LATER_CLAIM and SELF_DEPENDENT with the reference as span', () => {
    const claims = [
      '1. A lamp comprising: a base.',
      '2. The lamp of claim 3, wherein the base is round.',
      '3. The lamp of claim 9, wherein the base is metal.',
      '4. The lamp of claim 4, wherein the base is square.',
    ];
    expect(codes(claims)).toEqual([
      '2:DEPENDS_ON_LATER_CLAIM',
      '3:DEPENDS_ON_MISSING_CLAIM',
      '4:SELF_DEPENDENT',
    ]);
    expect(spanOf(claims, 'DEPENDS_ON_LATER_CLAIM')).toBe('claim 3');
  });

  it('returns MULTIPLE_DEPENDENT_NOT_ALTERNATIVE for "claims 1 and 2" but accepts "claim 1 or 2", "any one of claims 1 to 3" and "any preceding claim"', () => {
    const base = [
      '1. A lamp comprising: a base.',
      '2. The lamp of claim 1, wherein the base is round.',
      '3. The lamp of claim 2, wherein the base is metal.',
    ];
    expect(codes([...base, '4. The lamp of claims 1 and 2, wherein the base is square.'])).toEqual([
      '4:MULTIPLE_DEPENDENT_NOT_ALTERNATIVE',
    ]);
    expect(codes([...base, '4. The lamp of claim 1 or 2, wherein the base is square.'])).toEqual([]);
    expect(codes([...base, '4. The lamp of any one of claims 1 to 3, wherein the base is square.'])).toEqual(
      [],
    );
    expect(
      codes([...base, '4. A lamp as claimed in any preceding claim, wherein the base is square.']),
    ).toEqual([]);
    expect(
      checkClaimSet([...base, '4. A lamp as claimed in any preceding claim, wherein the base is square.'])
        .units[3].dependsOn,
    ).toEqual([1, 2, 3]);
  });

  it('returns MULTIPLE_DEPENDENT_CHAIN when a multiple dependent claim rests on another', () => {
    const claims = [
      '1. A lamp comprising: a base.',
      '2. The lamp of claim 1, wherein the base is round.',
      '3. The lamp of claim 1 or 2, wherein the base is metal.',
      '4. The lamp of claim 2 or 3, wherein the base is square.',
    ];
    expect(codes(claims)).toEqual(['4:MULTIPLE_DEPENDENT_CHAIN']);
  });

  it('returns CATEGORY_MISMATCH for a method claim depending on a mug, not for a method of using the mug of claim 1', () => {
    const claims = [
      '1. A mug comprising: a body; and a handle attached to the body.',
      '2. The method of claim 1, further comprising heating the body.',
      '3. A method of using the mug of claim 1, comprising holding the handle.',
    ];
    expect(codes(claims)).toEqual(['2:CATEGORY_MISMATCH']);
    expect(spanOf(claims, 'CATEGORY_MISMATCH')).toBe('method');
  });

  it('returns METHOD_WITHOUT_STEPS for a method claim made of things', () => {
    expect(
      codes([
        '1. A computer-implemented method comprising: a card number; a merchant identifier; and a transaction amount.',
      ]),
    ).toEqual(['1:METHOD_WITHOUT_STEPS']);
    expect(
      codes([
        '1. A computer-implemented method comprising: receiving a card number; and storing the card number.',
      ]),
    ).toEqual([]);
  });

  it('returns METHOD_WITHOUT_STEPS for a "use" claim that recites no step (MPEP 2173.05(q))', () => {
    const device = '1. A cooking device comprising: a base; and a skewer supported on the base.';
    for (const use of [
      '2. A method of using the cooking device of claim 1.',
      '2. A method of cooking food using the cooking device of claim 1.',
      '2. A method for cooking food comprising using the cooking device of claim 1.',
      '2. Use of the cooking device of claim 1 for cooking food.',
    ]) {
      const found = only([device, use], 'METHOD_WITHOUT_STEPS');
      expect(
        found.map((f) => [f.claim, f.severity]),
        use,
      ).toEqual([[2, 'error']]);
      expect(found[0].message).toMatch(/MPEP 2173\.05\(q\)/);
      expect(spanOf([device, use], 'METHOD_WITHOUT_STEPS')).toMatch(/^(?:using|Use of)$/);
    }
    // A use with its steps, a step that uses the device among others, and a dependent method claim are fine.
    expectClean(
      [
        device,
        '2. A method of cooking food using the cooking device of claim 1, comprising: placing food on the skewer; and rotating the skewer.',
      ],
      [
        device,
        '2. A method of cooking food, comprising: providing the cooking device of claim 1; and rotating the skewer.',
      ],
      [
        '1. A method of cooking, comprising: placing food on a skewer; and rotating the skewer.',
        '2. The method of claim 1, using a motor.',
      ],
    );
  });

  it.each(['preferably', 'such as', 'or the like', 'for example'])(
    'returns INDEFINITE_TERM for "%s"',
    (term) => {
      const claims = [`1. A lamp comprising: a base, ${term} a metal base; and a shade.`];
      expect(spanOf(claims, 'INDEFINITE_TERM').toLowerCase()).toBe(term);
    },
  );

  it('returns INDEFINITE_TERM for "-type" but not for p-type or n-type semiconductors', () => {
    expect(codes(['1. A lamp comprising: a Edison-type base.'])).toEqual(['1:INDEFINITE_TERM']);
    expect(
      codes(['1. A diode comprising: a p-type layer; and an n-type layer on the p-type layer.']),
    ).toEqual([]);
  });

  it('returns TRADEMARK for a registered mark or a name marked ® or ™', () => {
    expect(codes(['1. A pan comprising: a body; and a coating of Teflon on the body.'])).toEqual([
      '1:TRADEMARK',
    ]);
    expect(spanOf(['1. A pan comprising: a body made of Duraflex® polymer.'], 'TRADEMARK')).toBe('Duraflex®');
  });

  it('returns SINGLE_MEANS (error) for one means element alone and MEANS_PLUS_FUNCTION (info) otherwise', () => {
    expect(
      checkClaimSet(['1. An apparatus comprising means for heating water.']).findings.map((f) => [
        f.code,
        f.severity,
      ]),
    ).toEqual([['SINGLE_MEANS', 'error']]);
    expect(
      checkClaimSet([
        '1. An apparatus comprising: a tank; and means for heating water in the tank.',
      ]).findings.map((f) => [f.code, f.severity]),
    ).toEqual([['MEANS_PLUS_FUNCTION', 'info']]);
  });

  it('returns OMNIBUS for a claim pointing to the specification, not for a design claim', () => {
    expect(codes(['1. A lamp as described in the specification.'])).toEqual(['1:OMNIBUS']);
    expect(codes(['1. A lamp substantially as shown in the drawings.'])).toEqual(['1:OMNIBUS']);
    expect(codes(['1. The ornamental design for a lamp, as shown and described.'])).toEqual([]);
  });

  it('returns NUMBERING for "1. 1.", for numbers out of order or duplicated, and for a gap (37 CFR 1.126)', () => {
    expect(codes(['1. 1. A lamp comprising: a base.'])).toEqual(['1:NUMBERING']);
    expect(
      codes(['1. A lamp comprising: a base.', '3. The lamp of claim 1, wherein the base is round.']),
    ).toEqual(['2:NUMBERING']);
    expect(
      codes(['1. A lamp comprising: a base.', '1. The lamp of claim 1, wherein the base is round.']),
    ).toEqual(['2:NUMBERING']);
    expect(
      codes([
        '1. A lamp comprising: a base.',
        '3. The lamp of claim 1, wherein the base is round.',
        '2. The lamp of claim 1, wherein the base is square.',
      ]),
    ).toEqual(['3:NUMBERING']);
  });

  it('reads claims by their printed numbers when claims were cancelled (37 CFR 1.126)', () => {
    const claims = [
      '1. A lamp comprising: a base; and a shade mounted on the base.',
      '3. The lamp of claim 1, wherein the shade is round.',
      '4. The lamp of claim 3, wherein the base is square.',
      '5. The lamp of claim 4, wherein the shade is white.',
    ];
    // The references resolve by printed number (no dependency finding); the gap itself is a numbering warning.
    expect(codes(claims)).toEqual(['2:NUMBERING']);
    // Spans and `claim` stay positions in the list; messages name the printed number.
    const later = [
      '1. A lamp comprising: a base.',
      '3. The lamp of claim 4, wherein the base is round.',
      '4. The lamp of claim 1.',
    ];
    const f = only(later, 'DEPENDS_ON_LATER_CLAIM')[0];
    expect([f.claim, f.message.startsWith('Claim 3 refers to claim 4')]).toEqual([2, true]);
  });

  it('needs the noun phrase itself with its ordinal, not the word inside another phrase, for antecedent basis', () => {
    const warned = (claims: string[]) =>
      checkClaimSet(claims)
        .findings.filter((f) => f.code === 'ANTECEDENT_BASIS' && f.severity === 'warning')
        .map((f) => claims[f.claim - 1].slice(f.start, f.end));
    expect(
      warned([
        '1. A gear train, comprising: a first gear; a shaft supporting the first gear, wherein the second gear engages the shaft.',
      ]),
    ).toEqual(['the second gear']);
    expect(
      warned([
        '1. A pill dispenser comprising: a housing; and a door hinged to the housing, wherein the door opens when the pill is dispensed.',
      ]),
    ).toEqual(['the pill']);
    expect(
      warned([
        '1. A conveyor comprising: a frame; at least one drive channel formed in the frame; and a belt guided in said driving channel.',
      ]),
    ).toEqual(['said driving channel']);
    // The preamble's subject, a shortened phrase, "first and second" over two phrases, and "said" all give basis.
    expectClean(
      [
        '1. A pill dispenser comprising: a housing; and a door hinged to the housing, wherein the dispenser is portable.',
      ],
      [
        '1. A lamp comprising: a housing; and a first arm and a second arm mounted on the housing.',
        '2. The lamp of claim 1, wherein the first and second arms are hinged to said housing.',
        '3. The lamp of claim 1, wherein the arms are straight.',
      ],
      [
        '1. An antenna device comprising: a mast; and a dipole fixed to the mast, wherein said antenna is tuned.',
      ],
    );
  });

  it('returns claim counts with multiple dependent claims counted as the claims they refer to (37 CFR 1.75(c))', () => {
    const claims = [
      '1. A lamp comprising: a base.',
      '2. The lamp of claim 1, wherein the base is round.',
      '3. The lamp of claim 1 or 2, wherein the base is metal.',
      '4. The lamp of claim 3, wherein the base is square.',
    ];
    expect(checkClaimSet(claims).counts).toEqual({
      independent: 1,
      dependent: 3,
      multipleDependent: 1,
      total: 4,
      forFees: 6,
    });
  });

  it('counts a claim resting on a multiple dependent claim through another dependent claim as its references (MPEP 608.01(n))', () => {
    const claims = [
      '1. A box comprising a body.',
      '2. The box of claim 1, further comprising a lid.',
      '3. The box of claim 1 or 2, wherein the body is red.',
      '4. The box of claim 3, wherein the lid is blue.',
      '5. The box of claim 4, wherein the lid is round.',
    ];
    expect(checkClaimSet(claims).counts).toMatchObject({ total: 5, multipleDependent: 1, forFees: 8 });
  });

  it('counts an improper multiple dependent claim, and a claim resting on it, as one claim for fees (MPEP 607, 608.01(n))', () => {
    const claims = [
      '1. A box comprising a body.',
      '2. The box of claim 1, further comprising a lid.',
      '3. The box of claim 1 or 2, wherein the body is red.',
      '4. The box of claim 2 or 3, wherein the lid is blue.',
      '5. The box of claim 4, wherein the lid is round.',
    ];
    // 1 + 1 + 2 (claim 3 refers to two claims) + 1 (claim 4 is improper) + 1 (claim 5 rests on claim 4).
    expect(checkClaimSet(claims).counts).toEqual({
      independent: 1,
      dependent: 4,
      multipleDependent: 2,
      total: 5,
      forFees: 6,
      improperMultipleDependent: 1,
    });
  });

  it('returns TRADEMARK for marks in any case and common marks, not for USB or ordinary words', () => {
    for (const [claim, span] of [
      ['1. A jacket comprising: a GORE-TEX membrane.', 'GORE-TEX'],
      ['1. A pan comprising: a body having a teflon coating.', 'teflon'],
      ['1. A lamp comprising: a Wi-Fi module.', 'Wi-Fi'],
      ['1. A lamp comprising: a WiFi radio.', 'WiFi'],
      ['1. A lamp comprising: a Bluetooth transceiver.', 'Bluetooth'],
      ['1. A vest comprising: a KEVLAR layer and a velcro strap.', 'KEVLAR'],
    ])
      expect(spanOf([claim], 'TRADEMARK'), claim).toBe(span);
    expect(codes(['1. A lamp comprising: a USB port; and a spandex band around the USB port.'])).toEqual([]);
  });

  it('returns PREAMBLE_MISMATCH when a dependent claim names another subject than its parent', () => {
    const claims = [
      '1. A container comprising a body and a lid closing the body.',
      '2. The bottle of claim 1, wherein the lid is round.',
    ];
    expect(codes(claims)).toEqual(['2:PREAMBLE_MISMATCH']);
    expect(spanOf(claims, 'PREAMBLE_MISMATCH')).toBe('bottle');
    expect(only(claims, 'PREAMBLE_MISMATCH')[0].severity).toBe('warning');
    for (const ok of [
      '2. The container according to claim 1, wherein the lid is round.',
      '2. The plastic container as claimed in claim 1, wherein the lid is round.',
      '2. A container as in claim 1, wherein the lid is round.',
      '2. The containers of claim 1, wherein the lid is round.',
    ])
      expect(codes([claims[0], ok]), ok).toEqual([]);
    expect(
      codes([
        '1. A method of closing a box, comprising: closing a lid.',
        '2. The method as claimed in claim 1, further comprising locking the lid.',
      ]),
    ).toEqual([]);
  });

  it('returns INDEFINITE_TERM for "relatively", "comparatively", "fairly", "rather", "somewhat", not "substantially" or "about 5 mm"', () => {
    for (const word of ['relatively', 'comparatively', 'fairly', 'rather', 'somewhat'])
      expect(spanOf([`1. A box comprising a ${word} thick wall.`], 'INDEFINITE_TERM')).toBe(word);
    expect(
      codes(['1. A box comprising a substantially flat wall about 5 mm thick and approximately 2 mm wide.']),
    ).toEqual([]);
    expect(codes(['1. A box comprising a wall made of steel rather than wood.'])).toEqual([]);
  });

  it('gives spans inside the claim text as sent', () => {
    const claims = [
      BATTERY,
      '2. The battery pack of claim 1, wherein the cap is red.',
      '3. The battery pack of claim 1, further comprising a cap.',
    ];
    const f = only(claims, 'ANTECEDENT_BASIS')[0];
    expect(f).toMatchObject({ claim: 2, severity: 'warning' });
    expect(claims[1].slice(f.start, f.end)).toBe('the cap');
  });

  it('returns the same findings with the word-list tagger on these cases', () => {
    const claims = [
      '1. A mug comprising: a body; and a handle attached to the body.',
      '2. The mug of claim 1, further comprising a lid.',
      '3. The mug of claim 1, wherein the lid is removable.',
    ];
    expect(checkClaimSet(claims, { tagger: 'rules' }).findings.map((f) => `${f.claim}:${f.code}`)).toEqual([
      '3:ANTECEDENT_BASIS',
    ]);
  });

  it('reports an improper forward dependency and resolves basis through the claim chain as written', () => {
    // Claim 4 rests on claim 2, which (improperly) rests on the later claim 3 that introduces the base.
    const dependents = [
      'claim 3, further comprising a bulb',
      'claim 1, further comprising a base',
      'claim 2, wherein the base is metal',
    ];
    const claims = [
      '1. A lamp comprising: a shade; and a stem holding the shade.',
      ...dependents.map((d, i) => `${i + 2}. The lamp of ${d}.`),
    ];
    expect(codes(claims)).toEqual(['2:DEPENDS_ON_LATER_CLAIM']);
    expect(only(claims, 'DEPENDS_ON_LATER_CLAIM')[0].message).toMatch(/37 CFR 1\.75\(c\)/);
    // A forward-referencing claim is itself judged through the later claim: the cap is nowhere in its chain.
    expect(
      codes([
        ...claims.slice(0, 3),
        '4. The lamp of claim 5, wherein the cap is red.',
        '5. The lamp of claim 3, wherein the base is round.',
      ]),
    ).toEqual(['2:DEPENDS_ON_LATER_CLAIM', '4:DEPENDS_ON_LATER_CLAIM', '4:ANTECEDENT_BASIS']);
  });

  it('returns UNRELATED_ELEMENT for each part of a parts list that no other element relates to', () => {
    const partsList = [
      '1. A coherent ladar comprising: a target; a local processing circuit configured to receive a local clock signal; a data bus; an optical detector configured to record a relative optical phase; and a detector array.',
    ];
    expect(
      only(partsList, 'UNRELATED_ELEMENT').map((f) => [f.severity, partsList[0].slice(f.start, f.end)]),
    ).toEqual([
      ['warning', 'a target'],
      ['warning', 'a data bus'],
      ['warning', 'a detector array'],
    ]);
    expect(only(partsList, 'UNRELATED_ELEMENT')[0].message).toMatch(
      /not related to any other element.*MPEP 2172\.01/,
    );
    // Connected elements, a reference back ("therein"), compositions, kits and dependent claims are left alone.
    expectClean(
      ...[
        '1. A ladar comprising: a detector array; a data bus coupled to the detector array; and a processor coupled to the data bus.',
        '1. A mug comprising: a housing; and a heater disposed therein.',
        '1. A coating composition comprising: an acrylic binder; a filler; and water.',
        '1. A kit comprising: a syringe; a needle; and a vial.',
        '1. A zoom lens comprising, in order from an object side: a first lens group; and a second lens group.',
      ].map((c) => [c]),
      [
        '1. A mug comprising: a body; and a handle attached to the body.',
        '2. The mug of claim 1, further comprising a lid; and a straw.',
      ],
    );
  });

  it('returns INDEFINITE_TERM for terms of degree and optional language, not for terms of art or stated standards', () => {
    for (const [claim, span] of [
      ['1. A lamp comprising: a base; and a shade on the base, wherein the base is heavy.', 'heavy'],
      ['1. A lamp comprising: a base; and a shade optionally mounted on the base.', 'optionally'],
      ['1. A lamp comprising: a base; and a shade mounted on the base if desired.', 'if desired'],
      ['1. A lamp comprising: a base; and a slightly curved shade on the base.', 'slightly'],
      [
        '1. A lamp comprising: a base; and a shade on the base, the shade being significantly wider.',
        'significantly',
      ],
    ])
      expect(spanOf([claim], 'INDEFINITE_TERM'), claim).toBe(span);
    expect(
      only(
        ['1. A lamp comprising: a base; and a shade optionally mounted on the base.'],
        'INDEFINITE_TERM',
      )[0].message,
    ).toMatch(/MPEP 2173\.05\(h\)/);
    expectClean(
      ...[
        '1. A hydraulic system for heavy equipment comprising a pump.',
        '1. A filter for removing heavy metals from water.',
        '1. A compound wherein R is an aryl group optionally substituted with 1, 2 or 3 halogens.',
        '1. A gas mixture comprising argon and optionally up to 7% of hydrogen.',
        '1. A ring containing carbon atoms and, optionally, one sulfur atom.',
        '1. A roll having a very smooth surface, with an arithmetic roughness average Ra of 0.5 µm.',
      ].map((c) => [c]),
    );
  });

  it('returns OMNIBUS in any order of words, UNRELATED_ELEMENT for two parts joined by "and", DUPLICATE_CLAIM for twins', () => {
    expect(codes(['1. A pill dispenser as substantially shown and described herein.'])).toEqual([
      '1:OMNIBUS',
    ]);
    expect(codes(['1. A gear train comprising: a first gear and a shaft.'])).toEqual([
      '1:UNRELATED_ELEMENT',
      '1:UNRELATED_ELEMENT',
    ]);
    expectClean(['1. A gear train comprising: a first gear and a shaft carrying the first gear.']);
    const twins = [
      '1. A lamp comprising: a base; and a shade on the base.',
      '2. The lamp of claim 1, wherein the base is round.',
      '3. The lamp of claim 1, wherein the base  is round.',
    ];
    expect(codes(twins)).toEqual(['3:DUPLICATE_CLAIM']);
  });

  it('returns INDEFINITE_TERM for more terms of degree, not when the claim gives a number or a comparison', () => {
    const base = '1. A device comprising: a body; and a lid on the body.';
    const degree = (dep: string) =>
      only([base, `2. The device of claim 1, ${dep}`], 'INDEFINITE_TERM').length;
    for (const dep of [
      'wherein the body has a large number of compartments.',
      'wherein the lid closes within a reasonable time.',
      'wherein the lid is lightweight.',
      'wherein a motor in the body delivers sufficient torque.',
      'wherein the lid turns at a high speed.',
      'further comprising a large motor in the body.',
      'wherein the lid is approximately small.',
    ])
      expect(degree(dep), dep).toBe(1);
    for (const dep of [
      'wherein the lid turns at a high speed of at least 100 rpm.',
      'wherein the lid is substantially flat and about 5 mm thick.',
      'wherein the body is made of a high pressure laminate.',
      'wherein the body holds sufficient water to fill the lid.',
    ])
      expect(degree(dep), dep).toBe(0);
  });
});

describe('RELATIVE_TERM', () => {
  const relative = (claims: string[]) =>
    checkClaimSet(claims)
      .findings.filter((f) => f.code === 'RELATIVE_TERM')
      .map((f) => ({ claim: f.claim, span: claims[f.claim - 1].slice(f.start, f.end), f }));
  // Issued claims read at run time (PatentsView weekly samples in the shared data).
  const grant = (file: string, n: string) =>
    readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', file)).find(
      (g) => g.number === n,
    )!;

  it('returns RELATIVE_TERM info citing MPEP 2173.05(b) when no number or comparison measures the term', () => {
    const found = relative([
      '1. A clamp comprising: a base; a thin plate mounted on the base; and a pad movable in a direction substantially perpendicular to the base.',
      '2. The clamp of claim 1, wherein the pad and the plate are about the same width and a strong spring urges the pad.',
    ]);
    expect(found.map((x) => [x.claim, x.span])).toEqual([
      [1, 'thin'],
      [1, 'substantially'],
      [2, 'about the same'],
      [2, 'strong'],
    ]);
    expect(found[0].f.severity).toBe('info');
    expect(found[0].f.message).toMatch(
      /specification gives a standard for measuring the degree \(MPEP 2173\.05\(b\)\)/,
    );
  });

  it('returns RELATIVE_TERM on issued claims with a term of degree and no measure (US8089769 claim 4)', () => {
    const claims = grant('ipg120103.small.xml', '8089769').claims.map((c) => c.text);
    expect(relative(claims).map((x) => [x.claim, x.span])).toContainEqual([4, 'generally cylindrical']);
  });

  it('is silent when a number or comparison in the element gives the standard, and on terms of art', () => {
    expect(
      relative([
        '1. A clamp comprising: a base; a thin plate having a thickness of 2 mm; a pad thinner than the plate; and a seal.',
        '2. The clamp of claim 1, wherein the pad is substantially parallel to the base within 5 degrees.',
        '3. A cell comprising: a thin film electrode; a strong acid electrolyte; an air tight housing; and a narrow band filter.',
        '4. A lid substantially as shown and described.',
        '5. The clamp of claim 1, wherein the thin plate is steel.',
      ]),
    ).toEqual([]);
    // US7473188 claim 3 "the thin part": claim 1 measures it ("a thickness of equal to or less than 7 mm").
    const cutter = grant('ipg090106.small.xml', '7473188').claims.map((c) => c.text);
    expect(relative(cutter).filter((x) => x.claim === 3)).toEqual([]);
  });

  it('does not add errors or warnings: the relative terms are info only', () => {
    const claims = ['1. A clamp comprising: a base; and a thin plate mounted on the base.'];
    expect(checkClaimSet(claims).findings.map((f) => `${f.code}:${f.severity}`)).toEqual([
      'RELATIVE_TERM:info',
    ]);
  });
});

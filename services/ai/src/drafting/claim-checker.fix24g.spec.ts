import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { found } from './claim-checker.spec-support.js';

// Issue 24, known gaps: a dependent claim naming another subject in the European form ("An antenna according to
// claim 1" under "A container") went unflagged, and a bare generic word ("The device of claim 1") was flagged (E); a
// noun compound whose last word the tagger reads as a verb ("heat sink") was cut at the verb, so "the heat" was
// reported instead of "the heat sink" (F); a participle before a noun ("the selected block") was taken for the noun,
// and an info note said "the selected" had no basis (G); a composition claim was called an apparatus claim (H); a bare
// part went unflagged when the next element's "thereon" pointed at a part of its own, or the preamble said
// "connected to" something else (I).
const antecedents = (claims: string[]) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === 'ANTECEDENT_BASIS')
    .map((f) => claims[f.claim - 1].slice(f.start, f.end));

describe('F: a noun compound after a determiner keeps its last word when the tagger reads it as a verb', () => {
  it('returns the whole compound ("the heat sink") when it was introduced nowhere', () => {
    expect(
      found(
        ['1. An assembly comprising: a processor; and a housing, the processor mounted on the heat sink.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'the heat sink' }]);
    expect(
      antecedents([
        '1. A method of assembling a computer, comprising: providing a processor; and mounting the processor on the heat sink.',
      ]),
    ).toEqual(['the heat sink']);
  });

  it('returns nothing for a compound introduced before, in the claim or in its parent, wherever it stands', () => {
    for (const claims of [
      [
        '1. A method comprising: providing a processor and a heat sink; and mounting the processor on the heat sink.',
      ],
      [
        '1. An LED assembly comprising: a heat sink base; a heat sink attached to the heat sink base; and a lens.',
        '2. The LED assembly of claim 1, wherein the lens is mounted on the heat sink base by a clip.',
      ],
    ])
      expect(antecedents(claims), claims.at(-1)).toEqual([]);
  });

  it('still reads a verb of a plural or coordinated subject as a verb', () => {
    const claims = [
      '1. A photodiode comprising: a substrate; a first layer; and a third layer.',
      '2. The photodiode of claim 1, wherein the first layer and the third layer comprise gallium nitride.',
      '3. The photodiode of claim 1, wherein the substrate and the first layer operate to absorb light.',
    ];
    expect(antecedents(claims)).toEqual([]);
  });
});

describe('G: a participle before a noun is not the noun', () => {
  it('returns no note on "the selected block" after a step selecting a block', () => {
    for (const claims of [
      [
        '1. A method comprising: selecting a block of a plurality of blocks of a model; and outputting results of the selected block of the plurality of blocks.',
      ],
      [
        '1. A method comprising: based on a selection of a block of a plurality of blocks, displaying information on the selected block, the information comprising results of the selected block.',
      ],
      [
        '1. A method comprising: receiving data from a sensor; and storing the received data in a memory.',
        '2. The method of claim 1, further comprising modifying the data, and transmitting the modified data.',
      ],
    ])
      expect(antecedents(claims), claims.at(-1)).toEqual([]);
  });

  it('still notes a participle the claim gives no basis for, on the whole phrase', () => {
    expect(
      antecedents([
        '1. A method comprising: selecting a block of a plurality of blocks; and outputting results of the marked block.',
      ]),
    ).toEqual(['the marked block']);
  });
});

describe('H: CATEGORY_MISMATCH names a composition of matter as its own statutory class (35 U.S.C. 101)', () => {
  it('says "a composition-of-matter claim", not "an apparatus (product) claim", for a composition parent', () => {
    const claims = [
      '1. A pharmaceutical composition comprising a polymer and a filler.',
      '2. A method according to claim 1, comprising mixing the polymer with the filler.',
      '3. The method of claim 1, comprising heating the polymer.',
    ];
    const messages = checkClaimSet(claims)
      .findings.filter((f) => f.code === 'CATEGORY_MISMATCH')
      .map((f) => f.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('but claim 1 is a composition-of-matter claim:');
    expect(messages[1]).toContain('refers to claim 1, a composition-of-matter claim,');
    for (const m of messages) expect(m).not.toContain('apparatus');
  });
});

describe('E: PREAMBLE_MISMATCH for a dependent claim naming another subject in the European form', () => {
  const container = '1. A container comprising a body and a lid closing the body.';
  const heatSink = '1. A heat sink assembly comprising: a base; and fins on the base.';

  it('returns a warning citing 35 U.S.C. 112(d) and MPEP 608.01(n) with its revision on "An antenna according to claim 1"', () => {
    const claims = [container, '2. An antenna according to claim 1, wherein the lid is round.'];
    expect(found(claims, 'PREAMBLE_MISMATCH')).toEqual([{ claim: 2, severity: 'warning', span: 'antenna' }]);
    const [f] = checkClaimSet(claims).findings.filter((x) => x.code === 'PREAMBLE_MISMATCH');
    expect(f.message).toContain('does not include every limitation of claim 1');
    expect(f.message).toContain('35 U.S.C. 112(d) (MPEP 608.01(n) III, Ninth Edition, Rev. 11.2013)');
    expect(f.message).toContain('("The container of claim 1")');
  });

  it('returns nothing for the parent subject or a bare generic word, in either form', () => {
    for (const dep of [
      '2. A container according to claim 1, wherein the lid is round.',
      '2. Container as claimed in claim 1, wherein the lid is round.',
    ])
      expect(found([container, dep], 'PREAMBLE_MISMATCH'), dep).toEqual([]);
    for (const dep of [
      '2. The device of claim 1, wherein the base is copper.',
      '2. The apparatus according to claim 1, wherein the fins are aluminium.',
      '2. A device according to claim 1, wherein the base is copper.',
      '2. The system of claim 1, wherein the base is copper.',
    ])
      expect(found([heatSink, dep], 'PREAMBLE_MISMATCH'), dep).toEqual([]);
  });
});

describe('I: UNRELATED_ELEMENT for a bare part whose next element points at a part of its own', () => {
  it('returns a warning when "thereon"/"therein" in the next element follows a part that element introduces', () => {
    for (const claim of [
      '1. A valve assembly comprising: a housing; a gasket; and a camshaft having a cam formed thereon, the camshaft in the housing.',
      '1. A surveying system comprising: a vessel; a gasket; and a cable coupled to the vessel, the cable having a conduit with apertures therein.',
    ])
      expect(found([claim], 'UNRELATED_ELEMENT'), claim).toEqual([
        { claim: 1, severity: 'warning', span: 'a gasket' },
      ]);
  });

  it('returns a warning when the preamble relates the device to something else ("to be connected to a trailer")', () => {
    const claim =
      '1. A device to be connected to an underside of a trailer, comprising: a pan affixed to the underside; a gasket; and flaps mounted on the pan.';
    expect(found([claim], 'UNRELATED_ELEMENT')).toEqual([
      { claim: 1, severity: 'warning', span: 'a gasket' },
    ]);
  });

  it('returns nothing when the next element points back at the part, or the preamble relates all the parts', () => {
    for (const claim of [
      '1. A pump comprising: a housing; and a motor mounted therein.',
      '1. A circuit comprising, connected in series: a resistor; a capacitor; and an inductor.',
    ])
      expect(found([claim], 'UNRELATED_ELEMENT'), claim).toEqual([]);
  });
});

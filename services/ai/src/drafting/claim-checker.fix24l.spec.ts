import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { found } from './claim-checker.spec-support.js';

// Issue 24, the last review of the checker: "the A of the B" notes that were noise, an element introduced twice in one
// claim (a count of it, a dependent or a method claim), and the "is ambiguous" notes.
const IPG = path.join(patentDataDir(), 'uspto-xml', 'PatentsView__PatentsView-DB/ipgxml');
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(IPG, file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const ofPart = (claims: string[]) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.message.includes('gives basis to an inherent part'))
    .map((f) => `${f.claim}:${claims[f.claim - 1].slice(f.start, f.end)}`);

describe('1: "the A of the B" is noted only for a component no B has by its nature', () => {
  it('is silent on "the rotor of the motor" (US7474071 claims 13, 26): every motor has a rotor', () => {
    const claims = grant('ipg090106.small.xml', '7474071');
    expect(claims[12]).toContain('the rotor of the motor');
    expect(ofPart(claims)).toEqual([]);
  });

  it('is silent on "the metal elements of the ferroelectric film" (US6838117 claim 9): what a film is made of', () => {
    const claims = grant('ipg050104.small.xml', '6838117');
    expect(claims[8]).toContain('the metal elements of the ferroelectric film');
    expect(ofPart(claims)).toEqual([]);
  });

  it('is silent on "the arbiter grants control of …" (US7864866 claim 15), a clause the tagger ran together', () => {
    expect(ofPart(grant('ipg110104.small.xml', '7864866'))).toEqual([]);
  });

  it('still notes "the support stem of the second component" (US7862500 claims 2, 4)', () => {
    expect(ofPart(grant('ipg110104.small.xml', '7862500'))).toEqual([
      '2:the support stem',
      '4:the support stem',
    ]);
  });

  it('notes a component of a generic whole, not the same part of a whole that has one', () => {
    const base =
      '1. A drive comprising: a motor; a housing enclosing the motor; and a second component mounted on the housing.';
    expect(
      ofPart([base, '2. The drive of claim 1, wherein the rotor of the second component is steel.']),
    ).toEqual(['2:the rotor']);
    expect(ofPart([base, '2. The drive of claim 1, wherein the rotor of the motor is steel.'])).toEqual([]);
  });
});

describe('2: the same element introduced twice in one claim', () => {
  const rails =
    '1. A ladder comprising: a pair of side rails; a plurality of rungs extending between the side rails';

  it('warns on a second bare "a plurality of rungs" and on "the rungs" after it', () => {
    const claims = [
      `${rails}; and a plurality of rungs.`,
      '2. The ladder of claim 1, wherein the rungs are aluminum.',
    ];
    expect(found(claims, 'DOUBLE_INCLUSION')).toEqual([
      { claim: 1, severity: 'warning', span: 'a plurality of rungs' },
    ]);
    expect(found(claims, 'ANTECEDENT_BASIS')).toEqual([{ claim: 2, severity: 'warning', span: 'the rungs' }]);
  });

  it('warns in a dependent claim and in a method claim listing the element twice', () => {
    const dep = '2. The ladder of claim 1, further comprising: a folding tray; a hinge; and a folding tray.';
    expect(found([`${rails}.`, dep], 'DOUBLE_INCLUSION')).toEqual([
      { claim: 2, severity: 'warning', span: 'a folding tray' },
    ]);
    const method =
      '1. A method of assembling a ladder, comprising: providing a pair of side rails, a plurality of rungs, and a plurality of rungs; and joining the rungs to the side rails.';
    expect(found([method], 'DOUBLE_INCLUSION')).toEqual([
      { claim: 1, severity: 'warning', span: 'a plurality of rungs' },
    ]);
  });

  it('is silent for two told apart and always named apart, and for "another" or ordinals', () => {
    for (const claim of [
      '1. A ladder comprising: a pair of side rails; a plurality of rungs on an upper part of the side rails; and a plurality of rungs on a lower part of the side rails.',
      '1. A ladder comprising: a pair of side rails; a plurality of rungs; and another plurality of rungs.',
      '1. A ladder comprising: a pair of side rails; a first plurality of rungs; and a second plurality of rungs.',
    ])
      expect(found([claim], 'DOUBLE_INCLUSION'), claim).toEqual([]);
  });

  it('is silent on US6982482, whose pads on the upper and lower side are always named with their side', () => {
    const claims = grant('ipg060103.small.xml', '6982482');
    expect(claims[0].match(/a plurality of conductive pads bonded/g)?.length).toBe(2);
    expect(found(claims, 'DOUBLE_INCLUSION')).toEqual([]);
  });
});

describe('3: "is ambiguous" notes', () => {
  it('says of "the call" of US7315742 that the two calls may be one, introduced twice', () => {
    const claims = grant('ipg080101.small.xml', '7315742');
    const call = checkClaimSet(claims).findings.find(
      (f) => f.claim === 6 && claims[5].slice(f.start, f.end) === 'the call',
    )!;
    expect(call.severity).toBe('info');
    expect(call.message).toContain('If they are one call, introduce it once (MPEP 2173.05(o))');
  });

  it('is silent on "the value corresponding to the fraction" (US7642821 claim 9): the words after it say which', () => {
    const claims = grant('ipg100105.small.xml', '7642821');
    expect(claims[8]).toContain('the value corresponding to the fraction');
    expect(
      checkClaimSet(claims).findings.filter((f) => f.claim === 9 && f.message.includes('is ambiguous')),
    ).toEqual([]);
  });

  it('keeps the plain note for ordinals ("the encapsulant" after a first and a second one)', () => {
    const claims = [
      '1. A package comprising: a first gear; a second gear; and a shaft, wherein the gear is steel.',
    ];
    const f = checkClaimSet(claims).findings.find((x) => x.message.includes('is ambiguous'))!;
    expect(f.message).not.toContain('introduce it once');
  });
});

describe('4: mixed classes in one claim (MPEP 2173.05(p) II)', () => {
  it('warns on a person\'s act in an apparatus claim: "a user selects" of US7158629 claim 5', () => {
    const claims = grant('ipg070102.small.xml', '7158629');
    const acts = found(claims, 'INDEFINITE_TERM').filter((f) => f.span === 'a user selects');
    expect(acts).toEqual([{ claim: 5, severity: 'warning', span: 'a user selects' }]);
  });

  it('warns on the Katz claim and is silent on what the apparatus does or can do', () => {
    const katz =
      '1. A system comprising: an interface configured to provide voice messages to callers, wherein said callers digitally enter data into the interface.';
    expect(found([katz], 'INDEFINITE_TERM')).toEqual([
      { claim: 1, severity: 'warning', span: 'said callers digitally enter' },
    ]);
    for (const claim of [
      '1. A kiosk comprising: a keypad; and a processor configured to receive a code entered by the user on the keypad.',
      '1. A kiosk comprising: a keypad; and a processor, wherein the user can enter a code on the keypad.',
      '1. A method comprising: receiving a code, wherein the user enters the code on a keypad.',
    ])
      expect(found([claim], 'INDEFINITE_TERM'), claim).toEqual([]);
  });

  it('reads "means" in a method claim as no mixed class: a step may use an apparatus (only 112(f) is noted)', () => {
    const claim =
      '1. A method of heating comprising: heating a fluid with means for heating; and cooling the fluid.';
    const findings = checkClaimSet([claim]).findings;
    expect(findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(findings.map((f) => f.code)).toContain('MEANS_PLUS_FUNCTION');
  });
});

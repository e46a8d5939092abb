import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { found } from './claim-checker.spec-support.js';

// Issue 24, an attorney's second review (2026-11-29): duplicates that differ in a drawn structure, hyphenated
// compounds, verbless method steps, an element recited twice in one claim, a compound nothing introduced, brands in
// title case and a single value outside its parent's range.
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml', file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const IPG = 'PatentsView__PatentsView-DB/ipgxml';

describe('1: claims that differ only in a drawn structure are not duplicates', () => {
  const chem = () => grant(`${IPG}/ipg120103.small.xml`, '8088760');

  it('returns no DUPLICATE_CLAIM warning on US8088760, only infos on claims 8, 10 and 14', () => {
    const dup = found(chem(), 'DUPLICATE_CLAIM');
    expect(dup.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(dup.map((f) => f.claim)).toEqual([8, 10, 14]);
  });

  it('returns no warning either on the text with the tags merely dropped (empty lines, "R 1 , R 2")', () => {
    // The reader reads as the patents parser by default, which marks the drawn formula where it stood ("consisting of\n
    // [formula: image in the grant, not reproduced]\nR1, R2"); a pasted text may read otherwise.
    expect(chem()[7]).toMatch(/consisting of\n\[formula: image in the grant, not reproduced\]\nR1, R2/);
    const claims = readGrantSlice(
      path.join(patentDataDir(), 'uspto-xml', `${IPG}/ipg120103.small.xml`),
      'xml',
    )
      .find((g) => g.number === '8088760')!
      .claims.map((c) => c.text);
    expect(claims[7]).toMatch(/consisting of\n\nR 1 , R 2/);
    expect(found(claims, 'DUPLICATE_CLAIM').filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('still warns on word-for-word duplicates: US6981466 claims 49, 50, 52, and an edited chemical claim', () => {
    const dup = found(grant(`${IPG}/ipg060103.small.xml`, '6981466'), 'DUPLICATE_CLAIM');
    expect(dup.filter((f) => f.severity === 'warning').map((f) => f.claim)).toEqual([49, 50, 52]);
    const claims = [
      '1. A compound of formula I, wherein R1 is methyl.',
      '2. The compound of claim 1, wherein R2 is selected from the group consisting of hydrogen and methyl.',
      '3. The compound of claim 1, wherein R2 is selected from the group consisting of hydrogen and methyl.',
    ];
    expect(found(claims, 'DUPLICATE_CLAIM')).toMatchObject([{ claim: 3, severity: 'warning' }]);
  });
});

describe('2: a hyphenated compound stays whole ("comb-like electrodes", "L-shaped")', () => {
  it('returns no ANTECEDENT_BASIS on "the comb-like electrodes" of US7474034 claims 3, 4; "the TDT" (a typo) stays', () => {
    const claims = grant(`${IPG}/ipg090106.small.xml`, '7474034');
    expect(claims[2]).toMatch(/the first and second comb-like electrodes/);
    expect(found(claims, 'ANTECEDENT_BASIS').map((f) => `${f.claim}:${f.span}`)).toEqual(['4:the TDT']);
  });

  it('returns nothing on "the n-well" after "an n-well": the last part of a compound is its noun', () => {
    const claim =
      '1. A semiconductor device comprising: a substrate; an n-well; and a dummy diffused layer formed over the n-well.';
    expect(found([claim], 'ANTECEDENT_BASIS')).toEqual([]);
  });

  it('returns the finding with the whole compound when it has no basis, none when it has', () => {
    const arm = '1. A bracket comprising a base and an L-shaped arm fixed to the base.';
    expect(
      found([arm, '2. The bracket of claim 1, wherein the L-shaped arm is steel.'], 'ANTECEDENT_BASIS'),
    ).toEqual([]);
    expect(
      found(
        [
          '1. A bracket comprising a base and a first arm fixed to the base.',
          '2. The bracket of claim 1, wherein the second comb-like arm is steel.',
        ],
        'ANTECEDENT_BASIS',
      ).map((f) => f.span),
    ).toEqual(['the second comb-like arm']);
  });
});

describe('3: a method step with no verb, in the middle or before a prepositional phrase', () => {
  const plate =
    '1. A method of plating a part, comprising: cleaning the part; the part in a sulfuric acid bath at 1.5 A/dm2; and rinsing the part.';
  const bread =
    '1. A method of baking bread, comprising: mixing a dough; baking the dough into a bread; and the bread on a rack.';
  const wort = '1. A method of brewing, comprising: boiling a wort; and adding hops to the wort.';

  it('returns a METHOD_WITHOUT_STEPS warning on each verbless step', () => {
    expect(found([plate], 'METHOD_WITHOUT_STEPS')).toEqual([
      { claim: 1, severity: 'warning', span: 'the part in a sulfuric acid bath at 1.5 A/dm2' },
    ]);
    expect(found([bread], 'METHOD_WITHOUT_STEPS')).toEqual([
      { claim: 1, severity: 'warning', span: 'the bread on a rack' },
    ]);
    expect(
      found(
        [wort, '2. The method of claim 1, further comprising the wort through a plate chiller.'],
        'METHOD_WITHOUT_STEPS',
      ),
    ).toEqual([{ claim: 2, severity: 'warning', span: 'the wort through a plate chiller' }]);
  });

  it('returns nothing when the step has its verb, or the piece is a part listed inside a step', () => {
    for (const claims of [
      [plate.replace('the part in', 'immersing the part in')],
      [bread.replace('the bread on', 'cooling the bread on')],
      [wort, '2. The method of claim 1, further comprising passing the wort through a plate chiller.'],
      ['1. A method comprising: providing a kit having a lid; a cup with a handle; and filling the cup.'],
      ['1. A method comprising: heating a mixture; the mixture being at 30 C; and cooling the mixture.'],
    ])
      expect(found(claims, 'METHOD_WITHOUT_STEPS'), claims.join(' ')).toEqual([]);
  });
});

describe('4: an element recited twice within one independent claim', () => {
  const lamp =
    '1. A lamp comprising: a base; a bulb socket on the base; a switch mounted in the base; and a switch mounted on the bulb socket.';
  const two = '2. The lamp of claim 1, wherein the switch is a push button.';

  it('returns a DOUBLE_INCLUSION warning on the second "a switch" and an ANTECEDENT_BASIS warning on "the switch"', () => {
    expect(found([lamp, two], 'DOUBLE_INCLUSION')).toEqual([
      { claim: 1, severity: 'warning', span: 'a switch' },
    ]);
    const amb = found([lamp, two], 'ANTECEDENT_BASIS');
    expect(amb).toEqual([{ claim: 2, severity: 'warning', span: 'the switch' }]);
    const f = checkClaimSet([lamp, two]).findings.find((x) => x.code === 'DOUBLE_INCLUSION')!;
    expect(f.start).toBe(lamp.lastIndexOf('a switch'));
  });

  it('returns nothing on US8926509, whose devices each comprise "a processor" and "a radio"', () => {
    const claims = grant('USPTO__PatentPublicData/samples/xml2014/US08926509.xml', '8926509');
    expect(claims[0].match(/\ba processor\b/g)?.length).toBeGreaterThan(1);
    expect(found(claims, 'DOUBLE_INCLUSION')).toEqual([]);
  });

  it('returns nothing for "a first/second switch", "another switch", "at least one further switch"', () => {
    for (const claim of [
      '1. A lamp comprising: a base; a first switch mounted in the base; and a second switch mounted on the base.',
      '1. A lamp comprising: a base; a switch mounted in the base; and another switch mounted on the base.',
      '1. A lamp comprising: a base; a switch mounted in the base; and at least one further switch on the base.',
      '1. A lamp comprising: a base having a portion; a cover having a portion; and a switch in the base.',
    ])
      expect(
        [...found([claim, two], 'DOUBLE_INCLUSION'), ...found([claim, two], 'ANTECEDENT_BASIS')],
        claim,
      ).toEqual(claim.includes('first') ? [{ claim: 2, severity: 'info', span: 'the switch' }] : []);
  });
});

describe('5: a compound whose head nothing introduced', () => {
  const bike = '1. A bicycle comprising a frame and a handlebar mounted on the frame.';

  it('returns an ANTECEDENT_BASIS warning on "the handlebar clamp" when no clamp is introduced anywhere', () => {
    expect(
      found(
        [bike, '2. The bicycle of claim 1, wherein the handlebar clamp is aluminum.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 2, severity: 'warning', span: 'the handlebar clamp' }]);
  });

  it('returns no warning when the clamp is introduced in the chain', () => {
    const clamp =
      '2. The bicycle of claim 1, further comprising a clamp on the handlebar, wherein the handlebar clamp is aluminum.';
    expect(found([bike, clamp], 'ANTECEDENT_BASIS').filter((f) => f.severity !== 'info')).toEqual([]);
  });
});

describe('6: a brand and its model in title case', () => {
  it('returns a TRADEMARK warning on "Arduino Uno" and "Raspberry Pi 4"', () => {
    expect(found(['1. A controller comprising an Arduino Uno board and a relay.'], 'TRADEMARK')).toEqual([
      { claim: 1, severity: 'warning', span: 'Arduino Uno' },
    ]);
    expect(
      found(['1. A kiosk comprising a display driven by a Raspberry Pi 4 and a camera.'], 'TRADEMARK'),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'Raspberry Pi 4' }]);
  });

  it('returns nothing for named effects, labels, standards and genes in capitals', () => {
    for (const claim of [
      '1. A meter comprising a Hall Effect sensor and a Wheatstone Bridge circuit.',
      '1. A composition as in Comparative Example 1, comprising water.',
      '1. A tracker comprising a Global Positioning System receiver and a Kalman Filter module.',
      '1. A radio comprising a transceiver operating per IEEE 802.11 and a port compliant with USB 3.0.',
      '1. A vector comprising a human BRCA1 gene and a promoter.',
      '1. A method comprising: in Step S10, receiving a signal; and storing the signal in Table 2.',
    ])
      expect(found([claim], 'TRADEMARK'), claim).toEqual([]);
  });
});

describe('7: a single value outside its parent range', () => {
  const soap = '1. A soap comprising 10-20 wt% glycerol and water.';
  const dep = (tail: string) => [soap, `2. The soap of claim 1, ${tail}`];

  it('returns NO_FURTHER_LIMITATION on "comprising 30 wt% of the glycerol", on the range, saying the ranges conflict', () => {
    for (const tail of ['comprising 30 wt% of the glycerol.', 'wherein the glycerol is 30 wt%.'])
      expect(found(dep(tail), 'NO_FURTHER_LIMITATION')).toEqual([
        { claim: 2, severity: 'error', span: '30 wt%' },
      ]);
    const f = checkClaimSet(dep('comprising 30 wt% of the glycerol.')).findings.find(
      (x) => x.code === 'NO_FURTHER_LIMITATION',
    )!;
    expect(f.message).toMatch(/conflict/);
  });

  it('returns "broadens" for an overlapping wider range, and nothing for a value inside the parent range', () => {
    const wide = checkClaimSet(dep('wherein the glycerol is 15-25 wt%.')).findings.find(
      (x) => x.code === 'NO_FURTHER_LIMITATION',
    )!;
    expect(wide.message).toMatch(/broadens/);
    expect(wide.message).not.toMatch(/conflict/);
    expect(found(dep('comprising 15 wt% of the glycerol.'), 'NO_FURTHER_LIMITATION')).toEqual([]);
  });
});

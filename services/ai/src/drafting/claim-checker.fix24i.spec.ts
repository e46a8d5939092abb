import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
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

  it('returns no warning either when the empty lines are dropped and subscripts joined, as the patents parser reads', () => {
    const claims = chem().map((c) => c.replace(/\n\s*\n/g, '\n').replace(/\b([RXYZ]) (\d|[A-D]\b)/g, '$1$2'));
    expect(claims[7]).toMatch(/consisting of\nR1 , R2/);
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

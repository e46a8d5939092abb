import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { found } from './claim-checker.spec-support.js';

// Defects the checker missed (issue 24, precision and recall round): each with the claim, code, severity and span.
const base = '1. A device comprising: a body; and a lid mounted on the body.';

describe('NUMBERING for a number without its period', () => {
  it('returns a warning on "5 The device of claim 1 …", the claim still read as claim 5', () => {
    const claims = [
      base,
      '2. The device of claim 1, wherein the lid is round.',
      '3. The device of claim 1, wherein the body is steel.',
      '4. The device of claim 1, wherein the body is hollow.',
      '5 The device of claim 1, wherein the lid is steel.',
    ];
    expect(found(claims, 'NUMBERING')).toEqual([{ claim: 5, severity: 'warning', span: '5' }]);
    expect(checkClaimSet(claims).units[4]).toMatchObject({ number: 5, ownNumber: 5, dependsOn: [1] });
    expect(found([base, '2. The device of claim 1, wherein the lid is round.'], 'NUMBERING')).toEqual([]);
  });
});

describe('INDEFINITE_TERM at info for "suitable" and for relative terms of size, speed and degree', () => {
  it('returns "suitable" as INDEFINITE_TERM info', () => {
    expect(
      found(
        [base, '2. The device of claim 1, wherein the lid is made of a suitable material.'],
        'INDEFINITE_TERM',
      ),
    ).toEqual([{ claim: 2, severity: 'info', span: 'suitable' }]);
  });

  it('never returns a warning for "large", "high" or "substantially"', () => {
    for (const dep of [
      'wherein the body has a large number of compartments.',
      'wherein the lid turns at a high speed.',
      'further comprising a large motor in the body.',
      'wherein the lid is substantially small.',
      'wherein the lid is substantially flat.',
    ]) {
      const claims = [base, `2. The device of claim 1, ${dep}`];
      const all = checkClaimSet(claims).findings;
      expect(all.length, dep).toBeGreaterThan(0);
      expect(
        all.filter((f) => f.severity !== 'info'),
        dep,
      ).toEqual([]);
    }
  });
});

describe('NO_FURTHER_LIMITATION when a dependent claim leaves out an element of its parent (35 U.S.C. 112(d))', () => {
  it('returns an error for "wherein the lid is omitted" and "… is removed", not for an element the parent lacks', () => {
    for (const dep of ['wherein the lid is omitted.', 'wherein the lid is removed.']) {
      expect(found([base, `2. The device of claim 1, ${dep}`], 'NO_FURTHER_LIMITATION'), dep).toEqual([
        { claim: 2, severity: 'error', span: `claim 1, ${dep}` },
      ]);
    }
    const chain = [
      base,
      '2. The device of claim 1, further comprising a handle.',
      '3. The device of claim 2, wherein the handle is omitted.',
    ];
    expect(found(chain, 'NO_FURTHER_LIMITATION').map((f) => f.claim)).toEqual([3]);
    const method = [
      '1. A method comprising: heating a mixture; and stirring the mixture.',
      '2. The method of claim 1, wherein the stirring step is omitted.',
    ];
    expect(found(method, 'NO_FURTHER_LIMITATION').map((f) => f.claim)).toEqual([2]);
    expect(
      found([base, '2. The device of claim 1, wherein a seal is removed.'], 'NO_FURTHER_LIMITATION'),
    ).toEqual([]);
  });
});

describe('TRADEMARK for common marks written as generic words', () => {
  it('returns a warning for "Super Glue", "Velcro", "Teflon", "Plexiglas" in any case', () => {
    const marks = ['super glue', 'Super Glue', 'velcro', 'Teflon', 'Plexiglas'];
    const sut = marks.map(
      (mark) => found([base, `2. The device of claim 1, wherein the lid carries ${mark}.`], 'TRADEMARK')[0],
    );
    expect(sut).toEqual(marks.map((span) => ({ claim: 2, severity: 'warning', span })));
  });
});

describe('CLAIM_FORM: one sentence ending in a period, with a transition (MPEP 608.01(m), 2111.03)', () => {
  it('returns a warning for a claim without its final period, or with two sentences', () => {
    expect(found([base, '2. The device of claim 1, wherein the lid is round'], 'CLAIM_FORM')).toEqual([
      { claim: 2, severity: 'warning', span: 'lid is round' },
    ]);
    expect(
      found([base, '2. The device of claim 1, wherein the lid is round. The lid is steel.'], 'CLAIM_FORM'),
    ).toEqual([{ claim: 2, severity: 'warning', span: '.' }]);
    // Abbreviations and numbers end no sentence; a clean set has no claim-form finding.
    expect(
      found(
        [base, '2. The device of claim 1, wherein the lid is as in U.S. Pat. No. 5,000,000 and Fig. 2.'],
        'CLAIM_FORM',
      ),
    ).toEqual([]);
  });

  it('returns info when the claim stops on a formula lead-in ("wherein the compound is:")', () => {
    expect(
      found(
        ['1. A compound comprising a ring.', '2. The compound of claim 1, wherein the ring is:'],
        'CLAIM_FORM',
      ),
    ).toEqual([{ claim: 2, severity: 'info', span: 'the ring is:' }]);
  });

  it('returns a warning for an independent claim listing elements with no transition', () => {
    expect(found(['1. A device, a body and a lid mounted on the body.'], 'CLAIM_FORM')).toEqual([
      { claim: 1, severity: 'warning', span: 'device' },
    ]);
    for (const t of ['comprising', 'consisting of', 'consisting essentially of', 'characterized by'])
      expect(found([`1. A device ${t} a body and a lid mounted on the body.`], 'CLAIM_FORM'), t).toEqual([]);
    expect(found(['1. A device, wherein a body and a lid are mounted together.'], 'CLAIM_FORM')).toEqual([]);
  });
});

describe('ANTECEDENT_BASIS: no false findings on "-able" adjectives, "non-" words and plurals', () => {
  const antecedents = (claims: string[]) => found(claims, 'ANTECEDENT_BASIS');

  it('reads an "-able" adjective after a noun as an adjective, not as the head of the phrase', () => {
    expect(
      antecedents([
        '1. A device comprising: a body; and a plurality of parts movable relative to the body, wherein the parts are steel.',
      ]),
    ).toEqual([]);
    // An adjective after the noun says which one, as "of" does: "the parts movable relative to each other".
    expect(
      antecedents([
        base,
        '2. The device of claim 1, wherein the body holds the parts movable relative to each other.',
      ]),
    ).toEqual([]);
  });

  it('reads "non-polar", "non polar" and "nonpolar" as one word', () => {
    const intro = (w: string) => `1. A composition comprising a polar activator and a ${w} activator.`;
    const dep = (w: string) => `2. The composition of claim 1, wherein the ${w} activator is xylene.`;
    for (const [a, b] of [
      ['nonpolar', 'non-polar'],
      ['non-polar', 'nonpolar'],
    ])
      expect(antecedents([intro(a), dep(b)]), `${a} → ${b}`).toEqual([]);
  });

  it('gives the plural of an introduced element at most a note, also when the tagger stops before the plural', () => {
    const claims = [
      '1. A device comprising: a frame; a first arm support and a second arm support on the frame.',
      '2. The device of claim 1, wherein an arm rests on the first and second arm supports.',
    ];
    expect(antecedents(claims).filter((f) => f.severity !== 'info')).toEqual([]);
    // A wrong ordinal stays a warning: "said second notches" after "a first notch" only.
    expect(
      antecedents([
        '1. A device comprising: a body having a first notch; and a lid.',
        '2. The device of claim 1, wherein said second notches are round.',
      ]).map((f) => f.severity),
    ).toEqual(['warning']);
  });
});

describe('claims read with character references decoded, as the product reads them', () => {
  it('reads "MUMETAL&#xae;" as "MUMETAL®" and an accented word as one word', () => {
    const grant = readGrantSlice(
      path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg060103.small.xml'),
    ).find((g) => g.number === '6982378')!;
    const claim8 = grant.claims[7].text;
    expect(claim8).toContain('4–79 Permalloy, MUMETAL®, Hymu 80');
    expect(claim8).not.toMatch(/&#x?[0-9a-f]+;/i);
    // "appliqué" is one word: "the appliqué" has its basis in "a needlework appliqué".
    expect(
      found(
        [
          '1. A process comprising: printing a design resembling a needlework appliqué; and cutting the appliqué from a sheet.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([]);
  });
});

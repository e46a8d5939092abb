import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';

// Attorney review of the claim checker, fifth round (issue 24): parts whose head noun ends like an act, a property or
// an adjective ("-al", "-ive", "-ure", "-ed", "-ic") and that the claims introduce nowhere were only notes.
const found = (claims: string[]) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === 'ANTECEDENT_BASIS')
    .map((f) => ({ claim: f.claim, severity: f.severity, span: claims[f.claim - 1].slice(f.start, f.end) }));
const base = '1. A device comprising: a body; and a lid mounted on the body.';

describe('ANTECEDENT_BASIS warning for a part in "-al", "-ive", "-ure" or "-ed" introduced nowhere', () => {
  it('returns a warning on "the pedal", "the terminal", "the fixture", "the aperture", "the adhesive", "the drive", "the bed"', () => {
    for (const [dep, span] of [
      ['wherein the pedal is joined to the lid.', 'the pedal'],
      ['wherein the terminal is connected to the lid.', 'the terminal'],
      ['wherein the lid is held by the fixture.', 'the fixture'],
      ['wherein the lid covers the aperture.', 'the aperture'],
      ['wherein the lid is bonded to the body by the adhesive.', 'the adhesive'],
      ['wherein the lid is turned by the drive.', 'the drive'],
      ['wherein the body rests on the bed.', 'the bed'],
      ['wherein the body is inside the enclosure.', 'the enclosure'],
      ['wherein the seal is between the lid and the body.', 'the seal'],
      // The tagger reads "ceramic" and "explosive" as adjectives; the phrase ends there, so they are the parts.
      ['wherein the ceramic is white.', 'the ceramic'],
      ['wherein the lid is opened by the explosive.', 'the explosive'],
    ]) {
      expect(found([base, `2. The device of claim 1, ${dep}`]), dep).toEqual([
        { claim: 2, severity: 'warning', span },
      ]);
    }
  });

  it('returns a warning on "said fixture" and on a part named in an independent claim', () => {
    expect(found([base, '2. The device of claim 1, wherein said fixture holds the lid.'])).toEqual([
      { claim: 2, severity: 'warning', span: 'said fixture' },
    ]);
    expect(
      found([
        '1. A brake comprising: a lever; and a cable joined to the lever, wherein the pedal pulls the cable.',
      ]),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'the pedal' }]);
  });

  it('finds no problem once the part is introduced in the claim or a parent', () => {
    const parent = '1. A device comprising: a pedal; a terminal; an aperture; a drive; and an adhesive.';
    expect(
      found([
        parent,
        '2. The device of claim 1, wherein the pedal, the terminal, the aperture, the drive and the adhesive are joined.',
      ]),
    ).toEqual([]);
  });

  it('keeps acts and properties as they were: "the removal", "the arrival", "the pressure" are notes only', () => {
    for (const dep of [
      'wherein the removal of the lid is easy.',
      'wherein the lid is opened upon the arrival.',
      'wherein the pressure is high.',
      'wherein the lid is opened on the approval.',
    ]) {
      expect(
        found([base, `2. The device of claim 1, ${dep}`]).filter((f) => f.severity !== 'info'),
        dep,
      ).toEqual([]);
    }
  });
});

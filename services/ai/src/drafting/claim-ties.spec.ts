import { describe, expect, it } from 'vitest';
import { claimTies, elementName, partHolding } from './claim-ties.js';
import { BOILERPLATE, isDefinitionSentence, namedOnlyInDefinitions } from './definitions.js';

describe(claimTies.name, () => {
  it('finds a thing a wherein clause introduces with no part holding it (it floats)', () => {
    const t = claimTies(
      '1. A holder comprising: a cavity; and a reel inserted into the cavity; wherein a distance between a first ' +
        'tab and a second tab is greater than a height of the reel.',
    );
    expect(t.floating).toEqual(['first tab', 'second tab']);
    // "a distance", "a height": measures, not things.
    expect(t.introduced).toEqual(['first tab', 'second tab']);
    expect(t.untied).toEqual([]);
  });

  it('ties a thing the clause says a claimed part comprises or carries', () => {
    const comprises = claimTies(
      '1. A mug comprising: a body; and a lid mounted on the body; wherein the lid comprises a first tab and a ' +
        'second tab, and a distance between the first tab and the second tab is less than a width of the body.',
    );
    expect(comprises.floating).toEqual([]);
    const carried = claimTies(
      '1. A mug comprising: a body; and a lid; wherein a tab is disposed upon the lid.',
    );
    expect(carried.floating).toEqual([]);
  });

  it('finds a body element that relates to nothing and that nothing relates to', () => {
    const t = claimTies(
      '1. An apparatus comprising: a cavity; a reel inserted into the cavity; and a retention device comprising ' +
        'a pen and a bracket.',
    );
    expect(t.untied).toEqual(['a retention device comprising a pen and a bracket']);
  });

  it('ties an element through a part it comprises that another element names', () => {
    const t = claimTies(
      '1. A device comprising: a windmill comprising a tower; and a generator placed in the tower.',
    );
    expect(t.untied).toEqual([]);
  });

  it('reads an element name up to its relation', () => {
    expect(elementName('a retracting reel inserted into the cavity')).toBe('retracting reel');
    expect(elementName('a plurality of gripping members, each connected to the base')).toBe(
      'gripping members',
    );
  });
});

describe(partHolding.name, () => {
  it('returns the claimed part a sentence puts the thing on, also through "of the …"', () => {
    const d =
      'The clip is made of steel. Two tabs (a first tab and a second tab) are disposed upon the inner face 12 of the ' +
      'bracket, and extend toward the wall.';
    expect(partHolding(d, 'first tab', ['bracket', 'reel'])).toBe('bracket');
  });
  it('returns null when no sentence says what holds it', () => {
    const d =
      'A first tab and a second tab are disposed upon the inner face. The bracket surrounds the reel.';
    expect(partHolding(d, 'first tab', ['bracket', 'reel'])).toBeNull();
  });
});

describe(isDefinitionSentence.name, () => {
  it('recognises definitions and boilerplate, not statements of the invention', () => {
    for (const s of [
      '"Derivatives," as used herein, means salts of the relevant compound.',
      'The term "substrate" refers to any rigid support.',
      'A polar oil is defined as an oil with a solubility parameter of at least 7.',
      'All ratios are weight ratios, unless specifically stated otherwise.',
      'In the description, the terms "first" and "second" are used to distinguish one element from another.',
    ])
      expect(isDefinitionSentence(s), s).toBe(true);
    expect(isDefinitionSentence('The composition comprises a silicone oil and two sunscreens.')).toBe(false);
  });
  it('tells boilerplate and aims apart from what the invention is', () => {
    for (const s of [
      'Like reference numerals indicate like elements throughout the specification and drawings.',
      'This application is a continuation of an earlier application.',
      'A still further object of the present invention is to provide a quieter fan.',
    ])
      expect(BOILERPLATE.test(s), s).toBe(true);
    expect(BOILERPLATE.test('The fan assembly is mounted in the housing of the ice maker.')).toBe(false);
  });
  it('says a phrase is a word of a definition when only definitions name it', () => {
    const said = [
      '"Derivatives," as used herein, means salts of the relevant compound.',
      'The composition comprises a silicone elastomer.',
    ];
    expect(namedOnlyInDefinitions(said, 'relevant compound')).toBe(true);
    expect(namedOnlyInDefinitions(said, 'silicone elastomer')).toBe(false);
  });
});

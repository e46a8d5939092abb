import { describe, expect, it } from 'vitest';
import { anaphorReason, checkAbstract } from './abstract-checker.js';

// Issue 24, attorney review 3.4: the abstracts the local engine drafted that the checker passed (US6982661, US6982059,
// US7863256), verbatim, and the forms close to them that stand.
const warnings = (a: string) => checkAbstract(a).filter((f) => f.severity === 'warning');

describe('an opening that leans on a passage the abstract lacks', () => {
  it('flags "All the codes having that length are then checked for a match." (US6982661)', () => {
    const w = warnings('All the codes having that length are then checked for a match.');
    expect(w).toHaveLength(1);
    expect(w[0].message).toMatch(
      /^The opening sentence leans on a passage the abstract does not have: "that length"/,
    );
  });

  it('reads "is then", "also includes" and "such" without antecedent, not "such as", "in such a manner", relatives', () => {
    expect(anaphorReason('The signal is then filtered by a band-pass filter.')).toMatch(/"is then"/);
    expect(anaphorReason('The valve also includes a spring.')).toMatch(/"also includes"/);
    // US8088834's drafted opening.
    expect(anaphorReason('A process then involves increasing the temperature of a molten mixture.')).toMatch(
      /"then involves"/,
    );
    expect(anaphorReason('A tank is filled with such fluid by a pump.')).toMatch(/"such fluid"/);
    expect(anaphorReason('A pump moves liquids such as water into a tank.')).toBeNull();
    expect(anaphorReason('A latch is connected in such a manner that the door opens.')).toBeNull();
    expect(anaphorReason('A design is melded onto a layer that is then cut out.')).toBeNull();
    expect(anaphorReason('A fluid is heated and then cooled.')).toBeNull();
    expect(anaphorReason('An indicator captured between couplers that point to the source.')).toBeNull();
    // A later sentence may follow on from the opening.
    expect(
      warnings('A decoder has a table of codes. All the codes having that length are then checked.'),
    ).toEqual([]);
  });
});

describe('an abstract of background statements only', () => {
  const background =
    'The platinum group comprises platinum, palladium, rhodium, iridium, osmium and ruthenium. Formulation of alloys ' +
    'for high-temperature use is dependent upon an understanding of the properties of the metals.';
  it('flags it (US6982059), and not once a sentence says what the invention is', () => {
    expect(warnings(background).map((f) => f.message)).toEqual([
      expect.stringMatching(/^Every sentence states background/),
    ]);
    expect(warnings(`An alloy includes rhodium, platinum and palladium. ${background}`)).toEqual([]);
  });
});

describe('"a"/"an" before a plural head noun', () => {
  it('flags "An amide derivatives of hyaluronic acid are made …" (US7863256)', () => {
    const w = warnings(
      'An amide derivatives of hyaluronic acid are made in the form of gels, hydrogels and powders.',
    );
    expect(w.map((f) => f.message)).toEqual([
      expect.stringMatching(/^"An amide derivatives": "An" is for one thing/),
    ]);
  });

  it('leaves singular nouns in -s, possessives and verbs read as nouns alone', () => {
    for (const a of [
      'A lens focuses light on a sensor.',
      'A series of pulses drives a motor.',
      "In the game, a players' hand is compared with a dealer's hand.",
      'A motor drives the shaft.',
      'An apparatus includes a glass plate.',
    ])
      expect(warnings(a).filter((f) => /is for one thing/.test(f.message))).toEqual([]);
  });
});

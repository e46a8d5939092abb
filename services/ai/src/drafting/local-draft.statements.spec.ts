import { describe as suite, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { describe } from './description-facts.js';
import { removedBy, removedThings } from './invention-statement.js';
import { localClaimSet } from './local-draft.js';

const grants = loadGrants(patentDataDir());
const grant = (n: string) => grants.find((g) => g.number === n)!;
const relations = (text: string) =>
  describe(text, 'Apparatus').relations.map((r) => `${r.a} ${r.how} ${r.b.id}`);
/** The steps of a method claim, in order. */
const stepsOf = (claim: string) => claim.replace(/^[\s\S]*?comprising:\s*/, '').split(/;\s*(?:and\s+)?/);

// Issue 24 re-review: plain descriptions, as an inventor writes them, with the claim a practitioner would expect.
const WATER_LEAK =
  'The invention relates to a method of detecting a water leak in a building. A moisture sensor is placed on the ' +
  'floor near a water heater. The sensor measures the moisture of the floor. The controller compares the moisture ' +
  'with a threshold. When the moisture exceeds the threshold, the controller then closes the valve on the supply ' +
  'pipe and finally sends an alarm to the owner.';
const NAPKIN_HOLDER =
  'My napkin holder has a flat base that sits on a table. Two upright arms extend from the base and hold the ' +
  'napkins between them. A tab at the top of one arm lets the user lift the holder. A slot is formed in the other ' +
  'arm, and a logo piece is inserted in the slot so that a restaurant can show its logo.';
const BAR_CLAMP =
  'The bar clamp has a long steel bar. A fixed jaw is attached to one end of the bar. A movable jaw slides along ' +
  'the bar toward the fixed jaw. A trigger handle is mounted on the movable jaw, and squeezing the trigger handle ' +
  'advances the movable jaw along the bar so that a workpiece is clamped between the fixed jaw and the movable jaw.';

suite('a method the description states in order', () => {
  it('claims the water-leak method as its ordered acts, each part introduced with "a" before "the"', () => {
    const claims = localClaimSet('Water leak detection method', WATER_LEAK);
    expect(claims[0]).toMatch(/^1\. A method of detecting a water leak\b/);
    const steps = stepsOf(claims[0]);
    const order = [
      /^placing a moisture sensor on a floor/,
      /^measuring\b/,
      /^comparing the moisture with a threshold/,
    ];
    order.forEach((re, i) => expect(steps[i]).toMatch(re));
    expect(steps.some((s) => /^closing a valve\b/.test(s))).toBe(true);
    // A condition ("when the moisture exceeds the threshold") is no step of its own.
    expect(claims[0]).not.toMatch(/\bexceeding\b/);
    const bad = checkClaimSet(claims).findings.filter(
      (f) => f.severity === 'error' || f.code === 'ANTECEDENT_BASIS',
    );
    expect(bad).toEqual([]);
  });

  it('claims the method of US7473606 without the implant the invention removes, with its millisecond anneal', () => {
    const g = grant('7473606');
    const claims = localClaimSet(g.title, g.description);
    expect(claims[0]).toMatch(/^1\. A method of fabricating/);
    expect(claims[0]).toMatch(/performing a millisecond annealing process/);
    expect(claims[0]).toMatch(/forming a spacer around the gate structure/);
    expect(claims.join(' ')).not.toMatch(/pre-amorph/);
  });
});

suite('what the invention does without', () => {
  it('reads the steps and parts a description says its invention eliminates, avoids or replaces', () => {
    const removed = removedThings(
      'The present invention eliminates the needs of performing any pre-amorphorized implantation. The clip is ' +
        'held without a separate fastener, instead of a screw, without departing from the spirit of the invention.',
    );
    expect(removed).toEqual(
      expect.arrayContaining(['pre-amorphorized implantation', 'separate fastener', 'screw']),
    );
    expect(removed).not.toContain('departing');
    const gone = removedBy(removed);
    expect(gone({ phrase: 'pre-amorphorized implantation process' })).toBe(true);
    expect(gone({ phrase: 'set screw' })).toBe(false);
  });
});

suite('relations of plain sentences', () => {
  it('reads "A and B are coupled to each other" and "A, which is connected to B"', () => {
    const text =
      'An oscillator 10 comprises a first inverter 12 and a second inverter 14. The first inverter 12 and the ' +
      'second inverter 14 are coupled to each other. A control transistor 16, which is connected to the first ' +
      'inverter 12, receives a control voltage.';
    expect(relations(text)).toEqual(
      expect.arrayContaining([
        'first inverter coupled to second inverter',
        'control transistor connected to first inverter',
      ]),
    );
    expect(localClaimSet('Oscillator', text)[0]).toMatch(/a first inverter coupled to the second inverter/);
  });

  it('reads "connected to one another through B" as a connection through B, with its manner adverb', () => {
    const text =
      'A resistor ring 20 has resistor elements 22 and connecting nodes 24. The resistor elements 22 are ' +
      'respectively and electrically connected to one another through the connecting nodes 24.';
    expect(relations(text)).toContain('resistor element electrically connected through node');
  });

  // Plain inventor descriptions (issue 24 re-review): parts named once, "two arms", "one end", "a fixed jaw" beside
  // "a movable jaw", and "slides" the tagger reads as a noun.
  it('claims the napkin holder with its base, the arms extending from it and the logo piece in the slot', () => {
    const claim1 = localClaimSet('Napkin holder', NAPKIN_HOLDER)[0] ?? '';
    expect(claim1).toMatch(/\ba (?:flat )?base\b/);
    expect(claim1).toMatch(/\barms? extending from the (?:flat )?base\b/);
    expect(claim1).toMatch(/\ba logo piece inserted in the slot\b/);
  });

  it('claims the bar clamp with its bar, the jaws on it and the trigger handle on the movable jaw', () => {
    const claim1 = localClaimSet('Bar clamp', BAR_CLAMP)[0] ?? '';
    expect(claim1).toMatch(/\ba fixed jaw attached to\b[^;]*\bbar\b/);
    expect(claim1).toMatch(/\ba movable jaw\b[^;]*\bthe (?:steel )?bar\b/);
    expect(claim1).toMatch(/\ba trigger handle mounted on the movable jaw\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { parseClaims } from './claims-parser.js';
import { technicalMerit } from './scores.js';

// Attorney re-review of issue 23, defect 21: technical merit read the shortest independent claim's word count as its
// breadth, so a 17-word claim to one compound (US7863250) counted as broad (3 of 3 points). A practitioner reads
// breadth from what the claim requires: the parts it introduces, a single named species against a genus, Markush
// alternatives. The signal says what it measured next to its value, and "not assessed" where it measures nothing.
const grants = loadGrants(patentDataDir());
const NAME = 'breadth of the broadest independent claim (parts it introduces)';
const meritOf = (n: string) => {
  const g = grants.find((x) => x.number === n)!;
  return technicalMerit({ ...g, continuityFamilySize: 2 }, parseClaims(g.claims), 3);
};
const breadthOf = (n: string) => meritOf(n).signals.find((s) => s.name === NAME)!.value;

describe('the breadth signal of technical merit', () => {
  it('a claim to one compound is narrow, not broad, and adds no point (US7863250)', () => {
    expect(breadthOf('7863250')).toBe(
      'narrow: claim 1 claims one named compound or sequence, as every independent claim does',
    );
    const { reason } = meritOf('7863250');
    expect(reason).toContain(`${NAME}: narrow: claim 1 claims one named compound or sequence`);
    expect(reason).toMatch(/as every independent claim does \(0 of 3 points\)/);
  });

  it('counts the parts the broadest claim introduces, with its elements, not its words (US7643624, US7862231)', () => {
    // Claim 1: a system, residential telephone lines, a network, a conference module, an incoming call … (4 elements).
    expect(breadthOf('7643624')).toBe('claim 1: 4 elements introducing 9 parts');
    // One element listing seven circuits and more: "a plurality of thermo-couples, a plurality of relays, …".
    expect(breadthOf('7862231')).toMatch(/^claim 1: 1 element introducing 1[5-9] parts$/);
    expect(meritOf('7862231').reason).toMatch(/introducing 1[5-9] parts \(0\.5 of 3 points\)/);
  });

  it('says "not assessed" for a chemical genus claimed by formula or Markush groups (US8088760, US7642321)', () => {
    expect(breadthOf('8088760')).toMatch(
      /^not assessed: claim 1 claims a chemical genus by a formula or Markush groups \(8 elements introducing \d+ parts; 4 Markush groups listing 52 alternatives\); its breadth lies in what the groups' members cover/,
    );
    expect(breadthOf('7642321')).toMatch(/^not assessed: claim 1 claims a chemical genus/);
    // No points: the score rests on the other signals, each listed.
    expect(meritOf('8088760').reason).toMatch(/which this engine does not measure; forward citations/);
  });

  it('lists the Markush alternatives of a claim that is no chemical genus (US8088834)', () => {
    expect(breadthOf('8088834')).toBe(
      'claim 1: 6 elements introducing 16 parts; 3 Markush groups listing 36 alternatives',
    );
  });
});

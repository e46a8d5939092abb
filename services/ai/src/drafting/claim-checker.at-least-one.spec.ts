import { describe, expect, it } from 'vitest';
import { findingSpans, issuedClaims as claimsOf } from '../../test/support/drafted-grants.js';
import { checkClaimSet } from './claim-checker.js';

// Issue 24 review 1.10: "at least one of A, B, and C" may be read as at least one of each (SuperGuide, Fed. Cir. 2004).
const conjunctive = (claims: string[]) => findingSpans(claims, /read conjunctively/);

describe('"at least one of" a list joined by "and"', () => {
  it('notes the list of fillers of US8419064 claim 12, as info, suggesting "or" and citing SuperGuide', () => {
    const claims = claimsOf('8419064');
    expect(conjunctive(claims)).toEqual([
      [12, 'at least one of lead, concrete, gravel, steel, and water', 'info'],
    ]);
    const note = checkClaimSet(claims).findings.find((f) => /read conjunctively/.test(f.message))!;
    expect(note.message).toContain(
      'SuperGuide Corp. v. DirecTV Enterprises, Inc., 358 F.3d 870 (Fed. Cir. 2004)',
    );
    expect(note.message).toContain(
      'write "at least one of lead, concrete, gravel, steel, or water" or "one or more of',
    );
  });

  it('ends the list where the claim goes on: "said tray and said plate" (US8420016 claims 6, 16)', () => {
    expect(conjunctive(claimsOf('8420016'))).toEqual([
      [6, 'at least one of said tray and said plate', 'info'],
      [16, 'at least one of said tray and said plate', 'info'],
    ]);
  });

  it('leaves "or" lists, "the first and second …" and one of a set alone (US6838627, US7314376, US7315289)', () => {
    for (const n of ['6838627', '7314376', '7315289']) expect(conjunctive(claimsOf(n))).toEqual([]);
  });

  it('leaves an "and" that joins clauses alone', () => {
    expect(
      conjunctive([
        '1. A box comprising a plurality of sides, wherein at least one of the sides is removable and the box is open.',
        '2. A kit comprising at least one of a bolt, a nut, or a washer.',
        '3. A mix comprising at least one of sand, gravel, and mixtures thereof.',
      ]),
    ).toEqual([]);
  });
});

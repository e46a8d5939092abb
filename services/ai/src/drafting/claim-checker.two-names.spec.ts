import { describe, expect, it } from 'vitest';
import { findingSpans, issuedClaims as claimsOf } from '../../test/support/drafted-grants.js';
import { checkClaimSet } from './claim-checker.js';

// Issue 24 review 1.9: one element called by two names in one claim set ("a receptacle portion" … "the receptacle").
const twoNames = (claims: string[]) => findingSpans(claims, /is never introduced by itself/);

describe('one element called by two names', () => {
  it('notes "the receptacle" after "a receptacle portion" (US8419064 claims 11, 12), as info', () => {
    const claims = claimsOf('8419064');
    expect(twoNames(claims)).toEqual([
      [11, 'the receptacle', 'info'],
      [12, 'the receptacle', 'info'],
    ]);
    const f = checkClaimSet(claims).findings.find((x) => /is never introduced by itself/.test(x.message))!;
    expect(f.message).toContain('"a receptacle portion" is: if they are one element, call it by one name');
  });

  // A shared head ("the inner and outer elements"), "the latch of the … latch unit", "the left and right segments".
  it.each(['7315006', '7472944', '11147202'])('says nothing on the issued claims of US%s', (n) =>
    expect(twoNames(claimsOf(n))).toEqual([]),
  );

  it('says nothing when the short name is introduced by itself or names the claimed subject', () => {
    const claim =
      '1. A box comprising: a receptacle; and a receptacle portion, wherein the receptacle is open.';
    expect(twoNames([claim])).toEqual([]);
    // The claimed subject's short name has its basis in the preamble.
    expect(twoNames(['1. An antenna device comprising a mast, wherein said antenna is tuned.'])).toEqual([]);
  });
});

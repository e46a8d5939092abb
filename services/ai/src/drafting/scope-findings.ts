import type { ClaimFinding } from '@patent-hub/contracts';
import type { Token } from './claim-nlp.js';
import type { ClaimUnit } from './claim-structure.js';
import { emptyRanges } from './empty-range.js';
import { improperMarkush, markushOutside } from './markush.js';
import { pluralOfOne } from './plural-reference.js';

/**
 * The checks of the attorney review of 2026-11-29: a pick outside the parent's Markush group (35 U.S.C. 112(d)), a
 * Markush group with "and/or", bounds no value meets, and a plural after one element. `earlier` holds the claim's
 * findings so far, so a claim already found not to limit its parent, or a phrase already without basis, is not
 * reported twice.
 */
export function scopeFindings(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  tokens: Token[],
  earlier: ClaimFinding[],
): ClaimFinding[] {
  const mine = earlier.filter((f) => f.claim === c.number);
  const outside = mine.some((f) => f.code === 'NO_FURTHER_LIMITATION')
    ? null
    : markushOutside(c, byNumber, tokens);
  const plurals = pluralOfOne(c, byNumber, tokens).filter(
    (f) => !mine.some((g) => g.code === 'ANTECEDENT_BASIS' && g.start < f.end && f.start < g.end),
  );
  return [...(outside ? [outside] : []), ...improperMarkush(c), ...emptyRanges(c), ...plurals];
}

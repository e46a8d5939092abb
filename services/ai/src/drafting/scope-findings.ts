import type { ClaimFinding } from '@patent-hub/contracts';
import type { Token } from './claim-nlp.js';
import type { ClaimUnit } from './claim-structure.js';
import { emptyRanges } from './empty-range.js';
import { improperMarkush, markushOutside } from './markush.js';

/**
 * The checks of the attorney review of 2026-11-29: a pick outside the parent's Markush group (35 U.S.C. 112(d)), a
 * Markush group with "and/or" and bounds no value meets. `earlier` holds the claim's findings so far, so a claim
 * already found not to limit its parent is not reported twice. (The review's plural after one element is an
 * antecedent finding, plural-reference.ts.)
 */
export function scopeFindings(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  tokens: Token[],
  earlier: ClaimFinding[],
): ClaimFinding[] {
  const limited = earlier.some((f) => f.claim === c.number && f.code === 'NO_FURTHER_LIMITATION');
  const outside = limited ? null : markushOutside(c, byNumber, tokens);
  return [...(outside ? [outside] : []), ...improperMarkush(c), ...emptyRanges(c)];
}

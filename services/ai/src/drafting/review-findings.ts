import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';
import { doubleInclusion } from './double-inclusion.js';
import { broaderMaterial } from './material-kind.js';
import { nestedRanges } from './nested-range.js';
import { openMarkush } from './open-markush.js';
import { productAndProcess } from './product-and-process.js';
import { repeatedElements } from './repeated-element.js';
import { repeatedSteps } from './repeated-step.js';
import { doubleInclusionInClaim } from './recited-twice.js';
import { replacedProperty } from './replaced-property.js';
import { userActs } from './user-act.js';

/**
 * The checks of the attorney review's second round (2026-11-29): a dependent claim that only introduces again what
 * its parent recites, or names a kind of its parent's material ("metal" under "steel"); an open Markush group; a
 * narrow range within a broad one in one claim; and an apparatus with the method of using it in one claim. And of its
 * re-review: a dependent claim giving a part another material, colour or shape than its parent does, "further
 * comprising a switch" under a parent reciting one, and a method step recited twice. `earlier` holds the claim's
 * findings so far, so a defect already reported (a claim already found not to limit its parent, "preferably" between
 * two ranges) is not reported twice.
 */
export function reviewFindings(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  earlier: ClaimFinding[],
): ClaimFinding[] {
  const mine = earlier.filter((f) => f.claim === c.number);
  const limited = mine.some((f) => f.code === 'NO_FURTHER_LIMITATION');
  const limits = limited
    ? []
    : [
        ...repeatedElements(c, byNumber),
        broaderMaterial(c, byNumber) ?? replacedProperty(c, byNumber),
      ].filter((f) => f !== null);
  return [
    ...limits,
    ...doubleInclusion(c, byNumber),
    ...doubleInclusionInClaim(c, byNumber).filter(
      (f) => !mine.some((g) => g.code === f.code && g.start === f.start),
    ),
    ...(limited ? [] : repeatedSteps(c, byNumber)),
    ...openMarkush(c),
    ...nestedRanges(c, mine),
    ...productAndProcess(c),
    ...userActs(c),
  ];
}

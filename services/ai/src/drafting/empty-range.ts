import type { ClaimFinding } from '@patent-hub/contracts';
import { rangesOf } from '../engine/claim-ranges.js';
import type { ClaimUnit } from './claim-structure.js';

/**
 * "at least 20 wt% and at most 15 wt%": a lower and an upper bound of one quantity, joined by "and", that no value
 * meets. The claim covers nothing, and what was meant is unclear (35 U.S.C. 112(b)). Only bounds with nothing but
 * "and" between them, so both are surely of the same quantity.
 */
export function emptyRanges(c: ClaimUnit): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  const out: ClaimFinding[] = [];
  const bounds = rangesOf(body).filter((r) => r.lo === -Infinity || r.hi === Infinity);
  for (const low of bounds.filter((r) => r.hi === Infinity)) {
    const from = low.at + low.text.length;
    for (const high of bounds.filter((r) => r.lo === -Infinity && r.dim === low.dim)) {
      if (high.at < from || !/^\s*,?\s*and\s+$/i.test(body.slice(from, high.at))) continue;
      if (low.lo < high.hi || (low.lo === high.hi && !low.loOpen && !high.hiOpen)) continue;
      out.push({
        claim: c.number,
        code: 'INDEFINITE_TERM',
        severity: 'warning',
        message: `"${low.text} and ${high.text}" leaves no value: the lower bound is above the upper one, so the claim covers nothing and what range was meant is unclear (35 U.S.C. 112(b), MPEP 2173.05(c) [R-11.2013]). Correct the bounds.`,
        start: c.bodyStart + low.at,
        end: c.bodyStart + high.at + high.text.length,
      });
    }
  }
  return out;
}

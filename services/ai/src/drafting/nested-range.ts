import type { ClaimFinding } from '@patent-hub/contracts';
import { rangesOf, type Range } from '../engine/claim-ranges.js';
import type { ClaimUnit } from './claim-structure.js';

/**
 * Words that may join a broad range to a narrower one of the same quantity without naming another thing: "and more
 * particularly", "in particular", "especially", "most preferably", "e.g.", "or", "in the range of", any "-ly" adverb,
 * and a unit's tail the range reader leaves ("percent by weight, in particular …": attorney re-review).
 * A noun or a verb between the two ("…, and a second layer having a thickness of …") makes them two limitations.
 */
const JOINING_WORD =
  /^(?:and|or|more|most|even|still|yet|further|in|particular|by|weight|volume|mass|moles?|molar|wt|vol|within|the|a|range|of|from|between|eg|for|example|instance|such|as|say|namely|notably|especially|preferred|preferable|optimal|best|better|ideal|desirable|advantageous|(?!(?:assembly|supply|family|anomaly|monopoly|poly|ally|reply|belly|jelly|rally)$)[a-z]{3,}ly)$/i;

/**
 * The span between two ranges reads as joining words only (a comma, brackets and dashes aside), or names again the
 * quantity both measure ("…, and more particularly at a temperature of 40 to 60 °C"): `quantity` is its stem.
 */
function joined(between: string, quantity: string): boolean {
  const plain = between.replace(/\b(?:e\.g|i\.e)\./gi, 'eg');
  if (/[;:.]|\d/.test(plain)) return false;
  const words = plain.split(/[\s,()–—-]+/).filter(Boolean);
  const again = (w: string) =>
    /^(?:at|an?|to|with|having|is|are)$/i.test(w) ||
    (quantity.length > 2 && w.toLowerCase().startsWith(quantity));
  const named = words.filter((w) => !JOINING_WORD.test(w));
  return words.length > 0 && words.length <= 9 && named.every(again);
}

const within = (inner: Range, outer: Range) =>
  inner.lo >= outer.lo &&
  inner.hi <= outer.hi &&
  (inner.lo > outer.lo || inner.hi < outer.hi) &&
  // A single value ("of 50 °C") is a range only when stated as one.
  !(inner.lo === inner.hi && outer.lo === outer.hi);

/**
 * "a temperature between 20 and 80 degrees C, and more particularly 40 to 60 degrees C": a narrow range that falls
 * within a broader range of the same quantity in the same claim, joined by words alone (MPEP 2173.05(c) I): whether
 * the narrow one limits the claim is unclear. A narrower range belongs in a dependent claim. `earlier` holds the
 * claim's findings so far: when "preferably" or "for example" between the two was already reported, that finding
 * speaks.
 */
export function nestedRanges(c: ClaimUnit, earlier: ClaimFinding[]): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  const ranges = rangesOf(body)
    .map((r) => ({ r, at: r.at }))
    .sort((a, b) => a.at - b.at);
  const out: ClaimFinding[] = [];
  for (let i = 0; i + 1 < ranges.length; i++) {
    const [a, b] = [ranges[i], ranges[i + 1]];
    const from = a.at + a.r.text.length;
    const quantity = a.r.of === b.r.of ? a.r.of : '';
    if (a.r.dim !== b.r.dim || b.at < from || !joined(body.slice(from, b.at), quantity)) continue;
    if (!within(b.r, a.r) && !within(a.r, b.r)) continue;
    const [start, end] = [c.bodyStart + a.at, c.bodyStart + b.at + b.r.text.length];
    const reported = earlier.some(
      (f) => f.claim === c.number && f.code === 'INDEFINITE_TERM' && f.start >= start && f.end <= end,
    );
    if (reported) continue;
    const [broad, narrow] = within(b.r, a.r) ? [a.r.text, b.r.text] : [b.r.text, a.r.text];
    out.push({
      claim: c.number,
      code: 'INDEFINITE_TERM',
      severity: 'warning',
      message: `"${narrow.trim()}" is a narrower range within "${broad.trim()}" of the same quantity in the same claim: whether the narrower range limits the claim is unclear, so its bounds are not discernible (35 U.S.C. 112(b), MPEP 2173.05(c) I [R-11.2013]). Keep one range here and put the narrower one in a dependent claim.`,
      start,
      end,
    });
  }
  return out;
}

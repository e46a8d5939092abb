import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/** The case the note rests on: not among the local legal texts (no MPEP passage there discusses the phrase). */
export const SUPERGUIDE =
  'SuperGuide Corp. v. DirecTV Enterprises, Inc., 358 F.3d 870 (Fed. Cir. 2004) (case law, not in the legal texts held here)';

/** A word that makes a list item a clause: the "and" then joins clauses, not the list's members. */
const FINITE =
  /\b(?:is|are|was|were|be|being|has|have|had|comprises?|includes?|wherein|whereby|which|that|when|where|while)\b/i;
/** "the first and second recess portions": two members of one named set, no list of kinds. */
const PAIRED =
  /^(?:(?:a|an|the|said)\s+)?(?:first|second|third|primary|secondary|upper|lower|inner|outer|front|rear|top|bottom|left|right|movable|fixed)$/i;
/** "at least one of a plurality of …", "of the following", "of said N layers": one of a set, no list. */
const OF_A_SET = /^(?:a\s+plurality\s+of|the\s+following|said\s+N\b|the\s+\w+s\b(?!\s*,))/i;
const determiner = (item: string) =>
  /^(?:a|an|the|said)\b/i
    .exec(item)?.[0]
    .toLowerCase()
    .replace(/^an$/, 'a')
    .replace(/^said$/, 'the') ?? '';

/**
 * "at least one of lead, concrete, gravel, steel, and water" (US8419064 claim 12): a list joined by "and" after "at
 * least one of" can be read conjunctively, as at least one of each member (SuperGuide, Fed. Cir. 2004), which is
 * rarely what the drafter meant. An info note once a claim, suggesting "or" or "one or more of". Lists joined by "or",
 * "the first and second X" and "and" joining clauses ("… is removable, and …") are left alone.
 */
export function atLeastOneOfNotes(c: ClaimUnit): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  for (const m of body.matchAll(/\bat least one of\s+/gi)) {
    const from = m.index + m[0].length;
    const rest = body.slice(from).split(/[;:.]/)[0];
    const and = /,?\s+and\s+/.exec(rest);
    if (!and) continue;
    const before = rest.slice(0, and.index);
    if (/\bor\b/i.test(before) || FINITE.test(before) || PAIRED.test(before.trim()) || OF_A_SET.test(before))
      continue;
    const items = before.split(/\s*,\s*/);
    if (items.some((x) => x.split(/\s+/).length > 8)) continue;
    // The last member ends where the claim goes on: "said tray and said plate includes …", "… and water, wherein".
    const after = rest.slice(and.index + and[0].length);
    const stop = /,|\s+(?:to|for|adapted|configured|arranged|further)\b/.exec(after)?.index ?? after.length;
    const verb = FINITE.exec(after)?.index ?? after.length;
    const last = after.slice(0, Math.min(stop, verb)).trim();
    // Members alike: "a size and a geometric arrangement", "the quality and the composition", "lead, …, and water".
    if (!last || determiner(last) !== determiner(items[0]) || /^\w+ing\b/.test(last)) continue;
    if (/\b(?:combinations?|mixtures?)\s+thereof\b/i.test(last)) continue;
    const start = c.bodyStart + m.index;
    const end = c.bodyStart + from + and.index + and[0].length + last.length;
    const written = c.text.slice(start, end);
    const disjunctive =
      c.text.slice(start, c.bodyStart + from + and.index) + `${and[0].replace(/and\s+$/, 'or ')}${last}`;
    return [
      finding(
        c.number,
        'INDEFINITE_TERM',
        'info',
        `"${written}" may be read conjunctively, as at least one of each listed member (${SUPERGUIDE}). If any one member is meant, write "${disjunctive}" or "one or more of …".`,
        start,
        end,
      ),
    ];
  }
  return [];
}

import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/** Words only, lower case, one space, each stop (, ; . :) a "|": "said" and "the" read alike, as do hyphen and space. */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/\bsaid\b/g, 'the')
    .replace(/\s*[,;.:]\s*/g, ' | ')
    .replace(/[^a-z0-9|]+/g, ' ')
    .trim();

/** The clause stands whole in the parent: from a stop or a clause word up to a stop ("the lid is steel or plastic" is no repeat of "the lid is steel"). */
const recites = (parent: string, clause: string) =>
  new RegExp(String.raw`(?:^|\| |\b(?:wherein|where|which|that|and|whereby) )${clause}(?: \||$)`).test(
    parent,
  );

/**
 * 35 U.S.C. 112(d), 37 CFR 1.75(c) (MPEP 608.01(n)): a dependent claim must further limit its parent. Found only when
 * nothing follows the reference ("8. The device of claim 1.") or when all it adds is a "wherein" clause of three or
 * more words that its parent already says word for word; "further comprising a lid" adds another lid, so it is
 * never read as a repeat.
 */
export function noFurtherLimitation(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding | null {
  if (!c.ref || c.dependsOn.length !== 1 || c.ownCategory) return null;
  const parent = byNumber.get(c.dependsOn[0]);
  if (!parent || c.dependsOn[0] >= c.number) return null;
  const rest = c.text.slice(c.ref.end);
  const found = (how: string) => ({
    claim: c.number,
    code: 'NO_FURTHER_LIMITATION' as const,
    severity: 'error' as const,
    message: `Claim ${c.number} ${how}, so it does not further limit claim ${parent.number}; a dependent claim must specify a further limitation of the claim it refers to (35 U.S.C. 112(d), 37 CFR 1.75(c), MPEP 608.01(n)). Add the limitation or cancel the claim.`,
    start: c.ref!.start,
    end: c.text.trimEnd().length,
  });
  // Only the claim's own subject comes before the reference ("The device of claim 1."), and nothing after it.
  if (
    /^[\s,.;:]*$/.test(rest) &&
    /^\s*(?:\d+\s*[.)]\s*)?(?:the|a|an)\s+[\w\s-]{1,60}$/i.test(c.text.slice(0, c.ref.start))
  )
    return found('recites only its reference to claim ' + parent.number);
  const clause = /^\s*,?\s*(?:wherein|in which|where)\s+([^;:]+?)\s*\.?\s*$/i.exec(rest);
  if (!clause || /\b(?:further|also|additionally|another|second)\b/i.test(clause[1])) return null;
  const added = words(clause[1]);
  if (/\|/.test(added) || added.split(' ').length < 3) return null;
  // The direct parent only: a grandparent's clause may name another element by the same words (US7473606 claim 15:
  // "the molecular cluster" of claim 14's drain, not claim 11's source/drain).
  if (!recites(words(parent.text.slice(parent.bodyStart)), added)) return null;
  return found(`adds only "${clause[1].trim()}", which claim ${parent.number} already recites`);
}

import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/**
 * "selected from the group comprising A, B and C": the selection words of a Markush group with an open transition
 * ("comprising", "including", "containing", "consisting essentially of"). A Markush grouping is closed; from an open
 * list it is unclear what other alternatives are covered (MPEP 2173.05(h) I).
 */
const OPEN_GROUP =
  /\b(?:(?:selected|chosen)\s+(?:from|among)\s+(?:among\s+)?|(?:one|any|member|members)\s+(?:or\s+more\s+)?of\s+)(?:the|a)\s+group\s+(?:which\s+|that\s+)?(?:comprising|comprises|including|includes|containing|contains|consisting\s+essentially\s+of|consists\s+essentially\s+of)\b/gi;

export function openMarkush(c: ClaimUnit): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  return [...body.matchAll(OPEN_GROUP)].map((m) => ({
    claim: c.number,
    code: 'INDEFINITE_TERM' as const,
    severity: 'warning' as const,
    message: `"${m[0]}" makes the Markush group open: a Markush grouping is a closed group of alternatives ("consisting of", not "comprising" or "including"), and from an open list it is unclear what other alternatives the claim covers (35 U.S.C. 112(b), MPEP 2173.05(h) I [R-10.2019]). Write "selected from the group consisting of A, B, and C"; to cover mixtures, "at least one member selected from …" or "…, and mixtures thereof".`,
    start: c.bodyStart + m.index,
    end: c.bodyStart + m.index + m[0].length,
  }));
}

import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/** Words that end with a period inside a sentence ("No. 5", "e.g.", "Fig. 2", "U.S. Pat."), and initials ("J. Smith"). */
const ABBREVIATION =
  /(?:\b(?:No|Nos|Fig|Figs|FIG|FIGS|e\.g|i\.e|U\.S|Pat|Ser|Appl|Inc|Co|Corp|Ltd|St|approx|wt|vol|vs|etc|al|ca|cf|Mr|Mrs|Dr|Ph|pH|min|max|sec|hr|deg|temp|Eq|eq|Ex|Ref|ref|spp|sp|var|cv|ssp|subsp)|\b[A-Z])$/;

/** A claim that ends short of its period on a formula's lead-in ("wherein the compound is:", "(c)"): a formula or table likely follows. */
const FORMULA_LEAD = /(?::|\b(?:is|are|of|formula|structure|following)|\(\s*[a-z0-9]{1,4}\s*\))\s*$/i;

/**
 * The transitions that join an independent claim's preamble to its body (MPEP 2111.03): "comprising", "consisting
 * of", "consisting essentially of", "including", "containing", "having", "characterized by", "wherein", or a colon.
 */
const TRANSITION =
  /\b(?:comprising|comprises|comprised|consisting|consists|including|includes|containing|contains|composed|having|has|wherein|whereby|characteri[sz]ed|in\s+which)\b|:/i;

/** Design and plant claims have one fixed form ("The ornamental design for a chair, as shown and described."). */
const FORMAL = /\bornamental\s+design\b|\bas\s+(?:herein\s+)?(?:shown|described|illustrated)\b|\bplant\b/i;

/**
 * Claim form (MPEP 608.01(m)): each claim is one sentence beginning with a capital and ending with a period (Fressola
 * v. Manbeck), and an independent claim joins its preamble to its elements with a transition (MPEP 2111.03). A claim
 * that stops on a formula's lead-in ("wherein the compound is:") has likely lost a formula or table in the text it
 * was read from: info, so that a reader looks, not a warning.
 */
export function claimFormFindings(c: ClaimUnit): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart).trimEnd();
  if (!body.trim()) return [];
  const out: ClaimFinding[] = [];
  const at = (severity: ClaimFinding['severity'], message: string, start: number, end: number) =>
    out.push({ claim: c.number, code: 'CLAIM_FORM', severity, message, start, end });
  const end = c.bodyStart + body.length;
  if (!/\.["'”)]?$/.test(body)) {
    const lastWords = /\S+(?:\s+\S+){0,2}$/.exec(body)!;
    const lead = FORMULA_LEAD.test(body);
    at(
      lead ? 'info' : 'warning',
      lead
        ? `Claim ${c.number} ends on "${lastWords[0]}" without a period: a formula or table may be missing from the text; a claim is one sentence ending with a period (MPEP 608.01(m)).`
        : `Claim ${c.number} does not end with a period; a claim is one sentence ending with a period (MPEP 608.01(m)). Finish the sentence, or add the period.`,
      c.bodyStart + lastWords.index,
      end,
    );
  }
  // A period inside the claim followed by a capitalised word starts a second sentence ("… a body. The body is steel.").
  for (const m of body.matchAll(/([A-Za-z0-9)\]]+)\.(\s+)(?=[A-Z][a-z]+\b)/g)) {
    if (ABBREVIATION.test(m[1])) continue;
    const from = c.bodyStart + m.index + m[1].length;
    at(
      'warning',
      `Claim ${c.number} has more than one sentence: a period here ends a sentence before the claim ends; a claim is a single sentence (MPEP 608.01(m)). Join the sentences with a semicolon or "wherein".`,
      from,
      from + 1,
    );
    break;
  }
  // Only a claim that lists elements ("…, and a filter …", "a body; a lid"): one naming a thing and its purpose alone
  // ("A filter for removing heavy metals from water.") has no elements to join, and an omnibus claim is its own finding.
  const lists = /;|\n|,\s*(?:and\s+)?(?:an?|one|at\s+least)\s|\band\s+(?:an?|one)\s/i.test(body);
  if (c.dependsOn.length === 0 && lists && !FORMAL.test(body) && !TRANSITION.test(body)) {
    const span = c.subject ? [c.subject.start, c.subject.end] : [c.bodyStart, end];
    at(
      'warning',
      `Claim ${c.number} has no transition between its preamble and its elements ("comprising", "consisting of", "consisting essentially of", "wherein", "characterized by"); the transition says whether the claim is open or closed to unrecited elements (MPEP 2111.03).`,
      span[0],
      span[1],
    );
  }
  return out;
}

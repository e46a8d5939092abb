import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/**
 * "A clamp comprising a base and a jaw, and a method of using the clamp comprising pivoting the jaw": a second
 * preamble inside the claim, a method of using (or making) what the claim has just claimed, after the claim's own
 * elements. Also the reverse, a method claim that goes on to claim "an apparatus for carrying out the method".
 */
const METHOD_TOO =
  /(?:[,;]\s*(?:and\s+)?|\s+and\s+)((?:a|an|the)\s+(?:method|process)\s+(?:of|for)\s+(?:using|operating|utili[sz]ing|making|manufacturing|producing|assembling|installing)\s+(?:(?:the|said|such)\s+[a-z][\w-]*|it)\b|(?:a|an)\s+(?:method|process)\s+(?:comprising|including)\s+(?:the\s+steps?\s+of\s+)?[a-z]+ing\s+(?:the|said)\s+[a-z][\w-]*)/gi;
const APPARATUS_TOO =
  /(?:[,;]\s*(?:and\s+)?|\s+and\s+)((?:a|an)\s+(?:apparatus|device|system|machine)\s+for\s+(?:carrying\s+out|performing|practi[cs]ing|implementing)\s+(?:the|said)\s+(?:method|process)\b)/gi;

/**
 * One claim that claims both a product and a method of using (or making) it is indefinite: it is unclear whether
 * making the product or performing the steps infringes (35 U.S.C. 112(b), MPEP 2173.05(p) II). Only an independent
 * claim, and only after its transition, so "A method of using a clamp, comprising …" (one category) is left alone.
 */
export function productAndProcess(c: ClaimUnit): ClaimFinding[] {
  if (c.dependsOn.length > 0) return [];
  const body = c.text.slice(c.bodyStart);
  const transition = /\b(?:comprising|comprises|including|includes|consisting\s+of|having)\b/i.exec(body);
  if (!transition) return [];
  const re = c.category === 'method' ? APPARATUS_TOO : c.category === 'product' ? METHOD_TOO : null;
  if (!re) return [];
  const other = c.category === 'method' ? 'an apparatus' : 'a method of using or making it';
  const own = c.category === 'method' ? 'a method' : 'a product';
  return [...body.matchAll(re)]
    .filter((m) => m.index > transition.index)
    .slice(0, 1)
    .map((m) => {
      const start = c.bodyStart + m.index + m[0].indexOf(m[1]);
      return {
        claim: c.number,
        code: 'INDEFINITE_TERM' as const,
        severity: 'error' as const,
        message: `Claim ${c.number} claims ${own} and, in the same claim, ${other} ("${m[1]}"): a single claim to both an apparatus and the method steps of using it is indefinite, since it is unclear whether making the apparatus or performing the steps infringes (35 U.S.C. 112(b), MPEP 2173.05(p) II [R-10.2019]). Claim the ${c.category === 'method' ? 'method and the apparatus' : 'product and the method'} in separate claims.`,
        start,
        end: start + m[1].length,
      };
    });
}

import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/** An independent claim of one means-plus-function element alone ("An apparatus comprising means for cooling."). */
export function singleMeans(c: ClaimUnit): ClaimFinding | null {
  if (c.dependsOn.length > 0) return null;
  const body = c.text.slice(c.bodyStart);
  const t = /\b(?:comprising|comprises|including|consisting of|having)\b\s*:?\s*/i.exec(body);
  const rest = t ? body.slice(t.index + t[0].length) : /^(?:an?\s+)?means\s+for/i.test(body) ? body : '';
  if (!/^(?:an?\s+)?means\s+(?:for|to)\b/i.test(rest.trim())) return null;
  // "between a first position and a second position" names two ends of one function, not a second element.
  const elements = rest.replace(/\b(?:between|both)\s+[^;,]*?\band\s+(?:an?|the)\s/gi, ' ');
  if (/[;]|\band\s+(?:an?|the|one|at least)\s|,\s*(?:an?|the)\s/i.test(elements)) return null;
  const at = c.bodyStart + (t ? t.index + t[0].length : 0);
  return finding(
    c.number,
    'SINGLE_MEANS',
    'error',
    `Claim ${c.number} is a single means claim: one means-plus-function element alone covers every way of doing the function (MPEP 2164.08(a), 35 U.S.C. 112(a)).`,
    at,
    at + rest.trimEnd().length,
  );
}

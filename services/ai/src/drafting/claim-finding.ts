import type { ClaimFinding, ClaimFindingCode } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

export type Severity = ClaimFinding['severity'];
/** A finding on claim `claim`, pointing at the words from `start` to `end` of its text. */
export const finding = (
  claim: number,
  code: ClaimFindingCode,
  severity: Severity,
  message: string,
  start = 0,
  end = 0,
): ClaimFinding => ({
  claim,
  code,
  severity,
  message,
  start,
  end,
});

/** A finding for each match of `re` in the claim's body (the first one only with `once`), its span trimmed. */
export function patternFindings(
  c: ClaimUnit,
  re: RegExp,
  code: ClaimFindingCode,
  severity: Severity,
  message: (m: string) => string,
  once = false,
): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  for (const m of c.text.slice(c.bodyStart).matchAll(re)) {
    const start = c.bodyStart + m.index;
    out.push(finding(c.number, code, severity, message(m[0].trim()), start, start + m[0].trimEnd().length));
    if (once) break;
  }
  return out;
}

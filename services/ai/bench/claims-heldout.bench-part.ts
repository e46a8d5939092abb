import { checkClaimSet } from '../src/drafting/claim-checker.js';
import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import { heldOutClaimsX, heldOutClaimsY, type HeldOutClaimItem } from './claims-heldout.js';

export interface HeldOutClaimsResult {
  set: 'X' | 'Y';
  found: number;
  expected: number;
  cleanClaims: number;
  cleanFalseAlarms: number;
  falsePer100: number;
  byCode: Map<string, { n: number; found: number }>;
  /** X only (a tuning set): each expected {claim, code} missed, with the codes found on that claim. Y: always empty. */
  misses: string[];
}

/**
 * The codes a double inclusion (an element or a step recited twice) was reported under when the sets were written:
 * ANTECEDENT_BASIS and INDEFINITE_TERM; it has its own code, DOUBLE_INCLUSION, since 2026-11-29 (issue 24).
 */
const WRITTEN_AS = new Set(['ANTECEDENT_BASIS', 'INDEFINITE_TERM']);

/**
 * Runs the checker on one held-out set: recall of the expected {claim, code} pairs, error/warning findings
 * on the clean items per 100 of their claims, and recall per code. X is tuned on since 2026-11-28, so its misses
 * are kept for printing; Y stays blind: totals only, never which item missed.
 * A NUMBERING expectation is also met by a set-level (claim 0) NUMBERING finding.
 */
function runSet(set: 'X' | 'Y', items: HeldOutClaimItem[]): HeldOutClaimsResult {
  const r: HeldOutClaimsResult = {
    set,
    found: 0,
    expected: 0,
    cleanClaims: 0,
    cleanFalseAlarms: 0,
    falsePer100: 0,
    byCode: new Map(),
    misses: [],
  };
  for (const item of items) {
    const findings = checkClaimSet(item.claims).findings;
    if (item.expect.length === 0) {
      r.cleanClaims += item.claims.length;
      r.cleanFalseAlarms += findings.filter((f) => f.severity !== 'info').length;
      continue;
    }
    for (const e of item.expect) {
      const hit = findings.some(
        (f) =>
          (f.code === e.code || (f.code === 'DOUBLE_INCLUSION' && WRITTEN_AS.has(e.code))) &&
          (f.claim === e.claim || (e.code === 'NUMBERING' && f.claim === 0)),
      );
      const k = r.byCode.get(e.code) ?? { n: 0, found: 0 };
      k.n++;
      r.expected++;
      if (hit) {
        k.found++;
        r.found++;
      } else if (set === 'X') {
        const onClaim = findings.filter((f) => f.claim === e.claim).map((f) => f.code);
        r.misses.push(
          `${item.id}: expected ${e.code} on claim ${e.claim}; found on it: ${onClaim.join(', ') || 'none'}`,
        );
      }
      r.byCode.set(e.code, k);
    }
  }
  r.falsePer100 = r.cleanClaims ? (100 * r.cleanFalseAlarms) / r.cleanClaims : 0;
  return r;
}

export function heldOutClaimsBench(grants: XmlGrant[]): HeldOutClaimsResult[] {
  return [runSet('X', heldOutClaimsX(grants)), runSet('Y', heldOutClaimsY(grants))];
}

/** The printed lines: one total per set, one line of per-code recall and, for X only, one line per miss. */
export function formatHeldOutClaims(r: HeldOutClaimsResult): string[] {
  const codes = [...r.byCode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, k]) => `${code} ${k.found}/${k.n}`)
    .join(', ');
  return [
    `held-out claims ${r.set} (${r.set === 'X' ? 'tuning' : 'blind'}): recall ${r.found}/${r.expected}, clean false alarms ${r.falsePer100.toFixed(2)} per 100 claims (${r.cleanFalseAlarms} on ${r.cleanClaims} claims)`,
    `  per code: ${codes}`,
    ...r.misses.map((m) => `  miss ${m}`),
  ];
}

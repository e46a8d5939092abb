import { checkClaimSet } from '../src/drafting/claim-checker.js';
import { HELD_OUT_CLAIMS_X, HELD_OUT_CLAIMS_Y, type HeldOutClaimItem } from './claims-heldout.js';

export interface HeldOutClaimsResult {
  set: 'X' | 'Y';
  found: number;
  expected: number;
  cleanClaims: number;
  cleanFalseAlarms: number;
  falsePer100: number;
  byCode: Map<string, { n: number; found: number }>;
}

/**
 * Runs the checker on one blind held-out set: recall of the expected {claim, code} pairs, error/warning findings
 * on the clean items per 100 of their claims, and recall per code. Totals only, never which item missed.
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
        (f) => f.code === e.code && (f.claim === e.claim || (e.code === 'NUMBERING' && f.claim === 0)),
      );
      const k = r.byCode.get(e.code) ?? { n: 0, found: 0 };
      k.n++;
      r.expected++;
      if (hit) {
        k.found++;
        r.found++;
      }
      r.byCode.set(e.code, k);
    }
  }
  r.falsePer100 = r.cleanClaims ? (100 * r.cleanFalseAlarms) / r.cleanClaims : 0;
  return r;
}

export function heldOutClaimsBench(): HeldOutClaimsResult[] {
  return [runSet('X', HELD_OUT_CLAIMS_X), runSet('Y', HELD_OUT_CLAIMS_Y)];
}

/** The printed lines: one total per set and one line of per-code recall. */
export function formatHeldOutClaims(r: HeldOutClaimsResult): string[] {
  const codes = [...r.byCode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, k]) => `${code} ${k.found}/${k.n}`)
    .join(', ');
  return [
    `held-out claims ${r.set} (blind): recall ${r.found}/${r.expected}, clean false alarms ${r.falsePer100.toFixed(2)} per 100 claims (${r.cleanFalseAlarms} on ${r.cleanClaims} claims)`,
    `  per code: ${codes}`,
  ];
}

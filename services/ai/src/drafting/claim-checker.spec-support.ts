import { checkClaimSet } from './claim-checker.js';

/** The findings of one code, each with its claim, severity and the words it points at (the checker's spec files). */
export const found = (claims: string[], code: string) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === code)
    .map((f) => ({ claim: f.claim, severity: f.severity, span: claims[f.claim - 1].slice(f.start, f.end) }));

/** The errors and warnings, as "claim:code:span". */
export const kept = (claims: string[]) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.severity !== 'info')
    .map((f) => `${f.claim}:${f.code}:${claims[f.claim - 1].slice(f.start, f.end)}`);

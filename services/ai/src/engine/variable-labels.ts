import { terms } from './text.js';

/**
 * A variable or reference label as a text writes it: one capital letter, or "Ar" (an aryl variable), then digits, then
 * at most one lower-case letter and primes ("R1", "R2a", "X1", "Ar1", "C1", "S10", "R1'"; "R1-R4" is two). A Markush
 * claim's "R1, R2 and R3" and a reference's "rigorous models R1, R2, R3" are labels each text gives its own things
 * (attorney review of issue 23: US8088760 shown against injection-moulding patents on them). The diatomic gases
 * ("H2", "O2", "N2") are substances, not labels.
 */
const LABEL = /(?<![\p{L}\p{N}])(?:[A-Z]|Ar)\d{1,3}[a-z]?['′″]*(?![\p{L}\p{N}])/gu;
const SUBSTANCE = /^[HON]2$/;

/** The terms (as terms() gives them) of the variable and reference labels a text writes. */
export function variableLabels(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(LABEL)) if (!SUBSTANCE.test(m[0])) for (const t of terms(m[0])) out.add(t);
  return out;
}

/** The terms of a text without those of its variable labels (variableLabels). */
export function withoutLabels(text: string, list: string[]): string[] {
  if (!/[A-Z]\d/.test(text)) return list;
  const labels = variableLabels(text);
  return labels.size ? list.filter((t) => !labels.has(t)) : list;
}

import { designNumberText, normalizePatentNumber } from '@patent-hub/contracts/web';
/** SPEC §9: a score out of 10 is accent at 8+, primary at 6+, else secondary. */
export function scoreTone(score: number): 'accent' | 'primary' | 'secondary' {
  if (score >= 8) return 'accent';
  if (score >= 6) return 'primary';
  return 'secondary';
}

/** SPEC §9: strength bars are the score times 10 percent. */
export const strengthPercent = (score: number) => Math.max(0, Math.min(100, score * 10));

/** SPEC §9: prior-art similarity badge is red above 70, yellow above 50, else green. */
export function similarityTone(similarity: number): 'danger' | 'warning' | 'success' {
  if (similarity > 70) return 'danger';
  if (similarity > 50) return 'warning';
  return 'success';
}

/** "US" + the number in its usual spelling, whatever prefix, spaces or commas it came with (no "USUS"). */
/** A number as shown: "US7157991"; a design's as printed, "US D680,087" (attorney re-review, defect 24). */
export const usNumber = (n: string) => designNumberText(n) ?? `US${normalizePatentNumber(n)}`;

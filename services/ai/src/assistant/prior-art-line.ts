import type { PriorArtCandidate } from '../engine/types.js';

/** A prior-art candidate with what its chart found: the claim charted and its elements labelled "disclosed". */
export type ChartedCandidate = PriorArtCandidate & {
  claim: number;
  disclosed: number;
  elements: number;
  /** Why it is prior art and as of which date (PriorArtBasis text), when known. */
  basis?: string;
};

/** The first sentence of a candidate's abstract, cut at 220 characters. */
export const gist = (c: PriorArtCandidate) => c.abstract.split(/(?<=\.)\s/)[0]?.slice(0, 220) ?? '';

/**
 * A prior-art line: the score is term coverage, so it comes with the elements the chart found disclosed; a reference
 * disclosing none shares terms only and is never worded as a match (attorney review of US7643973).
 */
export function chartedLine(c: ChartedCandidate): string {
  const found =
    c.disclosed === 0
      ? 'shares terms with the claims; no element disclosed'
      : `${c.disclosed} of ${c.elements} elements of claim ${c.claim} disclosed`;
  return `- **US${c.patentNumber}** — ${c.title} (${c.basis ?? c.date ?? 'date unknown'}; term coverage ${c.score.toFixed(2)}; ${found}): ${gist(c)}`;
}

import {
  DISCLOSED_MATCHED_TERMS,
  disclosureLabel,
  FLOOR_TERM_SHARE,
  MIN_MATCHED_TERMS,
  TERM_THRESHOLD,
  type DisclosureLabel,
  type TermEvidence,
} from './claim-chart.js';

/**
 * How the chart labels are decided, as the chart states it (issue 23). The term evidence alone: on the labelled
 * element/passage pairs of bench/chart-labels.json it reaches precision 0.971 and recall 0.767 for "disclosed" (0.791
 * before the claim split read a bare lead-in with its items); when it was chosen, adding
 * a sentence-embedding cosine ≥ 0.4 (USE-lite) rejected one right row and no wrong one (0.971 / 0.767), and a
 * meaning-only "possibly" flagged 22 of 60 unmatched pairs of which 5 were right (base rate 10 of 60), so neither is
 * part of the rule (bench/calibrate-chart.ts; docs/benchmarks.md). Word families (text.ts family()) took recall to 0.791
 * with the same precision (34 right rows, 1 wrong); used only to complete a passage that writes the element's terms,
 * they moved the examiner-cited references of the bench down one rank each (8 → 9, 12 → 13; 11 and 13 when used alone).
 */
export const CHART_METHOD = `Local engine, term evidence in one passage: "disclosed" when the passage has ≥ ${Math.round(TERM_THRESHOLD * 100)}% of the element's IDF-weighted subject terms (at least ${DISCLOSED_MATCHED_TERMS} distinctive ones, or all of them when the element has fewer; its only one must be written as the same noun or its plural: "displaying" does not meet "a display"; generic claim words such as device, said, first do not count) and shows its qualifiers (two ordinals when it names two items, "p type", numbers) and, for a method step, its act in any form of the word ("determining": determines, determined, determination); "partly" when it has ≥ ${Math.round(FLOOR_TERM_SHARE * 100)}% with at least ${MIN_MATCHED_TERMS} distinctive terms but not the rest; "not found" otherwise, quoting the closest passage, which is not a match. In a passage writing at least ${MIN_MATCHED_TERMS} of its distinctive terms as the element does, a term is also met by another form of the word (wink-nlp's Porter2 stem: "oscillating" meets "oscillator"; an adjective such as "removable" does not meet "removing"). An element that refers back to an earlier one ("the second member") also carries the terms that introduced it, at lower weight.`;

/** One element/passage pair's label: the same rule the charts use (the calibration and re-judging read it). */
export function judgePair(term: TermEvidence | undefined): DisclosureLabel {
  return disclosureLabel(term);
}

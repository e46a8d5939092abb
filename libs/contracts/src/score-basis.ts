// What Technical Merit and Commercial Potential are, and what they are not (attorney review, issue 23: "Technical
// Merit 5/10" was read as a judgement of the technology). The server puts it in each analysis (`scoreBasis`); the
// panel and the text report print it next to the score. The signals named are those of services/ai/src/engine/scores.ts.

/** Fewer of a score's signals known than this: "Not assessed". */
export const MIN_SCORE_SIGNALS = 3;

export const SCORE_BASIS = {
  technicalMerit:
    'This number is a reading of measurable signals (number of claims, parts the broadest independent claim ' +
    'introduces, forward citations within this corpus, continuity family size), not an assessment of the ' +
    `technology's merit. Not assessed without claims or when fewer than ${MIN_SCORE_SIGNALS} of them are known.`,
  commercialPotential:
    'This number is a reading of measurable signals (remaining term, entity status, forward citations ' +
    'within this corpus, continuity family size), not an assessment of the market, of licensing or of value. Not ' +
    `assessed when the remaining term is unknown or fewer than ${MIN_SCORE_SIGNALS} of them are known.`,
} as const;

/** Said of an analysis stored without its signals: an earlier engine computed its figures on other grounds. */
export const SCORE_BASIS_UNRECORDED =
  'Computed by an earlier version of the engine, which did not record the signals behind this number: not an ' +
  'assessment of the technology. Run the analysis again for a score with its signals.';

/** The statement to print next to a score: the analysis' own, else the current one when its signals are recorded. */
export function scoreBasisOf(
  a: { scoreBasis?: { technicalMerit: string; commercialPotential: string }; scoreSignals?: unknown },
  key: keyof typeof SCORE_BASIS,
): string {
  return a.scoreBasis?.[key] ?? (a.scoreSignals ? SCORE_BASIS[key] : SCORE_BASIS_UNRECORDED);
}

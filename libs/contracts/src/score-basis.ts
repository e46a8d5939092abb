// What Technical Merit and Commercial Potential rest on, and what they are not (attorney review, issue 23: the bar
// was read as a judgement of the technology). Shared by the analysis panel and the server's text report.
// The signals named are those of services/ai/src/engine/scores.ts.

export const SCORE_BASIS = {
  technicalMerit:
    'From measurable signals only (number of claims, words in the shortest independent claim, forward ' +
    'citations within this corpus, continuity family size): not an assessment of the technology.',
  commercialPotential:
    'From measurable signals only (remaining term, entity status, forward citations within this corpus, ' +
    'continuity family size): not an assessment of the market, of licensing or of value.',
} as const;

/**
 * What a question on a reply period asks beyond its date: the last day with every extension (35 U.S.C. 133), or how a
 * final rejection's period ends after an early reply (MPEP 706.07(f)). One reading for the deadline calculator
 * (deadlines.ts) and for the topics' leads (topics.ts).
 */

/** A question asking the last day a reply can be made at all, every extension bought (35 U.S.C. 133). */
export const OUTER_LIMIT =
  /\b(?:absolute(?:ly)?|latest|maximum|max|at most|outer limit|longest|how far)\b|\bwith (?:all |every |the |any )?(?:possible )?extensions?\b|\b(?:every extension|all (?:the )?extensions)\b|\b(?:buy|pay for|purchase)\w* (?:\w+ )?extensions?\b|\bgo (?:past|beyond) (?:that|it|this)\b/i;

/**
 * A question on how a final rejection's period ends after a reply filed in its first 2 months (the advisory action);
 * "a 2-month extension" is an extension asked, not that reply.
 */
export const ADVISORY_ASKED =
  /\badvisory action\b|\b(?:2|two)[- ]months?\b(?!'?\s*(?:of\s+)?extension)|\bwhen does (?:my|the|our) (?:reply )?period (?:actually |really )?end\b/i;

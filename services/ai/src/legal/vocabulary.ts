/**
 * The words users type and the words the statute, rules and MPEP use for the same thing (issue 25): abbreviations,
 * spelling variants and lay wording. Each entry adds the texts' words after the user's, so the question keeps its own
 * wording (the topic index still reads it) and gains the words a section is found by. Reviewed once as a table, never
 * keyed on a question: an entry must hold for any question using the word.
 */
/** A maintenance fee in lay words ("upkeep fee", "renewal payments", "annuities"); also read on a patent's card. */
export const MAINTENANCE_LAY_WORDS =
  /\bupkeep(?:\s+(?:fees?|payments?|costs?|charges?))?\b|\brenewal\s+(?:fees?|payments?|costs?|charges?)\b|\bannuit(?:y|ies)\b/gi;

/** A maintenance fee named, in the texts' word or in lay words: a question on a patent's fees or on what a kind owes. */
export const MAINTENANCE_WORDS = new RegExp(String.raw`\bmaintenance\b|${MAINTENANCE_LAY_WORDS.source}`, 'i');

export const LAY_WORDS: [RegExp, string][] = [
  // Abbreviations of prosecution papers.
  [/\bnfoa\b|\bnon-?final (?:oa|office action|action|rejection)\b/gi, 'non-final office action'],
  [/\b(?:foa|final oa)\b/gi, 'final office action rejection'],
  [/\boa\b/gi, 'office action'],
  [/\bnoa\b/gi, 'notice of allowance'],
  [/\beot\b/gi, 'extension of time'],
  [/\bssp\b/gi, 'shortened statutory period'],
  // The period an Office action sets by default, in lay words ("the normal time to respond", "the standard period
  // for reply"): its shortened statutory period, read as such below (attorney re-review, issue 25). Another paper
  // named after it (a restriction's, a notice's) sets its own.
  [
    /\b(?:normal|standard|usual|regular|ordinary|default|customary)\s+(?:time|period|deadline)\s+(?:(?:to|for)\s+(?:a\s+)?(?:respond|reply|replying|responding|response|answer)\w*)\b(?![^.?]*\b(?:restriction|election|notices?|allowance|appeal|missing parts)\b)/gi,
    'shortened statutory period',
  ],
  // An examiner's action on the merits ("the first action on the merits", "FAOM") is an Office action.
  [/\b(?:(?:first|second|next|1st|2nd)\s+)?action on the merits\b|\bfaom\b/gi, 'office action'],
  // A shortened statutory period is set in an Office action (37 CFR 1.134); one of no other length written is the usual
  // 3 months of an action on the merits (MPEP 710.02(b)).
  [
    /(?<!\b(?:[124-6]|one|two|four|five|six)[- ]months?\s+)\bshortened statutory (?:time )?period\b/gi,
    'office action',
  ],
  // The acts and papers of prosecution, in lay words.
  [/\b(?:respond|responding|responded)\b/gi, 'reply'],
  [
    /\b(?:argue|arguing|dispute|disputing|disagree|challenge) (?:it|the (?:restriction|requirement|rejection))\b/gi,
    'traverse reconsideration',
  ],
  [/\b(?:pick|picking|choose|choosing) (?:one|a group|an invention|a species)\b/gi, 'elect election'],
  [
    /\b(?:only |written )?in (?:japanese|chinese|korean|german|french|russian|a foreign language)\b|\b(?:japanese|chinese|korean|german|french|russian|foreign)[- ]language\b|\bnon-english\b|\bnot in english\b/gi,
    'not in the English language',
  ],
  // A filing in another country, named by its country or region ("our German application", "the EU date").
  [
    /\b(?:eu|european|german|japanese|chinese|korean|french|british|canadian)\b(?= (?:design|application|app|filing|patent|date|priority)\b)/gi,
    'foreign',
  ],
  // Prior art an applicant sends the Office (not a third party's submission on another's application).
  [
    /\b(?:submit|cite|file|send)\w* (?:\w+ ){0,3}references\b(?![\s\S]*\b(?:competitor|third[- ]party|someone else|another (?:company|party|applicant)|their)\b)/gi,
    'information disclosure statement',
  ],
  [/\btypos?\b/gi, 'typographical clerical mistake'],
  // Common misspellings of the texts' words.
  [/\bmaint[ae]i?n[ae]nce\b(?<!\bmaintenance)(?: fees?)?/gi, 'maintenance fee'],
  // The IDS form, by its number.
  [/\b(?:pto\/)?sb\/?08[ab]?\b/gi, 'information disclosure statement'],
  // The application a provisional is followed by, in lay words ("the real application").
  [
    /\b(?:real|full|regular|formal)(?: (?:utility|patent))? (?:application|app|filing)\b/gi,
    'nonprovisional application',
  ],
  // Asking the Office to look again at an issued patent.
  [
    /\b(?:take|have|get) (?:a )?(?:second|fresh|new|another) look at\b(?=[^.?]*\bpatent\b)/gi,
    'reexamination',
  ],
  // Plants reproduced asexually, by the way it is done.
  [/\b(?:graft\w*|cuttings|budding)\b/gi, 'asexually reproduce plant'],
  [/\bcolou?rs?\b|\bcolou?red\b/gi, 'color'],
  [/\b(?:trade (?:fair|show|expo)|expo|exhibition)s?\b/gi, 'public disclosure'],
  // A maintenance fee in lay words: upkeep, renewal payments, annuities (the words of other offices).
  [MAINTENANCE_LAY_WORDS, 'maintenance fee'],
  // A maintenance fee named by its due time ("the 3.5-year fee", "7.5 yr fee").
  [/\b(?:3|7|11)\.5[- ]?(?:years?|yrs?) (?:renewal )?fees?\b/gi, 'maintenance fee'],
  // A term's or a right's end, and getting it back.
  [/\b(?:runs?|ran|running) out\b|\blapsed?\b|\blapses\b/gi, 'expire expired'],
  [/\b(?:bring|brought|get|got) (?:it |the patent |my patent )?back\b|\bresurrect\w*/gi, 'reinstate revive'],
  // Entity sizes and the old law.
  [/\b(?:old law|old rules|first[- ]to[- ]invent)\b/gi, 'pre-AIA'],
  // Words of degree in a claim (MPEP 2173.05(b)).
  [
    /\b(?:substantially|approximately|relatively|essentially)\b(?=[\s\S]*\b(?:claims?|indefinite\w*|112)\b)/gi,
    'terms of degree',
  ],
];

/** A text with the texts' words added after the lay words it uses (see LAY_WORDS). */
export function withStatuteWords(text: string): string {
  let t = text;
  for (const [re, words] of LAY_WORDS) t = t.replace(re, `$& (${words})`);
  return t;
}

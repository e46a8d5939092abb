import { FACT } from './legal-kb.js';

/**
 * What a procedural question asks for, read from its question words: a period or time limit ("how long", "until
 * when", "too late"), a count ("how many"), who may act ("who can"), or whether something is allowed or required
 * ("can I", "do I have to"). The lead answer is the cited sentence that states that kind of thing.
 */
export type Ask = 'period' | 'count' | 'who' | 'permission';

const WHO = /^\s*who\b|\bwho (?:can|may|must|is allowed|is entitled|has to)\b/i;
const COUNT = /\bhow many\b(?!\s+(?:days|weeks|months|years)\b)/i;
const PERIOD =
  /\bhow (?:long|soon|late|much time|many (?:days|weeks|months|years))\b|\bwhen\b|\bdeadline\b|\btime limit\b|\btoo late\b|\blast day\b|\bby what date\b|\buntil\b/i;
const PERMISSION =
  /^\s*(?:can|could|may|must|should|is|are|am|do|does|will)\b|\b(?:can|could|may|must|should) (?:i|we|you|they|someone|anyone|it|a|an|the|my|our)\b|\bis (?:it|that|this) (?:allowed|possible|required|permitted|ok|okay)\b|\bdo (?:i|we) (?:have|need)\b/i;

/** The kind of thing a question asks for, or null for an open question ("what is", "how do I"). */
export function askOf(text: string): Ask | null {
  // Facts often come first ("We missed the deadline … Can we get it back?"): the sentences asking say what is asked.
  const sentences = text.split(/(?<=[.?!])\s+/);
  const asking = sentences.filter((s) => s.trim().endsWith('?'));
  const question = (asking.length ? asking : sentences.slice(-1)).join(' ');
  if (WHO.test(question)) return 'who';
  if (COUNT.test(question)) return 'count';
  if (PERIOD.test(question)) return 'period';
  if (PERMISSION.test(question)) return 'permission';
  return null;
}

/** A time condition without a number ("before the patenting", "prior to the earliest of", "at any time"). */
const WHEN = /\b(?:not later than|no later than|before|prior to|within|until|at any time)\b/i;
/** A bound on a number ("more than one claim", "in excess of 20", "at most", "a single"). */
const NUMBER = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)';
const BOUND = new RegExp(
  `\\b(?:more than|less than|fewer than|at least|at most|no more than|in excess of|up to|only) ${NUMBER}\\b|\\ba single (?:claim|inventor|application|invention)\\b|` +
    `\\b${NUMBER} (?:or more )?(?:\\w+ )?(?:claims?|inventors?|applications?|inventions?|sheets?|pages?|words?)\\b`,
  'i',
);
const WHOM =
  /\b(?:any person|anyone|any party|(?:a |any )?third part(?:y|ies)|(?:a |any )?member of the public|the patentee|the requester|the (?:patent )?owner|the applicant|the inventor|the assignee|the director|only)\b/i;
const PERMITS =
  /\b(?:may|must|shall|required|permitted|entitled|allowed|only if|unless|not be|cannot|may not|will not)\b/i;

/**
 * How well a sentence states what is asked: 1 for a period or count when one is asked (a number with its unit), 0.6
 * for a weaker statement of it (a time condition, a bound, a person, a permission or condition), 0 when it states none.
 */
export function answersAsk(sentence: string, ask: Ask | null): number {
  switch (ask) {
    case 'period':
      return FACT.test(sentence) ? 1 : WHEN.test(sentence) ? 0.6 : 0;
    case 'count':
      return FACT.test(sentence) || BOUND.test(sentence) ? 1 : 0;
    case 'who':
      return WHOM.test(sentence) ? 1 : 0;
    case 'permission':
      return PERMITS.test(sentence) ? 0.6 : 0;
    default:
      return 0;
  }
}

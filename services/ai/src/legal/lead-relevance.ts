import { askOf } from './ask.js';
import { FACT, legalTerms, type LegalSection } from './legal-kb.js';
import { stem } from './question-share.js';

/**
 * What a question asks for, as the label "Answer" must deliver it (review 11, fix 1): a period ("how long", "when",
 * "by when"), a party ("who owns", "who can"), an amount ("how much", "cost"), a consequence ("what happens") or a
 * permission ("can I", "is it"); null for an open question ("what is", "how do I").
 */
export type Asked = 'period' | 'owner' | 'party' | 'amount' | 'consequence' | 'patentable' | 'permission';

const AMOUNT_ASKED =
  /\bhow much\b(?!\s+(?:(?:extra|more|additional)\s+)?(?:time|term)\b)|\bcosts?\b|\bprice\b|\bexpensive\b/i;
const CONSEQUENCE_ASKED = /\bwhat (?:happens|happened|if)\b|\bconsequences?\b|\bwhat (?:now|next)\b/i;
const OWNER_ASKED =
  /\bwho(?:se)?\b[^?]*\b(?:owns?|owned|owner|rights?)\b|\b(?:own|owns)\s+(?:the|my|our|this|that|an?)\s+(?:patent|invention|rights?)\b/i;
/** Whether something can be patented at all ("Is software patentable?", "can I patent my app?"). */
const PATENTABLE_ASKED =
  /\bpatentable\b|\bbe patented\b|\b(?:can|could|may) (?:i|we|you|one) (?:get a )?patent\b|\beligib\w*\b/i;

export function askedFor(question: string): Asked | null {
  const ask = askOf(question);
  if (OWNER_ASKED.test(question)) return 'owner';
  if (ask === 'who') return 'party';
  if (AMOUNT_ASKED.test(question)) return 'amount';
  if (ask === 'period') return 'period';
  if (CONSEQUENCE_ASKED.test(question)) return 'consequence';
  if (PATENTABLE_ASKED.test(question)) return 'patentable';
  if (ask === 'permission') return 'permission';
  return null;
}

/** A time condition stated without a number ("before the patenting", "within the period"). */
const WHEN =
  /\b(?:not later than|no later than|before|prior to|within|until|after|at any time|expir\w*|period)\b/i;
/** A condition a rule states. */
const CONDITION = /\b(?:if|when|unless|only|in (?:exceptional|any) cases?|where)\b/i;

/** A person or body a rule gives a right or a duty. */
const PARTY =
  /\b(?:any person|anyone|(?:a |any )?member of the public|(?:a |any )?third part(?:y|ies)|any party|the (?:patentee|inventors?|applicants?|assignees?|owners?|employers?|director|examiner|office|patent owner)|(?:an? |each |every )?(?:inventors?|assignees?|applicants?|owners?|employers?|patentees?)|juristic entit\w+|who)\b/i;
/** Ownership stated: who owns, holds title to or was assigned the patent ("own invention" is not ownership). */
const OWNERSHIP = /\b(?:owners?|ownership|owned|owns|assign\w*|title to|belongs? to|vested in)\b/i;
const AMOUNT = /\$\s?\d|\b(?:fee|fees|surcharge|charge)\b/i;
/**
 * Patentability stated: eligibility ("may obtain a patent", "abstract idea") or a condition of it (a bar, prior art,
 * 35 U.S.C. 101–103).
 */
const PATENTABILITY =
  /\bpatentab\w*|\beligib\w*|\bmay obtain a patent\b|\bentitled to a patent\b|\bjudicial exceptions?\b|\babstract ideas?\b|\bbar(?:s|red)?\b|\bprior art\b|\b(?:35 U\.S\.C\. )?10[123]\b/i;
/** A permission, duty or consequence a rule states. */
const RULING =
  /\b(?:may|must|shall|will|requires?|required|permitted|entitled|allowed|eligible|patentable|only if|unless|cannot|will not|not be|deemed|regarded|treated as|abandon\w*|expire\w*|lost|barred?)\b/i;

/** Whether a sentence states the kind of thing asked; any sentence does for an open question. */
export function statesAsked(sentence: string, asked: Asked | null): boolean {
  switch (asked) {
    case 'period':
      return FACT.test(sentence) || WHEN.test(sentence) || CONDITION.test(sentence);
    case 'owner':
      return OWNERSHIP.test(sentence);
    case 'party':
      return PARTY.test(sentence);
    case 'amount':
      return AMOUNT.test(sentence);
    case 'patentable':
      return PATENTABILITY.test(sentence);
    case 'consequence':
    case 'permission':
      return RULING.test(sentence);
    default:
      return true;
  }
}

/** Words any patent question holds: they say nothing of its topic. */
const GENERIC = new Set(
  [
    'patent',
    'patents',
    'patented',
    'invention',
    'inventions',
    'invent',
    'invented',
    'application',
    'applications',
    'file',
    'filed',
    'filing',
    'get',
    'take',
    'make',
    'made',
    'thing',
    'something',
    'work',
    'need',
    'want',
    'use',
    'law',
    'rule',
    'office',
    'uspto',
  ].map(stem),
);

/** The question's topic terms: its legal terms without the words every patent question holds. */
export const topicTerms = (question: string) =>
  [...new Set(legalTerms(question).map(stem))].filter((t) => !GENERIC.has(t) && t.length > 2);

/** Whether a sentence is on the question's topic: it holds one of its topic terms (not the words any patent question holds). */
export function onTopic(sentence: string, question: string): boolean {
  const topic = topicTerms(question);
  if (!topic.length) return true;
  const own = new Set(legalTerms(sentence, 2000).map(stem));
  return topic.some((t) => own.has(t) || (SAME_TOPIC.get(t) ?? []).some((x) => own.has(x)));
}

/**
 * A user's word and the words the texts use for the same thing ("Do I need a lawyer?" is answered by 37 CFR 1.31's
 * "patent practitioner"; re-check of review 11).
 */
const SAME_TOPIC = new Map(
  (
    [
      ['lawyer', ['practitioner', 'attorney', 'agent', 'representative']],
      ['attorney', ['practitioner', 'agent', 'representative']],
    ] as const
  ).map(([word, same]) => [stem(word), same.map(stem)]),
);

/**
 * Whether a lead may be labelled "Answer" or "Closest rule" for the question: its section is of no regime the question
 * does not name, and its sentences (a second is led with for the period the first lacks) state what is asked and hold
 * the question's topic.
 */
export const answersQuestion = (
  sentences: string[],
  section: Pick<LegalSection, 'source' | 'section'>,
  question: string,
) =>
  !offRegime(section, question) &&
  sentences.some((x) => statesAsked(x, askedFor(question))) &&
  sentences.some((x) => onTopic(x, question));

/**
 * Where the answer is, for questions the loaded texts are known not to answer; '' when none is known.
 */
const ELSEWHERE: { asks: RegExp; also?: RegExp; says: string }[] = [
  {
    asks: /\b(?:employee|employer|employment|at work|my (?:company|job)|hired|work for hire|contractor|staff)\b/i,
    // Only a question on who owns or holds the rights: "a design patent for my company's logo" is not (re-check).
    also: /\b(?:own|owns|owned|owner\w*|ownership|belongs?|rights?|title to)\b/i,
    says:
      'Who owns an employee’s invention is decided by the employment or assignment contract and by state law ' +
      '(hired-to-invent, shop right), which these texts do not hold: the inventor owns it unless it was assigned. ' +
      'Assignment in writing: 35 U.S.C. 261; the assignee as applicant: 37 CFR 1.46; recording an assignment: ' +
      '37 CFR Part 3.',
  },
  {
    asks: /\bhow long\b[^?]*\b(?:granted|grant|examin\w*|approv\w*|issued?|process\w*|pending|pendency)\b|\bpendency\b/i,
    says:
      'How long examination takes (pendency) is a USPTO statistic, not a rule: it is not in these texts; the USPTO ' +
      'publishes current pendency figures.',
  },
];

export function whereAnswered(question: string): string {
  return ELSEWHERE.find((x) => x.asks.test(question) && (!x.also || x.also.test(question)))?.says ?? '';
}

/**
 * Sections of a regime with its own subject (records requests, federally funded inventions, term extension for
 * regulatory review, reissue): quoted only when the question names that subject; otherwise their words ("cost",
 * "small", "employee") met the question by chance.
 */
const REGIMES: { holds: (s: Pick<LegalSection, 'source' | 'section'>) => boolean; named: RegExp }[] = [
  {
    holds: (s) => s.source === '37 CFR' && /^10[2-4]\./.test(s.section),
    named: /\b(?:FOIA|freedom of information|privacy act|records?|summons|subpoena|testimony|complaint)\b/i,
  },
  {
    holds: (s) =>
      (s.source === '35 USC' && inRange(s.section, 200, 212)) ||
      (s.source === '37 CFR' && /^401\./.test(s.section)),
    named:
      /\b(?:federal\w*|government\w*|funding|bayh|march-in|subject inventions?|nonprofit|universit\w*|grant(?:ee)?s? (?:funds|money))\b/i,
  },
  {
    holds: (s) =>
      (s.source === '35 USC' && (s.section === '155' || s.section === '156')) ||
      (s.source === '37 CFR' && /^1\.7[1-9]\d/.test(s.section)) ||
      (s.source === 'MPEP' && /^27[5-6]\d/.test(s.section)),
    named:
      /\b(?:term extension|extension of (?:the )?(?:patent )?term|PTE|regulatory review|FDA|drug|156)\b/i,
  },
  {
    holds: (s) =>
      (s.source === '35 USC' && /^25[12]\b/.test(s.section)) ||
      (s.source === '37 CFR' && /^1\.17[1-8]\b/.test(s.section)) ||
      (s.source === 'MPEP' && /^14\d\d/.test(s.section)),
    named: /\breissue\w*/i,
  },
  {
    // Patent term adjustment (37 CFR 1.702–1.705, MPEP 2730–2736) for a question on the term that names no delay or
    // adjustment (attorney review of issue 25: MPEP 2733 cited for "How long does a utility patent last?").
    holds: (s) =>
      (s.source === '37 CFR' && /^1\.70[2-5]\b/.test(s.section)) ||
      (s.source === 'MPEP' && /^273[0-6]\b/.test(s.section)),
    named:
      /\badjust\w*|\bPTA\b|\bdela\w*|\bslow\w*|\btook\b|\bwait\w*|\bback\b|\bguarantee\w*|\bextra\b|\blost\b|\bcompensat\w*|\b154\s?\(b\)|\b1\.70[2-5]\b|\b273\d\b|\bpendency\b|\bsat on\b/i,
  },
  {
    // Common ownership that removes a reference as prior art: not who owns a patent.
    holds: (s) => s.source === 'MPEP' && /^(?:2146|2154\.02\(c\)|717\.02)/.test(s.section),
    named: /\bcommon(?:ly)?\s+own\w*|\bjoint research\b|\b10[23]\s?\((?:b\)\(2\)\(C|c)\)|\bprior art\b/i,
  },
  {
    holds: (s) => s.source === 'MPEP' && s.section === '2124.01',
    named: /\btax\w*/i,
  },
  {
    holds: (s) => s.source === '35 USC' && inRange(s.section, 1, 6),
    named: /\b(?:director|deputy|commissioner|officers?|board|PTAB)\b/i,
  },
];

function inRange(section: string, from: number, to: number): boolean {
  const n = Number(/^(\d+)/.exec(section)?.[1] ?? NaN);
  return n >= from && n <= to;
}

/** Whether a section belongs to a regime the question does not name (see REGIMES). */
export const offRegime = (s: Pick<LegalSection, 'source' | 'section'>, question: string) =>
  REGIMES.some((r) => r.holds(s) && !r.named.test(question));

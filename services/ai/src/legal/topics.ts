import { eraWords } from './filing-era.js';
import { COUNT, count as countOf } from './relative-dates.js';
import { ADVISORY_ASKED, OUTER_LIMIT } from './reply-asks.js';
import { withStatuteWords } from './vocabulary.js';
import { applicationFiled, asksTerm, readQuestion, told, type QuestionReading } from './question-reader.js';
import { FINAL_OPTIONS } from './final-options.js';
import { idsPeriod } from './ids-period.js';
import type { Asks, Topic, TopicLead, TopicRouter } from './topic-types.js';
import { OBVIOUSNESS_REBUTTAL, REQUIREMENT_TOPICS } from './topics-requirements.js';
import {
  DEMAND_WORDS,
  FOREIGN_LANGUAGE_FILING,
  PCT_DEMAND,
  PCT_UNITY,
  PROVISIONAL_LEFT,
  SPECIES_ELECTION,
} from './procedure-topics.js';

export type { Asks, Topic, TopicLead, TopicSection } from './topic-types.js';

/** Whether a question asks what `asks` is for (see Asks). */
export function isAsked(asks: Asks | undefined, question: string): boolean {
  const q = withStatuteWords(question);
  return !asks || (asks instanceof RegExp ? asks.test(q) : asks(readQuestion(q), question));
}

/** An Office action told of the USPTO's, not of a foreign office (a counterpart's action cites art for an IDS). */
const uspto = (r: QuestionReading) => !r.papers.has('foreign');

/**
 * A question asking what a thing is ("what is PTA", "define an RCE", "what does IDS mean"), not what it costs, when it
 * is due or how it differs from another.
 */
const DEFINITIONAL =
  /^\W*(?:(?:so|and|ok|okay|quick question)\W+)?(?:what(?:'s| is| are)\s+(?:an? |the )?(?!(?:fees?|costs?|deadlines?|periods?|time|limits?|difference|rules?|best|right|process|procedure|requirements?|status|chance|odds|next|latest|earliest|last)\b)|define\b|definition of\b|meaning of\b|explain\b)|\bwhat does [\w\s.()-]{1,40}\b(?:mean|stand for)\b/i;
/** Words that ask more than what a thing is (its time, cost, a choice, a case). */
const BEYOND_DEFINITION =
  /\b(?:how (?:long|much|many|do|can|soon)|when|deadline|fees?|costs?|can (?:i|we)|should|our|my|client)\b|\d/i;

/** Whether a question asks only what its subject is (see DEFINITIONAL). */
export const asksDefinition = (question: string) =>
  DEFINITIONAL.test(question) && !BEYOND_DEFINITION.test(question);

/** A question asking what a thing does or what follows from it ("what does a terminal disclaimer do?"). */
const EFFECT =
  /\bwhat (?:does|do|would|will) (?:filing |recording )?(?:an? |the |my |our |this )?[\w\s-]{1,40}\bdo\b|\b(?:effects?|consequences?)\b|\bwhat happens\b/i;

/** Whether a question asks what its subject is or does: a topic stating its effect (Topic.effect) leads with it. */
export const asksEffect = (question: string) => asksDefinition(question) || EFFECT.test(question);

/**
 * The lead sentence(s) a topic gives a question, if it has one for what the question asks. A definitional question
 * is led by the topic's definition, else by `defined` (the texts' own definition of its subject, see definitions.ts).
 */
export function topicLead(
  topic: Topic | undefined,
  question: string,
  defined?: TopicLead,
): TopicLead | TopicLead[] | undefined {
  // The definition leads a definitional question; the question's own wording, before any focus it follows up.
  if (asksDefinition(question.trim()) && (topic?.defines ?? defined)) return topic?.defines ?? defined;
  if (topic?.effect && topic.defines && asksEffect(question.trim())) return topic.defines;
  // A lead in several parts leads with the parts whose aspect the question asks (all of them, when none names one).
  const lead = topic?.lead;
  const parts = [lead ?? []].flat().filter((l) => isAsked(l.asks, question));
  // Whether the period can be extended, asked: the sentence of a cited section saying so leads (attorney re-check of
  // issue 25: 37 CFR 1.311(a)'s "This three-month period is not extendable" was left unquoted). A section without one
  // is passed over (leadsOfTopic keeps only the sentences found).
  const extension =
    EXTENSION_ASKED.test(question) && !EXTENSION_AMOUNT.test(question)
      ? (topic?.sections ?? [])
          .filter(([src]) => src !== 'fees')
          .map((section) => ({ section, holds: EXTENSION_STATED }))
      : [];
  if (extension.length) return [...extension, ...parts];
  if (!parts.length) return undefined;
  return Array.isArray(lead) ? parts : parts[0];
}

/** Whether a period can be extended is asked ("extendable?", "can I get an extension?", "can it be extended?"). */
export const EXTENSION_ASKED =
  /\bextendable\b|\bextensions?\b|\b(?:be|get \w+(?: \w+)?) extended\b|\bextend (?:it|this|that|the)\b/i;
/** How far it can be extended is another aspect, the topic's own lead answers it (37 CFR 1.136(a)'s five months). */
const EXTENSION_AMOUNT = /\bhow (?:long|much|many|far)\b|\bmax\w*|\bby how\b|\bup to\b/i;
/** A sentence stating whether a period can be extended. */
const EXTENSION_STATED = /\b(?:not |non-?)?extendable\b|\b(?:may|can|will|shall)(?: not)? be extended\b/i;

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
/**
 * The facts a micro entity question gives, checked against the conditions they decide (attorney review, issue 25):
 * the earlier applications the asker is named on (at most four, 37 CFR 1.29(a)(2)) and the income (the limit of
 * 1.29(a)(3), three times the median household income, a figure the texts do not give).
 */
function microFacts(q: string): string {
  const out: string[] = [];
  const apps =
    /\b(\d{1,2}|one|two|three|four|five|six|seven)\s+(?:earlier|previous|prior|other|previously filed)?\s*(?:(?:us|u\.s\.|patent|non-?provisional|utility)\s+)*(?:applications|apps|filings|patents)\b/i.exec(
      q,
    );
  if (apps) {
    const n = COUNT_WORDS[apps[1].toLowerCase()] ?? Number(apps[1]);
    out.push(
      n <= 4
        ? `Named on ${n} earlier application${n === 1 ? '' : 's'}: within the limit of four, so that condition holds (37 CFR 1.29(a)(2); provisional, foreign and unpaid international applications are not counted).`
        : `Named on ${n} earlier applications: more than four, so micro entity status on the income basis is not available unless enough of them are of the kinds not counted (provisional, foreign, international ones whose basic national fee was not paid, or assigned under an employment obligation: 37 CFR 1.29(a)(2), (b)).`,
    );
  }
  const income = /\$\s?(\d[\d,.]*)\s?(k|thousand)?\b/i.exec(q);
  if (income)
    out.push(
      `An income of ${income[0].trim()}: the limit is three times the median household income of the preceding calendar ` +
        'year as last reported by the Census Bureau (37 CFR 1.29(a)(3), rules text of late 2013); the texts give no dollar ' +
        'figure, which the USPTO publishes each year: compare it with the one for the year before the fee is paid.',
    );
  return out.length ? `${out.join(' ')} ` : '';
}

/** What ends a parent's pendency, or may: a continuation then asks its own answer. */
const PARENT_ENDS = new Set(['allowed', 'issue-fee-paid', 'issued', 'abandoned', 'fee-missed']);

/** A continuation-in-part question on what it may add or how it differs from a continuation. */
const asksCipDifference: Asks = (r, q) => r.asks.has('difference') || /\bnew matter\b|\badd\b/i.test(q);
/** A divisional named, and a continuation (not a continuation-in-part) named. */
/** The time to file a notice of appeal asked, undated or dated, not the brief's ("how long do I have to appeal …?"). */
const NOTICE_TIME =
  /^(?![\s\S]*\b(?:appeal |reply )?brief\b)(?=[\s\S]*\b(?:notice of appeal|appeal(?:ing)?\b))[\s\S]*\b(?:how long|how much time|how many months|deadline|due|time (?:limit|period)|by when|last day|when (?:must|do|should|is|are)|within (?:what|which))\b/i;
const DIVISIONAL = /\bdivisionals?\b/i;
const CONTINUATION = /\bcontinuations?\b(?![- ]in[- ]part)/i;
/** When to file is asked (the question reader's deadline or "still" aspect). */
const asksFilingTime = (r: QuestionReading) => r.asks.has('deadline') || r.asks.has('still');

/** What a topic's rule answers to the aspects a question asks (Topic.answers), in the topic's order. */
export const topicAnswers = (topic: Topic | undefined, question: string, today?: string): string[] =>
  (topic?.answers ?? [])
    .filter((a) => isAsked(a.asks, question))
    .map((a) => (typeof a.says === 'string' ? a.says : a.says(question, today)));

/**
 * An IDS asked as filed without the fee or the statement (its first period, 37 CFR 1.97(b)), not once a final action,
 * a notice of allowance or the issue fee has closed it.
 */
const IDS_FREE = (r: QuestionReading, q: string) =>
  !idsPeriod(q) &&
  /\bwithout\b[^.?]{0,40}\b(?:fees?|statement|paying|cost)\b|\bno (?:fee|statement|cost)\b|\bfree\b|\bfirst (?:period|window)\b/i.test(
    q,
  ) &&
  !told(r, 'final-rejection') &&
  !told(r, 'allowed') &&
  !told(r, 'issue-fee-paid');

/** An IDS the question places in a period of 37 CFR 1.97 (ids-period.ts), by its dates or timing words. */
const idsIn = (paragraph: '(b)' | '(c)' | '(d)') => (_r: QuestionReading, q: string) =>
  idsPeriod(q)?.paragraph === paragraph;

/** What an IDS placed in a period of 37 CFR 1.97 needs, said with when the question places it. */
const IDS_NEEDS: Record<'(b)' | '(c)', (when: string) => string> = {
  '(b)': (when) =>
    `No fee and no statement: an IDS filed ${when} is considered without the statement of 37 CFR 1.97(e) and ` +
    'without the fee of 37 CFR 1.17(p) (37 CFR 1.97(b): within three months of the filing date of a national ' +
    'application or of entry into the national stage, or before the mailing of a first Office action on the merits — ' +
    'or of the first action after a request for continued examination — whichever is later).',
  '(c)': (when) =>
    `The statement or the fee: an IDS filed ${when} is considered with either the statement of 37 CFR 1.97(e) or the ` +
    'fee of 37 CFR 1.17(p), not both (37 CFR 1.97(c): after the period of 1.97(b), before a final action, a notice of ' +
    'allowance or an action otherwise closing prosecution).',
};

/**
 * A benefit or priority claim: a claim to an earlier filing's date ("claims priority", "a benefit claim", "it claims an
 * earlier provisional"), not a claim of the application.
 */
const PRIORITY_CLAIM =
  /\bclaim(?:s|ed|ing)?\s+(?:the\s+)?(?:benefit|priority)\b|\b(?:priority|benefit)\s+claims?\b|\bclaim(?:s|ed|ing)?\s+(?:to\s+)?(?:(?:the|an?|its|my|our|this|that)\s+)?(?:(?:earlier|prior|first|original|parent|us|u\.s\.)\s+)*(?:provisional|application|filing|parent)\b/gi;
/** An application's own claims asked about ("does it need claims?", "without claims"), not a benefit or priority claim. */
const CLAIMS_OF_IT: Asks = (_r, q) => /\bclaims?\b/i.test(q.replace(PRIORITY_CLAIM, ' '));

/** A contribution to some of the claims only ("only one dependent claim", "not every claim", "just claim 7"). */
const PART_OF_CLAIMS =
  /\b(?:one|a single|only|just|some|a few|part of the|certain)\s+(?:\w+\s+)?(?:dependent |independent )?claims?\b|\b(?:every|all|each|the other) (?:of the )?claims\b|\bclaim \d+\b/i;

/** A terminal-disclaimer question on what ownership or enforcement it ties the patents to. */
const TD_OWNERSHIP =
  /\bown\w*|\bassign\w*|\bsell\b|\bsold\b|\btransfer\w*|\benforc\w*|\bcommit\w*|\bconditions?\b|\bprovisions?\b|\bapart from\b|\bbesides\b|\bwhat else\b|\bother than\b/i;
/**
 * 37 CFR 1.321(c) and (d): the terminal disclaimer filed to obviate double patenting, with what it must include (the
 * common-ownership provision of (c)(3)), then the joint-research variant of (d); quoted together, cited at (c).
 */
const TD_RULES: TopicLead[] = [
  {
    section: ['37 CFR', '1.321', '(c)'],
    holds:
      /^\([cd]\) A terminal disclaimer, when filed (?:to obviate judicially created|in a patent application or in a reexamination proceeding to obviate) double patenting/,
    words: 340,
  },
];

/** The sentence stating which delay in paying a maintenance fee the Director may accept (35 U.S.C. 41(c); 37 CFR 1.378). */
export const DELAY_STANDARD =
  /accept the payment of any maintenance fee[\s\S]*shown to the satisfaction of the Director/;

/** A question asking what something costs ("how much time" is not a price). */
export const ASKS_FEE =
  /\bfees?\b|\bcosts?\b|\bcosting\b|\bprice\b|\bsurcharge\b|\bhow much\b(?! (?:(?:extra|more|additional) )?(?:time|longer|later|earlier|term)\b)/i;
/** A fee named as a step already taken ("after the issue fee has been paid"): the question is on what follows it. */
const FEE_PAID =
  /\b(?:issue|filing|search|examination|maintenance) fees? (?:has |have |had )?(?:already )?(?:been |was |were )paid\b|\b(?:after|once|since) (?:paying|payment of) (?:the )?(?:issue|filing|search|examination|maintenance) fees?\b/gi;
/** Whether a question asks a fee or cost (see ASKS_FEE), a fee paid before it aside (see FEE_PAID). */
const asksFee = (question: string) => ASKS_FEE.test(question.replace(FEE_PAID, ' '));
/** A question on a later step of a trial or proceeding (the response, the decision, estoppel, amending, page limits). */
const LATER_STEP =
  /\bpreliminary response\b|\b(?:final )?(?:written )?decision\b|\bestoppel\b|\bamend\w*|\bpages?\b|\bword (?:count|limit)\b|\bdiscovery\b|\bhearing\b|\bsettle\w*|\bmotions?\b|\bstatement\b|\bordered\b|\bresponse\b|\breply\b|\bappeal\w*|\binterview\b/i;

/** A question asking how long a claim or paper may still be added ("how long do we have to add it?"). */
const CLAIM_TIME =
  /\bhow long\b|\bdeadline\b|\bwhen\b|\buntil\b|\bby when\b|\btime (?:limit|period)\b|\bstill\b|\btoo late\b|\blast day\b/i;

/** Words placing a question after grant (an issued patent, not its application). */
const ISSUED =
  /\b(?:issued|granted|my patent\b(?! application)|the patent\b(?! application)|printed|after (?:grant|issu\w*))/i;

/** A request not to publish an application (35 U.S.C. 122(b)(2)(B), 37 CFR 1.213), however worded. */
const NONPUBLICATION =
  /\bnon-?publication\b|\b(?:not|never) (?:be )?publish\w*|\bkeep\b.*\b(?:secret|confidential|unpublished|private)\b|\b(?:keep|stop|prevent)\w*\b.*\bfrom (?:being )?publish\w*|\b(?:not|never|don'?t)\b(?:\s+\w+){0,5}\s+publish\w*|\b(?:avoid|prevent|stop|opt out of)\b.*\bpublicat\w*|\brescind\w*\b.*\bnonpublication/i;
/**
 * A nonpublication request named or asked for in words ("ask the USPTO not to publish"): a question on it, though it
 * names the PCT too. "A PCT application not published in English" asks no such thing.
 */
const NONPUBLICATION_ASKED =
  /\bnon-?publication\b|\b(?:ask|request|want|wish|keep|stop|prevent|avoid|opt out)\w*\b[^.?]{0,40}?\b(?:not (?:to )?(?:be )?publish\w*|from (?:being )?publish\w*|publicat\w*|unpublished)/i;
/** A nonpublication request already made ("I filed with a nonpublication request", "we asked for nonpublication"). */
const REQUEST_MADE =
  /\b(?:asked|requested|filed|made|submitted|have|had|after (?:requesting|filing))\b[^.?]{0,40}\bnon-?publication\b/;
/** The invention filed in another country or under a multilateral agreement (the PCT). */
const FILED_ABROAD =
  /\bforeign\b|\babroad\b|\banother country\b|\bother countr\w*|\beurope\w*|\bjapan\w*|\bchin\w*|\bpct\b|\binternational\b|\bmultilateral\b/;

/** A question on a fee discount for a small entity ("is there a discount", "pay less", "lower fees"). */
const SMALL_FEE_DISCOUNT =
  /\bdiscount\w*|\breduc\w*|\bcheaper\b|\blower\b|\bless\b|\bbreak\b|\b50 ?(?:%|percent)\b/i;
/** Asked whether a granted patent must still be paid for to stay in force ("keep it alive", "after it issues"). */
const KEPT_IN_FORCE =
  /\bkeep\w*\b[^.?]*\b(?:alive|in force|valid|active|going|enforceable)\b|\b(?:after|once)\b[^.?]{0,40}\b(?:grant\w*|issu\w*)\b/i;
/** A design application or patent named (an RCE, which 37 CFR 1.114(e)(4) excludes for it). */
const DESIGN_APPLICATION = /\bdesign (?:patent )?(?:application|app|case|filing|patent)s?\b/i;

/** Words of a grace-period question: the period named, or a disclosure told before a filing or a patent asked. */
const GRACE_WORDS =
  /\bgrace period\b|\b(?:disclos\w*|publish\w*|present\w*|show\w*|sold|sell\w*|offer\w* (?:it )?for sale|demo\w*|launch\w*|posted|blog\w*|conference|trade show|crowdfund\w*|kickstarter|article|paper|thesis|told|public(?:ly)?)\b.*\b(?:before|prior to|already|last (?:year|month)|ago)\b.*\b(?:fil\w*|appl\w*|patent\w*)\b|\b(?:still|can i)\b.*\b(?:file|patent|apply)\b.*\bafter\b.*\b(?:disclos\w*|publish\w*|present\w*|sell\w*|sold|show\w*|public\w*|launch\w*)|\b(?:disclos\w*|publish\w*|present\w*|show\w*|sold|sell\w*|demo\w*|launch\w*|posted|exhibit\w*)\b.*\b(?:(?:have|has|had)(?: not|n'?t)(?: yet)? filed|not (?:yet )?filed|before (?:i|we) (?:file|filed))\b/i;

/** The asker's own disclosure told (sold, shown, published: the question reader's event). */
const ownDisclosure = (r: QuestionReading) =>
  r.events.some((e) => e.kind === 'disclosed' && e.actor === 'self');

/** A year told without a day or month: "last year", "this year", "in 2025" (the year alone, no month before it). */
function toldYear(q: string, today?: string): { year: number; written: string } | null {
  const now = today ? Number(today.slice(0, 4)) : NaN;
  const rel = /\b(last|this|previous) year\b/i.exec(q);
  if (rel && now) return { year: /this/i.test(rel[1]) ? now : now - 1, written: rel[0] };
  const abs = /\b(?:in|during|back in) (19|20)(\d\d)\b/i.exec(q);
  return abs ? { year: Number(abs[1] + abs[2]), written: abs[0] } : null;
}

/**
 * The asker's own disclosure, undated or dated by its year (attorney review 11, issue 25): a filing made now is under
 * the AIA (effective filing date on or after 2013-03-16, AIA 3(n)(1)), so its grace period of 35 U.S.C. 102(b)(1)(A)
 * answers, the year told read against today; abroad, where most laws require absolute novelty, it is said not covered.
 */
function ownDisclosureAnswer(q: string, today?: string): string {
  const y = toldYear(q, today);
  const cutoff = today && `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const when =
    y && today && cutoff
      ? y.year < Number(cutoff.slice(0, 4))
        ? `“${y.written}” read as ${y.year} (today is ${today}): more than a year ago, so it bars an application filed now. `
        : `“${y.written}” read as ${y.year} (today is ${today}): a disclosure before ${cutoff} is more than a year ago and bars an application filed now; one on or after ${cutoff} leaves until its first anniversary to file — give the day for the exact last day. `
      : '';
  return (
    'Under the AIA (first inventor to file), which governs an application filed now unless it claims an effective ' +
    'filing date before 2013-03-16: your own sale, showing or publication is not prior art against you if you file ' +
    'within 1 year of it (35 U.S.C. 102(b)(1)(A)); more than 1 year before your effective filing date, it bars the ' +
    `patent (102(a)(1)). ${when}Abroad, most countries require absolute novelty: a disclosure before filing usually ` +
    'loses foreign rights, which these US texts do not cover.'
  );
}

/**
 * Words asking whether all is lost ("is my patent dead?", "is it over?", "did I lose it?"): what can still be done is
 * the answer (attorney review 11, issue 25), before the loss.
 */
const ALL_LOST =
  /\b(?:dead|gone|over|lost|done for|finished|the end|kill\w*|doomed|hopeless)\b|\blose (?:it|everything|my|our|the)\b|\bwhat (?:happens )?now\b|\bwhat (?:can|could|should) (?:i|we) do\b/i;
/**
 * A question that tells something went wrong and asks what follows (attorney review 11, issue 25): the options, whether
 * it can still be done, what happens, or whether all is lost. Its answer states the remedy, in order and until when,
 * before the loss (abandonment, expiry) as the consequence.
 */
const REMEDY_ASKED: Asks = (r, q) =>
  r.asks.has('options') || r.asks.has('still') || r.asks.has('consequence') || ALL_LOST.test(q);

/** A delay told as a count of days, weeks or months ("missed it by 2 weeks", "3 days late", "a month overdue"). */
const DELAY_TOLD = new RegExp(
  `\\bby (?:about |around |almost |nearly |just |over )?${COUNT} (days?|weeks?|months?)\\b|\\b${COUNT} (days?|weeks?|months?) (?:late|overdue|past (?:the )?(?:deadline|due date))\\b`,
  'i',
);

/**
 * The months of extension of time a told delay needs (37 CFR 1.136(a): bought by the month, counted from the end of
 * the period set), and whether the 6-month statutory maximum still allows them after a 3-month shortened period.
 */
export function extensionForDelay(question: string): string {
  const m = DELAY_TOLD.exec(question);
  if (!m) return '';
  const [count, unit] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
  const n = countOf(count);
  const days = /^day/i.test(unit) ? n : /^week/i.test(unit) ? 7 * n : 30 * n;
  const months = /^month/i.test(unit) ? n : Math.ceil(days / 30);
  const told = `${n} ${unit.replace(/s$/i, '')}${n === 1 ? '' : 's'}`;
  return months <= 3
    ? `${told} late after the usual 3-month shortened period is within reach: a ${months}-month extension (${months} month${months === 1 ? '' : 's'} of the fee of 37 CFR 1.17(a)) filed with the reply makes it timely, as long as the period was not set as non-extendable. `
    : `${told} late is beyond what extensions can reach after a 3-month shortened period (at most 3 months, to the 6-month maximum of 35 U.S.C. 133): the application is abandoned and only revival can restore it. `;
}

/**
 * The topic index. Order matters: the first topic whose recognisers match wins, so a narrower topic comes before the
 * broader one it would otherwise fall into (a broadening reissue before reissue, a reply brief before an appeal).
 * The first eight entries are the original index (attorney-review topics); their behaviour is kept.
 */
/** A national stage told as missed ("we missed the 30 months", "forgot to enter"): revival, not the entry rule. */
const MISSED_NATIONAL_STAGE = /\b(?:miss\w*|passed|forg[eo]t\w*|lost|dead|too late|blew)\b/i;

/** A revival asked until when (a time limit, how late, years after abandonment). */
const REVIVAL_TIME =
  /\btime[- ]limits?\b|\bhow long\b|\bdeadline\b|\bwhen\b|\btoo late\b|\bhow late\b|\bstill\b|\b(?:years?|months?) (?:after|later|ago)\b|\blimit\b|\bby when\b/i;

/**
 * A kind of patent term adjustment asked by its letter ("A-delay", "B delay", "type C"), case-sensitive so that the
 * article ("a delay", "A delay by the Office …" opening a question) is not read as one; or by its paragraph of 35 U.S.C. 154(b)(1) or 37 CFR 1.702.
 */
const A_DELAY =
  /\b[Aa]-delays?\b|(?<=\S\s)A delays?\b|\b(?:[Tt]ype|[Cc]ategory|[Kk]ind) A\b|\b154\(b\)\(1\)\(A\)|\b1\.702\(a\)|\b14-month guarantee\b/;
const B_DELAY =
  /\b[Bb]-delays?\b|\bB delays?\b|\b(?:[Tt]ype|[Cc]ategory|[Kk]ind) B\b|\b154\(b\)\(1\)\(B\)|\b1\.702\(b\)|\b3-year (?:pendency )?guarantee\b/;
/** The Office told as slow to act first (the 14-month guarantee, asked in lay words). */
const FIRST_ACTION_DELAY =
  /\bfirst (?:office )?action\b|\b(?:uspto|office|examiner|pto)\b[^.?!]{0,40}\b(?:took|slow\w*|waited|delay\w*|sat on)\b|\b(?:slow\w*|delay\w*)\b[^.?!]{0,20}\b(?:uspto|office|examiner|examination)\b/i;
const C_DELAY =
  /\b[Cc]-delays?\b|\bC delays?\b|\b(?:[Tt]ype|[Cc]ategory|[Kk]ind) C\b|\b154\(b\)\(1\)\(C\)|\b1\.702\(c\)/;

/** Another inventor of the same invention told of (a co-inventor, a cofounder who co-invented, one of the inventors). */
const JOINT_INVENTOR_TOLD =
  /\bco-?invent\w*|\bjoint(?:ly)? invent\w*|\b(?:one|another|other|two|some) of (?:the |our |my )?(?:co-?)?inventors\b|\b(?:other|second|fellow) inventor\b|\binvented (?:it |this )?(?:together|with)\b/i;
/** An inventor told as refusing or out of reach. */
const INVENTOR_UNAVAILABLE =
  /\brefus\w*|\bwon'?t (?:sign|cooperate|join)\b|\bwill not (?:sign|cooperate|join)\b|\bunwilling\b|\bcannot be (?:found|reached)\b|\bcan'?t (?:be )?(?:found|reach\w*|locat\w*|find)\b|\bunreachable\b|\bdisappeared\b|\bno longer (?:responds|answers|cooperat\w*)\b|\bstopped (?:responding|answering)\b|\bghost\w*\b/i;
/** Whether an application can (still) be filed or go ahead. */
const ASKS_TO_FILE =
  /\b(?:can|could|may|do|are) (?:i|we|the (?:company|others?|rest of us))\b[^.?!]{0,40}\b(?:file|apply|proceed|go ahead|continue)\b|\b(?:file|apply|proceed)\b[^.?!]{0,30}\bwithout (?:him|her|them|his|their)\b|\bwhat (?:can|do|should) (?:i|we) do\b|\bstill (?:file|apply|get)\b/i;

/** A first filing told as made in the United States ("file in the US first", "after filing my US application"). */
const US_FILED_FIRST =
  /\b(?:us|u\.s\.?|usa|united states|america|uspto)\b[^.?!;]{0,40}\bfirst\b|\bfirst\b(?: \w+){0,3} (?:in|with|at) the (?:us|u\.s\.?|usa|united states|uspto)\b|\b(?:after|since) (?:filing|i filed|we filed|i file|we file)\b[^.?!]{0,30}\b(?:us|u\.s\.?|usa|united states|uspto)\b|\b(?:my|our|a|the) (?:us|u\.s\.?|american) (?:application|provisional|filing|patent application|non-?provisional)\b[^?]{0,80}\b(?:later|then|next|now|after)\b/i;
/** A later filing told as made abroad (Europe, Japan, other countries). */
const FILED_ABROAD_LATER =
  /\beurope\w*|\bjapan\w*|\bchin(?:a|ese)\b|\bkorea\w*|\babroad\b|\boverseas\b|\bforeign\b|\bother countr\w*|\banother country\b|\binternationally\b|\bepo\b|\bworldwide\b/i;
/** When, how long, or whether one may still (or at all) file. */
const asksFilingTimeOrLeave: Asks = (r, q) =>
  r.asks.has('deadline') ||
  r.asks.has('still') ||
  /\bhow long\b|\bhow much time\b|\bwhen\b|\blater\b|\bcan (?:i|we)\b|\bmay (?:i|we)\b|\ballowed\b/i.test(q);

/** What 37 CFR 1.31 lets an inventor do without a lawyer, and its exception. */
const PRO_SE =
  'an inventor may file and prosecute a patent application without a lawyer (pro se); 37 CFR 1.31 lets an applicant ' +
  'handle its own case or appoint registered patent practitioners. The exception: a company or other juristic entity ' +
  'that is the applicant must be represented by a registered patent practitioner (37 CFR 1.31).';

/** Asked whether a lawyer is required (answered "No"), not whether one may go without (answered "Yes"). */
const NEEDS_LAWYER =
  /\b(?:need|needs|have to|has to|must|required?|necessary|mandatory|obligat\w*)\b[^.?]*\b(?:attorney|lawyer|agent|practitioner|law firm)s?\b|\b(?:attorney|lawyer|agent)s?\b[^.?]{0,12}\b(?:required|necessary|mandatory)\b/i;

export const TOPICS: Topic[] = [
  // --- the original eight ---
  {
    id: 'pct-national-stage',
    fees: true,
    all: [
      /national (?:stage|phase)|\b(?:enter|entry)\b.*\bpct\b|\bpct\b.*\b(?:enter|entry|us|united states)\b/i,
    ],
    // Asking not to publish the US application, the invention filed under the PCT too: the nonpublication rule answers;
    // "Can our PCT claim the US provisional?" is on the PCT's own filing (pct-claiming-provisional).
    not: new RegExp(
      `${NONPUBLICATION_ASKED.source}|^(?![\\s\\S]*\\b(?:national (?:stage|phase)|enter|entry|30 months)\\b)[\\s\\S]*\\b(?<!non-?)provisional\\b|^(?![\\s\\S]*\\btranslat)[\\s\\S]*${MISSED_NATIONAL_STAGE.source}`,
      'i',
    ),
    sections: [
      ['35 USC', '371', '(c)'],
      ['37 CFR', '1.495', '(b)'],
    ],
    lead: [
      // A translation late at the national stage: accepted later, with the processing fee.
      {
        section: ['37 CFR', '1.495'],
        holds:
          /processing fee set forth in § 1\.492\(i\) is required for acceptance of an English translation later/,
        asks: /\btranslat\w*/i,
      },
      // When to enter it (attorney re-check of issue 25: MPEP 1801 on countries whose laws do not fit 30 months led).
      {
        section: ['37 CFR', '1.495', '(b)'],
        holds:
          /^\(b\) To avoid abandonment of the application, the applicant shall furnish[^.]*thirty months/,
        asks: (r, q) => r.asks.has('deadline') && !/\btranslat\w*/i.test(q),
      },
    ],
    answers: [
      {
        asks: (r, q) => r.asks.has('deadline') && !/\btranslat\w*/i.test(q),
        says:
          'By 30 months from the priority date (the earliest date claimed, else the international filing date): the ' +
          'national stage in the United States commences when the time limit of PCT Article 22 or 39 expires (35 U.S.C. ' +
          '371(b)), and the basic national fee and a copy of the international application must be filed by then, or ' +
          'the application is abandoned as to the United States (37 CFR 1.495(b)); the 30 months cannot be extended ' +
          '(37 CFR 1.495(a)).',
      },
    ],
  },
  {
    id: 'excess-claims-fee',
    fees: true,
    all: [/\bclaims?\b/i, /\b(?:excess|extra|additional|more than|over)\b/i, /\bfees?\b|\bpay\b|\bcost\b/i],
    not: /\bpct\b|national stage|design|plant|reissue/i,
    sections: [
      ['fees', '1.16(h)'],
      ['37 CFR', '1.16', '(i)'],
      ['fees', '1.16(j)'],
      ['37 CFR', '1.75', '(c)'],
    ],
  },
  {
    id: 'maintenance-fee-late',
    mpep: [2500],
    fees: true,
    all: [
      /maintenance fee/i,
      /\b(?:late|reinstat\w*|expired|revive|accept\w*|delay\w*|missed|forg[eo]t\w*|(?:did not|didn'?t|never|failed to) pa(?:y|id))\b/i,
    ],
    // A design or plant patent owes none (the next topic but four): the exemption answers.
    not: /\b(?:design|plant) patents?\b(?![\s\S]*\butility\b)/i,
    sections: [
      ['35 USC', '41', '(c)'],
      ['37 CFR', '1.378'],
    ],
    // The standard of delay as each text states it: the statute's and the rule's revisions may differ.
    lead: [
      { section: ['35 USC', '41', '(c)'], holds: DELAY_STANDARD },
      { section: ['37 CFR', '1.378', '(a)'], holds: DELAY_STANDARD },
    ],
    // Asked when they are due or what follows a fee forgotten: the three windows and the grace period, then the
    // petition, then expiry as the consequence (attorney review 11, issue 25).
    answers: [
      {
        asks: (r, q) => r.asks.has('deadline') || REMEDY_ASKED(r, q),
        says:
          'Three fees keep a utility patent in force, due 3.5, 7.5 and 11.5 years after grant: each is payable without ' +
          'surcharge from 3, 7 and 11 years after grant (37 CFR 1.362(d); 35 U.S.C. 41(b)(1)), then with the surcharge ' +
          'of 37 CFR 1.20(h) in a 6-month grace period through the 4th, 8th and 12th anniversary of grant (1.362(e); ' +
          '41(b)(2)). Forgotten past the grace period, the Director may still accept it on a petition showing the delay ' +
          'was unintentional, with the fee and the surcharge of 1.20(i) (35 U.S.C. 41(c)(1); 37 CFR 1.378): the patent is ' +
          'then treated as not having expired, though others who began using the invention meanwhile may keep doing so ' +
          '(41(c)(2)). Without payment or an accepted petition, the patent expires at the end of the grace period ' +
          '(41(b)(2); 1.362(g)). Design and plant patents owe no maintenance fees (41(b)(3)).',
      },
    ],
  },
  {
    id: 'patent-term',
    fees: true,
    all: [
      /\bterm\b|\bexpire|\bhow long does a patent last/i,
      /\bpatent\b/i,
      // "A final rejection … is my patent dead?": the application's fate, not a granted patent's term.
      (r) => !told(r, 'final-rejection') || told(r, 'issued'),
    ],
    not: /design|plant|adjust|extension|extend|delay|terminal|reissue|provisional|priority|continuation-in-part|\bcip\b|\b(?:time|days|months) back\b|\b(?:extra|more|additional) (?:patent )?term\b/i,
    sections: [
      ['35 USC', '154', '(a)(2)'],
      ['MPEP', '2701'],
    ],
    // 20 years from filing, or from the earliest application an application refers back to (a continuation's parent).
    lead: {
      section: ['35 USC', '154', '(a)(2)'],
      holds: /ending 20 years from the date on which the application/,
    },
  },
  {
    id: 'earlier-filed-patent-documents',
    fees: true,
    all: [
      // Prior art, or anything held against the asker's application ("can the examiner use it against my claims?").
      // ("US" the country is no "us": the pronouns are matched in lower case.)
      /\b[Pp]rior [Aa]rt\b|\bagainst\b[^.?]{0,20}\b(?:me|us|my|mine|our|ours)\b/,
      // Another's filing, or two filings told (question-reader); or the document named by its dates or section.
      (r, q) =>
        r.events.filter(applicationFiled).length > 1 ||
        r.events.some((e) => applicationFiled(e) && e.actor === 'other') ||
        /\b(?:earlier|before|previously|prior)[- ]filed\b|\bfiled (?:earlier|before)\b|\b(?:later|after)[- ]published\b|\bpublished (?:later|after)\b|\bco-?pending\b|\bunpublished\b|\beffectively filed\b|102\s?\(a\)\s?\(2\)|102\s?\(d\)/i.test(
          q,
        ),
    ],
    not: /pre-?aia|before (?:march 16, )?2013/i,
    sections: [
      ['35 USC', '102', '(a)(2)'],
      ['35 USC', '102', '(d)'],
      ['MPEP', '2154'],
    ],
    lead: [
      {
        section: ['35 USC', '102', '(a)(2)'],
        holds: /^\(2\) the claimed invention was described in a patent issued/,
      },
      {
        section: ['35 USC', '102', '(d)'],
        holds: /^For purposes of determining whether a patent or application/,
      },
    ],
    // Attorney review: whether it counts, asked yes or no, is answered so.
    answers: [
      {
        // Asked yes or no of a US document alone: a foreign or international one is not all of 102(a)(2)'s answer.
        asks: (r) => r.asks.has('yes-no') && !r.papers.has('foreign') && !r.papers.has('pct'),
        says:
          'Yes, once it is published or patented: under the AIA a US patent, or a US application published (or deemed ' +
          'published) under 35 U.S.C. 122(b), naming another inventor is prior art as of its effective filing date — its ' +
          'own filing date or that of the earliest application it claims that describes the subject matter — even when ' +
          'it was published after your filing date (35 U.S.C. 102(a)(2), 102(d)); unless an exception of 102(b)(2) ' +
          'applies: the subject matter was obtained from your inventor, your inventor publicly disclosed it first, or ' +
          'both were owned by the same person by your effective filing date. An application never published nor ' +
          'patented is not prior art.',
      },
    ],
  },
  {
    id: 'continuation-copendency',
    fees: true,
    all: [
      /\b(?:continuation|continuing|divisional|child)\b/i,
      // Asked when or whether it can still be filed, or told what became of the parent (question-reader).
      (r, q) =>
        r.asks.has('deadline') ||
        r.asks.has('still') ||
        r.events.some((e) =>
          ['allowed', 'issue-fee-paid', 'issued', 'abandoned', 'fee-missed'].includes(e.kind),
        ) ||
        /\b(?:time|after|before|pending|copend\w*|issue fee|issues?)\b/i.test(q),
    ],
    not: /\bnot a (?:continuation|divisional)\b|\b(?:add|adding|submit\w*|present\w*|insert\w*)\b[^.?]*\b(?:benefit|priority) claims?\b|\binterview\w*|\beffective filing date\b|\bcontinuation[- ]in[- ]part\b|\bcip\b|\bprior art\b|\bcited\b|\bagainst\b|\brestriction\b|\b(?:new|add\w*) (?:\w+ )?(?:features?|matter|material|subject matter|disclosure|embodiments?)\b/i,
    sections: [
      ['35 USC', '120'],
      ['MPEP', '211.01(b)'],
      ['37 CFR', '1.76', '(b)(5)'],
      ['37 CFR', '1.78', '(c)(3)'],
    ],
    only: true,
    // "Can I still file one?": copendency — filed before the parent patents, is abandoned or its proceedings end;
    // then where its benefit claim goes (the application data sheet) and by when (attorney review, issue 25).
    lead: [
      {
        section: ['MPEP', '211.01(b)'],
        holds:
          /^Copendency is defined in the clause|^If the prior application issues as a patent, it is sufficient/,
      },
      {
        section: ['35 USC', '120'],
        holds:
          /if filed before the patenting or abandonment of or termination of proceedings on the first application|^No application shall be entitled to the benefit of an earlier filed application under this section unless an amendment containing the specific reference/,
        asks: /\bstill\b|\btoo late\b|\bcopend\w*|\bafter (?:it|the (?:parent|patent)) (?:issues|is granted|grants)\b|\bon file\b|\brule\b|\buntil\b|\blast day\b/i,
      },
      {
        section: ['37 CFR', '1.76', '(b)(5)'],
        holds: /^Providing this information in the application data sheet constitutes the specific reference/,
      },
      {
        section: ['37 CFR', '1.78', '(c)(3)'],
        holds:
          /^\(3\) The reference required by 35 U\.S\.C\. 120 and paragraph \(c\)\(2\)|^If the later-filed application is an application filed under 35 U\.S\.C\. 111\(a\) ?, this reference must also be submitted within the later of four months from the actual filing date of the later-filed application or sixteen months from the filing date of the prior-filed application\./,
      },
    ],
    // Attorney review: after allowance or the issue fee, "can we still file one, until when?" is answered so.
    answers: [
      {
        // Allowed or its issue fee paid, not once the parent is abandoned, a fee missed or the parent issued: copendency
        // has then ended.
        asks: (r) =>
          (told(r, 'allowed') || told(r, 'issue-fee-paid')) &&
          !told(r, 'abandoned') &&
          !told(r, 'fee-missed') &&
          !told(r, 'issued'),
        says:
          'Yes, until the parent issues: a continuation must be copending — filed before the parent is patented, ' +
          'abandoned or its proceedings end (35 U.S.C. 120; MPEP 211.01(b)). Allowance and the paid issue fee do not end ' +
          'that: it can be filed up to the day the parent issues as a patent (filed on that day is still copending), ' +
          'with the benefit claim in an application data sheet (37 CFR 1.76(b)(5), 1.78(c)).',
      },
      {
        // Attorney review: "When can I file a divisional?" — its one condition, copendency with the parent, and the
        // statute that gives a divisional the parent's date (35 U.S.C. 121), when nothing has happened to the parent yet.
        asks: (r) => r.papers.has('continuation') && !r.events.some((e) => PARENT_ENDS.has(e.kind)),
        says: (q) =>
          `${/\bdivisional/i.test(q) ? 'A divisional' : 'A continuation or divisional'} can be filed at any time while the ` +
          'parent is pending: before the parent is patented or abandoned, or its proceedings terminate (copendency, ' +
          '35 U.S.C. 120; MPEP 211.01(b)) — filed on the day the parent issues is still in time. A divisional of claims ' +
          'the Office restricted out is entitled to the parent’s filing date if filed before the parent issues (35 U.S.C. ' +
          '121), and the restriction shields it from double-patenting rejections over the parent; its benefit claim goes in ' +
          'an application data sheet (37 CFR 1.76(b)(5), 1.78(c)).',
      },
      {
        // Attorney re-review: "Our parent patent issued last week. Is it too late to file a continuation?"
        asks: (r) => told(r, 'issued'),
        says:
          'Too late to continue that parent: a continuation must be filed while the parent is still pending, and ' +
          'copendency ends on the day it issues (35 U.S.C. 120; MPEP 211.01(b)). If another application of the family ' +
          'is still pending, a continuation of that one can claim the chain; a broadening reissue of the issued patent ' +
          'must be applied for within 2 years of its grant (35 U.S.C. 251(d)).',
      },
    ],
  },
  {
    id: 'ids-timing',
    fees: true,
    all: [
      /\binformation disclosure\b|\bids\b/i,
      // Asked when (or for the period needing no fee or statement), or told where prosecution stands at the USPTO (an
      // Office action, a final one, the notice of allowance).
      (r, q) =>
        /\b(?:when|deadline|time|timing|late|after|before|still|until|period|window|final|allowance)\b|\bwithout\b[^.?]{0,40}\b(?:fees?|statement|paying)\b|\bno (?:fee|statement)\b|\bfree\b/i.test(
          q,
        ) ||
        (uspto(r) && (told(r, 'office-action') || told(r, 'final-rejection') || told(r, 'allowed'))),
    ],
    sections: [
      ['37 CFR', '1.97', '(b)'],
      ['37 CFR', '1.97', '(c)'],
      ['37 CFR', '1.97', '(d)'],
    ],
    lead: [
      // The first period, asked as the one needing neither the statement nor the fee (issue 25, set N).
      {
        section: ['37 CFR', '1.97', '(b)'],
        holds:
          /^\(b\) An information disclosure statement shall be considered by the Office if filed by the applicant within/,
        // Asked as the period needing no fee or statement, or placed in it by the question's dates or timing words
        // (attorney review 4: "We filed an IDS before the first office action. Is a fee due?").
        asks: (r, q) => IDS_FREE(r, q) || idsIn('(b)')(r, q),
      },
      // After the issue fee, 1.97 has no period left: the MPEP says what becomes of the statement.
      {
        section: ['MPEP', '609.04(b)'],
        holds: /filed after payment of the issue fee in an application will not be considered/,
        asks: /\b(?:after|once|since)\b[^.?!]{0,30}\b(?:paid|paying|payment of)\b[^.?!]{0,10}\bissue fee\b/i,
      },
      // After a final action or a notice of allowance (attorney review, issue 25): 1.97(d), the statement and the fee
      // until the issue fee is paid, not 1.97(c), whose period those papers have closed.
      {
        section: ['37 CFR', '1.97', '(d)'],
        holds:
          /^\(d\) An information disclosure statement shall be considered by the Office if filed by the applicant after the period specified in paragraph \(c\)/,
        asks: (r, q) =>
          (idsPeriod(q) ? idsIn('(d)')(r, q) : told(r, 'final-rejection') || told(r, 'allowed')) &&
          !told(r, 'issue-fee-paid') &&
          !/\b(?:after|once|since)\b[^.?!]{0,30}\b(?:paid|paying|payment of)\b[^.?!]{0,10}\bissue fee\b/i.test(
            q,
          ),
      },
      // After a first Office action on the merits, before a final one or the notice (attorney review, issue 25): 1.97(c),
      // the statement or the fee; the IDS filed before that action is the free period of 1.97(b).
      {
        section: ['37 CFR', '1.97', '(c)'],
        holds:
          /^\(c\) An information disclosure statement shall be considered by the Office if filed after the period specified in paragraph \(b\)/,
        asks: (r, q) =>
          idsPeriod(q)
            ? idsIn('(c)')(r, q)
            : uspto(r) &&
              told(r, 'office-action') &&
              !told(r, 'final-rejection') &&
              !told(r, 'allowed') &&
              !/\bbefore\b[^.?!]{0,30}\baction\b/i.test(q),
      },
    ],
    answers: [
      ...(['(b)', '(c)'] as const).map((p) => ({
        asks: idsIn(p),
        says: (q: string) => IDS_NEEDS[p](idsPeriod(q)!.when),
      })),
      {
        asks: IDS_FREE,
        says:
          'Within three months of the filing date of a national application (or of entry into the national stage), or ' +
          'before the mailing of a first Office action on the merits (or the first action after a request for continued ' +
          'examination), whichever is later: an IDS filed then is considered with neither the statement of 37 CFR ' +
          '1.97(e) nor the fee of 1.17(p) (37 CFR 1.97(b)). Later, until a final action or notice of allowance, it needs ' +
          'the statement or the fee (1.97(c)); after those, both (1.97(d)).',
      },
      {
        asks: (r, q) =>
          (idsPeriod(q) ? idsIn('(d)')(r, q) : told(r, 'final-rejection') || told(r, 'allowed')) &&
          !told(r, 'issue-fee-paid') &&
          !/\b(?:after|once|since)\b[^.?!]{0,30}\b(?:paid|paying|payment of)\b[^.?!]{0,10}\bissue fee\b/i.test(
            q,
          ),
        says:
          'Yes, until the issue fee is paid, but only with both the statement of 37 CFR 1.97(e) (each item first cited ' +
          'in a counterpart foreign communication not more than 3 months before, or not known to anyone of 1.56(c) more ' +
          'than 3 months before) and the fee of 1.17(p) (37 CFR 1.97(d)); the 1.97(c) route (statement or fee) closed ' +
          'with the final action or the notice of allowance. Without the statement, file the IDS as the submission of a ' +
          'request for continued examination (37 CFR 1.114), which reopens prosecution; once the issue fee is paid, the ' +
          'USPTO’s Quick Path IDS program (QPIDS, not in our texts) pairs the IDS with an RCE and a petition to withdraw ' +
          'from issue.',
      },
    ],
  },
  {
    id: 'design-term',
    fees: true,
    all: [/\bdesign\b/i, /\bterm\b|\bexpire|\bhow long|\blast/i],
    // A provisional named: the time to file after it, which a design cannot claim (design-provisional-benefit).
    not: /\bpriority\b|\bforeign\b|\babroad\b|\beurope\w*|\bhague\b|\b(?<!non-?)provisional\b/i,
    sections: [
      ['35 USC', '173'],
      ['MPEP', '1505'],
    ],
    // The statute's term (the 14 years of applications filed before 2015-05-13 follow in its note, designTermNote).
    lead: { section: ['35 USC', '173'], holds: /^Patents for designs shall be granted for the term of/ },
  },
  // The 30 months to enter the US national stage missed: the remedy first (revival), then the abandonment it cures
  // (re-check of attorney-style review 11, issue 25: "we missed the 30 month deadline … is it lost?" led with MPEP
  // 1801 on the Chapter II demand).
  {
    id: 'pct-national-stage-missed',
    all: [
      /\bnational (?:stage|phase)\b|\b30[- ]?months?\b[^.?]*\bpct\b|\bpct\b[^.?]*\b30[- ]?months?\b/i,
      MISSED_NATIONAL_STAGE,
    ],
    not: /\btranslat\w*/i,
    sections: [
      ['37 CFR', '1.495', '(h)'],
      ['37 CFR', '1.137'],
    ],
    mpep: [1800],
    mpepSections: ['1893.02'],
    answers: [
      {
        says:
          'Not necessarily lost: missing the 30 months from the priority date leaves the international application ' +
          'abandoned as to the United States (37 CFR 1.495(h)), and a petition to revive an unintentionally abandoned ' +
          'application under 37 CFR 1.137, filed with the national stage papers and the petition fee, can restore it ' +
          '(MPEP 1893.02). The national stages of other countries follow their own laws, which these texts do not hold.',
      },
    ],
    lead: [
      { section: ['37 CFR', '1.495'], holds: /becomes abandoned as to the United States thirty months/ },
      { section: ['MPEP', '1893.02'], holds: /petition to revive an abandoned application/ },
    ],
  },

  {
    // Which law governs an application (attorney review, issue 25): asked by naming the versions ("AIA or pre-AIA?",
    // "does the AIA apply"), read by the question reader; the dated answer is era-note's eraAnswer.
    id: 'aia-applicability',
    all: [(r) => r.asks.has('era')],
    only: true,
    sections: [
      ['MPEP', '2159.02'],
      ['35 USC', '100', '(i)'],
      ['MPEP', '2159.01'],
    ],
    lead: [
      {
        section: ['MPEP', '2159.02'],
        holds: /^If a patent application \(1\) contains or contained at any time a claim/,
      },
    ],
  },
  {
    // A sale or showing of something else than the invention (attorney review, issue 25: "I sold my car on 2025-03-01;
    // can I still patent my invention?"): the question reader checks what was sold or shown; no disclosure of the
    // invention is told, so the grace period does not run from it.
    id: 'sale-of-another-thing',
    all: [(r) => r.unrelated.length > 0 && !r.events.some((e) => e.kind === 'disclosed')],
    only: true,
    sections: [
      ['35 USC', '102', '(a)'],
      ['35 USC', '102', '(b)(1)'],
    ],
    lead: {
      section: ['35 USC', '102', '(a)'],
      holds:
        /the claimed invention was patented, described in a printed publication, or in public use, on sale/,
    },
    answers: [
      {
        says: (q) => {
          const [u] = readQuestion(q).unrelated;
          return (
            `Selling or showing your ${u.thing}${u.date ? ` on ${u.date}` : ''} is no disclosure of your ${u.invention}: ` +
            'what is prior art against a patent is the claimed invention itself patented, described in a printed ' +
            'publication, in public use, on sale or otherwise available to the public before the effective filing date ' +
            `(35 U.S.C. 102(a)(1)). A sale of something else does not count, unless the ${u.thing} embodied the ` +
            `${u.invention}; then it was on sale from that day, and your own disclosure is excepted only if you file within ` +
            '1 year of it (35 U.S.C. 102(b)(1)(A)). If nothing of the invention was made public, it can still be patented ' +
            'if it is new and not obvious (35 U.S.C. 101–103): file before anyone discloses it.'
          );
        },
      },
    ],
  },
  {
    // Another's application claiming what was taken from the inventor: a derivation proceeding (35 U.S.C. 135). Before
    // the design and prior-art topics: "took my design notes and filed first" is on derivation, not on a design.
    id: 'derivation-proceeding',
    mpep: [2300],
    all: [
      /\bderivation\b|\bderived\b|\b(?:took|stole|stolen|taken|copied|lifted|misappropriat\w*)\b[^.?]*\b(?:my|our|his|her|their)\b[^.?]*\b(?:ideas?|inventions?|notes|designs?|work|drawings?|disclosures?|concepts?)\b[^.?]*\bfiled\b/i,
    ],
    not: /\bobvious\w*|\bclaim (?:is|was) derived\b/i,
    sections: [
      ['35 USC', '135', '(a)'],
      ['37 CFR', '42.403'],
      ['37 CFR', '42.405'],
    ],
    // The petition's time limit: within one year of the first publication of the claim.
    lead: {
      section: ['35 USC', '135', '(a)'],
      holds: /may not be filed unless such petition is filed during the 1-year period/,
      asks: /\bdeadline\b|\btime (?:limit|frame)\b|\bwhen\b|\bhow long\b|\bwithin\b|\bby when\b|\blate\b/i,
    },
  },
  {
    // Whether a provisional's or foreign priority's year counts in the 20-year term (it does not: 154(a)(3)).
    id: 'priority-and-term',
    all: [
      /\bprovisional\b|\bpriority\b/i,
      /\b(?:20|twenty)[- ]years?\b|\bpatent term\b|\bterm of (?:the |a |my |our )?(?:utility )?patent\b/i,
      /\bcount\w*|\btaken into account\b|\beats? (?:into|up)\b|\bfrom (?:my|the|our)\b|\bstart\w*|\bmeasur\w*|\bshorten\w*|\breduc\w*/i,
    ],
    sections: [
      ['35 USC', '154', '(a)(3)'],
      ['MPEP', '2701'],
      ['MPEP', '201.04'],
    ],
    lead: { section: ['35 USC', '154', '(a)(3)'], holds: /^Priority under section 119/ },
  },
  {
    // A US patent or application as prior art under the old law: pre-AIA 35 U.S.C. 102(e), as of its US filing date;
    // a foreign priority date it claims gives it no earlier one (MPEP 2136.03), not the AIA's 102(a)(2) and 102(d).
    id: 'pre-aia-us-reference',
    all: [
      /\bpre-?aia\b|\bbefore (?:march 16, )?2013\b|\bfirst[- ]to[- ]invent\b/i,
      /\b102\s?\(e\)|\b(?:us|u\.s\.|united states|american) (?:patents?|(?:patent )?applications?|(?:application )?publications?|references?)\b[\s\S]*\b(?:prior art|reference|art|anticipat\w*)\b|\b(?:prior art|reference|critical reference) date\b|\bfiled\b[\s\S]*\bfiled\b[\s\S]*\b(?:prior art|used against|cited against)\b|\b(?:earlier|previously|prior)[- ]filed\b[\s\S]*\bprior art\b/i,
    ],
    sections: [
      ['35 USC', '102 (pre-AIA)', '(e)'],
      ['MPEP', '2136'],
      ['MPEP', '2136.03'],
    ],
    lead: [
      { section: ['35 USC', '102 (pre-AIA)', '(e)'], holds: /^\(e\) the invention was described in/ },
      { section: ['MPEP', '2136'], holds: /^Pre-AIA 35 U\.S\.C\. 102\(e\) allows the use of/ },
      {
        section: ['MPEP', '2136.03'],
        holds:
          /may not be used as pre-AIA 35 U\.S\.C\. 102\(e\) dates|applicant may be able to overcome the pre-AIA 35 U\.S\.C\. 102\(e\) rejection by proving/,
        asks: /\bforeign\b|\bpriority\b|\bparis\b|\b119\b/i,
      },
    ],
  },
  {
    // References a foreign office cited (a search report, a written opinion, an office action abroad): the 37 CFR
    // 1.97(e)(1) statement, filed within 3 months of that communication, takes the place of the fee. After the
    // original eight: a question asking when an IDS is due stays with ids-timing.
    id: 'ids-foreign-communication',
    all: [
      /\binformation disclosure\b|\bids\b/i,
      /\b(?:search reports?|written opinions?|examination reports?|counterparts?|foreign (?:patent )?(?:office|search|action|communication|examiner)s?|(?:ep|epo|european|jp|jpo|japanese|cn|cnipa|chinese|kr|kipo|korean|de|dpma|german|gb|uk|ukipo|british|ca|cipo|canadian|au|australian|isa|pct|international)\b[\w\s-]{0,20}\b(?:office actions?|actions?|reports?|communications?|opinions?|examiners?|citations?|cited))\b/i,
    ],
    sections: [
      ['37 CFR', '1.97', '(e)'],
      ['37 CFR', '1.97', '(c)'],
      ['37 CFR', '1.56', '(a)'],
    ],
    lead: {
      section: ['37 CFR', '1.97'],
      holds:
        /^\(1\) That each item of information contained in the information disclosure statement was first cited in any communication from a foreign patent office/,
    },
  },
  {
    // No maintenance fees for a design or plant patent (attorney review): the exemption answers, not the utility
    // schedule that shares more of the question's words. A question on a utility patent too is the schedule's.
    id: 'design-plant-maintenance-fees',
    mpep: [2500],
    fees: true,
    all: [/\bmaintenance\b|\brenewal fees?\b/i, /\bdesigns?\b|\bplant patents?\b/i],
    not: /\butility\b/i,
    // The statute first: 35 U.S.C. 41(b)(3) forbids the fee, 37 CFR 1.362(b) restates it.
    sections: [
      ['35 USC', '41', '(b)(3)'],
      ['37 CFR', '1.362', '(b)'],
    ],
    lead: [
      {
        section: ['35 USC', '41', '(b)(3)'],
        holds: /No fee may be established for maintaining a design or plant patent in force/,
      },
      {
        section: ['37 CFR', '1.362', '(b)'],
        holds: /not required for any plant patents or for any design patents/,
      },
    ],
  },

  // --- filing, priority, benefit ---
  {
    // A design application cannot claim a provisional's benefit (35 U.S.C. 172): not the 12-month rule.
    id: 'design-provisional-benefit',
    all: [/\bdesigns?\b/i, /\b(?<!non-?)provisional\b/i],
    sections: [
      ['35 USC', '172'],
      ['MPEP', '1504.10'],
      ['37 CFR', '1.78', '(a)'],
    ],
    lead: { section: ['35 USC', '172'], holds: /section 119\(e\) shall not apply to designs/ },
  },
  {
    // The provisional's year missed (attorney review): its benefit restored within 2 more months, on petition.
    id: 'restore-provisional-benefit',
    all: [
      /\b(?<!non-?)provisional\b/i,
      /\b(?:missed|miss|blew|passed|expired|lapsed|forgot|too late|(?:days?|weeks?|months?) late)\b|\brestor\w+|\b(?:more than|over|beyond|past|after) (?:the )?(?:12|twelve)[- ]months?\b|\b(?:more than|over) (?:a|one) year\b/i,
    ],
    // Its end asked of or to come ("good for before it runs out?", "when will it run out", "about to lapse"), not told
    // as passed: the provisional's life.
    not: /provisional rights|\bdesign\b|\bforeign\b|\bpct\b|\binternational\b|\b(?:will|would|before|until|about to)\b[^.?]{0,30}\b(?:run|runs|expire|expires|lapse|lapses)\b/i,
    sections: [
      ['35 USC', '119', '(e)'],
      ['37 CFR', '1.78', '(a)'],
      ['MPEP', '211.01(a)'],
    ],
    lead: {
      section: ['35 USC', '119', '(e)'],
      holds:
        /extended by an additional 2 months if the delay in filing the application under section 111\(a\)/,
    },
    note:
      '**Restoring the provisional’s benefit:** file the non-provisional (or PCT) application within 14 months of the ' +
      'provisional’s filing date (its 12 months and the 2 more of 35 U.S.C. 119(e)(1)), with a petition under 37 CFR ' +
      '1.78(b) stating that the delay in filing it was unintentional, the petition fee and the reference to the ' +
      'provisional. 37 CFR 1.78(b) is the current rule: our 37 CFR (late 2013) predates it, so read it in the current ' +
      'text. Past 14 months the benefit cannot be restored.',
  },
  {
    // An international application claiming a US provisional: the US benefit within 12 months (35 U.S.C. 119(e)(1),
    // 363; 37 CFR 1.78(a)); the priority elsewhere rests on PCT Art. 8 and Paris Art. 4C, which are not loaded.
    id: 'pct-claiming-provisional',
    all: [
      /\bpct\b|\binternational (?:patent )?application\b/i,
      /\b(?<!non-?)provisional\b/i,
      /\bpriority\b|\bbenefit\b|\bclaim\w*|\bbased? on\b|\bdeadline\b|\bwhen\b|\bby when\b|\bhow long\b/i,
    ],
    not: /national (?:stage|phase)|\b(?:enter|entry)\b|provisional rights|\brestor\w*|\brevive\w*|\bmissed\b/i,
    sections: [
      ['35 USC', '119', '(e)'],
      ['37 CFR', '1.78', '(a)'],
      ['MPEP', '211.01(a)'],
    ],
    lead: [
      {
        section: ['35 USC', '119', '(e)'],
        holds:
          /is filed not later than 12 months after the date on which the provisional application was filed/,
      },
      {
        section: ['37 CFR', '1.78', '(a)'],
        holds:
          /^An applicant in a nonprovisional application, other than for a design patent, or an international application/,
      },
    ],
    answers: [
      {
        says:
          'Yes, for the United States: an international (PCT) application designating the US can claim the benefit of a ' +
          'US provisional if it is filed not later than 12 months after the provisional’s filing date (35 U.S.C. ' +
          '119(e)(1), where an application under section 363 is the international application; 37 CFR 1.78(a), ' +
          '(a)(1)); a 12th month ending on a weekend or federal holiday runs to the next business day (119(e)(3)). The ' +
          'priority for the other designated countries rests on the treaties (12 months there too): PCT Article 8 and ' +
          'Paris Convention Article 4C are not among the loaded texts, so check them there. Give the provisional’s ' +
          'filing date to have the last day computed.',
      },
    ],
  },
  PROVISIONAL_LEFT,
  {
    id: 'provisional-to-nonprovisional',
    all: [
      /\bprovisional\b/i,
      /\b(?:convert\w*|within|deadline|how long|how much time|12 months|twelve months|one year|a year|expires?|lapse\w*|follow[- ]?up|later|latest|until when|by when|claim (?:the )?benefit)\b/i,
    ],
    not: /provisional rights|non-?provisional(?! application)(?!.*\bprovisional\b)/i,
    sections: [
      ['35 USC', '119', '(e)'],
      ['37 CFR', '1.78', '(a)'],
      ['MPEP', '211.01(a)'],
    ],
    lead: {
      section: ['35 USC', '119', '(e)'],
      holds:
        /is filed not later than 12 months after the date on which the provisional application was filed/,
    },
  },
  {
    // What a non-provisional application is (review of 2026-11-30: "what is a non-provisional" quoted a heading).
    id: 'nonprovisional-application',
    all: [
      /\bnon-?provisional\b/i,
      /\bwhat(?: is|'s| are)\b[^?]*\bnon-?provisional(?: (?:patent )?applications?| patents?| filings?)?\s*\??$|\bnon-?provisional\b[^?]*\bmean\b|\bdefin\w*\b[^?]*\bnon-?provisional\b/i,
    ],
    sections: [
      ['37 CFR', '1.9', '(a)'],
      ['35 USC', '111', '(a)'],
      ['37 CFR', '1.53', '(b)'],
    ],
    defines: {
      section: ['37 CFR', '1.9', '(a)'],
      holds: /^\(3\) A nonprovisional application as used in this chapter means/,
    },
    effect:
      'A non-provisional application is the regular application for a patent, filed under 35 U.S.C. 111(a) (or a PCT ' +
      'application once it enters the US national stage: 37 CFR 1.9(a)(3)). It needs a specification with claims, ' +
      'drawings where necessary, an oath or declaration and the fees (35 U.S.C. 111(a)(2)–(3)); it is examined and can ' +
      'issue as a patent. A provisional application (35 U.S.C. 111(b)) is never examined and ends 12 months after its ' +
      'filing date; a non-provisional filed within those 12 months can claim its date (35 U.S.C. 119(e)(1)).',
  },
  {
    id: 'provisional-application',
    all: [
      // A provisional named as an application, or asked about with its claims ("does my provisional need claims?").
      (r, q) =>
        /\bprovisional (?:application|patent|filing)|\bfile (?:a |an )?provisional\b/i.test(q) ||
        (r.papers.has('provisional') && CLAIMS_OF_IT(r, q)),
      /\bclaims?\b|\bwhat (?:is|are)\b|\bwhat (?:to|should|must|do i need to) (?:file|include|put)\b|\brequire\w*|\bcontents?\b|\bneed\b|\bcover sheet\b|\bhow do i file\b|\bwith\b/i,
    ],
    not: /provisional rights|non-?provisional|\bterm\b|\bdesign\b/i,
    sections: [
      ['35 USC', '111', '(b)'],
      ['37 CFR', '1.53', '(c)'],
      ['MPEP', '201.04'],
    ],
    // Asked whether it needs claims (attorney review 4: MPEP 201.04's conversion paragraph was quoted): 111(b)(2).
    lead: {
      section: ['35 USC', '111', '(b)'],
      holds: /^A claim, as required by [^.]*, shall not be required in a provisional application/,
      asks: CLAIMS_OF_IT,
    },
    answers: [
      {
        asks: CLAIMS_OF_IT,
        says:
          'No: a provisional application needs no claim (35 U.S.C. 111(b)(2)); its filing date is the day its ' +
          'specification, with or without claims, is received at the USPTO (35 U.S.C. 111(b)(4); 37 CFR 1.53(c)). The ' +
          'non-provisional application claiming its benefit needs claims, and gets the provisional’s date only for what ' +
          'the provisional discloses as 35 U.S.C. 112(a) requires (35 U.S.C. 119(e)(1)).',
      },
    ],
  },
  FOREIGN_LANGUAGE_FILING,
  {
    id: 'late-foreign-priority-claim',
    all: [
      /\bpriority\b/i,
      /\b(?:late|delayed|forgot|forgotten|missed|omitted|left (?:out|off)|add\w*)\b|\b(?:did not|didn't) (?:claim|include|make)\b/i,
      /\bforeign\b|\babroad\b|\b(?:german|japanese|chinese|korean|european|french|british|canadian|eu|ep|jp|cn|kr)\b/i,
      CLAIM_TIME,
    ],
    not: /\b(?:12|twelve)[- ]months?\b|\brestor\w+|\bdesign\b/i,
    sections: [
      ['37 CFR', '1.55', '(d)'],
      ['37 CFR', '1.55', '(e)'],
      ['MPEP', '214.01'],
    ],
    lead: {
      section: ['37 CFR', '1.55', '(d)'],
      holds: /the claim for priority must be filed within the later of four months/,
    },
  },
  {
    id: 'late-priority-or-benefit-claim',
    all: [
      /\b(?:priority|benefit)\b/i,
      /\b(?:late|delayed|forgot|forgotten|missed|omitted|unintentional\w*|after the (?:deadline|time))\b|\b(?:did not|didn't) (?:claim|include|make)\b|\b(?:add|adding|submit\w*|present\w*|insert\w*)\b[^.?]*\b(?:benefit|priority) claims?\b/i,
    ],
    not: /\b(?:12|twelve)[- ]months?\b|\brestor\w+/i,
    sections: [
      ['37 CFR', '1.78', '(c)'],
      ['37 CFR', '1.55', '(e)'],
      ['MPEP', '211.04'],
    ],
    lead: {
      section: ['37 CFR', '1.78'],
      holds:
        /this reference must also be submitted within the later of four months from the actual filing date/,
      asks: CLAIM_TIME,
    },
  },
  {
    id: 'restore-priority-period',
    all: [
      /\b(?:priority|foreign|provisional)\b/i,
      /\brestor\w+|\b(?:missed|after|past|more than|beyond)\b.*\b(?:12|twelve)[- ]months?\b|\b(?:12|twelve)[- ]months?\b.*\b(?:missed|passed|expired)\b/i,
    ],
    sections: [
      ['35 USC', '119', '(a)'],
      ['MPEP', '213.03'],
      ['37 CFR', '1.55'],
    ],
  },
  {
    id: 'certified-priority-copy',
    all: [/\bcertified copy\b|\bpriority documents?\b|\bdigital access service\b|\bdas\b/i],
    sections: [
      ['37 CFR', '1.55', '(f)'],
      ['MPEP', '215'],
      ['MPEP', '215.02'],
    ],
  },
  // Filing abroad after a first US filing, asked when or how long (attorney review of issue 25: "If I file in the US
  // first, can I file in Europe and Japan later? How long do I have?" found no sentence): the 12-month priority period
  // and the foreign filing licence needed within 6 months of the US filing.
  {
    id: 'foreign-filing-after-us',
    all: [US_FILED_FIRST, FILED_ABROAD_LATER, asksFilingTimeOrLeave],
    // A first filing told as made abroad ("we filed in Japan first") is the foreign-priority topic's.
    not: /\bdesign\b|\bsecrecy order\b|\bnational (?:stage|phase)\b|\b30 months\b|\b(?:in|with|at) (?:the )?(?:japan|europe|epo|chin|korea|german|france|canad|uk|another country|a foreign)\w*(?: \w+)? first\b/i,
    sections: [
      ['35 USC', '119', '(a)'],
      ['35 USC', '184', '(a)'],
      ['37 CFR', '5.11', '(a)'],
    ],
    answers: [
      {
        says:
          'Yes, within 12 months of the US filing date to keep it as your priority date: 35 U.S.C. 119(a) gives that ' +
          '12-month priority right in the United States to applications first filed in countries that afford similar ' +
          'privileges to applications filed here, and other Paris Convention countries (the European Patent Office and ' +
          'Japan among them) give a US first filing the same 12 months under their own laws, which these texts do not ' +
          'hold. Before filing abroad, an invention made in the United States needs a foreign filing licence until 6 ' +
          'months after the US filing (35 U.S.C. 184(a); 37 CFR 5.11(a)); after that none is needed unless a secrecy ' +
          'order was imposed.',
      },
    ],
    lead: [
      {
        section: ['35 USC', '119', '(a)'],
        holds: /if the application in this country is filed within 12 months from the earliest date/,
      },
      {
        section: ['35 USC', '184', '(a)'],
        holds:
          /^Except when authorized by a license obtained from the Commissioner of Patents a person shall not file/,
      },
    ],
  },
  {
    id: 'foreign-priority',
    all: [
      /\bpriority\b|\bparis convention\b|\b(?:keep|preserve|retain|rely on|get|claim|use)\b.*\bdate\b|\bfiled\b.*\bfirst\b/i,
      /\bforeign|\babroad\b|\banother country|\bother countr|\bparis\b|\beurope\w*|\bepo\b|\bjapan\w*|\bchin\w*|\bkorea\w*|\bgerman\w*|\bcanad\w*|\buk\b|\binternational\b/i,
    ],
    // A Chapter II demand counted from the priority date asks the demand's period, not the priority claim (review 10).
    not: new RegExp(`\\bdesign\\b|${DEMAND_WORDS.source}`, 'i'),
    sections: [
      ['35 USC', '119', '(a)'],
      ['37 CFR', '1.55'],
      ['MPEP', '213'],
    ],
    lead: {
      section: ['35 USC', '119', '(a)'],
      holds: /if the application in this country is filed within 12 months from the earliest date/,
      asks: /\bwindow\b|\bdeadline\b|\bwhen\b|\bhow long\b|\bwithin\b|\bstill get\b|\bhow much time\b|\bby when\b|\blatest\b|\blast day\b/i,
    },
  },
  {
    id: 'continuation-in-part',
    all: [
      /\bcontinuation[- ]in[- ]part\b|\bcip\b|\b(?:continuation|continuing|child)\b.*\b(?:new|add\w*) (?:\w+ )?(?:features?|matter|material|subject matter|disclosure|embodiments?)\b|\b(?:new|add\w*) (?:\w+ )?(?:features?|matter|material|subject matter|disclosure|embodiments?)\b.*\b(?:continuation|continuing|child)\b/i,
    ],
    sections: [
      ['35 USC', '120'],
      ['MPEP', '201.08'],
      ['MPEP', '211.05'],
    ],
    lead: [
      {
        section: ['35 USC', '154', '(a)(2)'],
        holds: /^Subject to the payment of fees under this title, such grant shall be for a term/,
        asks: asksTerm,
      },
      {
        // Attorney review 2: "Divisional vs CIP — when to file?" — what a divisional is, beside the CIP.
        section: ['MPEP', '201.06'],
        holds:
          /^A later application for an independent or distinct invention, carved out of a pending application/,
        asks: (r, q) => asksCipDifference(r, q) && DIVISIONAL.test(q),
      },
      {
        section: ['MPEP', '201.07'],
        holds:
          /^The disclosure presented in the continuation must be the same as that of the original application/,
        asks: (r, q) => asksCipDifference(r, q) && (!DIVISIONAL.test(q) || CONTINUATION.test(q)),
      },
      {
        section: ['MPEP', '201.08'],
        holds: /^A continuation-in-part is an application filed during the lifetime of an earlier/,
        asks: asksCipDifference,
      },
      {
        section: ['MPEP', '211.05'],
        holds: /^Only the claims of the continuation-in-part application that are disclosed/,
        asks: (r, q) =>
          /\bdates?\b|\bbenefit\b|\bpriority\b|\bentitled\b|\bnew matter\b/i.test(q) || asksFilingTime(r),
      },
      {
        // When to file either: while the parent is pending (copendency).
        section: ['MPEP', '211.01(b)'],
        holds: /^Copendency is defined in the clause/,
        asks: asksFilingTime,
      },
    ],
    // Attorney review: how a CIP and a continuation differ in term and new matter, answered in plain words first.
    answers: [
      {
        asks: asksTerm,
        says:
          'Both expire 20 years from the filing date of the earliest US non-provisional application whose benefit they ' +
          'claim under 35 U.S.C. 120 (35 U.S.C. 154(a)(2)), not from their own filing dates: a continuation and a CIP of ' +
          'the same parent end on the same day, subject to patent term adjustment, terminal disclaimers and maintenance fees.',
      },
      {
        asks: asksCipDifference,
        says: (q) =>
          (DIVISIONAL.test(q)
            ? 'A divisional carves an independent or distinct invention out of a pending parent and claims only what the ' +
              'parent disclosed — no new matter (MPEP 201.06); it is often filed after a restriction requirement and ' +
              'claims the parent’s date under 35 U.S.C. 121. '
            : '') +
          (!DIVISIONAL.test(q) || CONTINUATION.test(q)
            ? 'A continuation adds no new matter: its disclosure is the parent’s (MPEP 201.07). '
            : '') +
          'A CIP repeats some or all of the parent and adds matter it did not disclose (MPEP 201.08); a claim relying on ' +
          'that new matter gets only the CIP’s own filing date (MPEP 211.05), a claim the parent supports gets the ' +
          'parent’s.' +
          (asksFilingTime(readQuestion(q))
            ? ' When to file: both while the parent is still pending — before it is patented or abandoned or its ' +
              'proceedings end (copendency: 35 U.S.C. 120, 121; MPEP 211.01(b)); filed later, neither gets the parent’s date.'
            : ''),
      },
    ],
  },
  {
    id: 'filing-date-requirements',
    all: [
      /\bfiling date\b/i,
      /\b(?:get|gets|receive|accord\w*|given|need\w*|minimum|requirements?|required|entitled|what (?:do i|must i|to) (?:file|submit|include))\b/i,
    ],
    not: /\beffective filing date\b|\bpriority\b|\bbenefit\b|(?<!non-?)\bprovisional\b|\bpct\b|\binternational\b|\bdesign\b|\bmail\w*|\bcorrespondence\b/i,
    sections: [
      ['35 USC', '111', '(a)'],
      ['37 CFR', '1.53', '(b)'],
      ['MPEP', '601.01(a)'],
    ],
    // The statute's own filing-date sentence (claims may follow); our 37 CFR 1.53(b) is the 2013 text that still asks one.
    lead: {
      section: ['35 USC', '111', '(a)'],
      holds:
        /^The filing date of an application shall be the date on which a specification, with or without claims/,
    },
  },
  {
    id: 'missing-parts',
    fees: true,
    all: [
      /\bmissing parts?\b|\b(?:fees?|oath|declaration)\b.*\b(?:later|after filing|afterwards)\b|\bwithout (?:paying )?(?:the |any )?(?:fees?|filing fees?|oath|declaration)\b/i,
    ],
    not: /\bprovisional\b|\bpct\b|national stage|maintenance|issue fee|^(?![\s\S]*\b(?:fees?|missing parts?|surcharge)\b)[\s\S]*\b(?:oath|declaration)\b/i,
    sections: [
      ['37 CFR', '1.53', '(f)'],
      ['fees', '1.16(f)'],
      ['MPEP', '601.01(a)'],
    ],
  },
  {
    id: 'oath-or-declaration-timing',
    all: [
      /\boaths?\b|\binventor'?s? declarations?\b|\bdeclarations? of (?:the |an )?inventors?\b|\binventors?\b[^.?]*\bdeclarations?\b/i,
      /\bwhen (?:must|do|does|should|is|are|can)\b[^?]*\b(?:filed|submitted|due|provided|file|submit|in)\b|\bhow long\b|\bdeadline\b|\blater?\b|\blatest\b|\bput (?:it|them) off\b|\bpostpon\w*|\bdelay\w*|\buntil\b|\bby when\b|\b(?:not|n't) (?:yet )?signed\b|\bunsigned\b|\bwithout (?:it|them)\b/i,
    ],
    not: /\breissue\b|\bfees?\b/i,
    sections: [
      ['35 USC', '115', '(f)'],
      ['37 CFR', '1.53', '(f)'],
      ['MPEP', '602.01(a)'],
    ],
    lead: { section: ['35 USC', '115', '(f)'], holds: /no later than the date on which the issue fee/ },
  },
  {
    id: 'incorporation-by-reference',
    all: [/\bincorporat\w* by reference\b/i],
    sections: [
      ['37 CFR', '1.57'],
      ['MPEP', '608.01(p)'],
      ['MPEP', '217'],
    ],
  },
  {
    id: 'application-data-sheet',
    all: [/\bapplication data sheet\b|\bads\b/i],
    sections: [
      ['37 CFR', '1.76'],
      ['MPEP', '601.05'],
    ],
  },
  PCT_UNITY,
  PCT_DEMAND,
  {
    id: 'pct-international-application',
    all: [
      /\bpct\b|\binternational (?:patent )?application\b|\bpatent cooperation treaty\b|\b(?:international|worldwide|global) patent\b|\bprotect\w* (?:it |my invention )?(?:abroad|overseas|worldwide|internationally|in other countries)\b/i,
    ],
    not: new RegExp(
      `national stage|\\b(?:enter|entry)\\b|licen[cs]e|secrecy|${NONPUBLICATION_ASKED.source}`,
      'i',
    ),
    sections: [
      ['35 USC', '363'],
      ['37 CFR', '1.431'],
      ['MPEP', '1801'],
    ],
  },
  {
    id: 'foreign-filing-licence',
    all: [
      /foreign filing licen[cs]e|\blicen[cs]e\b.*\b(?:file|filing|abroad|foreign|outside)\b|\bpermission\b.*\b(?:file|filing)\b.*\b(?:abroad|foreign|outside|another country|other countries)\b|\bfile (?:first )?(?:abroad|outside the (?:us|united states)|in another country)\b.*\b(?:first|before)\b|\bexport control/i,
    ],
    not: /\bsecrecy order\b/i,
    sections: [
      ['35 USC', '184'],
      ['37 CFR', '5.11'],
      ['MPEP', '1832'],
    ],
  },
  {
    id: 'secrecy-order',
    all: [/\bsecrecy order\b|\bnational security\b|\bclassified\b.*\binvention/i],
    sections: [
      ['35 USC', '181'],
      ['37 CFR', '5.2'],
    ],
  },

  // --- publication and provisional rights ---
  {
    id: 'non-publication-request',
    all: [NONPUBLICATION],
    not: /\bprior art\b|\bgrace\b|\b112\b|\bbest mode\b|\bpreferred\b|\benabl\w*/i,
    sections: [
      ['35 USC', '122', '(b)(2)(B)'],
      ['37 CFR', '1.213'],
    ],
    lead: [
      // Whether the request can be made when the invention is (or will be) filed abroad or under the PCT: it cannot.
      {
        section: ['35 USC', '122', '(b)(2)(B)'],
        holds: /^\(i\) If an applicant makes a request upon filing, certifying that the invention/,
        says:
          'A nonpublication request is not available when the invention has been or will be the subject of an ' +
          'application filed in another country, or under a multilateral international agreement (such as the PCT), ' +
          'that requires publication of applications 18 months after filing: the request must certify that it has not ' +
          'and will not be.',
        asks: new RegExp(`^(?![\\s\\S]*(?:${REQUEST_MADE.source}))[\\s\\S]*(?:${FILED_ABROAD.source})`, 'i'),
      },
      // Filing abroad after requesting nonpublication: the Office must be told within 45 days.
      {
        section: ['35 USC', '122', '(b)(2)(B)'],
        holds: /^\(iii\) An applicant who has made a request under clause \(i\) but who subsequently files/,
        asks: new RegExp(
          `(?:${REQUEST_MADE.source})[\\s\\S]*(?:${FILED_ABROAD.source})|\\b(?:later|subsequently|after all|afterwards|anyway)\\b[^.?]*(?:${FILED_ABROAD.source})|\\bnotify\\w*|\\btell\\b|\\binform\\b`,
          'i',
        ),
      },
    ],
  },
  {
    // Suing before the patent is granted (attorney re-check of issue 25: a "Closest rule found" on files open to the
    // public led "Can I sue a copycat while my application is still pending?"). Placed before provisional rights.
    id: 'suit-before-grant',
    all: [
      /\b(?:sue|suing|sued|lawsuit|litigat\w*|take (?:them|him|her|it|\w+) to court|enforce\w*|stop (?:them|him|her|a|the|competitors?|copy\w*))\b/i,
      /\b(?:still pending|(?:application|it) is pending|while (?:my |our |the )?(?:application|patent) is (?:still )?pending|patent[- ]pending|(?:not|\w+n't) (?:yet )?(?:been )?(?:granted|issued)|before (?:it|the patent|my patent|our patent) (?:is|gets|has been) (?:granted|issued)|only (?:an? )?(?:application|patent application))\b/i,
    ],
    not: /\bprovisional rights\b|\breasonable royalty\b|\bfalse(?:ly)? mark\w*/i,
    sections: [
      ['35 USC', '281'],
      ['35 USC', '271', '(a)'],
      ['35 USC', '154', '(d)'],
    ],
    lead: [
      {
        section: ['35 USC', '281'],
        holds: /^A patentee shall have remedy by civil action for infringement of his patent/,
      },
      {
        section: ['35 USC', '154', '(d)'],
        holds: /right to obtain a reasonable royalty from any person who/,
      },
    ],
    answers: [
      {
        says:
          'No, not while it is only an application: a suit for infringement is the remedy of a patentee (35 U.S.C. 281), ' +
          'and infringement is making, using, offering to sell, selling or importing a patented invention without ' +
          'authority (35 U.S.C. 271(a)). What the pending application can give, once it is published: provisional ' +
          'rights to a reasonable royalty from anyone who made, used, sold or imported the invention as claimed in the ' +
          'published application while having actual notice of it, if the patent is granted with claims substantially ' +
          'identical to the published ones; they are claimed in a suit after the grant, brought within 6 years of it ' +
          '(35 U.S.C. 154(d)).',
      },
    ],
  },
  {
    id: 'provisional-rights',
    all: [
      /\bprovisional rights\b|\b(?:damages|royalt\w*|compensat\w*|sue|infring\w*)\b.*\b(?:before|prior to|until)\b.*\b(?:grant\w*|issu\w*)|\b(?:before|prior to)\b (?:the )?(?:grant|issu\w*)\b.*\b(?:damages|royalt\w*|compensat\w*)|\bbetween publication and (?:grant|issu\w*)|\b(?:published application|publication)\b.*\b(?:damages|royalt\w*|infring\w*)/i,
    ],
    sections: [['35 USC', '154', '(d)']],
    lead: {
      section: ['35 USC', '154', '(d)'],
      holds: /right to obtain a reasonable royalty from any person who/,
    },
  },
  {
    id: 'publication-timing',
    all: [
      /\bpublish\w*|\bpublication\b/i,
      /\b(?:when|how long|how soon|18 months|eighteen months|early|earlier|after filing|become public|made public|go public)\b/i,
      /\bapplication\b|\bapps?\b|\bmy (?:invention|filing)\b/i,
    ],
    not: /\bprior art\b|\bgrace\b|\bdisclos\w*|\bbefore (?:i |we )?fil/i,
    sections: [
      ['35 USC', '122', '(b)'],
      ['37 CFR', '1.211'],
      ['37 CFR', '1.219'],
    ],
    lead: {
      section: ['35 USC', '122', '(b)'],
      holds: /promptly after the expiration of a period of 18 months from the earliest filing date/,
    },
  },

  // --- inventors, applicants, owners ---
  {
    id: 'deceased-or-incapacitated-inventor',
    all: [
      /\binventors?\b/i,
      /\b(?:died|dies|dead|deceased|passed away|legally incapacitated|incapacitated|incompetent)\b/i,
    ],
    sections: [
      ['35 USC', '117'],
      ['37 CFR', '1.43'],
      ['37 CFR', '1.64'],
    ],
  },
  // A joint inventor who refuses to join or cannot be reached, asked whether the others can still file (attorney review
  // of issue 25: "my cofounder co-invented … refuses to sign the inventor declaration. Can we still file?" led with a
  // spliced 35 U.S.C. 115(d) quote): the others file for themselves and the omitted inventor, with a substitute statement.
  {
    id: 'omitted-joint-inventor',
    all: [JOINT_INVENTOR_TOLD, INVENTOR_UNAVAILABLE, ASKS_TO_FILE],
    not: /\bsubstitute statement\b|\breissue\b|\b(?:died|dead|deceased|passed away|incapacitated)\b|\b(?:issued|granted) patent\b/i,
    sections: [
      ['35 USC', '116', '(b)'],
      ['37 CFR', '1.45', '(a)'],
      ['37 CFR', '1.64', '(a)'],
    ],
    answers: [
      {
        says:
          'Yes. When a joint inventor refuses to join in the application or cannot be found or reached after diligent ' +
          'effort, the other joint inventor or inventors may file it on behalf of themselves and the omitted inventor ' +
          '(35 U.S.C. 116(b); 37 CFR 1.45(a)), who is still named and may join later. A substitute statement takes the ' +
          'place of the refusing inventor’s oath or declaration (37 CFR 1.64(a)). A company to which the invention was ' +
          'assigned, or is owed under an obligation to assign, may itself be the applicant and file that statement ' +
          '(37 CFR 1.46(a), 1.64(a)).',
      },
    ],
    lead: [
      {
        section: ['35 USC', '116', '(b)'],
        holds: /^If a joint inventor refuses to join in an application for patent/,
      },
      {
        section: ['37 CFR', '1.64', '(a)'],
        holds: /may execute a substitute statement in lieu of an oath or declaration/,
      },
    ],
  },
  {
    id: 'correct-inventorship-patent',
    all: [
      /\binvent(?:or|ors|orship)\b/i,
      /\b(?:add\w*|remov\w*|delet\w*|correct\w*|chang\w*|wrong\w*|missing|forgot\w*|left (?:off|out)|omitted|mistak\w*|errors?|misjoin\w*|nonjoin\w*|incorrect\w*|fix\w*)\b/i,
      ISSUED,
    ],
    not: /\bpending\b|\bapplication\b(?!.*\b(?:issued|granted)\b)/i,
    sections: [
      ['35 USC', '256'],
      ['37 CFR', '1.324'],
    ],
    lead: {
      section: ['35 USC', '256', '(a)'],
      holds: /^Whenever through error a person is named in an issued patent as the inventor/,
    },
  },
  {
    id: 'correct-inventorship-application',
    all: [
      /\binvent(?:or|ors|orship)\b/i,
      /\b(?:add\w*|remov\w*|delet\w*|correct\w*|chang\w*|wrong\w*|missing|forgot\w*|left (?:off|out)|omitted|mistak\w*|errors?|incorrect\w*|fix\w*)\b/i,
    ],
    not: /\bname (?:change|changed)|\bchanged (?:his|her|their) name|\boath\b|\bdeclaration\b|\bsign/i,
    sections: [
      ['35 USC', '116', '(c)'],
      ['37 CFR', '1.48'],
      ['MPEP', '602.01'],
    ],
    lead: {
      section: ['37 CFR', '1.48', '(a)'],
      holds: /^\(a\) Nonprovisional application: Any request to correct or change the inventorship/,
      asks: /\bwhat (?:do|does|must|should) (?:i|we|it)\b|\bwhat (?:to|is needed|is required)\b|\bhow (?:do|can|to)\b|\bfile\b|\brequire\w*|\binclude\b/i,
    },
  },
  {
    id: 'inventor-oath-substitute-statement',
    all: [
      /\boath\b|\binventor'?s? declarations?\b|\bdeclaration of (?:the |an )?inventors?\b|\bsubstitute statement\b|\binventors?\b.*\b(?:refus\w*|won'?t|will not|unwilling|unavailable|cannot be (?:found|reached)|can'?t (?:be )?(?:found|reach\w*|locat\w*)|unreachable|left the company|disappeared)\b|\b(?:refus\w*|won'?t|will not)\b.*\bsign\b/i,
    ],
    not: /\breissue\b|\b1\.13[0-2]\b|\brule 13[0-2]\b/i,
    sections: [
      ['35 USC', '115'],
      ['37 CFR', '1.63'],
      ['37 CFR', '1.64'],
    ],
    // An inventor who cannot or will not sign: the substitute statement and when it is permitted.
    lead: {
      section: ['35 USC', '115', '(d)'],
      holds:
        /^In lieu of executing an oath or declaration under subsection \(a\), the applicant for patent may provide a substitute statement|^\(B\) is under an obligation to assign the invention but has refused/,
      asks: /\brefus\w*|\bwon'?t\b|\bwill not\b|\bunwilling\b|\bunavailable\b|\bcannot be (?:found|reached)\b|\bcan'?t (?:be )?(?:found|reach\w*|locat\w*)\b|\bunreachable\b|\bleft\b|\bdisappeared\b|\bdeceased\b|\bdied\b|\bsubstitute statement\b/i,
    },
  },
  {
    id: 'who-is-an-inventor',
    all: [
      /\bjoint inventors?\b|\bco-?inventors?\b|\bwho (?:counts as|qualifies as|is|should be named as) (?:an? |the )?inventors?\b|\b(?:be|get) (?:named|listed) (?:as )?(?:an? )?(?:co-?)?inventors?\b|\binventorship\b/i,
    ],
    // Inventors who own the patent together ask what each owner may do (35 U.S.C. 262), not who invented.
    not: /\bjoint(?:ly)? own\w*|\bco-?own\w*/i,
    sections: [
      ['35 USC', '116', '(a)'],
      ['MPEP', '602.01'],
      ['MPEP', '602.09'],
    ],
    // A contribution to part of the claims only (one claim, a dependent claim): joint inventors need not each have
    // contributed to every claim (35 U.S.C. 116(a)).
    lead: {
      section: ['35 USC', '116', '(a)'],
      holds: /each did not make a contribution to the subject matter of every claim/,
      asks: PART_OF_CLAIMS,
    },
    answers: [
      {
        asks: (r, q) => r.asks.has('yes-no') && PART_OF_CLAIMS.test(q),
        says:
          'Yes: a joint inventor need not have contributed to the subject matter of every claim; a contribution to the ' +
          'conception of what one claim defines (a dependent claim too) is enough to be named, and inventors may apply ' +
          'jointly though they did not work together or make the same type or amount of contribution (35 U.S.C. 116(a)).',
      },
    ],
  },
  {
    id: 'assignee-as-applicant',
    all: [
      /\b(?:assignee|company|employer|corporation|business|organi[sz]ation|start-?up|llc)\b.*\b(?:file|apply(?:ing)?|be (?:the )?applicant|as (?:the )?applicant)\b|\bwho (?:can|may) (?:file|apply)\b|\bwho is the applicant\b/i,
      /\bapplicant\b|\bwho (?:can|may)\b|\binstead of\b|\bon behalf of\b|\bin (?:its|their|our) (?:own )?name\b/i,
    ],
    not: /\b(?:ipr|inter partes|post-grant|reexam\w*|protest|submission|prior art)\b/i,
    sections: [
      ['35 USC', '118'],
      ['37 CFR', '1.46'],
      ['MPEP', '605.01'],
    ],
    // Who may apply: the assignee, or one obliged to be assigned the invention.
    lead: { section: ['35 USC', '118'], holds: /^A person to whom the inventor has assigned/ },
  },
  {
    id: 'assignment-recording',
    all: [
      /\bassign\w*|\btransfer\w*\b.*\b(?:ownership|patent|application|rights)\b|\b(?:sell|sold|selling|sale|buy|bought)\b.*\b(?:patent|application)\b/i,
      /\brecord\w*|\bregist\w*|\bwriting\b|\bwritten\b|\bvalid\b|\bhow (?:do|can) (?:i|we)\b|\bprove\b|\bbona fide|\bpurchaser\b/i,
    ],
    not: /\bassignee as applicant\b|\bwho (?:can|may) file\b/i,
    sections: [
      ['35 USC', '261'],
      ['37 CFR', '3.11'],
    ],
    lead: [
      // Unrecorded, it is void against a later purchaser unless recorded within three months.
      {
        section: ['35 USC', '261'],
        holds: /shall be void as against any subsequent purchaser or mortgagee/,
        asks: /\bhow (?:quickly|soon|long)\b|\bdeadline\b|\bwithin\b|\bwhen\b|\bsubsequent\b|\blater (?:buyer|purchaser)\b|\bagain\b|\bvoid\b|\bnot record\b|\bbona fide\b|\bpurchaser\b/i,
      },
      {
        section: ['37 CFR', '3.31', '(a)'],
        holds: /^\(a\) Each patent or trademark cover sheet required by/,
        asks: /\bcover sheets?\b/i,
      },
    ],
  },
  {
    id: 'joint-owners',
    all: [/\bco-?owners?\b|\bjoint(?:ly)? own\w*|\bjoint owners?\b|\bone of the owners\b|\beach owner\b/i],
    sections: [['35 USC', '262']],
  },

  // --- fees and entity status ---
  {
    id: 'micro-entity',
    // "Can a startup … pay micro entity fees?" asks who qualifies (attorney re-review); "how much …" asks the amounts.
    fees: true,
    all: [/\bmicro[- ]?entity\b|\bmicro\b.*\b(?:status|fees?|discount)\b/i],
    // A dollar amount asks a fee, unless it is the asker's income ("made about $90k last year").
    not: /\bhow much\b|\bamounts?\b|\bcosts?\b|^(?![\s\S]*\b(?:income|made|make|earn\w*|salary)\b)[\s\S]*\$|\bfee schedule\b|\bwhat (?:is|are) the\b[^?]*\bfees?\b/i,
    sections: [
      ['35 USC', '123'],
      ['37 CFR', '1.29'],
    ],
    lead: {
      section: ['37 CFR', '1.29'],
      holds:
        /more than four previously filed patent applications|exceeding three times the median household income/,
      // Who qualifies, or the facts that decide it (an income, the applications filed).
      asks: (r, q) =>
        r.asks.has('conditions') || /\bincome\b|\bearn\w*|\bmade\b|\$|\bapplications\b/i.test(q),
    },
    // Attorney review: the conditions of the income basis, summarised with their sections before the rule's text.
    answers: [
      {
        // Who qualifies, asked so or yes or no ("can a startup … pay micro entity fees?"); not a question on the other
        // basis (an institution of higher education).
        asks: (r, q) =>
          (r.asks.has('conditions') || r.asks.has('yes-no') || /\bincome\b/i.test(q)) &&
          !/\b(?:universit\w*|college|higher education|institution)\b/i.test(q),
        says: (q) =>
          `${microFacts(q)}Micro entity status on the gross income basis (35 U.S.C. 123(a); 37 CFR 1.29(a)) needs a certification that ` +
          'all four hold: (1) the applicant qualifies as a small entity (37 CFR 1.27); (2) neither the applicant nor any ' +
          'inventor has been named on more than four previously filed patent applications (foreign and provisional ' +
          'applications, international applications whose basic national fee was not paid, and applications assigned ' +
          'as a result of previous employment not counted: 123(b), 1.29(b)); (3) none of them had, in the calendar year ' +
          'before the fee is paid, a gross income above three times the median household income (123(a)(3)); (4) none ' +
          'has assigned, granted or conveyed, or is obliged to, a licence or other ownership interest in the ' +
          'application to an entity above that income limit (123(a)(4)). The other basis is an institution of higher ' +
          'education as employer or assignee (123(d); 1.29(d)).',
      },
    ],
  },
  {
    id: 'small-entity',
    // A discount on fees is this topic's (issue 25: "is there a discount on fees for a small company" went to the fee
    // schedule); a fee's amount is the schedule's.
    fees: true,
    all: [
      /\bsmall[- ]entity\b|\bsmall (?:business(?:es)?|compan(?:y|ies)|firms?)\b.*\bfees?\b|\b(?:discount\w*|reduced)\b.*\bfees?\b|\bfees?\b.*\b(?:discount\w*|reduced|cheaper)\b|\b(?:universit\w*|non-?profit|individual inventors?|startup|start-up)\b.*\b(?:fees?|pay less)\b/i,
    ],
    not: /\bhow much\b|\bamounts?\b|\bcosts?\b|\$|\bfee schedule\b|\bwhat (?:is|are|was|were) the\b[^?]*\bfees?\b/i,
    sections: [
      ['35 USC', '41', '(h)'],
      ['37 CFR', '1.27'],
    ],
    lead: [
      // Status lost (a licence, an assignment): when the Office must be told.
      {
        section: ['37 CFR', '1.27'],
        holds: /prior to paying, or at the time of paying/,
        asks: /\b(?:licens\w*|assign\w*|sold|sell\w*|transfer\w*|no longer|lose|los[st]|chang\w*|notif\w*|tell)\b/i,
      },
      // Whether a small entity pays less: the statute's 50 percent.
      { section: ['35 USC', '41', '(h)'], holds: /shall be reduced by 50 percent/, asks: SMALL_FEE_DISCOUNT },
    ],
    answers: [
      {
        asks: SMALL_FEE_DISCOUNT,
        says:
          'Yes: a small entity (a small business concern, an independent inventor or a nonprofit organisation, as 37 CFR ' +
          '1.27(a) defines them, with its status asserted under 1.27(c)) pays the filing, search, examination, issue and ' +
          'maintenance fees reduced by 50 percent (35 U.S.C. 41(h)(1)). A micro entity (35 U.S.C. 123; 37 CFR 1.29) pays ' +
          'less again: in the 2013 fee schedule of these texts a quarter of the full fee (37 CFR 1.16(a): $70 micro, ' +
          '$140 small, $280 other). Those are the texts of 2013 (the statute before its December 2022 amendment); the ' +
          'current reductions and amounts are at the USPTO fee schedule.',
      },
    ],
  },
  {
    id: 'fee-refund',
    fees: true,
    all: [/\brefund\w*|\b(?:paid|pay)\b.*\b(?:twice|too much|by mistake|in error|wrong fee)\b|\boverpa\w*/i],
    not: /\bpct\b|\binternational\b/i,
    sections: [
      ['35 USC', '42', '(d)'],
      ['37 CFR', '1.26'],
      ['MPEP', '607.02'],
    ],
    lead: {
      section: ['37 CFR', '1.26', '(b)'],
      holds: /^\(b\) Any request for refund must be filed within two years/,
      asks: /\bwithin what time\b|\bdeadline\b|\bhow long\b|\bwhen\b|\btime limit\b|\bby when\b|\blate\b|\bstill\b/i,
    },
  },
  {
    id: 'maintenance-fee-schedule',
    mpep: [2500],
    fees: true,
    all: [
      /\bmaintenance fees?\b|\bkeep (?:my |the )?patent (?:alive|in force)\b/i,
      /\b(?:when|due|schedule|how often|years?|window|grace|surcharge|pay\w*|how much|cost)\b/i,
    ],
    sections: [
      ['35 USC', '41'],
      ['37 CFR', '1.362'],
      ['fees', '1.20(e)'],
    ],
    // Whether a granted patent must still be paid for to stay in force (review 10, set P): the three fees and their
    // times, which the statute lists under its lead-in.
    lead: {
      section: ['35 USC', '41', '(b)'],
      holds: /^The Director shall charge the following fees for maintaining in force all patents/,
      asks: KEPT_IN_FORCE,
    },
    answers: [
      {
        asks: KEPT_IN_FORCE,
        says: (q) =>
          `${readQuestion(q).asks.has('yes-no') ? 'Yes: a' : 'A'} granted utility patent stays in force only if its ` +
          'three maintenance fees are paid, due 3.5 years (3 years and 6 months), 7.5 years and 11.5 years after the ' +
          'grant (35 U.S.C. 41(b)(1)). Each may be paid without surcharge in the 6 months before its due date, or with ' +
          'the surcharge in the 6-month grace period after it (37 CFR 1.362(d)–(e)); unpaid by the end of that grace ' +
          'period, the patent expires (35 U.S.C. 41(b)(2)), and only a petition to accept the delayed payment can ' +
          'restore it (35 U.S.C. 41(c); 37 CFR 1.378). Design and plant patents owe none (35 U.S.C. 41(b)(3)).',
      },
    ],
  },

  // --- examination and replies ---
  {
    id: 'weekend-holiday-deadline',
    all: [/\b(?:weekend|saturday|sunday|federal holiday|holiday|office (?:is )?closed)\b/i],
    sections: [
      ['35 USC', '21', '(b)'],
      ['37 CFR', '1.7', '(a)'],
      ['MPEP', '710.05'],
    ],
    lead: {
      section: ['35 USC', '21', '(b)'],
      holds: /^\(b\) When the day, or the last day, for taking any action/,
    },
  },
  {
    id: 'certificate-of-mailing',
    all: [
      /\bcertificate of (?:mailing|transmission)\b|\bpriority mail express\b|\bexpress mail\b|\bpostmark\w*|\bmail(?:ed|ing)?\b.*\b(?:last day|deadline|on time|timely)\b/i,
    ],
    sections: [
      ['37 CFR', '1.8', '(a)'],
      ['37 CFR', '1.10'],
    ],
    // Whether the paper counts as filed in time: the rule's own consequence of the certificate.
    lead: {
      section: ['37 CFR', '1.8', '(a)'],
      holds: /^\(1\) Correspondence will be considered as being timely filed if/,
      asks: /\btimely\b|\bon time\b|\bin time\b|\blast day\b|\bcounts?\b|\bconsidered\b/i,
    },
  },
  {
    id: 'extension-of-time',
    fees: true,
    all: [
      // The rule named by its number with what is asked of it ("1.136(a) max extension?", attorney review 11).
      /\bextension of time\b|\bextend\w*\b.*\b(?:deadline|time|period|reply|response)\b|\bmore time\b|\b(?:buy|purchase)\b.*\bextension|\bmonths? extension|\bextension\b.*\b(?:reply|respond|response|office action)\b|\b1\.136\b/i,
    ],
    not: /\bterm\b|\badjust\w*|\bpta\b|\bpte\b|\bfda\b|\bregulatory\b|\bappeal\b|\bipr\b|\bpriority\b|\bprovisional\b|\bnational stage\b/i,
    sections: [
      ['37 CFR', '1.136', '(a)'],
      ['MPEP', '710.02(e)'],
      ['fees', '1.17(a)'],
    ],
    // The most an extension gives: five months beyond the period set, capped by the statute's six months (attorney
    // review 11: the rule's own sentence leads, the statute's maximum after it).
    lead: [
      {
        section: ['37 CFR', '1.136', '(a)(1)'],
        holds: /applicant may extend the time period for reply up to the earlier of the expiration/,
        asks: OUTER_LIMIT,
      },
      {
        section: ['35 USC', '133'],
        holds: /within six months after any action/,
        asks: OUTER_LIMIT,
      },
    ],
    answers: [
      {
        asks: OUTER_LIMIT,
        says:
          'At most five months beyond the period set for reply, and never beyond the 6-month maximum of 35 U.S.C. 133 ' +
          '(37 CFR 1.136(a)(1)): after the usual 3-month shortened period, 3 months; each month bought with the fee of ' +
          '37 CFR 1.17(a), unless the action says extensions are not available.',
      },
    ],
  },
  {
    id: 'revival',
    all: [
      /\breviv\w*|\brevival\b|\breinstat\w*|\babandoned\b.*\b(?:get (?:it )?back|restore|bring (?:it )?back|rescue|save|reopen|what (?:can|now))\b|\bunintentional\w*\b.*\b(?:delay\w*|abandon\w*)\b|\bpetition\b.*\babandon\w*/i,
    ],
    not: /\bmaintenance fee\b|\bexpired patent\b/i,
    sections: [
      ['37 CFR', '1.137'],
      ['35 USC', '41', '(a)(7)'],
      ['MPEP', '711.03(c)'],
    ],
    // What the petition for unintentional delay must contain, quoted from (b) (paragraph (a), unavoidable delay, is
    // the pre-2013 standard with the same wording).
    lead: [
      {
        section: ['37 CFR', '1.137', '(b)'],
        holds: /^A grantable petition pursuant to this paragraph must be accompanied by/,
      },
      // Asked until when: the MPEP's extra showing for a petition filed over two years after abandonment.
      {
        section: ['MPEP', '711.03(c)'],
        holds:
          /^Any applicant filing a petition to revive an abandoned application under ?37 CFR 1\.137 more than two years/,
        asks: REVIVAL_TIME,
      },
    ],
    // Asked the time limit (attorney review of issue 25: "Revival of unintentionally abandoned app: rule and time
    // limit?" got the petition's parts alone): none fixed, but the whole delay must be unintentional.
    answers: [
      {
        asks: REVIVAL_TIME,
        says:
          'No fixed time limit, but the entire delay, from the due date of the missed reply until a grantable petition ' +
          'is filed, must be unintentional, so file promptly once the abandonment is known (37 CFR 1.137). A petition ' +
          'filed more than two years after the date of abandonment must add an explanation of the circumstances ' +
          'showing that the entire delay was unintentional (MPEP 711.03(c), R-07.2022). The rule has moved since these ' +
          'late-2013 rules texts: since the Patent Law Treaties Implementation Act took effect on 2013-12-18, the ' +
          'unintentional standard is the only one (no "unavoidable" petition) and is 37 CFR 1.137(a) of the current ' +
          'rule, its petition requirements 1.137(b).',
      },
    ],
  },
  {
    id: 'express-abandonment',
    all: [
      /\bexpress(?:ly)? abandon\w*|\babandon (?:my|the|an|this|our) (?:patent )?application\b|\bwithdraw (?:my|the|our) (?:patent )?application\b|\bletter of abandonment\b|\bgive up (?:on )?(?:my|the|our) application\b/i,
    ],
    not: /\bfrom issue\b/i,
    sections: [
      ['37 CFR', '1.138'],
      ['MPEP', '711.01'],
    ],
  },
  {
    id: 'no-reply-abandonment',
    all: [
      // "No" only before the reply itself ("no reply was filed"): "there is no rejection yet. When do we answer?" asks a period.
      /\b(?:miss\w*|fail\w*|forg[eo]t\w*|didn'?t|did not|don'?t|do not|doesn'?t|does not|never)\b.*\b(?:repl(?:y|ied|ies)|respond\w*|response|answer\w*|deadline)\b|\bno (?:reply|response|answer)\b|\bwhat happens if\b.*\b(?:ignore|late)\b/i,
      /\boffice action\b|\brejection\b|\bexaminer\b|\brepl(?:y|ied|ies)\b|\brespon\w*|\bdeadline\b/i,
    ],
    not: /\bappeal\b|\bmaintenance\b|\bissue fee\b|\bpct\b|\bnational stage\b/i,
    sections: [
      ['35 USC', '133'],
      ['37 CFR', '1.135', '(a)'],
      ['MPEP', '711.02'],
    ],
    // A reply missed: the extension of time that still makes it timely leads, then the statutory maximum; abandonment
    // and revival follow as the consequence (attorney review 11, issue 25).
    lead: [
      {
        section: ['37 CFR', '1.136', '(a)(1)'],
        holds: /applicant may extend the time period for reply up to the earlier of the expiration/,
        asks: REMEDY_ASKED,
      },
      { section: ['35 USC', '133'], holds: /within six months after any action/ },
    ],
    answers: [
      {
        asks: REMEDY_ASKED,
        says: (q) =>
          'Not lost yet while the 6-month statutory period runs: a reply filed with a petition for an extension of time ' +
          'and its fee is timely, up to five months beyond the period set and never beyond six months from the action ' +
          `(37 CFR 1.136(a)(1); 35 U.S.C. 133). ${extensionForDelay(q)}` +
          'Past that, the application is abandoned (37 CFR 1.135(a)); it can be revived by a petition showing the delay was ' +
          'unintentional, filed with the reply and the petition fee (37 CFR 1.137(b)).',
      },
    ],
  },
  {
    id: 'rce',
    all: [
      /\brce\b|\brequest for continued examination\b|\bcontinued examination\b|\b(?:reopen|restart|continue) (?:the )?(?:prosecution|examination)\b/i,
    ],
    // "Which amendments are entered after final without an RCE?" asks about the amendments.
    not: /\b(?:without|short of|instead of|avoid\w*) (?:filing )?(?:an? )?(?:rce|request for continued examination)\b/i,
    sections: [
      ['35 USC', '132', '(b)'],
      ['37 CFR', '1.114'],
      ['MPEP', '706.07(h)'],
    ],
    // What an RCE is: the rule's request once prosecution is closed (35 U.S.C. 132(b) only orders the rule).
    defines: {
      section: ['37 CFR', '1.114', '(a)'],
      holds:
        /^\(a\) If prosecution in an application is closed, an applicant may request continued examination/,
    },
    lead: [
      // A design application: the rule does not apply to it (issue 25), whatever else is asked.
      {
        section: ['37 CFR', '1.114', '(e)'],
        holds: /^\(e\) The provisions of this section do not apply to/,
        asks: DESIGN_APPLICATION,
      },
      // Until when: before the issue fee is paid, the application abandoned or a court appeal filed.
      {
        section: ['37 CFR', '1.114', '(a)'],
        holds:
          /^\(a\) If prosecution in an application is closed, an applicant may request continued examination/,
        asks: /\bissue fee\b|\ballow\w*|\bstill\b|\btoo late\b|\bwhen (?:can|may|must)\b|\buntil when\b|\bdeadline\b/i,
      },
      // What counts as the submission that must go with it.
      {
        section: ['37 CFR', '1.114', '(c)'],
        holds: /^\(c\) A submission as used in this section includes/,
        asks: /\bsubmission\b|\bids\b|\binformation disclosure\b|\bamendments?\b|\bwhat (?:has|needs|must|should) (?:to )?(?:go|be (?:filed|included|submitted|sent))\b|\bwith it\b/i,
      },
    ],
    answers: [
      {
        asks: DESIGN_APPLICATION,
        says:
          'No: an RCE is not available for a design application. 37 CFR 1.114(e)(4) puts "an application for a design ' +
          'patent" outside the RCE rule (MPEP 706.07(h): RCE practice does not apply to design applications); a design ' +
          'application is continued by a continued prosecution application under 37 CFR 1.53(d).',
      },
      {
        // Asked yes or no after an allowance (attorney review 3: the rule was only quoted): the plain answer first.
        asks: (r, q) =>
          r.asks.has('yes-no') && /\ballow\w*/i.test(q) && !/\bissue fee\b[^?]{0,30}\bpaid\b/i.test(q),
        says:
          'Yes, before the issue fee is paid: after a notice of allowance prosecution is closed, and an RCE (a submission ' +
          'and the fee of 37 CFR 1.17(e)) may be filed until the earliest of the issue fee payment, abandonment, or an ' +
          'appeal to the Federal Circuit or a civil action (37 CFR 1.114(a)). Once the issue fee is paid, it needs a ' +
          'petition to withdraw the application from issue under 37 CFR 1.313 granted first.',
      },
    ],
  },
  {
    id: 'amendment-after-final',
    all: [
      /\bafter (?:a |the )?final\b|\bfinal (?:rejection|office action|action)\b|\bmade final\b/i,
      /\bamend\w*|\bchang\w*\b.*\bclaims?\b|\benter\w*|\badd\w*\b.*\bclaims?\b|\bafcp\b|\bafter final consideration\b/i,
    ],
    not: /\bnon-?final\b|(?<!\b(?:for|on) (?:an? |the )?)\bappeal\b|(?<!\b(?:without|short of|instead of|avoid\w*) (?:filing )?(?:an? )?)(?:\brce\b|\bcontinued examination\b)|\bids\b|\binformation disclosure\b/i,
    sections: [
      ['37 CFR', '1.116'],
      ['MPEP', '714.12'],
      ['MPEP', '714.13'],
    ],
    // Which amendments may still be made after final (before an appeal): the list of 37 CFR 1.116(b).
    lead: {
      section: ['37 CFR', '1.116', '(b)'],
      holds: /^\(b\) After a final rejection or other final action/,
      asks: /\bwhat (?:kinds?|sorts?|types?)\b|\bwhich\b|\bwhat (?:amendments|changes)\b|\benter\w*|\bcan (?:i|we) (?:still )?(?:amend|change|rewrite|add|cancel)\b|\ballowed\b|\bpermitted\b/i,
    },
  },
  {
    id: 'final-rejection',
    all: [
      /\bfinal (?:rejection|office action|action)\b|\b(?:make|made|making) (?:the |a )?(?:rejection |action )?final\b|\bafter (?:a |the )?final\b/i,
    ],
    not: /\bnon-?final\b|\bappeal\b|\brce\b|\bcontinued examination\b|\bids\b|\binformation disclosure\b|\bfinal (?:decision|written decision)\b/i,
    sections: [
      ['37 CFR', '1.113'],
      ['MPEP', '706.07(a)'],
      ['37 CFR', '1.116'],
    ],
    lead: [
      {
        section: ['MPEP', '706.07(f)'],
        holds:
          /^For example, if applicant initially replies within 2 months from the date of mailing of a final rejection/,
        asks: ADVISORY_ASKED,
      },
      // The options a final rejection leaves (attorney review, issue 25), as the question reader reads them asked.
      {
        section: ['37 CFR', '1.113', '(a)'],
        holds:
          /^\(a\) On the second or any subsequent examination or consideration by the examiner the rejection/,
        asks: REMEDY_ASKED,
      },
    ],
    answers: [
      {
        // "Is my patent dead?": not the options alone, first that it is not (attorney review 11, issue 25).
        asks: (r, q) => !r.asks.has('options') && REMEDY_ASKED(r, q),
        says: 'No, the application is not dead: a final rejection closes ordinary examination, but the applicant can still reply.',
      },
      {
        asks: REMEDY_ASKED,
        says:
          `After a final rejection the reply is limited to (37 CFR 1.113(a)): ${FINAL_OPTIONS.map((o, i) => `(${i + 1}) ${o}`).join('; ')}. ` +
          'Each is due within the period for reply the action sets (usually 3 months from its mailing date, extendable ' +
          'with fees under 37 CFR 1.136(a), never beyond 6 months, 35 U.S.C. 133); without one the application is abandoned ' +
          '(37 CFR 1.135). Give the final action’s mailing date for the dates.',
      },
    ],
  },
  {
    id: 'reply-period',
    all: [
      /\boffice action\b|\brejection\b|\bnon-?final\b|\bexaminer'?s? (?:action|letter)\b/i,
      /\bhow long\b|\bhow much time\b|\bdeadline\b|\bwhen (?:must|do|should) (?:i|we)\b|\b(?:until|by) when\b|\bhave until\b|\blatest\b|\blast day\b|\btime (?:limit|period|to (?:reply|respond))\b|\bperiod for (?:reply|response)\b|\bshortened statutory period\b|\bmonths?\b.*\b(?:reply|respond)/i,
    ],
    // A period the Office must keep (patent term adjustment) is not the applicant's period for reply.
    not: /(?<!non-?)\bfinal\b|\brestriction\b|\bappeal\b|\bextension\b|\bpct\b|\bpriority\b|\breexam\w*|\bipr\b|\bpta\b|\bterm adjustment\b|\badjustment days\b/i,
    sections: [
      ['35 USC', '133'],
      ['37 CFR', '1.134'],
      ['MPEP', '710.02(b)'],
    ],
    lead: {
      section: ['35 USC', '133'],
      holds: /within six months after any action/,
      asks: OUTER_LIMIT,
    },
  },
  {
    id: 'interview',
    all: [
      /\binterview\w*|\b(?:talk|speak|meet|call|phone|telephone|video ?call|discuss)\w*\b.*\bexaminer\b|\bexaminer\b.*\b(?:phone|call|meeting|talk)\b/i,
    ],
    not: /\bappeal\b.*\bhearing\b/i,
    sections: [
      ['37 CFR', '1.133'],
      ['MPEP', '713.01'],
    ],
    lead: [
      {
        section: ['MPEP', '713.02'],
        holds: /an interview before the first Office action is encouraged/,
        // Before any action however said: "before they send anything out", "before it is examined".
        asks: /\bbefore\b[^.?]*\b(?:first|any|an) (?:office )?action\b|\bbefore (?:examination|the examiner (?:has )?(?:acted|examined))\b|\bbefore\b[^.?]{0,40}\b(?:send|sends|sent|mail|mails|issue|issues|act|acts|examin\w*|reject\w*|review\w*|look\w* at|(?:hear|heard) (?:anything|back))\b/i,
      },
      // What must be put on the record after it.
      {
        section: ['37 CFR', '1.133', '(b)'],
        holds: /complete written statement of the reasons presented at the interview/,
        asks: /\bwrit\w*|\brecord\w*|\bsummar\w*|\bdocument\w*/i,
      },
    ],
  },
  {
    // How long to answer a restriction requirement: the period table of MPEP 710.02(b) (MPEP 817 is not in these texts).
    id: 'restriction-period',
    mpep: [800],
    all: [
      /\brestriction\b|\belection of species\b|\belection requirement\b/i,
      // Terse ("restriction requirement traverse time", attorney review 11): the time or period named as what is asked.
      /\bhow long\b|\bhow much time\b|\bdeadline\b|\bdue\b|\bwhen (?:must|should|do|does|is|are) (?:i|we|my|our|the (?:reply|response|election))\b|\btime (?:limit|to reply|to respond|to elect)\b|\bperiod for reply\b|\b(?:travers\w*|reply|response|respond|elect\w*) (?:time|period|window|deadline)\b|\b(?:time|period|window|deadline) to (?:travers\w*|elect)\b/i,
    ],
    not: /\bpct\b|\binternational\b|\bdivisional\b|\bcopending\b|\bpending\b/i,
    sections: [
      ['MPEP', '710.02(b)'],
      ['37 CFR', '1.143'],
      ['37 CFR', '1.136'],
    ],
    // The period table's line: 2 months for a restriction or election requirement alone.
    lead: {
      section: ['MPEP', '710.02(b)'],
      holds: /^2 MONTHS: \(A\) Requirement for restriction or election of species only/,
    },
    answers: [
      {
        says:
          'Two months: a requirement for restriction or election of species alone (no action on the merits) usually sets ' +
          'a 2-month shortened period, extendable under 37 CFR 1.136(a) (MPEP 710.02(b)). A traverse goes in that reply, ' +
          'with the provisional election (37 CFR 1.143); without it, no petition can later review the requirement (1.144).',
      },
    ],
  },
  {
    id: 'restriction-traverse',
    mpep: [800],
    all: [
      /\brestriction\b|\belection of species\b|\belection requirement\b|\belection\b|\b(?:split|divid\w*)\b[^.?]*\bclaims\b|\bclaims\b[^.?]*\b(?:split|divided)\b/i,
      /\btravers\w*|\bargu\w*|\bdisagree\w*|\bwrong\b|\boverlap\w*|\bimproper\b|\breconsider\w*|\bpetition\w*|\bchalleng\w*|\bdisput\w*|\bobject\w*/i,
    ],
    not: /\bpct\b|\binternational\b|\bdesign\b/i,
    sections: [
      ['37 CFR', '1.143'],
      ['37 CFR', '1.144'],
      ['35 USC', '121'],
    ],
    lead: {
      section: ['37 CFR', '1.143'],
      holds:
        /^If the applicant disagrees with the requirement for restriction|must indicate a provisional election/,
    },
  },
  SPECIES_ELECTION,
  {
    id: 'restriction',
    mpep: [800],
    all: [
      /\brestriction\b|\b(?:two|multiple|more than one|several|different|independent|distinct|separate) (?:and distinct )?inventions\b|\belection of species\b|\belect\w*\b.*\b(?:species|invention|group)\b|\b(?:divide|split)\b.*\bclaims\b|\bunity of invention\b/i,
    ],
    not: /\bpct\b|\binternational\b|\bdesign\b/i,
    sections: [
      ['35 USC', '121'],
      ['37 CFR', '1.142'],
      ['37 CFR', '1.143'],
    ],
  },
  {
    id: 'objection-vs-rejection',
    all: [/\bobjections?\b/i, /\brejections?\b|\bpetition\b|\bappeal\w*/i],
    sections: [
      ['MPEP', '706.01'],
      ['37 CFR', '1.181'],
      ['37 CFR', '1.113'],
    ],
  },
  {
    id: 'petition-to-director',
    all: [
      /\bpetition to the (?:director|commissioner)\b|\bsupervisory (?:authority|review)\b|\bpetition\b.*\bexaminer'?s? (?:decision|requirement|action|refusal)\b|\bexaminer'?s? (?:requirement|refusal|objection|decision)\b.*\bpetition\b|\b1\.181\b/i,
    ],
    sections: [
      ['37 CFR', '1.181'],
      ['MPEP', '706.01'],
    ],
  },
  {
    id: 'requirement-for-information',
    all: [
      /\brequirements? for information\b|\brule 105\b|\b1\.105\b|\bexaminer\b.*\b(?:asks?|requests?|wants|demands?|requires?)\b.*\b(?:information|documents?|explanation|search)\b/i,
    ],
    sections: [
      ['37 CFR', '1.105'],
      ['MPEP', '704.11'],
      ['MPEP', '704.12'],
    ],
  },
  {
    id: 'suspension-of-action',
    all: [
      /\b(?:suspend\w*|suspension|defer\w*|postpon\w*|hold off|put on hold|pause)\b.*\b(?:examination|action|prosecution|application)\b/i,
    ],
    not: /\bterm\b|\badjust\w*|\bpublication\b|\bfees?\b/i,
    sections: [
      ['37 CFR', '1.103'],
      ['MPEP', '709'],
    ],
  },
  {
    id: 'track-one',
    fees: true,
    all: [/\btrack one\b|\btrack i\b|\bprioriti[sz]ed examination\b/i],
    sections: [
      ['37 CFR', '1.102', '(e)'],
      ['MPEP', '708.02(b)'],
      ['fees', '1.17(c)'],
    ],
  },
  {
    id: 'expedited-design',
    all: [/\bdesign\b/i, /\bexpedit\w*|\brocket docket\b|\bfaster\b|\bspeed up\b|\bquick\w*/i],
    sections: [
      ['37 CFR', '1.155'],
      ['MPEP', '1504.30'],
    ],
  },
  {
    id: 'make-special',
    all: [
      /\bmake special\b|\bpetition to make special\b|\baccelerated examination\b|\bexpedit\w*\b.*\b(?:examination|prosecution|application|review)\b|\bspeed (?:up|things up)\b|\bfast[- ]?track\w*|\b(?:faster|sooner|quicker|more quickly)\b|\b(?:advanced age|elderly|over 65|65 years|older than 65|poor health|terminally ill|ill health)\b/i,
      /\bexamin\w*|\bapplication\b|\bpatent\b|\bprosecution\b|\breview\w*|\bspecial\b|\bexpedit\w*/i,
    ],
    not: /\binter partes\b|\bipr\b|\bappeal\b|\breexam\w*|\bdesign\b/i,
    sections: [
      ['37 CFR', '1.102'],
      ['MPEP', '708.02'],
      ['MPEP', '708.02(a)'],
    ],
  },

  // --- information disclosure, third parties ---
  {
    id: 'duty-of-disclosure',
    all: [
      /\bduty (?:of|to) (?:disclos\w*|candou?r)|\bcandou?r\b|\binequitable conduct\b|\b(?:have to|must|required to|obligat\w*|need to|do i need to|should i|supposed to)\b.*\b(?:tell|disclos\w*|inform|cite|submit|report|mention|share)\b.*\b(?:prior art|references?|patent office|uspto|examiner|know\w*|aware|found)\b|\b(?:hide|withhold|conceal)\w*\b.*\b(?:prior art|references?|information)\b/i,
    ],
    not: /\bthird[- ]party|\bcompetitor\b|\bsomeone else'?s\b|\bsupplemental examination\b/i,
    sections: [
      ['37 CFR', '1.56', '(a)'],
      ['37 CFR', '1.56', '(b)'],
      ['MPEP', '609'],
    ],
    // Who owes the duty and what it is.
    lead: {
      section: ['37 CFR', '1.56', '(a)'],
      holds:
        /^Each individual associated with the filing and prosecution of a patent application has a duty of candor/,
      asks: /\bwho\b|\bwhom\b|\bapply\b|\bapplies\b|\bowe[sd]?\b|\bwhat (?:does|is)\b|\brequire\w*|\bme\b|\bagents?\b|\battorneys?\b|\binventors?\b/i,
    },
  },
  {
    id: 'ids-contents',
    all: [/\binformation disclosure\b|\bids\b/i],
    sections: [
      ['37 CFR', '1.98'],
      ['MPEP', '609'],
      ['37 CFR', '1.97'],
    ],
    lead: [
      {
        section: ['37 CFR', '1.98'],
        holds: /^\(i\) A concise explanation of the relevance/,
        asks: /\bnot in the English language\b/i,
      },
      // Which documents need a copy (not U.S. patents and publications).
      {
        section: ['37 CFR', '1.98', '(a)'],
        holds: /^\(2\) A legible copy of:/,
        asks: /\bcop(?:y|ies)\b|\bjust (?:list|cite)\b|\blist (?:them|it) only\b/i,
      },
    ],
  },
  {
    id: 'preissuance-submission',
    all: [
      /\bpre-?issuance\b|\bthird[- ]party submissions?\b|\b(?:competitor|someone else|another (?:company|party|inventor)|third[- ]party|rival|other company)'?s?\b.*\b(?:pending |published )?(?:patent )?application\b/i,
      /\bprior art\b|\breferences?\b|\bpublications?\b|\bsubmi\w*|\bsend\b|\bgive\b|\bcite\b|\bfile\b/i,
    ],
    not: /\bprotest\b|\bissued\b|\bgranted\b|\binter partes\b|\bipr\b|\breexam\w*|\bpost[- ]grant\b/i,
    sections: [
      ['35 USC', '122', '(e)'],
      ['37 CFR', '1.290'],
    ],
  },
  {
    id: 'protest',
    all: [/\bprotests?\b/i],
    not: /\bdesign\b/i,
    sections: [
      ['37 CFR', '1.291'],
      ['35 USC', '122', '(c)'],
    ],
  },

  // --- post-grant ---
  {
    // An error that makes the patent wholly or partly invalid or inoperative (attorney review, issue 25): a reissue
    // (35 U.S.C. 251(a)), not a certificate of correction, which is for clerical or minor mistakes (254, 255). Read by
    // the question reader (an error said to make the patent invalid), before the certificate's topic.
    id: 'reissue-for-invalidating-error',
    mpep: [1400],
    // Of a patent, not of a pending application's claims under rejection.
    all: [
      (r) => r.invalidating && !r.events.some((e) => ['office-action', 'final-rejection'].includes(e.kind)),
    ],
    not: /\breexam\w*|\b(?:ipr|inter partes|post-grant)\b|\binvent(?:or|ors|orship)\b/i,
    sections: [
      ['35 USC', '251', '(a)'],
      ['37 CFR', '1.175'],
      ['37 CFR', '1.171'],
    ],
    lead: {
      section: ['35 USC', '251', '(a)'],
      holds: /^Whenever any patent is, through error, deemed wholly or partly inoperative or invalid/,
    },
    answers: [
      {
        says:
          'By a reissue application: an error that makes the patent wholly or partly inoperative or invalid — through a ' +
          'defective specification or drawing, or claims for more or less than the patentee had a right to claim — is ' +
          'corrected by surrendering the patent for a reissued one for the rest of its term (35 U.S.C. 251(a)), with a ' +
          'reissue oath or declaration stating the error (37 CFR 1.175), and no new matter. A certificate of correction ' +
          '(35 U.S.C. 254, 255) is only for clerical, typographical or minor mistakes; claims broadened by reissue must be ' +
          'applied for within 2 years of the grant (251(d)).',
      },
    ],
  },
  {
    id: 'certificate-of-correction',
    mpep: [1400],
    all: [
      /\bcertificate of correction\b|\b(?:typo\w*|typographical|mistakes?|errors?|misspell\w*|wrong\w*|misprint\w*|clerical)\b/i,
      /\bcertificate of correction\b|\b(?:issued|granted|printed)\b|\bmy patent\b(?! application)|\bthe patent\b(?! application)|\bpatent (?:has|contains|says|shows)\b/i,
    ],
    // A reissue named as what the asker would avoid ("without a full reissue") leaves the question on a certificate.
    not: /\binvent(?:or|ors|orship)\b|(?<!\b(?:without|not|instead of|rather than|avoid\w*|skip\w*)(?: an?| the)?(?: full| whole| formal)? )\breissue\b|\bbroaden\w*|\bclaims? (?:too narrow|scope)\b|\bapplication\b(?!.*\b(?:issued|granted)\b)/i,
    sections: [
      ['35 USC', '254'],
      ['35 USC', '255'],
      ['37 CFR', '1.322'],
      ['37 CFR', '1.323'],
    ],
    lead: [
      {
        section: ['35 USC', '255'],
        holds: /mistake of a clerical or typographical nature, or of minor character/,
        asks: /\b(?:our|my|we|i|applicant'?s?|attorney'?s?|agent'?s?) (?:own )?(?:mistake|error|typo|fault)s?\b|\bnot (?:the )?(?:office|uspto|patent office|pto)\b|\b(?:we|i) made\b|\bwhat kind of (?:mistake|error)s?\b|\bwhich (?:mistake|error)s?\b|\bqualif\w*/i,
      },
      // How a mistake in an issued patent is corrected: a certificate of correction (the Office's mistake first).
      {
        section: ['35 USC', '254'],
        holds:
          /^Whenever a mistake in a patent, incurred through the fault of the Patent and Trademark Office/,
        asks: /\bhow\b|\bfix\w*|\bcorrect\w*|\bwhat can\b/i,
      },
    ],
  },
  {
    id: 'broadening-reissue',
    mpep: [1400],
    all: [
      /\bbroaden\w*|\benlarg\w*\b.*\bscope\b|\bwider claims?\b|\bbroader claims?\b|\bclaims? (?:are |were )?too narrow\b/i,
      /\breissue\b|\bissued\b|\bgranted\b|\bmy patent\b|\bthe patent\b|\btwo years\b|\b2 years\b/i,
    ],
    not: /\bcontinuation\b|\breexam\w*|\bpending application\b/i,
    sections: [
      ['35 USC', '251', '(d)'],
      ['37 CFR', '1.175'],
      ['37 CFR', '1.171'],
    ],
    lead: {
      section: ['35 USC', '251', '(d)'],
      holds: /^No reissued patent shall be granted enlarging the scope/,
    },
  },
  {
    id: 'reissue',
    mpep: [1400],
    all: [/\breissue\w*/i],
    not: /\bdesign\b/i,
    sections: [
      ['35 USC', '251', '(a)'],
      ['37 CFR', '1.171'],
      ['37 CFR', '1.175'],
    ],
    // How long a reissued patent lasts: the original's unexpired term.
    lead: {
      section: ['35 USC', '251', '(a)'],
      holds: /for the unexpired part of the term of the original patent/,
      asks: /\bhow long\b|\bterm\b|\bexpir\w*|\bin force\b|\blast\b/i,
    },
  },
  {
    id: 'supplemental-examination',
    mpep: [2800],
    all: [/\bsupplemental examination\b/i],
    sections: [
      ['35 USC', '257'],
      ['37 CFR', '1.601'],
      ['37 CFR', '1.610'],
    ],
  },
  {
    id: 'ex-parte-reexamination',
    mpep: [2200],
    startsProceeding: true,
    all: [/\bre-?exam\w*|\bex parte reexam\w*/i],
    not: /\binter partes review\b|\bipr\b|\bpost[- ]grant review\b|\bpgr\b|\bsupplemental\b/i,
    sections: [
      ['35 USC', '302'],
      ['37 CFR', '1.510'],
    ],
    lead: [
      // When the Office decides whether to order it: within three months of the request.
      {
        section: ['35 USC', '303', '(a)'],
        holds: /^\(a\) Within three months following the filing of a request for reexamination/,
        asks: /\bwithin what time\b|\bhow (?:long|soon)\b|\bwhen\b|\bdecid\w*|\bdetermin\w*|\border\b/i,
      },
      // Who may request it and on what: any person, on patents and printed publications.
      {
        section: ['37 CFR', '1.510', '(a)'],
        holds:
          /^\(a\) Any person may, at any time during the period of enforceability of a patent, file a request/,
        asks: /\bwho\b|\bwhat (?:kinds?|sorts?|types?) of\b|\bwhich (?:prior )?art\b|\bon what\b|\bbasis\b|\b(?:can|may) (?:i|we|anyone|a third party|a competitor)\b|\bthird[- ]part(?:y|ies)\b|\banonymous\w*/i,
      },
    ],
  },
  {
    // The final written decision of a trial (a later step the petition's topic leaves): due a year after institution.
    id: 'trial-final-decision',
    all: [
      /\binter partes review\b|\bipr\b|\bpost[- ]grant review\b|\bpgr\b|\bptab trial\b/i,
      /\bfinal (?:written )?decision\b|\bfinal determination\b/i,
    ],
    not: /\bappeal\w*\b|\bestoppel\b/i,
    sections: [
      ['35 USC', '316', '(a)'],
      ['35 USC', '326', '(a)'],
      ['37 CFR', '42.100', '(c)'],
    ],
    lead: {
      section: ['35 USC', '316', '(a)'],
      holds: /final determination in an inter partes review be issued not later than 1 year/,
      asks: /\bhow long\b|\bwhen\b|\bdeadline\b|\bwithin\b|\btime\b|\bby when\b/i,
    },
  },
  {
    id: 'post-grant-review',
    startsProceeding: true,
    all: [
      /\bpost[- ]grant review\b|\bpgr\b|\b(?:nine|9) months (?:of|after|from) (?:the )?(?:grant|issu\w*)\b/i,
    ],
    sections: [
      ['35 USC', '321', '(c)'],
      ['37 CFR', '42.202'],
    ],
  },
  {
    id: 'inter-partes-review',
    startsProceeding: true,
    all: [
      /\binter partes review\b|\bipr\b|\b(?:challeng\w*|invalidat\w*|cancel\w*|attack\w*)\b.*\bpatent\b.*\b(?:ptab|board|patent office|uspto)\b|\b(?:ptab|patent office|uspto)\b.*\b(?:challeng\w*|invalidat\w*|cancel\w*)\b.*\bpatent\b/i,
    ],
    not: /\breexam\w*|\bpost[- ]grant review\b|\bpgr\b/i,
    sections: [
      ['35 USC', '311'],
      ['35 USC', '315', '(b)'],
    ],
  },
  {
    id: 'terminal-disclaimer',
    mpep: [800, 1400],
    mpepSections: ['804.02', '1490'],
    all: [/\bterminal disclaimer\b|\bdouble patenting\b|\bobviousness[- ]type\b/i],
    sections: [
      ['37 CFR', '1.321'],
      ['35 USC', '253', '(b)'],
    ],
    // Attorney review: a terminal disclaimer is led by 37 CFR 1.321(c) (filed to obviate double patenting, with its
    // common-ownership provision) and (d) (the joint-research variant); a question on ownership or enforcement by the
    // common-ownership provision itself.
    lead: [
      {
        section: ['37 CFR', '1.321', '(c)'],
        holds: /shall be enforceable only for and during such period that said patent is commonly owned/,
        asks: TD_OWNERSHIP,
      },
      ...TD_RULES.map((l) => ({ ...l, asks: new RegExp(`^(?![\\s\\S]*(?:${TD_OWNERSHIP.source}))`, 'i') })),
    ],
    // Attorney review I: what it is or does is led by its effect in plain words, then the sentences it rests on — the
    // terminal part of the term given up (35 U.S.C. 253(b)), the earlier patent's expiration date becoming the
    // patent's (MPEP 2701), and enforcement only while commonly owned (37 CFR 1.321(c)(3)) or not separately (d)(3).
    effect:
      "In plain words: a terminal disclaimer gives up the terminal part of a patent's term, so the patent expires no " +
      'later than the reference patent it names (when it disclaims the term beyond an earlier patent, that patent’s ' +
      'expiration date becomes its own). One filed to overcome obviousness-type (judicially created) double patenting ' +
      'also makes the patent enforceable only while it and the reference patent or application are commonly owned ' +
      '(37 CFR 1.321(c)(3)); one based on a joint research agreement, only while the two are not separately enforced ' +
      '(1.321(d)(3)). The texts this rests on:',
    defines: [
      {
        section: ['35 USC', '253', '(b)'],
        holds: /may disclaim or dedicate to the public the entire term, or any terminal part of the term/,
      },
      {
        section: ['MPEP', '2701'],
        holds:
          /^If the disclaimer disclaims the terminal portion of the term of the patent which would extend beyond the expiration date of an earlier issued patent/,
      },
      ...TD_RULES,
    ],
  },
  {
    id: 'statutory-disclaimer',
    mpep: [1400],
    all: [
      /\bdisclaim\w*\b.*\bclaims?\b|\b(?:give up|cancel|drop|surrender)\b.*\bclaims?\b.*\b(?:issued|granted|my patent|the patent)\b/i,
    ],
    not: /\bterminal\b|\bpending\b|\bapplication\b/i,
    sections: [
      ['35 USC', '253', '(a)'],
      ['37 CFR', '1.321', '(a)'],
    ],
  },
  {
    id: 'patent-term-adjustment',
    all: [
      /\bpatent term adjustment\b|\bpta\b|\bterm\b.*\b(?:adjust\w*|delay\w*|lost|extra days)\b|\b(?:extra|more|additional) (?:patent )?term\b|\b(?:time|days|months|years?) back\b.*\bterm\b|\b(?:uspto|patent office|office|examiner)\b.*\b(?:sat on|took|slow|waited)\b.*\bterm\b|\b(?:delay\w*|slow\w*)\b.*\b(?:uspto|patent office|examiner|examination)\b.*\b(?:term|days|time back|compensat\w*)\b/i,
    ],
    not: /\bfda\b|\bregulatory\b|\bmarketing approval\b|\bdrug\b/i,
    sections: [
      ['35 USC', '154', '(b)'],
      ['37 CFR', '1.702'],
      ['37 CFR', '1.705'],
    ],
    // The three kinds of Office delay (A, B, C guarantees) and the reduction for the applicant's own delay.
    defines: [
      {
        section: ['35 USC', '154', '(b)'],
        holds:
          /^Subject to the limitations under paragraph \(2\), if the issue of an original patent is delayed due to the failure of the Patent and Trademark Office to/,
        words: 56,
      },
      {
        section: ['35 USC', '154', '(b)'],
        holds: /failure of the United States Patent and Trademark Office to issue a patent within 3 years/,
        words: 50,
      },
      {
        section: ['35 USC', '154', '(b)'],
        holds:
          /^Subject to the limitations under paragraph \(2\), if the issue of an original patent is delayed due to$/,
        words: 50,
      },
      {
        section: ['35 USC', '154', '(b)'],
        holds: /shall be reduced by a period equal to the period of time during which the applicant failed/,
        words: 50,
      },
    ],
    // A kind of delay asked by its letter (A, B, C): what triggers it, in plain words (attorney review of issue 25:
    // "PTA A-delay trigger?" led with 1.702(c), a C delay).
    answers: [
      {
        asks: A_DELAY,
        says:
          'An A delay (the 14-month guarantee) runs when the Office fails to mail a first action under 35 U.S.C. 132 or ' +
          'a notice of allowance within 14 months of the filing date under 35 U.S.C. 111(a) or of the commencement of ' +
          'the national stage (35 U.S.C. 154(b)(1)(A)(i); 37 CFR 1.702(a)(1)). The other A delays: no answer to a reply ' +
          'or an appeal within 4 months, no action within 4 months of a Board or court decision, no patent within 4 ' +
          'months of the issue fee (154(b)(1)(A)(ii)–(iv); 1.702(a)(2)–(4)). Counted day by day (37 CFR 1.703(a)).',
      },
      {
        asks: B_DELAY,
        says:
          'A B delay (the 3-year guarantee) runs when the Office fails to issue the patent within 3 years of the actual ' +
          'filing date or of the commencement of the national stage, not counting time consumed by continued ' +
          'examination (an RCE), an interference or derivation proceeding, a secrecy order or appellate review, or ' +
          'delay the applicant asked for (35 U.S.C. 154(b)(1)(B); 37 CFR 1.702(b); counted under 1.703(b)).',
      },
      {
        asks: C_DELAY,
        says:
          'C delays are those due to an interference or derivation proceeding, a secrecy order, or appellate review by ' +
          'the Board or a Federal court that reverses an adverse determination of patentability (35 U.S.C. ' +
          '154(b)(1)(C); 37 CFR 1.702(c)–(e); counted under 1.703(c)–(e)).',
      },
      {
        asks: (r, q) => [A_DELAY, B_DELAY, C_DELAY].some((x) => x.test(q)),
        says:
          'These are the rules of 37 CFR 1.702–1.703 as of late 2013: the patent term adjustment rules were amended ' +
          'after 2014, so check the current text.',
      },
    ],
    // The Office's delay adds term (the 14-month guarantee); the applicant's delay in replying takes it away.
    lead: [
      {
        section: ['35 USC', '154', '(b)'],
        holds: /not later than 14 months after/,
        asks: (r, q) => A_DELAY.test(q) || FIRST_ACTION_DELAY.test(q),
      },
      {
        section: ['35 USC', '154', '(b)'],
        holds: /in excess of 3 months that are taken to respond to a notice/,
        asks: /\b(?:i|we|applicant|client|our)\b[^.?!]{0,30}\b(?:took|take|taking|waited|delay\w*|extensions?)\b[^.?!]{0,40}\b(?:answer|reply|respond\w*)\b|\b(?:cut|cost|reduc\w*|lose|lost|deduct\w*|count against)\b[^.?!]{0,30}\b(?:term|adjustment|pta)\b/i,
      },
      {
        section: ['37 CFR', '1.702', '(a)(1)'],
        holds: /^\(1\) Mail at least one of a notification under 35 U\.S\.C\. 132 or a notice of allowance/,
        asks: A_DELAY,
      },
      {
        section: ['37 CFR', '1.702', '(b)'],
        holds: /^\(b\) Three-year pendency/,
        asks: B_DELAY,
      },
      {
        section: ['37 CFR', '1.702', '(c)'],
        holds: /^\(c\) Delays caused by interference and derivation proceedings/,
        asks: C_DELAY,
      },
    ],
  },
  {
    id: 'patent-term-extension',
    all: [
      /\bpatent term extension\b|\bpte\b|\b(?:fda|regulatory review|marketing approval|drug approval|regulatory approval)\b.*\b(?:term|extend\w*|extension)\b|\b(?:term|extend\w*|extension)\b.*\b(?:fda|regulatory review|marketing approval|regulatory approval)\b/i,
    ],
    sections: [
      ['35 USC', '156'],
      ['37 CFR', '1.740'],
      ['MPEP', '2750'],
    ],
    // When the application must be filed: within 60 days of the marketing approval.
    lead: [
      {
        section: ['35 USC', '156', '(d)(1)'],
        holds:
          /may only be submitted within the sixty-day period beginning on the date the product received permission/,
        asks: /\bdeadline\b|\bwhen\b|\bhow (?:soon|much time)\b|\bhow long do (?:i|we|they|you) have\b|\bwithin\b|\btime (?:limit|frame|window)\b|\bby when\b|\blast day\b|\bdue\b|\blate\b/i,
      },
      // How long the extension can be: at most five years.
      {
        section: ['35 USC', '156', '(g)'],
        holds: /may not exceed five years/,
        asks: /\bhow long (?:can|is|will|may|could|would)\b|\blength\b|\bmaximum\b|\bhow many years\b|\bup to\b|\bcap\w*/i,
      },
    ],
  },

  // --- appeals (the narrowest first) ---
  {
    id: 'appeal-rehearing',
    mpep: [1200],
    all: [/\brehearing\b|\breconsideration of (?:the |a )?(?:board|ptab)(?:'s)? decision\b/i],
    not: /\binter partes\b|\bipr\b|\bpost[- ]grant\b|\bpgr\b/i,
    sections: [['37 CFR', '41.52']],
  },
  {
    id: 'appeal-to-court',
    mpep: [1200],
    all: [
      /\bfederal circuit\b|\bcafc\b|\bdistrict court\b|\bcivil action\b|\bcourt of appeals\b|\b(?:lose|lost|losing)\b.*\b(?:ptab|board)\b|\b(?:ptab|board)\b.*\b(?:affirm\w*|against me|rules? against)\b/i,
      /\bappeal\w*|\bboard\b|\bptab\b|\bcourt\b|\breview\b|\bchalleng\w*/i,
    ],
    not: /\binfring\w*|\bdamages\b|\bipr\b|\binter partes\b|\bpost[- ]grant\b|\brehearing\b/i,
    sections: [
      ['35 USC', '141', '(a)'],
      ['35 USC', '145'],
      ['37 CFR', '90.3'],
    ],
    // The time to appeal or to bring a civil action, asked: 63 days from the Board's decision.
    lead: {
      section: ['37 CFR', '90.3', '(a)'],
      holds: /no later than sixty-three \(63\) days after the date of the final Board decision/,
      asks: (r) => r.asks.has('deadline'),
    },
  },
  {
    id: 'appeal-brief',
    mpep: [1200],
    all: [/\bappeal brief\b|\bbrief\b.*\bappeal\b|\bappeal\b.*\bbrief\b/i],
    not: /\breply brief\b/i,
    sections: [
      ['37 CFR', '41.37', '(a)'],
      ['37 CFR', '41.37', '(c)'],
    ],
  },
  {
    id: 'reply-brief-examiner-answer',
    mpep: [1200],
    all: [/\breply brief\b|\bexaminer['’]?s answer\b/i],
    // A hearing asked after the examiner's answer is the oral hearing's (37 CFR 41.47), unless the reply brief is asked too.
    not: /^(?![\s\S]*\breply brief\b)[\s\S]*\b(?:oral )?hearing\b/i,
    sections: [
      ['37 CFR', '41.41'],
      ['37 CFR', '41.39'],
    ],
  },
  {
    id: 'oral-hearing',
    mpep: [1200],
    all: [
      /\boral (?:hearing|argument)\b|\bhearing\b.*\b(?:board|ptab|appeal)\b|\b(?:board|ptab|appeal)\b.*\bhearing\b/i,
    ],
    not: /\binter partes\b|\bipr\b|\bpost[- ]grant\b/i,
    sections: [['37 CFR', '41.47', '(b)']],
    lead: {
      section: ['37 CFR', '41.47', '(b)'],
      holds: /within two months from the date of the examiner's answer/,
    },
  },
  {
    id: 'ex-parte-appeal',
    mpep: [1200],
    all: [
      /\bappeal\w*|\bptab\b|\bboard of (?:patent )?appeals\b|\bbpai\b|\bnotice of appeal\b|\b(?:go|going|take it) to the board\b/i,
    ],
    not: /\binter partes\b|\bipr\b|\bpost[- ]grant\b|\bpgr\b|\breexam\w*|\bpct\b|\btrademark\b/i,
    sections: [
      ['35 USC', '134', '(a)'],
      ['37 CFR', '41.31', '(a)'],
      ['37 CFR', '41.37', '(a)'],
    ],
    lead: [
      // When an applicant may appeal at all: once any claim has been twice rejected (no final rejection needed).
      {
        section: ['35 USC', '134', '(a)'],
        holds: /^An applicant for a patent, any of whose claims has been twice rejected, may appeal/,
        asks: /\btwice\b|\bagain\b|\balready\b|\bsecond (?:office )?action\b|\bnon-?final\b|\bnot (?:marked |made )?final\b|\bfinal (?:rejection|office action|action) first\b|\bneed (?:a |the )?final\b|\bbefore (?:i|we|you) (?:can )?appeal\b|\b(?:do|does|must) (?:all )?(?:the |my |our )?claims\b|\bwhen (?:can|may|could|is) (?:i|we|an applicant|applicants|you|it)\b|\b(?:can|may) (?:i|we|an applicant) (?:already |still |now |even )?appeal\b|\bentitled to appeal\b|\bright to appeal\b/i,
      },
      // By when the notice of appeal is filed (attorney review 3: the brief's 41.37(a) led an undated question).
      {
        section: ['37 CFR', '41.31', '(a)'],
        holds: /^\(1\) Every applicant, any of whose claims has been twice rejected, may appeal/,
        asks: (_r, q) => NOTICE_TIME.test(q),
      },
    ],
    answers: [
      {
        asks: (_r, q) => NOTICE_TIME.test(q),
        says:
          'Within the time for reply to the action appealed: the notice of appeal, with the fee of 37 CFR 41.20(b)(1), is ' +
          'filed within the period of 37 CFR 1.134 for reply (37 CFR 41.31(a)(1)) — for a final rejection the shortened ' +
          'period it sets, usually 3 months from its mailing date, extendable under 37 CFR 1.136(a) (41.31(d)) by up to 3 ' +
          'months, never beyond the 6 months of 35 U.S.C. 133. The appeal brief follows within 2 months of the notice ' +
          '(37 CFR 41.37(a)).',
      },
    ],
  },

  // --- allowance and issue ---
  {
    id: 'amendment-after-allowance',
    all: [
      /\bamend\w*|\bchang\w*\b.*\bclaims?\b/i,
      /\b(?:after|following)\b.*\ballow\w*|\bnotice of allowance\b/i,
    ],
    not: /\bcontinuation\b|\bids\b|\binformation disclosure\b/i,
    sections: [
      ['37 CFR', '1.312'],
      ['MPEP', '714.16'],
    ],
    lead: {
      section: ['37 CFR', '1.312'],
      holds:
        /^No amendment may be made as a matter of right in an application after the mailing of the notice of allowance|^Any amendment filed pursuant to this section must be filed before or with the payment of the issue fee/,
    },
  },
  {
    id: 'withdrawal-from-issue',
    all: [
      /\bwithdraw\w*\b.*\bfrom issue\b|\b(?:stop|prevent|halt|block)\b.*\b(?:issu\w*|grant\w*)\b|\b(?:pull|take)\b.*\bback\b.*\ballow\w*/i,
    ],
    sections: [['37 CFR', '1.313']],
  },
  {
    id: 'issue-fee',
    fees: true,
    all: [
      /\bissue fee\b|\bnotice of allowance\b|\b(?:application|claims?|case) (?:is|was|were|are|has been|have been) allowed\b|\ballowed (?:application|claims?)\b|\ballowance\b/i,
      /\b(?:pay\w*|due|deadline|how long|when|months?|what (?:now|next|happens)|next step|after|extend\w*|extensions?)\b/i,
    ],
    not: /\bcontinuation\b|\bdivisional\b|\bids\b|\binformation disclosure\b|\bamend\w*/i,
    sections: [
      ['35 USC', '151'],
      ['37 CFR', '1.311'],
    ],
  },

  // --- patentability, prior art ---
  {
    // A third party's disclosure made after the inventor's own (35 U.S.C. 102(b)(1)(B)).
    id: 'intervening-disclosure',
    all: [
      // The asker's own disclosure told, however worded (the question reader: "my earlier demo", "we showed it at a
      // fair", "I posted a video"), or one before or after another's.
      (r, q) =>
        r.events.some((e) => e.kind === 'disclosed' && e.actor === 'self') ||
        // The grace period asked of another's disclosure, terse ("AIA grace period third-party disclosure").
        /\bgrace period\b|\b102\s?\(b\)\s?\(1\)\s?\(B\)/i.test(q) ||
        /\b(?:after|since) (?:i|we|the inventor) (?:had )?(?:published|disclosed|posted|presented|showed|demonstrated)\b|\b(?:my|our|inventor'?s) (?:own )?(?:earlier )?(?:publication|disclosure|paper|article|post|presentation)\b.*\b(?:before|after)\b/i.test(
          q,
        ),
      /\b(?:competitor|someone else|third[- ]party|another (?:company|party|person|inventor)|rival|other company)\b/i,
    ],
    sections: [
      ['35 USC', '102', '(b)(1)'],
      ['MPEP', '2153.02'],
    ],
    // Another's disclosure after the inventor's own public disclosure is not prior art: 102(b)(1)(B).
    lead: {
      section: ['35 USC', '102', '(b)(1)'],
      holds: /^\(B\) the subject matter disclosed had, before such disclosure, been publicly disclosed/,
    },
    // Asked in general (no disclosure of the asker's told): what the exception covers and what it does not.
    answers: [
      {
        asks: (r) => !r.events.some((e) => e.kind === 'disclosed' && e.actor === 'self'),
        says:
          'Under the AIA a third party’s disclosure within the year before filing is not prior art only if the inventor ' +
          '(or another who obtained it from the inventor) publicly disclosed the same subject matter before it (35 U.S.C. ' +
          '102(b)(1)(B); MPEP 2153.02). On its own, with no earlier public disclosure by the inventor, it gets no grace ' +
          'period: the grace period of 102(b)(1)(A) covers only disclosures by the inventor or obtained from the inventor.',
      },
    ],
  },
  {
    // The pre-AIA one-year bar (old law): the AIA grace period's topic leaves such questions out.
    id: 'pre-aia-statutory-bar',
    all: [
      /\bpre-?aia\b|\bbefore (?:march 16, )?2013\b|\bfirst[- ]to[- ]invent\b/i,
      /\bon sale\b|\bsold\b|\bsell\w*|\bsale\b|\bpublic use\b|\bused (?:it )?in public\b|\bpublish\w*|\bpublication\b|\bbar\w*/i,
    ],
    sections: [
      ['35 USC', '102 (pre-AIA)', '(b)'],
      ['MPEP', '2133'],
      ['MPEP', '2133.03'],
    ],
    lead: {
      section: ['MPEP', '2133'],
      holds: /^Publications, patents, public uses and sales must occur "more than one year prior/,
    },
  },
  {
    id: 'grace-period',
    all: [
      // Or told in the reader's roles (attorney review 11: "can i patent somthing i already sold online last year"):
      // the asker's own disclosure, asked whether it can still be patented.
      // Patenting or filing asked, no other's act told (a derivation, another's filing).
      (r, q) =>
        (ownDisclosure(r) &&
          r.asks.has('still') &&
          /\bpatent(?:able|ed|ing)?\b|\b(?:file|apply)\b/i.test(q) &&
          !r.events.some((e) => e.actor === 'other')) ||
        GRACE_WORDS.test(q),
    ],
    not: /pre-?aia|before (?:march 16, )?2013|\bforeign\b|\beurope\w*|\bprovisional\b.*\bpriority\b|\bcompetitor\b|\bsomeone else\b|\bthird[- ]party\b|\brival\b|\banother (?:company|party|person|inventor)\b|\bother company\b/i,
    sections: [
      ['35 USC', '102', '(b)'],
      ['35 USC', '102', '(a)'],
      ['MPEP', '2153.01(a)'],
    ],
    // The grace period itself: a disclosure 1 year or less before filing is not prior art (then its exceptions).
    lead: {
      section: ['35 USC', '102', '(b)'],
      holds: /^A disclosure made 1 year or less before the effective filing date/,
    },
    // The asker's own disclosure, undated or dated by its year only: the law of a filing made now, the year read.
    answers: [
      {
        asks: (r) => ownDisclosure(r) && !r.events.some((e) => e.date || e.month),
        says: ownDisclosureAnswer,
      },
    ],
  },
  {
    // What is prior art at all (AIA novelty, 35 U.S.C. 102(a)(1)): the narrower prior-art topics above come first.
    id: 'novelty-prior-art',
    all: [
      /\bprior art\b/i,
      /\bwhat (?:counts|is|qualifies|can be)\b|\bcounts? as\b|\bqualif\w* as\b|\bkinds? of\b|\bnovelty\b|\bnew(?:ness)?\b/i,
    ],
    not: /\bobvious\w*|\bgrace\b|\bpre-?aia\b|\bfiled\b|\bown (?:disclosure|publication)\b|\bexception\w*|\bcommon\w* own\w*|\bdisqualif\w*|\bsearch\w*|\bfind\b|\bsubmit\w*|\bthird[- ]part\w*/i,
    sections: [
      ['35 USC', '102', '(a)'],
      ['MPEP', '2152'],
    ],
    lead: [
      // What an examiner must show that a claimed invention is not new: anticipation by a single reference (set P).
      {
        section: ['MPEP', '2131'],
        holds: /A claim is anticipated only if each and every element as set forth in the claim is found/,
        asks: /\banticipat\w*/i,
      },
      {
        section: ['35 USC', '102', '(a)'],
        holds: /^\(1\) the claimed invention was patented, described in a printed publication/,
      },
    ],
  },
  {
    id: 'swear-behind',
    all: [
      /\bswear\w* behind\b|\bantedat\w*|\b1\.131\b|\brule 131\b|\b(?:conceived|invented) (?:it )?before\b/i,
    ],
    sections: [
      ['37 CFR', '1.131'],
      ['MPEP', '715'],
    ],
  },
  {
    id: 'disqualify-own-disclosure',
    all: [
      /\b1\.130\b|\brule 130\b|\b(?:my|our|inventor'?s?) own (?:earlier )?(?:disclosure|publication|paper|article)\b.*\b(?:prior art|cited|rejection|reference)\b/i,
    ],
    sections: [
      ['37 CFR', '1.130'],
      ['MPEP', '717.01'],
      ['35 USC', '102', '(b)'],
    ],
  },
  {
    id: 'common-ownership-exception',
    all: [
      /\bcommonly owned\b|\bcommon ownership\b|\bsame (?:owner|assignee|company|employer)\b|\b(?:our|my|its) own (?:company|firm|employer|assignee)\b|\bjoint research agreement\b|\bcreate act\b/i,
    ],
    not: /\bterminal disclaimer\b|\bdouble patenting\b/i,
    sections: [
      ['35 USC', '102', '(b)(2)(C)'],
      ['35 USC', '102', '(c)'],
      ['MPEP', '717.02'],
    ],
  },
  {
    id: 'rule-132-declaration',
    all: [
      /\b1\.132\b|\brule 132\b|\bunexpected results?\b|\bcommercial success\b|\blong[- ]felt need\b|\bexpert declaration\b|\bdeclaration\b.*\b(?:evidence|overcome|traverse|rebut)\b|\baffidavit\b.*\b(?:evidence|overcome|traverse|rebut)\b|\bsecondary considerations\b/i,
    ],
    sections: [
      ['37 CFR', '1.132'],
      ['MPEP', '716.01'],
    ],
    lead: OBVIOUSNESS_REBUTTAL.lead,
    answers: [OBVIOUSNESS_REBUTTAL.answer],
  },
  ...REQUIREMENT_TOPICS,
  {
    id: 'design-priority',
    all: [/\bdesign\b/i, /\bpriority\b|\bforeign\b|\bsix months\b|\b6 months\b|\bhague\b/i],
    sections: [
      ['35 USC', '172'],
      ['MPEP', '1504.10'],
    ],
  },
  {
    id: 'design-claim',
    all: [/\bdesign\b/i, /\bclaims?\b/i],
    sections: [
      ['37 CFR', '1.153'],
      ['MPEP', '1503.01'],
      ['35 USC', '171'],
    ],
    lead: {
      section: ['37 CFR', '1.153'],
      holds: /^More than one claim is neither required nor permitted/,
      asks: /\b(?:second|two|2|more than one|another|additional|extra|multiple|several|separate) (?:\w+ )?claims?\b|\bhow many claims\b/i,
    },
  },
  {
    id: 'design-drawings',
    all: [/\bdesign\b/i, /\bdrawings?\b|\bviews?\b|\bphotographs?\b|\bbroken lines?\b|\bdashed lines?\b/i],
    sections: [
      ['37 CFR', '1.152'],
      ['MPEP', '1503.02'],
    ],
  },
  {
    id: 'design-patent',
    all: [
      /\bdesign patents?\b|\bornamental design\b|\bdesign application\b|\bprotect\w*\b.*\b(?:look|appearance|shape)\b/i,
    ],
    not: /\bfees?\b|\bcost\b/i,
    sections: [
      ['35 USC', '171'],
      ['MPEP', '1502'],
      ['MPEP', '1502.01'],
    ],
  },
  {
    id: 'plant-patent',
    all: [
      /\bplant patents?\b|\bplant variet\w*|\basexual\w* reproduc\w*|\bnew variety of plant\b/i,
      /\bwhat (?:is|are|can)\b|\bcan i (?:get|patent|protect)\b|\bhow (?:do|can) i protect\b|\beligib\w*|\bqualif\w*|\bwhich plants\b|\bkinds?\b|\bhow many claims\b|\bpatentable\b|\bwhat about\b/i,
    ],
    sections: [['35 USC', '161']],
    lead: [
      // Which plants: asexually reproduced, not tuber propagated or found uncultivated.
      {
        section: ['35 USC', '161'],
        holds: /^Whoever invents or discovers and asexually reproduces any distinct and new variety of plant/,
        asks: /\bpatentable\b|\beligib\w*|\bqualif\w*|\bwhich plants\b|\bkinds?\b|\bwhat about\b|\bcan i (?:get|patent|protect)\b/i,
      },
      {
        section: ['37 CFR', '1.164'],
        holds: /More than one claim is not permitted/,
        asks: /\bclaims?\b/i,
      },
    ],
  },
  {
    id: 'new-matter',
    all: [
      /\bnew matter\b|\badd\w*\b.*\b(?:new )?(?:material|features?|embodiments?|subject matter|content|details?|examples?|data|improvements?)\b.*\b(?:to|into|in) (?:my|the|an|our) (?:pending |existing |filed )?(?:application|specification|spec|disclosure)\b/i,
    ],
    not: /\bcontinuation[- ]in[- ]part\b|\bcip\b|\bprovisional\b/i,
    sections: [
      ['35 USC', '132', '(a)'],
      ['37 CFR', '1.121', '(f)'],
      ['MPEP', '2163.06'],
    ],
  },
  {
    id: 'preliminary-amendment',
    all: [
      /\bpreliminary amendments?\b|\bamend\w*\b.*\bbefore (?:the )?(?:first )?(?:office action|examination)\b/i,
    ],
    sections: [
      ['37 CFR', '1.115'],
      ['37 CFR', '1.121'],
    ],
  },
  {
    id: 'amendment-format',
    all: [
      /\bamend\w*|\bclaim listing\b|\bstatus identifiers?\b/i,
      /\bhow\b.*\b(?:format|mark\w*|show|present|write)\b|\bformat\b|\bmark[- ]?ups?\b|\bstrike[- ]?through\b|\bunderlin\w*|\bstatus identifiers?\b|\bcurrently amended\b|\bclaim listing\b/i,
    ],
    not: /\bfinal\b|\ballow\w*|\bpreliminary\b|\breissue\b/i,
    sections: [
      ['37 CFR', '1.121', '(c)'],
      ['MPEP', '714'],
    ],
  },
  {
    id: 'drawings',
    all: [
      /\bdrawings?\b|\bfigures?\b|\bcolou?r photographs?\b/i,
      /\brequire\w*|\bformat\b|\bcolou?r\b|\bphotographs?\b|\bsize\b|\bmargins?\b|\bneed\w*|\bmust\b|\bshading\b|\bnumbers?\b|\bsheets?\b|\bhave to\b/i,
    ],
    not: /\bdesign\b/i,
    sections: [
      ['35 USC', '113'],
      ['37 CFR', '1.84'],
      ['37 CFR', '1.81'],
    ],
    lead: [
      {
        section: ['37 CFR', '1.84'],
        holds:
          /will accept color drawings in utility or design patent applications only after granting a petition/,
        asks: /\bcolou?r/i,
      },
      // The sheet sizes accepted (A4 or US letter).
      {
        section: ['37 CFR', '1.84', '(f)'],
        holds: /^The size of the sheets on which drawings are made must be/,
        asks: /\bsize\b|\bletter\b|\ba4\b|\bpaper\b|\bdimensions?\b/i,
      },
    ],
  },
  {
    id: 'abstract-length',
    all: [/\babstract\b/i, /\blength\b|\blong\b|\bwords?\b|\b150\b|\blimit\b|\bhow (?:long|many)\b/i],
    not: /\babstract idea\b/i,
    sections: [['37 CFR', '1.72', '(b)']],
  },
  {
    id: 'sequence-listing',
    all: [/\bsequence listings?\b|\bnucleotide\b|\bamino acid sequences?\b/i],
    sections: [
      ['37 CFR', '1.821'],
      ['37 CFR', '1.823'],
    ],
  },
  {
    id: 'biological-deposit',
    all: [
      /\bdeposit\w*\b.*\b(?:biological|microorganisms?|cell lines?|strains?|plasmids?|seeds?|hybridomas?)\b|\bbiological (?:material )?deposits?\b|\bbudapest treaty\b/i,
    ],
    sections: [
      ['37 CFR', '1.802'],
      ['37 CFR', '1.801'],
    ],
    // How long the deposit must stay available: the term of 37 CFR 1.806.
    lead: {
      section: ['37 CFR', '1.806'],
      holds: /thirty \(30\) years|30 years/,
      asks: /\bhow long\b|\bterm\b|\bkept\b|\bmaintain\w*|\bavailable\b|\bstored?\b/i,
    },
  },

  // --- representation, signatures, access ---
  {
    id: 'power-of-attorney',
    all: [
      /\bpower of attorney\b|\b(?:change|replace|revok\w*|fire|switch)\b.*\b(?:my |our |the )?(?:patent )?(?:attorney|agent|practitioner|lawyer|law firm)\b|\bwithdraw\w*\b.*\bas (?:attorney|agent)\b/i,
    ],
    sections: [
      ['37 CFR', '1.32'],
      ['37 CFR', '1.36'],
      ['MPEP', '601.02'],
    ],
  },
  {
    id: 'pro-se',
    all: [
      /\bpro se\b|\bwithout (?:a |an )?(?:patent )?(?:attorney|lawyer|agent)\b|\bmyself\b.*\b(?:file|prosecute|represent|handle)\b|\b(?:file|prosecute|represent|handle)\b.*\bmyself\b|\b(?:need|have to|must|required?|hire|necessary)\b[^.?]{0,24}\b(?:patent )?(?:attorney|lawyer|agent)s?\b(?![^.?]*\b(?:power of attorney|fees?|cost)\b)|\b(?:attorney|lawyer|agent)s?\b[^.?]{0,12}\b(?:required|necessary|mandatory)\b/i,
    ],
    not: /\bfees?\b|\bsmall entity\b|\bmicro\b/i,
    sections: [
      ['37 CFR', '1.31'],
      ['37 CFR', '1.33'],
    ],
    // Whether a lawyer is needed, said plainly before the rule (review of 2026-11-30: the lead quoted the rule only).
    lead: {
      section: ['37 CFR', '1.31'],
      holds: /^An applicant for patent may file and prosecute the applicant's own case/,
    },
    answers: [
      {
        asks: NEEDS_LAWYER,
        says: `No: ${PRO_SE}`,
      },
      {
        asks: (r, q) => !NEEDS_LAWYER.test(q),
        says: `Yes: ${PRO_SE}`,
      },
    ],
  },
  {
    id: 'practitioner-registration',
    all: [
      /\bpatent bar\b|\bregistration exam\w*|\b(?:become|register\w*)\b.*\b(?:patent )?(?:agent|attorney|practitioner)\b/i,
    ],
    sections: [
      ['37 CFR', '11.6'],
      ['37 CFR', '11.7'],
    ],
  },
  {
    id: 'electronic-signature',
    all: [
      /\bs-signature\b|\bsign\w*\b.*\b(?:electronic\w*|e-?sign\w*|typed|docusign|graphic|digital\w*)\b|\belectronic signatures?\b/i,
    ],
    sections: [['37 CFR', '1.4', '(d)']],
  },
  {
    id: 'file-access',
    all: [
      /\b(?:see|view|access|inspect|obtain|look at|read|get)\b.*\b(?:file history|file wrapper|prosecution history|someone else'?s application|competitor'?s application|abandoned application|unpublished application)\b|\bpublic pair\b|\bpatent center\b/i,
    ],
    sections: [
      ['35 USC', '122', '(a)'],
      ['37 CFR', '1.14'],
    ],
  },

  // --- enforcement basics ---
  {
    id: 'patent-marking',
    all: [
      /\bpatent pending\b|\bmark\w*\b.*\b(?:products?|goods|articles?|packag\w*|patent number)\b|\bvirtual(?:ly)? mark\w*|\bfalse marking\b/i,
    ],
    sections: [
      ['35 USC', '287', '(a)'],
      ['35 USC', '292'],
    ],
    // How to mark (the number, or an Internet posting naming it) and what an unmarked product costs in damages.
    lead: {
      section: ['35 USC', '287', '(a)'],
      holds:
        /^(?:\(a\) )?Patentees, and persons making, offering for sale, or selling|^In the event of failure so to mark/,
      asks: /\bhow\b|\bweb\w*|\burl\b|\binternet\b|\bvirtual\w*|\bonline\b|\binstead\b|\bnot mark\b|\bunmarked\b|\bfail\w* to mark\b|\bwithout marking\b|\blose\b|\brequired?\b|\bmust\b|\bhave to\b/i,
    },
  },
  {
    // The prior commercial user's defense and its one year before the effective filing date (35 U.S.C. 273(a)).
    id: 'prior-user-defense',
    all: [
      /\bprior (?:commercial )?use[rs]?\b|\bprior user\b|\bcommercially used\b.*\bbefore\b/i,
      /\bdefen[cs]e\b|\binfring\w*|\bsued\b/i,
    ],
    sections: [['35 USC', '273', '(a)']],
    // Who has the defense (briefly), then its condition of time.
    lead: [
      {
        section: ['35 USC', '273', '(a)'],
        holds: /^A person shall be entitled to a defense under section 282\(b\)/,
        words: 45,
      },
      {
        section: ['35 USC', '273', '(a)'],
        holds: /^\(2\) such commercial use occurred at least 1 year before/,
      },
    ],
  },
  {
    id: 'damages-time-limit',
    all: [
      /\bdamages\b|\bsue\b|\binfring\w*/i,
      /\bhow far back\b|\bstatute of limitations\b|\bsix years\b|\b6 years\b|\btime limit\b|\btoo late to sue\b/i,
    ],
    sections: [
      ['35 USC', '286'],
      ['35 USC', '284'],
    ],
  },
  {
    // What damages a patent can bring (attorney review, issue 25: "What damages can I get for US…?"): 284's measure,
    // 286's 6 years and 287(a)'s marking. How far back is damages-time-limit; before the grant, provisional rights.
    id: 'damages-measure',
    all: [
      /\bdamages\b|\breasonable royalty\b|\blost profits\b/i,
      /\bwhat (?:kind of )?damages\b|\bcan (?:i|we|the (?:patentee|patent owner|owner)) (?:get|recover|obtain|claim|collect|be awarded)\b|\bmeasure\b|\bamount of damages\b|\bentitled to\b/i,
    ],
    not: /\bhow far back\b|\bstatute of limitations\b|\bbefore\b|\bprior to\b|\bprovisional rights\b|\bpublished application\b|\bwillful\w*|\bincreas\w*|\btreble\b|\btriple\b|\bgovernment\b|\bstates?\b|\bdesign\b/i,
    sections: [
      ['35 USC', '284'],
      ['35 USC', '286'],
      ['35 USC', '287', '(a)'],
    ],
    lead: { section: ['35 USC', '284'], holds: /^Upon finding for the claimant the court shall award/ },
  },
  {
    // What a patent grants: the right to exclude (not a right to practise).
    id: 'patent-rights',
    all: [
      /\bwhat rights?\b[^.?]*\bpatents?\b|\brights?\b[^.?]*\b(?:granted|issued) patent\b|\bwhat does (?:a|my|the) patent (?:give|grant|let)\b/i,
    ],
    not: /\bprovisional rights\b|\bpublished application\b|\bbefore (?:the patent (?:was |is )?)?(?:grant|issu)\w*|\bgovernment\b|\bfederal\b/i,
    sections: [
      ['35 USC', '154', '(a)'],
      ['35 USC', '271', '(a)'],
    ],
    lead: { section: ['35 USC', '154', '(a)'], holds: /right to exclude others from making, using/ },
  },
  {
    id: 'government-funded-invention',
    all: [
      /\bfederal(?:ly)? fund\w*|\bgovernment (?:grant|funding|contract|interest|support|rights?)\b|\bbayh[- ]dole\b|\b(?:nih|nsf|darpa|doe) (?:grant|funding|funded)\b/i,
    ],
    sections: [
      ['35 USC', '202'],
      ['35 USC', '203'],
    ],
  },
];

/** Whether a question is on a topic: every recogniser matches and the exclusion does not. */
export function recognises(topic: Topic, question: string): boolean {
  // A question under the old law, named or by its filing date ("filed in 2012"), is read as a pre-AIA question.
  const q = eraWords(question.replace(/[\u2018\u2019]/g, "'"));
  if (!topic.fees && asksFee(q)) return false;
  if (topic.startsProceeding && LATER_STEP.test(q)) return false;
  return (
    topic.all.every((r) => (r instanceof RegExp ? r.test(q) : r(readQuestion(q), q))) && !topic.not?.test(q)
  );
}

/** The question as read for its topic: with the earlier turn it follows up, and with the texts' words for its lay words. */
function readingsOf(question: string, context?: string): string[] {
  const readings = [question, ...(context ? [`${context} ${question}`] : [])];
  return [...readings, ...readings.map(withStatuteWords).filter((r) => !readings.includes(r))];
}

/**
 * The topic a question is on, if any: the first entry recognising it, or (for a follow-up) recognising it read
 * after the conversation's earlier turn.
 */
export function topicOf(question: string, context?: string, router?: TopicRouter): Topic | undefined {
  // The question is also read with the texts' words for its lay words ("run out" → expire, "NFOA", "typo").
  const all = readingsOf(question, context);
  return (
    TOPICS.find((t) => all.some((q) => recognises(t, q))) ?? (router ? byWords(question, router) : undefined)
  );
}

/**
 * No recogniser matched a question in plain words (the texts' own words do not find it: LegalKnowledgeBase.router):
 * the topic its content words are on, if one clearly (see TopicWords).
 */
function byWords(question: string, router: TopicRouter): Topic | undefined {
  const q = eraWords(question.replace(/[\u2018\u2019]/g, "'"));
  // A fee question is the fee schedule's (feeLead), whatever topic its other words share.
  if (asksFee(q)) return undefined;
  return router.best(q, (t) => allowedFor(t, q));
}

/** Whether a question may be on a topic at all: not excluded, not a fee question of a topic without fees. */
function allowedFor(topic: Topic, q: string): boolean {
  if (!topic.fees && asksFee(q)) return false;
  if (topic.startsProceeding && LATER_STEP.test(q)) return false;
  return !topic.not?.test(q);
}

/** Where a question asking two things divides: a second question, a semicolon, "and" before a second question's verb. */
const CLAUSE_BREAK =
  /\?\s+|;\s*|,?\s+(?:and|also|plus)\s+(?=(?:are|is|do|does|did|can|could|will|would|must|should|what|how|when|who|which|whether|if)\b)/gi;

/** The parts of a question asking two things ("how long does it last, and are there renewal fees?"). */
export const clausesOf = (question: string) => question.split(CLAUSE_BREAK).filter((c) => c.trim());

/**
 * The topic a second part of the question asks, beyond `first` (attorney re-review, issue 25: "how long does a design
 * patent last and are there renewal payments?" asks the term and the fees): a topic with a lead that the whole
 * question is on, but not without that part, while `first` is on the question without it. Undefined for a question
 * asking one thing.
 */
export function secondTopic(question: string, first: Topic | undefined, context?: string): Topic | undefined {
  const clauses = question.split(CLAUSE_BREAK).filter((c) => c.trim());
  if (!first || clauses.length < 2) return undefined;
  // The question's readings once, and the topics it is on once: each clause is then read once (a topic loop used to
  // read the question again for every topic and clause).
  const on = (t: Topic, readings: string[]) => readings.some((r) => recognises(t, r));
  const whole = readingsOf(question, context);
  const candidates = TOPICS.filter((x) => x !== first && x.lead && on(x, whole));
  for (const k of clauses.keys()) {
    const without = readingsOf(clauses.filter((_, j) => j !== k).join('. '), context);
    // The first topic needs this part: the part asks it, not another one.
    if (!on(first, without)) continue;
    const t = candidates.find((x) => !on(x, without));
    if (t) return t;
  }
  return undefined;
}

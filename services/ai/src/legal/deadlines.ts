import { asAsked } from './polarity.js';
import {
  deadlineInputSchema,
  type DeadlineBasis,
  type DeadlineInput,
  type DeadlineItem,
  type DeadlineReport,
  type FeeQuote,
  nextOfficeDay,
} from '@patent-hub/contracts';
import { withStatuteWords } from './vocabulary.js';
import { DATE_FORMS, datesIn } from './text-dates.js';
import { addDays as dfAddDays, addMonths as dfAddMonths } from 'date-fns';
import { maintenanceSchedule } from '../engine/recommendations.js';
import { citationLabel, type LegalKnowledgeBase } from './legal-kb.js';
import { readDates } from './relative-dates.js';
import {
  applicationFiled,
  asksPatentTerm,
  asksTerm,
  monthYears,
  readQuestion,
  toldOwn,
  type QuestionReading,
} from './question-reader.js';
import { ADVISORY_ASKED, OUTER_LIMIT } from './reply-asks.js';
import { FINAL_OPTIONS } from './final-options.js';
// A demand for international preliminary examination (PCT Chapter II), however named: the topic's words.
import { DEMAND_WORDS as PCT_DEMAND } from './procedure-topics.js';
import {
  ALLOWANCE_EVENT,
  FILING_EVENT,
  FOREIGN_OFFICE,
  IDS,
  TODAY_DATE,
  eventDate,
  eventDates,
  idsFiledOn,
  iso,
  plusMonths,
  toDate,
} from './event-dates.js';

export { ALLOWANCE_EVENT, FILING_EVENT, FOREIGN_OFFICE, IDS, eventDate, idsFiledOn, plusMonths };

/**
 * The deadline calculator. `computeDeadline(question)` reads one period from a question (the assistant, issue 25);
 * `computeDeadlines(input, kb)` gives every date that follows from the dates a user gives (issue 26), each with the
 * section of the knowledge base it rests on. Weekends and federal holidays move a last day (35 U.S.C. 21(b)).
 */

export interface DeadlineRule {
  id: string;
  /** What the period is for, as the answer states it. */
  label: string;
  /** Which event the question must mention for the rule to apply: in its words, or in its roles (question-reader). */
  trigger: RegExp | ((roles: QuestionReading) => boolean);
  /** Words that take the question to another rule (a question on the national stage is not one on filing the PCT). */
  unless?: RegExp;
  /**
   * The date the period runs from, read by its role in the question (the mailing date of the notice, not the date of
   * references received); null when the question gives none. Default: the first date of the question.
   */
  dateOf?: (question: string) => string | null;
  months: number;
  /** Days added after the months (a patent term adjustment the question gives). */
  days?: (question: string) => number;
  /** The day is a term's end, not a day to act: a weekend does not move it (35 U.S.C. 21(b) is for acts and fees). */
  noMove?: boolean;
  /**
   * The day is the first on which the act is allowed without more (filing abroad without a licence), not a last day:
   * it is not moved off a weekend and never "passed".
   */
  opens?: boolean;
  /** The basis as the answer cites it, and the KB key of that section. */
  basis: string;
  cite: { source: '35 USC' | '37 CFR' | 'MPEP'; section: string; pinpoint: string };
  /** The sentence of the cited paragraph the answer quotes under the date (default: the one stating the period). */
  quote?: RegExp;
  /** What follows from the same start date, stated under the deadline (e.g. the national stage after the PCT). */
  notes?: (from: string, question: string) => string[];
  /** How a missed period can be restored (a further period, on petition), as our texts support it. */
  restoration?: Restoration;
  /** Said when the period has passed and our texts give no way to restore it. */
  noRestoration?: string;
  /**
   * Once the period (and any restoration of it) has passed, the answer to "can it still be done?", stated before the
   * date (asked 'still', see question-reader); `restoredBy`, the restoration's last day.
   */
  whenPassed?: (from: string, due: string, restoredBy?: string) => string;
  /** Further sections the answer cites after the basis (e.g. the extension rule and the statutory maximum). */
  also?: { source: '35 USC' | '37 CFR' | 'MPEP'; section: string; pinpoint: string }[];
  /**
   * A second period for the same act, which may be done until whichever of the two ends later (a Chapter II demand: 22
   * months from the priority date or 3 months from the search report's transmittal, PCT Rule 54bis.1(a)): both are
   * counted when the question dates both starts, and the later one is the deadline.
   */
  orLater?: OrLater;
}

export interface OrLater {
  months: number;
  /** The start the second period runs from, read by its role in the question; null when the question does not date it. */
  dateOf: (question: string) => string | null;
  /** What it runs from ("the transmittal of the international search report and written opinion"). */
  from: string;
  /** What the rule's own period runs from ("the priority date"). */
  ownFrom: string;
  /** The basis when both periods are counted, and its citation in the comparison. */
  basis: string;
  cited: string;
}

export interface Restoration {
  /** Months after the end of the period. */
  months: number;
  /** An extension of the period bought by petition and fee (37 CFR 1.136(a)), not a restoration after it ended. */
  extension?: boolean;
  /** What must be done, and its basis as the answer states it (the current rule named where our texts lack it). */
  basis: string;
  /** The statute our texts hold, and the sentence of it quoted. */
  cite: { source: '35 USC' | '37 CFR'; section: string; pinpoint: string };
  quote: RegExp;
  /** What is lost once the further period has ended too, and what can still be done. */
  lost?: string;
}

/**
 * 35 U.S.C. 173 as amended by the Patent Law Treaties Implementation Act of 2012 (Pub. L. 112-211, § 102): 15 years
 * from grant for design applications filed on or after this day; 14 years for those filed before it.
 */
export const DESIGN_15_YEARS_FROM = '2015-05-13';
const PLTIA = 'the Patent Law Treaties Implementation Act of 2012 (Pub. L. 112-211, § 102)';

/** The snapshot note for a current rule that our 37 CFR (late 2013) predates. */
const CFR_2013 = 'our 37 CFR is a late-2013 snapshot that predates it';

/** 35 U.S.C. 119(e)(1) as amended by the PLTIA: 2 more months for an unintentionally late non-provisional or PCT. */
const PROVISIONAL_RESTORATION: Restoration = {
  months: 2,
  basis:
    'the benefit of the provisional is restored if the non-provisional (or PCT) application is filed within 2 months ' +
    'after the 12-month period, with a petition stating that the delay in filing it was unintentional, and the petition fee ' +
    `(35 U.S.C. 119(e)(1); the current rule, 37 CFR 1.78(b), is not in our texts: ${CFR_2013})`,
  cite: { source: '35 USC', section: '119', pinpoint: '(e)' },
  quote: /additional 2 months/,
  lost:
    'After that the provisional’s benefit is lost: a non-provisional application can still be filed, but without ' +
    'that benefit its own filing date is its effective filing date, so what was made public in between can be prior ' +
    'art against it (35 U.S.C. 102(a)(1), subject to the 1-year grace period of 102(b)(1) for your own disclosures)',
};

/** 35 U.S.C. 119(a): 2 more months for an unintentionally late application claiming a foreign priority. */
const PARIS_RESTORATION: Restoration = {
  months: 2,
  basis:
    'the right of priority is restored if the application is filed within 2 months after the priority year, with a ' +
    'petition stating that the delay was unintentional, and the petition fee ' +
    `(35 U.S.C. 119(a); the current rule, 37 CFR 1.55(c), is not in our texts: ${CFR_2013})`,
  cite: { source: '35 USC', section: '119', pinpoint: '(a)' },
  quote: /additional 2 months/,
  lost:
    'After that the right of priority is lost: a US application can still be filed, without the priority claim, but its ' +
    'own filing date is then its effective filing date, so what was made public in between is prior art against it ' +
    '(35 U.S.C. 102(a)(1)) — the foreign application too, once published (about 18 months from its filing, under that ' +
    'office’s law, not in our texts), against a US application filed after that, unless the 1-year exception of ' +
    '102(b)(1)(A) for the inventor’s own disclosure applies',
};

/**
 * The answer to "is it too late?" once a 12-month period and its 2 months of restoration have both ended: too late
 * for what the period protects, not for filing (what is lost is stated after the dates).
 */
const tooLateFor =
  (what: string, filing: string, cite: string) => (_from: string, due: string, restoredBy?: string) =>
    `**Too late for ${what}, not for ${filing}** — the 12 months ended on ${due}` +
    `${restoredBy ? ` and the 2 months of restoration on ${restoredBy}` : ''} (${cite}); ${filing} can still be filed ` +
    'without it (what is lost then: below).';

/** A question about entering the national (or regional) phase of a PCT application. */
const NATIONAL_STAGE =
  /\bnational (?:stage|phase)\b|\b371\b|\benter(?:s|ing)? (?:the )?(?:us |u\.s\. )?(?:national|regional)\b/i;
/** A question about filing the PCT application itself ("when must I file the PCT?"), not about a PCT already filed. */
const FILE_PCT =
  /\b(?:file|filing|submit|lodge)\s+(?:(?:a|an|the|our|my|its|their)\s+)?(?:pct|international (?:patent )?application)\b|\b(?:deadline|last day|due date|time limit) (?:for|to file) (?:a |an |the |our |my )?(?:pct|international application)\b/i;

const DESIGN_NO_RESTORATION =
  'Our texts give no restoration of the 6-month design priority: the 2 further months of 35 U.S.C. 119(a) are stated for the 12-month period.';

const PCT_TREATY_NOTE = 'Paris Convention Art. 4C, PCT Art. 8: not in our texts';

/** The US national stage that follows a PCT filed in time, 30 months from the same priority date. */
function nationalStageAfter(from: string): string[] {
  const d = nextOfficeDay(plusMonths(from, 30));
  return [
    `If the PCT application is filed in time, the US national stage then follows 30 months from the same priority date: by ${d.due} (35 U.S.C. 371(b), 37 CFR 1.495(b)${d.moved ? `; ${d.moved}` : ''}).`,
  ];
}

/** An Office action of the examiner (non-final or final), not a restriction requirement (2 months, MPEP 710.02(b)). */
const OFFICE_ACTION =
  /\b(?:office action|(?:non-?final|final) (?:rejection|action)|(?:non-?final|final) office action|examiner'?s (?:action|rejection))\b/i;

/** The 3-month shortened statutory period extended month by month under 37 CFR 1.136(a), never past 6 months. */
function officeActionExtensions(from: string, question = ''): string[] {
  const by = [1, 2, 3].map((n) => {
    const d = nextOfficeDay(plusMonths(from, 3 + n));
    return `${n} month${n > 1 ? 's' : ''} (to ${plusMonths(from, 3 + n)}): by ${d.due}${d.moved ? ` (${d.moved})` : ''}`;
  });
  return [
    // Asked whether an RCE can be filed and what it needs: that comes first.
    ...(RCE.test(question) ? [rceNote(from)] : []),
    'The period is counted from the mailing (notification) date printed on the Office action, not from the day it reached you: ' +
      'if the date you gave is the day of receipt, count from the date on the action instead.',
    `It can be extended by petition and the extension fee of 37 CFR 1.17(a), under 37 CFR 1.136(a), month by month: ${by.join('; ')}. ` +
      'The fee grows with each month, and the reply is due with the petition (the Office action may say an extension is not available).',
    statutoryLimit(from),
    FINAL.test(question)
      ? finalRejectionNote(from)
      : 'After a final rejection, a first reply filed within 2 months of its mailing date changes how the period ends (the advisory action, MPEP 706.07(f)).',
  ];
}

/** A reply period (35 U.S.C. 133) missed past its extensions. */
const ABANDONED_FOR_NO_REPLY =
  'The application is then abandoned (35 U.S.C. 133; 37 CFR 1.135(a)): only a petition to revive it under 37 CFR 1.137 ' +
  '(unintentional delay, with the reply and the petition fee) can save it.';

/**
 * A restriction requirement's paper: what its mailing date is the date of. In a question on a restriction, a letter or
 * communication dated is that paper ("a letter dated … saying our claims cover two inventions").
 */
const RESTRICTION_EVENT =
  'restrictions?(?: requirements?)?|requirements?(?: for restriction)?|elections?(?: of species)?(?: requirements?)?|(?:office )?actions?|letters?|communications?';

/** The 2-month period of a restriction requirement extended month by month under 37 CFR 1.136(a), never past 6. */
function restrictionExtensions(from: string): string[] {
  const by = [1, 2, 3, 4].map((n) => {
    const d = nextOfficeDay(plusMonths(from, 2 + n));
    return `${n} month${n > 1 ? 's' : ''} (to ${plusMonths(from, 2 + n)}): by ${d.due}${d.moved ? ` (${d.moved})` : ''}`;
  });
  return [
    'The reply elects one invention (or species) to examine, with or without traversing the requirement (37 CFR 1.143); ' +
      'the claims not elected can be pursued in a divisional application (35 U.S.C. 121).',
    `It can be extended by petition and the extension fee of 37 CFR 1.17(a), under 37 CFR 1.136(a), month by month: ${by.join('; ')}.`,
    statutoryLimit(from),
  ];
}

/** The last day of a reply period with every extension: 6 months from the mailing date (35 U.S.C. 133). */
function statutoryLimit(from: string): string {
  return (
    `Never beyond ${nextOfficeDay(plusMonths(from, 6)).due}: the 6-month statutory period of 35 U.S.C. 133 (37 CFR 1.134), ` +
    'under which an application not prosecuted “within six months after any action” is “regarded as abandoned” ' +
    '(37 CFR 1.135(a)); only a petition to revive it (37 CFR 1.137, unintentional delay) can save it.'
  );
}

/**
 * The note of a reply period that answers what the question asks beyond its date, stated with the date: how a final
 * rejection's period ends after an early reply (MPEP 706.07(f)), or the last day with every extension (35 U.S.C. 133).
 */
function askedNote(rule: DeadlineRule, from: string, question: string): string | null {
  if (rule.id !== 'office-action-reply' && rule.id !== 'restriction-reply') return null;
  if (advisoryAsked(rule, question)) return finalRejectionNote(from);
  return OUTER_LIMIT.test(question) ? statutoryLimit(from) : null;
}

/** A request for continued examination. */
const RCE = /\brce\b|\brequest (?:for|of) continued examination\b|\bcontinued examination\b/i;

/** What an RCE needs and when it can be filed (37 CFR 1.114(a)–(c)), as our 37 CFR states it. */
const RCE_REQUIREMENTS =
  'What it needs (37 CFR 1.114(a), (c)): prosecution must be closed (a final ' +
  'action, a notice of allowance or an appeal, 1.114(b)); the request is filed with (1) a submission — an information ' +
  'disclosure statement, an amendment of the description, claims or drawings, new arguments or new evidence of ' +
  'patentability, and, when a reply to an Office action is outstanding (as after a final rejection), a submission meeting ' +
  'the reply requirements of 37 CFR 1.111 — and (2) the fee of 37 CFR 1.17(e). It must be filed before the earliest of ' +
  'payment of the issue fee (unless a petition under 37 CFR 1.313 is granted), abandonment of the application, or an ' +
  'appeal to the Federal Circuit or a civil action (1.114(a)). Filed in time with the fee, it withdraws the finality of ' +
  'the action and the submission is entered and considered (1.114(d)).';

/** 37 CFR 1.114, MPEP 706.07(h): an RCE after a final rejection is filed within the period for reply to it. */
function rceNote(from: string): string {
  return (
    `**Request for continued examination (37 CFR 1.114; MPEP 706.07(h)):** ${RCE_REQUIREMENTS} After a final rejection the RCE ` +
    'must therefore be filed before the application is abandoned, that is within this period for reply: by the date above, ' +
    'or later with a petition and fee for the months of extension under 37 CFR 1.136(a) (each month listed below), and never after ' +
    `${nextOfficeDay(plusMonths(from, 6)).due} (6 months, 35 U.S.C. 133; MPEP 706.07(h)). An RCE filed after a notice of appeal but ` +
    'before the Board decides withdraws the appeal (37 CFR 1.114(d)); it is not available for a design application ' +
    '(37 CFR 1.114(e)).'
  );
}

/** The options after a final rejection, each with the last day counted from the final action's date (attorney review). */
function finalOptionsNote(from: string): string {
  const three = nextOfficeDay(plusMonths(from, 3));
  const two = nextOfficeDay(plusMonths(from, 2)).due;
  const six = nextOfficeDay(plusMonths(from, 6)).due;
  return (
    `**Options after the final rejection of ${from}** (37 CFR 1.113(a): the reply is limited to these), each due within ` +
    `the period for reply, by ${three.due}${three.moved ? ` (${three.moved})` : ''} without an extension fee, or later ` +
    `with the fee of each month of extension (37 CFR 1.136(a)), never after ${six} (35 U.S.C. 133): ` +
    FINAL_OPTIONS.map((o, i) => `(${i + 1}) ${o}`).join('; ') +
    `. A first reply filed by ${two} (2 months) has the period end on the advisory action if that comes later (MPEP ` +
    '706.07(f)). Without any of them the application is abandoned (37 CFR 1.135).'
  );
}

/** A final rejection (not a non-final one). */
const FINAL = /(?<!non[- ]?)\bfinal (?:rejection|office action|action)\b/i;

/** A question on how the period for reply to a final rejection ends after an early reply (MPEP 706.07(f)). */
const advisoryAsked = (rule: DeadlineRule, question: string) =>
  rule.id === 'office-action-reply' && FINAL.test(question) && ADVISORY_ASKED.test(question);

/** MPEP 706.07(f): a first reply within 2 months of a final rejection makes the period end on the advisory action. */
function finalRejectionNote(from: string): string {
  const two = nextOfficeDay(plusMonths(from, 2));
  const three = nextOfficeDay(plusMonths(from, 3)).due;
  return (
    `**Final rejection, the advisory-action rule (MPEP 706.07(f)):** file the first reply within 2 months of the mailing date, ` +
    `by ${two.due}${two.moved ? ` (${two.moved})` : ''}. Then the period ends 3 months from the final rejection (${three}) or on the ` +
    'mailing date of the advisory action, whichever is later, and extension fees are counted from that end. A first reply ' +
    `filed later gets no such benefit: the period ends on ${three} and any extension fee counts from it. Either way, no later ` +
    `than 6 months from the mailing date (${nextOfficeDay(plusMonths(from, 6)).due}, 35 U.S.C. 133).`
  );
}

/** The USPTO's Office action on the merits (its mailing date starts the period for reply). */
const ACTION_EVENT =
  '(?:non-?final |final )?(?:office )?actions?|(?:non-?final |final )?rejections?|advisory action|notices?';
/** A sentence naming a provisional (not only a non-provisional). */
const NAMES_PROVISIONAL = /\b(?<!non-?)provisional\b/i;
/** A sentence placing a filing abroad (a foreign office, country or region). */
const ABROAD =
  /\b(?:foreign|abroad|overseas|paris|convention|epo?|euipo|eu|europe|european|germany|german|dpma|france|french|uk|united kingdom|british|japan|japanese|jpo|china|chinese|cnipa|korea|korean|kipo|canada|canadian|australia|australian|india|indian|brazil|switzerland|swiss|sweden|italy|spain|netherlands|israel|taiwan|wipo|hague)\b/i;

/** A claim to an earlier filing's benefit or priority, asked about as left out, late or still to be added. */
const LATE_CLAIM =
  /\b(?:forg[eo]t\w*|missed|omitted|left (?:out|off)|missing|late|add(?:ing)?)\b[^.?]*\b(?:benefit|priority) claims?\b|\b(?:benefit|priority) claims?\b[^.?]*\b(?:forg[eo]t\w*|missing|omitted|left (?:out|off)|late|add(?:ed|ing)?)\b/i;

/**
 * The day a late benefit or priority claim's 4 months run from: the later of the later application's filing date
 * and 12 months after the earlier filing (so the period ends 16 months after that), given both dates; else null.
 */
function laterOfClaimTimes(q: string, earlierOf: (dates: string[]) => string | null): string | null {
  const dates = datesIn(q.replace(TODAY_DATE, ' ')).sort();
  if (dates.length < 2) return null;
  const earlier = earlierOf(dates);
  const filed = dates.at(-1)!;
  if (!earlier || earlier >= filed) return null;
  const year = addMonths(earlier, 12);
  return filed > year ? filed : year;
}

/**
 * The rule of a benefit or priority claim left out: 4 months from the filing or 16 months from the earlier filing
 * (`earlier`: the words placing that filing), whichever is later; `of` names the filing, the earlier one and it again.
 */
function lateClaimRule(x: {
  id: string;
  label: string;
  trigger: RegExp;
  earlier: RegExp;
  of: [string, string, string];
  cite: DeadlineRule['cite'];
}): DeadlineRule {
  const [filing, earlierFiling, earlier] = x.of;
  const rule = `${x.cite.section}${x.cite.pinpoint}`;
  return {
    id: x.id,
    label: x.label,
    trigger: x.trigger,
    dateOf: (q) =>
      laterOfClaimTimes(q, (d) => earliest(eventDates(q, FILING_EVENT, { require: x.earlier })) ?? d[0]),
    months: 4,
    basis:
      `the later of 4 months from ${filing} and 16 months from ${earlierFiling} (37 CFR ${rule}); ` +
      `counted here from whichever of the filing date and 12 months after ${earlier} is later`,
    cite: x.cite,
    quote: /within the later of four months/,
  };
}

/** The only date of a question (besides today's): its date whatever role it is written in; null for several. */
function onlyDate(q: string): string | null {
  const all = datesIn(q.replace(TODAY_DATE, ' '));
  return all.length === 1 ? all[0] : null;
}
/** The earliest of a question's dates in a role (the priority date is the earliest filing claimed). */
const earliest = (dates: Iterable<string>): string | null => [...dates].sort()[0] ?? null;

/**
 * The provisional's filing date: the first filing date whose own clause names a provisional, else the first in a
 * sentence naming one, else the only date.
 */
const provisionalDate = (q: string) =>
  monthOfProvisional(q)?.first ??
  eventDate(q, FILING_EVENT, { clause: NAMES_PROVISIONAL }) ??
  eventDate(q, FILING_EVENT, { require: NAMES_PROVISIONAL }) ??
  // The only date, unless it is that of a filing the question places abroad ("an EU design filed on …").
  (eventDate(q, FILING_EVENT, { require: ABROAD }) ? null : onlyDate(q));
/**
 * A provisional dated by its month alone ("provisional in May 2025", attorney review, issue 25): the month's first day
 * (the earliest it can be, so the earliest last day) and its last, with the month as written; null when its day is given.
 */
function monthOfProvisional(q: string): MonthDated | null {
  const p = readQuestion(q).dated.find((d) => d.paper === 'provisional');
  return p?.month && !p.date ? monthDated(p.month, p.written, 'provisional’s') : null;
}
/** A month written without its day: its first day (the earliest it can be) and its last, said as written. */
interface MonthDated {
  first: string;
  last: string;
  said: string;
  /** Whose month it is ("provisional’s", "disclosure’s"), for the answer. */
  of: string;
}
function monthDated(month: string, written: string, of: string): MonthDated {
  const first = `${month}-01`;
  return {
    first,
    last: iso(dfAddDays(dfAddMonths(toDate(first), 1), -1)),
    said: `${written} (day not given)`,
    of,
  };
}
/**
 * The inventor's own disclosure dated by its month alone ("we showed it at a trade show in March 2025", attorney
 * review, issue 25): counted like a provisional's month, from its first day, the latest last day said too.
 */
function monthOfDisclosure(q: string): MonthDated | null {
  const e = readQuestion(q).events.find((x) => x.kind === 'disclosed' && x.actor !== 'other');
  return e?.month && !e.date ? monthDated(e.month.month, e.month.written, 'disclosure’s') : null;
}
/** The month of a provisional or of the inventor's own disclosure, when the question dates it by its month alone. */
const monthOfStart = (q: string) => monthOfProvisional(q) ?? monthOfDisclosure(q);
/** The priority date of a PCT application: its earliest filing date (the priority claimed, else its own), else the only date. */
const priorityDate = (q: string) => earliest(eventDates(q, FILING_EVENT)) ?? onlyDate(q);
/** The foreign filing a Paris priority runs from: the earliest filing date in a sentence placing it abroad, else the only date. */
const foreignFilingDate = (q: string) =>
  earliest(eventDates(q, FILING_EVENT, { require: ABROAD })) ?? onlyDate(q);

/** The international search report or written opinion, however named. */
const SEARCH_REPORT = /\bsearch report\b|\bisrs?\b|\bwritten opinion\b/i;
/**
 * The date the international search report and written opinion were transmitted (mailed) to the applicant: a date
 * whose clause names the report, the report or the application it is in ("the ISR in our PCT was mailed on …") the
 * paper written nearest before it.
 */
const searchReportDate = (q: string) =>
  eventDate(q, 'search report|isrs?|written opinion|reports?|pct|international application', {
    clause: SEARCH_REPORT,
  });

/** A licence to file abroad (35 U.S.C. 184), asked with a filing abroad. */
const FILING_LICENCE =
  /(?=[\s\S]*\blicen[cs]e\b)(?=[\s\S]*\b(?:foreign|abroad|overseas|outside the (?:us|u\.s\.|united states)|another country|other countries|pct|europe\w*|epo)\b)/i;
/** A filing abroad, or under the PCT (a nonpublication request's 45 days run from either). */
const ABROAD_OR_PCT = new RegExp(`${ABROAD.source}|\\bpct\\b|\\binternational application\\b`, 'i');

/** The grant (issue) of a patent. */
const GRANT_EVENT = 'granted|grant|issued|issue date|patents?';
/** A paper citing references: a foreign office's communication, or the references themselves. */
const CITATION_EVENT =
  'references?|citations?|cited|search report|written opinion|examination report|communications?|prior art|art|documents?';
/** The date of a foreign office's action or report citing references (an IDS's 37 CFR 1.97(e)(1) period). */
const foreignCitationDate = (q: string) =>
  eventDate(q, CITATION_EVENT) ??
  eventDate(q, `${ACTION_EVENT}|letters?|reports?`, { require: FOREIGN_OFFICE });

/** The maintenance fees of a utility patent, with the grant date given (not the patent's own record). */
const MAINTENANCE = /\bmaintenance fees?\b|\brenewal fees?\b|\bmaintenance\b/i;

export interface MaintenanceWindow {
  /** '3.5-year' etc. */
  label: string;
  /** The first day it can be paid without surcharge (3, 7, 11 years after grant; 37 CFR 1.362(d)). */
  opens: string;
  /** The last day without surcharge (3.5, 7.5, 11.5 years), moved to a business day (35 U.S.C. 21(b)). */
  due: string;
  dueMoved: string | null;
  /** The last day with the surcharge (4, 8, 12 years; 41(b)(2), 1.362(e)), moved to a business day. */
  graceEnds: string;
  graceMoved: string | null;
  /** The anniversary the patent lapses as of if the fee stays unpaid, never moved (37 CFR 1.362(g)). */
  lapsesAsOf: string;
  /** Against today: the grace period ended, the window is open without or with surcharge, or not yet open. */
  status?: 'passed' | 'open' | 'surcharge' | 'upcoming';
}

/**
 * The three maintenance-fee windows from a grant date: the schedule the named-patent answer and the analysis use
 * (engine/recommendations.ts maintenanceSchedule, each last day moved off a weekend or federal holiday).
 */
export function maintenanceWindows(grant: string, today?: string): MaintenanceWindow[] {
  return maintenanceSchedule(grant).map((f) => {
    const w: MaintenanceWindow = {
      label: f.label,
      opens: f.windowOpens,
      due: f.due,
      dueMoved: f.dueMoved,
      graceEnds: f.graceEnds,
      graceMoved: f.graceMoved,
      lapsesAsOf: f.lapsesAsOf,
    };
    if (today)
      w.status =
        f.graceEnds < today
          ? 'passed'
          : f.due < today
            ? 'surcharge'
            : f.windowOpens <= today
              ? 'open'
              : 'upcoming';
    return w;
  });
}

/** A question asking what follows if the period is missed ("what if I miss it?", "what happens if I file late?"). */
const MISS_ASKED =
  /\b(?:if|when|once)\s+(?:i|we|you|they|it|the applicant)\s+(?:miss\w*|(?:do not|don'?t|cannot|can'?t|fail to)\s+(?:file|meet|make)|(?:am|are|is|file|filed)\s+late)\b|\bmiss(?:es|ed|ing)?\s+(?:it|the (?:deadline|date|period|year|12 months))\b|\bafter the (?:deadline|12 months|year)\b|\btoo late\b/i;

/** A question saying a fee was not paid ("we missed the 3.5-year fee", "forgot to pay", "it was never paid"). */
const MISSED_FEE =
  /\b(?:missed|miss|forg[eo]t\w*|overlooked|neglected|failed to pay|(?:didn'?t|did not|never|wasn'?t|was not|not been|haven'?t|have not|hasn'?t|has not) (?:been )?paid|(?:didn'?t|did not|never) pay|unpaid|non-?payment)\b/i;
/** A fee named by its due time ("3.5-year", "7.5 yr", "11.5-year"). */
const FEE_NAMED = /\b(3|7|11)\.5[- ]?(?:years?|yrs?)\b/gi;

/**
 * The maintenance fee a question says was missed: the one it names by its due time, else the latest whose due date
 * has passed (the earlier ones were paid, or the patent would have expired before); null when the question does not
 * say a fee went unpaid.
 */
export function missedFee(question: string, schedule: MaintenanceWindow[]): MaintenanceWindow | null {
  if (!MISSED_FEE.test(question)) return null;
  const named = [...question.matchAll(FEE_NAMED)].map((m) => `${m[1]}.5-year`);
  return (
    schedule.find((w) => named.includes(w.label)) ??
    schedule.findLast((w) => w.status === 'passed' || w.status === 'surcharge') ??
    null
  );
}

/** A maintenance fee named by its place ("the first maintenance fee", "2nd renewal fee"). */
const FEE_ORDINAL =
  /\b(first|1st|second|2nd|third|3rd|final|last)\s+(?:(?:us|u\.s\.|utility|patent)\s+)?(?:maintenance|renewal)\s+fees?\b/i;
const ORDINAL_FEE: Record<string, string> = {
  first: '3.5-year',
  '1st': '3.5-year',
  second: '7.5-year',
  '2nd': '7.5-year',
  third: '11.5-year',
  '3rd': '11.5-year',
  final: '11.5-year',
  last: '11.5-year',
};

/** The maintenance fee a question names by its due time or its place, paid or not; null when it names none or several. */
export function namedFee(question: string, schedule: MaintenanceWindow[]): MaintenanceWindow | null {
  const named = new Set([...question.matchAll(FEE_NAMED)].map((m) => `${m[1]}.5-year`));
  const ordinal = FEE_ORDINAL.exec(question);
  if (ordinal) named.add(ORDINAL_FEE[ordinal[1].toLowerCase()]);
  return named.size === 1 ? (schedule.find((w) => named.has(w.label)) ?? null) : null;
}

/** The IDS after a notice of allowance (37 CFR 1.97(d)) and the way in once the 1.97(e) statement cannot be made. */
function idsNotes(from: string, question: string): string[] {
  const allowance = eventDate(question, ALLOWANCE_EVENT);
  const issueFee = allowance ? nextOfficeDay(plusMonths(allowance, 3)) : null;
  return [
    'The 3 months run from the date on the foreign office’s communication (its mailing date when it bears two), not from ' +
      'the day it reached you or your foreign associate (MPEP 609.04(b)): if the date you gave is a day of receipt, count ' +
      'from the date on the communication instead. If no foreign office cited these items, the other statement of 37 CFR ' +
      '1.97(e)(2) applies: none was cited by a foreign office and none was known to anyone with a duty of disclosure ' +
      '(37 CFR 1.56(c)) more than 3 months before the IDS is filed — the same 3 months, counted from when they first learned of it.',
    '**After a notice of allowance (37 CFR 1.97(d)):** the IDS is considered only if filed on or before payment of the ' +
      'issue fee, with the statement of 37 CFR 1.97(e) and the fee of 37 CFR 1.17(p)' +
      (issueFee
        ? `; the issue fee is due 3 months from the notice mailed ${allowance}, by ${issueFee.due}${issueFee.moved ? ` (${issueFee.moved})` : ''}, ` +
          'not extendable (37 CFR 1.311(a)), so file the IDS by then and before paying the fee.'
        : '. The last day is the issue-fee deadline, 3 months from the mailing date of the notice (37 CFR 1.311(a), not extendable).') +
      ' Before a final action or notice of allowance, 37 CFR 1.97(c) asks for the statement or the fee, not both.',
    'If the statement cannot be made (the 3 months passed), the IDS is not considered under 37 CFR 1.97(d): it can be ' +
      'filed as the submission of a request for continued examination (37 CFR 1.114(c), with the fee of 1.17(e)) before the ' +
      'issue fee is paid; after payment, only with a petition to withdraw the application from issue to file the RCE (37 CFR 1.313; MPEP 609.04(b)).',
  ];
}

/** A notice of appeal or its filing, in a sentence naming an appeal (its filing date starts the brief period). */
/** The Board's decision (its date starts the periods for rehearing and for review in court). */
const BOARD_DECISION_EVENT = 'decisions?|appeal';
const BOARD = /\b(?:board|ptab|bpai|decision)\b/i;
const NOTICE_OF_APPEAL_EVENT = 'notice of appeal|appeal|filed|filing';
/** An appeal that is not the applicant's appeal to the Board from an examiner's rejection. */
const APPEAL_ELSEWHERE =
  /\b(?:federal circuit|cafc|district court|civil action|court of appeals|inter partes|ipr|pgr|post[- ]grant review|trial|reexamination|trademark|ttab)\b/i;

/** The notice of appeal's extensions month by month, and the brief it starts (37 CFR 41.31(d), 41.37(a)). */
function appealNotes(from: string, question: string): string[] {
  const by = [1, 2, 3].map((n) => {
    const d = nextOfficeDay(plusMonths(from, 3 + n));
    return `${n} month${n > 1 ? 's' : ''}: by ${d.due}${d.moved ? ` (${d.moved})` : ''}`;
  });
  const last = nextOfficeDay(plusMonths(from, 3)).due;
  const brief = nextOfficeDay(plusMonths(last, 2));
  return [
    'The period is counted from the mailing (notification) date printed on the action appealed, not from the day it reached you.',
    `It can be extended under 37 CFR 1.136(a) (41.31(d)) by petition and the fee of 37 CFR 1.17(a): ${by.join('; ')}; ` +
      `never beyond ${nextOfficeDay(plusMonths(from, 6)).due}, the 6 months of 35 U.S.C. 133.`,
    `**Appeal brief (37 CFR 41.37(a)):** due within 2 months from the date the notice of appeal is filed, so it depends on ` +
      `that date: a notice filed on ${last} puts the brief at ${brief.due}${brief.moved ? ` (${brief.moved})` : ''}. ` +
      'The brief period is extendable under 37 CFR 1.136(a) (41.37(e)); without a brief in time the appeal stands dismissed (41.37(b)). ' +
      (/\bbrief\b/i.test(question)
        ? 'Give the date the notice was filed for the exact date of the brief.'
        : ''),
  ].map((x) => x.trim());
}

/** The date the term of 35 U.S.C. 154(a)(2) starts on: 20 years from the US filing (21 years after 1995-06-08). */
export const URAA_TERM_FROM = '1995-06-08';
/** A question asking when a term ends, not only about the term (a filing date alone then dates the term). */
const ASKS_EXPIRY = /\bexpir\w*|\bin force\b|\bhow long\b.*\blast\b|\bterm\b.{0,40}\b(?:end|run out)\b/i;
/** The US filing date of a question (the application's, or 'filed on'), and its grant date. */
const filingOf = (q: string) => eventDate(q, 'applications?|filed|filing');
const grantOf = (q: string) => eventDate(q, GRANT_EVENT);

/**
 * The US filing date a utility term runs from (filed on or after 1995-06-08): with the grant date, or alone when the
 * question asks when the patent expires (its PTA is then unknown: the notes say so).
 */
function utilityTermFrom(q: string): string | null {
  const filed = filingOf(q);
  if (!filed || filed < URAA_TERM_FROM) return null;
  return grantOf(q) || ASKS_EXPIRY.test(q) ? filed : null;
}

/**
 * 35 U.S.C. 154(c)(1): filed before 1995-06-08, the term is the greater of 20 years from filing and 17 from grant.
 * `by` picks the rule whose date gives the later end: the grant (17 years) or the filing (20 years).
 */
function preUraaTermFrom(q: string, by: 'grant' | 'filing'): string | null {
  const filed = filingOf(q);
  const grant = grantOf(q);
  if (!filed || !grant || filed >= URAA_TERM_FROM) return null;
  const fromGrant = plusMonths(grant, 204) > plusMonths(filed, 240);
  return by === 'grant' ? (fromGrant ? grant : null) : fromGrant ? null : filed;
}

/** What the pre-1995 term leaves out, with both ends stated. */
function preUraaNotes(_from: string, q: string): string[] {
  const filed = filingOf(q) ?? '';
  const grant = grantOf(q) ?? '';
  return [
    `Filed on ${filed}, before ${URAA_TERM_FROM}: the term is the greater of 20 years from filing (${plusMonths(filed, 240)}) ` +
      `and 17 years from grant (${plusMonths(grant, 204)}) (35 U.S.C. 154(c)(1)). A terminal disclaimer ends it earlier; ` +
      'unpaid maintenance fees end it early (35 U.S.C. 41(b)); an extension under 35 U.S.C. 156 lengthens it. No patent ' +
      'term adjustment applies (154(b) is for applications filed on or after 2000-05-29).',
  ];
}

/** The design term by the US filing date (35 U.S.C. 173): the grant date when the question says which term applies. */
function designTermFrom(q: string, fifteen: boolean): string | null {
  const grant = grantOf(q);
  if (!grant) return null;
  const filed = filingOf(q);
  // Granted before 2015-05-13, it was filed before it; granted later without a filing date, either term may apply.
  const on = filed ? filed >= DESIGN_15_YEARS_FROM : grant < DESIGN_15_YEARS_FROM ? false : null;
  return on === fifteen ? grant : null;
}

/** What the design term leaves out: the other term's condition, no maintenance fees, no PTA. */
function designTermNotes(_from: string, q: string): string[] {
  const filed = filingOf(q);
  const why = filed
    ? `The application was filed on ${filed}, ${filed >= DESIGN_15_YEARS_FROM ? 'on or after' : 'before'} ${DESIGN_15_YEARS_FROM}`
    : `Granted before ${DESIGN_15_YEARS_FROM}, the application was filed before it`;
  return [
    `${why}: ${filed && filed >= DESIGN_15_YEARS_FROM ? '15' : '14'} years from grant. A design patent owes no maintenance ` +
      'fees (37 CFR 1.362(b)); a terminal disclaimer ends the term with the patent it names.',
  ];
}

/** Days of patent term adjustment a question gives ("PTA 120 days", "120 days of patent term adjustment"). */
function ptaDays(q: string): number {
  const m =
    /\b(?:pta|patent term adjustment|term adjustment|adjusted by)\D{0,20}?(\d{1,4})\s*days?\b/i.exec(q) ??
    /\b(\d{1,4})\s*days? (?:of )?(?:pta|patent term adjustment|term adjustment)\b/i.exec(q);
  return m ? Number(m[1]) : 0;
}

/** What the term from two dates leaves out: a PTA not given, a terminal disclaimer, the pre-1995 rule, the fees. */
function termNotes(from: string, q: string): string[] {
  const grant = eventDate(q, GRANT_EVENT);
  const days = ptaDays(q);
  return [
    `Counted from the US filing date ${from}${grant ? ` (granted ${grant})` : ''}: 20 years${days ? ` plus ${days} days of patent term adjustment as given` : ''}. ` +
      (days
        ? 'The adjustment is the one printed on the patent (or as redetermined), not computed here. '
        : 'No patent term adjustment was given: the one printed on the patent (154(b)) lengthens this date. ') +
      'If the application claims an earlier US non-provisional (a continuation or divisional), the 20 years run from the ' +
      'earliest one; a provisional or foreign priority date does not count (154(a)(3)). A terminal disclaimer ends the ' +
      'term with the patent it names; unpaid maintenance fees end it early (35 U.S.C. 41(b)); an extension under 35 U.S.C. 156 lengthens it.',
  ];
}

/**
 * The US non-provisional's filing date beside a provisional's: the earliest filing date later than the provisional's
 * whose clause names neither a provisional nor a filing abroad (a parent's, when a continuation is dated too: the
 * term runs from the earliest, 154(a)(2)); null unless the question gives both.
 */
function nonProvisionalDate(q: string): string | null {
  const provisional = provisionalDate(q);
  // A provisional dated by its month: the later application's date as the reader pairs it with its paper or filing.
  if (provisional && monthOfProvisional(q)) {
    const r = readQuestion(q);
    const later = [
      ...r.dated.filter((d) => d.paper !== 'provisional').map((d) => d.date),
      ...r.events.filter((e) => applicationFiled(e) && e.paper !== 'provisional').map((e) => e.date),
    ].filter((d): d is string => !!d && d > provisional);
    return earliest(later);
  }
  const notClause = new RegExp(`${NAMES_PROVISIONAL.source}|${ABROAD.source}`, 'i');
  const filed = [...eventDates(q, 'applications?|filed|filing|non-?provisional', { notClause })];
  return provisional ? earliest(filed.filter((d) => d > provisional)) : null;
}

/** Whether the non-provisional claimed the provisional's benefit in time (35 U.S.C. 119(e)(1)); its term runs from its own date. */
function afterProvisionalNotes(from: string, q: string): string[] {
  const month = monthOfProvisional(q);
  if (month) return [monthProvisionalNote(from, month), ...termNotes(from, q)];
  const provisional = provisionalDate(q) ?? '';
  const last = nextOfficeDay(plusMonths(provisional, 12));
  const restored = nextOfficeDay(plusMonths(provisional, 14));
  const lastDay = `the last day was ${last.due}${last.moved ? `, ${last.moved}` : ''}`;
  const timely =
    from <= last.due
      ? `Filed on ${from}, not later than 12 months after the provisional filed on ${provisional} (${lastDay}), the ` +
        'non-provisional claims the provisional’s benefit in time (35 U.S.C. 119(e)(1); a 12th month ending on a ' +
        'weekend or federal holiday runs to the next business day, 35 U.S.C. 21(b))'
      : from <= restored.due
        ? `Filed on ${from}, more than 12 months after the provisional filed on ${provisional} (${lastDay}), the ` +
          `non-provisional has the provisional’s benefit only if it was restored on petition (filed by ${restored.due}, ` +
          'the delay unintentional: 35 U.S.C. 119(e)(1))'
        : `Filed on ${from}, more than 14 months after the provisional filed on ${provisional}, the non-provisional ` +
          'has no benefit of it (35 U.S.C. 119(e)(1))';
  return [
    `${timely}. The provisional’s filing date does not count in the term: the 20 years run from the ` +
      'non-provisional’s filing date (35 U.S.C. 154(a)(3)).',
    ...termNotes(from, q),
  ];
}

/** Whether the non-provisional claimed in time a provisional dated by its month alone: so for any day of it, or not. */
function monthProvisionalNote(from: string, month: { first: string; last: string; said: string }): string {
  const earliest = nextOfficeDay(plusMonths(month.first, 12)).due;
  const latest = nextOfficeDay(plusMonths(month.last, 12)).due;
  const timely =
    from <= earliest
      ? `Filed on ${from}, not later than 12 months after the provisional filed in ${month.said} on any day of that month ` +
        `(the last day is ${earliest} at the earliest), the non-provisional claims the provisional’s benefit in time (35 U.S.C. 119(e)(1))`
      : from > latest
        ? `Filed on ${from}, more than 12 months after the provisional filed in ${month.said} on any day of that month ` +
          `(the last day was ${latest} at the latest), the non-provisional has its benefit only if it was restored on petition within 2 more months (35 U.S.C. 119(e)(1))`
        : `Filed on ${from}: whether that is within 12 months of the provisional filed in ${month.said} depends on its day ` +
          `(the last day is between ${earliest} and ${latest}): give the provisional’s filing date (35 U.S.C. 119(e)(1))`;
  return (
    `${timely}. The provisional’s filing date does not count in the term: the 20 years run from the ` +
    'non-provisional’s filing date (35 U.S.C. 154(a)(3)).'
  );
}

/** A term question that is not about a utility patent's term (a design, a plant, the fees, a provisional). */
const NOT_UTILITY_TERM =
  /\bdesign\b|\bplant patent\b|\bmaintenance\b|\bprovisional\b(?<!non-?provisional\b)/i;

/** A term's end that has passed: nothing restores it. */
const TERM_ENDED = 'A term that has run is not restored by anything in our texts: the patent has expired.';
/** What the two pre-1995 utility term rules share (35 U.S.C. 154(c)(1)). */
const PRE_URAA_TERM = {
  label: 'of the patent’s term (it expires at the end of this day)',
  trigger: asksTerm,
  unless: NOT_UTILITY_TERM,
  noMove: true,
  cite: { source: '35 USC', section: '154', pinpoint: '(c)' },
  quote: /greater of the 20-year term/,
  notes: preUraaNotes,
  noRestoration: TERM_ENDED,
} as const;
const PRE_URAA_BASIS =
  'filed before 1995-06-08, the term is the greater of 20 years from filing and 17 years from grant (35 U.S.C. 154(c)(1)):';
/** What the two design term rules share (35 U.S.C. 173). */
const DESIGN_TERM_RULE = {
  label: 'of the design patent’s term (it expires at the end of this day)',
  trigger: (r: QuestionReading) => asksTerm(r) && r.papers.has('design'),
  unless: /\bmaintenance\b/i,
  noMove: true,
  notes: designTermNotes,
  noRestoration: TERM_ENDED,
} as const;

/** The term of a utility patent from the two dates a question gives: its US filing and its grant (35 U.S.C. 154). */
const UTILITY_TERM: DeadlineRule = {
  id: 'utility-term',
  label: 'of the patent’s term (it expires at the end of this day)',
  trigger: asksTerm,
  unless: NOT_UTILITY_TERM,
  dateOf: utilityTermFrom,
  days: ptaDays,
  noMove: true,
  months: 240,
  basis:
    'the term ends 20 years from the US filing date (35 U.S.C. 154(a)(2)), lengthened by the days of patent term ' +
    'adjustment the question gives (154(b)); an expiry is not moved off a weekend (35 U.S.C. 21(b) is for acts and fees)',
  cite: { source: '35 USC', section: '154', pinpoint: '(a)(2)' },
  quote: /20 years/,
  also: [{ source: '35 USC', section: '154', pinpoint: '(b)' }],
  notes: termNotes,
  noRestoration: TERM_ENDED,
};

/** A PCT (international) application named in a question. */
const NAMES_PCT = /\b(?:pct|international (?:patent )?application)\b/i;
/** The international filing date: the date whose own clause names the PCT application ("a PCT filed on …"). */
const pctFilingDate = (q: string) => eventDate(q, FILING_EVENT, { clause: NAMES_PCT });

/** What the term from a PCT's date leaves out, and the national stage, a different deadline from the priority date. */
function pctTermNotes(from: string, q: string): string[] {
  const priority = earliest([from, ...eventDates(q, FILING_EVENT)]) ?? from;
  const stage = nextOfficeDay(plusMonths(priority, 30));
  return [
    ...termNotes(from, q).map((n) => n.replace('the US filing date', 'the international filing date')),
    `Entering the US national stage is a different deadline: 30 months from the priority date (${priority}${priority === from ? ', the PCT’s own date when no earlier priority is claimed' : ', the earliest filing claimed'}), ` +
      `by ${stage.due} (35 U.S.C. 371(b), 37 CFR 1.495(b)${stage.moved ? `; ${stage.moved}` : ''}); it does not change the term.`,
  ];
}

// The most specific event first. A question asking when to file the PCT gets the priority year (12 months); one asking
// when the patent from a PCT expires gets its term; any other question naming a PCT, or one asking about the national
// stage, gets the national stage (30 months).
export const DEADLINE_RULES: DeadlineRule[] = [
  {
    // The term of a patent from a PCT application (attorney review, issue 25): an international application designating
    // the US has the effect of a US application filed on its international filing date (35 U.S.C. 363), so the 20 years
    // of 154(a)(2) run from that date; the 30-month national stage (371) is another question.
    ...UTILITY_TERM,
    id: 'utility-term-from-pct',
    // A PCT named, and the term of the patent asked (not the application's or a period's: question-reader).
    trigger: (r) => r.papers.has('pct') && asksPatentTerm(r),
    unless: /\bdesign\b|\bplant patent\b|\bmaintenance\b|\b(?:30|thirty)[- ]months?\b/i,
    dateOf: pctFilingDate,
    basis:
      'the term ends 20 years from the international filing date: an international application designating the United ' +
      'States has the effect of a US application filed on that date (35 U.S.C. 363), and the term ends 20 years from the ' +
      'US filing date (35 U.S.C. 154(a)(2)); a priority claimed by the PCT is not counted (154(a)(3)); an expiry is not ' +
      'moved off a weekend (35 U.S.C. 21(b) is for acts and fees)',
    also: [
      { source: '35 USC', section: '363', pinpoint: '' },
      { source: '35 USC', section: '154', pinpoint: '(b)' },
    ],
    notes: pctTermNotes,
  },
  {
    // A reissue enlarging the claims: applied for within 2 years from the grant (35 U.S.C. 251(d)), with the rights of
    // those who used the thing before the reissue (35 U.S.C. 252) (attorney review, issue 25).
    id: 'broadening-reissue',
    label: 'file a reissue application enlarging the scope of the claims (a broadening reissue)',
    trigger: /(?=[\s\S]*\breissue\b)(?=[\s\S]*\b(?:broad\w*|enlarg\w*|wider|widen\w*|expand\w*)\b)/i,
    dateOf: (q) => eventDate(q, GRANT_EVENT),
    months: 24,
    basis:
      'no reissued patent enlarging the scope of the claims of the original patent is granted unless applied for within ' +
      'two years from the grant of the original patent (35 U.S.C. 251(d)); a reissue that does not broaden the claims ' +
      'has no such limit',
    cite: { source: '35 USC', section: '251', pinpoint: '(d)' },
    quote: /unless applied for within two years from the grant/,
    also: [{ source: '35 USC', section: '252', pinpoint: '' }],
    notes: () => [
      'Intervening rights (35 U.S.C. 252): a reissued patent does not abridge the right of anyone who, before the grant ' +
        'of the reissue, made, purchased, offered to sell, used or imported the thing patented by it, to go on using or ' +
        'selling that specific thing unless it infringes a valid claim of the reissued patent that was in the original ' +
        'patent; a court may also allow continued manufacture or use for which substantial preparation was made before ' +
        'the reissue. Claims broadened by reissue can also not recapture subject matter surrendered during prosecution ' +
        '(the recapture rule, MPEP 1412.02, not among the loaded chapters).',
    ],
  },
  {
    id: 'maintenance-fees',
    label: 'pay the first maintenance fee (3.5 years after grant) without surcharge',
    trigger: MAINTENANCE,
    // Design and plant patents owe none (37 CFR 1.362(b)): the texts answer that.
    unless: /\bdesign\b|\bplant patent\b/i,
    dateOf: (q) => eventDate(q, GRANT_EVENT),
    months: 42,
    basis:
      'maintenance fees are due 3.5, 7.5 and 11.5 years after the grant, payable without surcharge in the 6 months before ' +
      'each due date and with the surcharge in the 6-month grace period after it (35 U.S.C. 41(b); 37 CFR 1.362(d)–(e))',
    cite: { source: '35 USC', section: '41', pinpoint: '(b)' },
    quote: /maintaining in force/,
    also: [
      { source: '37 CFR', section: '1.362', pinpoint: '(d)' },
      { source: '37 CFR', section: '1.362', pinpoint: '(e)' },
    ],
    notes: () => [
      'Unpaid by the end of a grace period, the patent expires at its end (35 U.S.C. 41(b)(2)); a late fee can still be ' +
        'accepted on petition, for a delay of the kind 35 U.S.C. 41(c)(1) and 37 CFR 1.378(a) state (35 U.S.C. 41(c); 37 CFR 1.378). Design and plant patents owe no ' +
        'maintenance fees, nor do patents from applications filed before 1980-12-12 (37 CFR 1.362(a)–(b)); the fee amounts ' +
        'are not given here (our fee schedule is of 2013).',
    ],
  },
  {
    id: 'ids-foreign-communication',
    label:
      'file the IDS with the statement of 37 CFR 1.97(e)(1) (each item first cited by a foreign office not more than 3 months before)',
    trigger: IDS,
    dateOf: foreignCitationDate,
    months: 3,
    basis:
      'the statement of 37 CFR 1.97(e)(1) can be made only for items first cited in a communication from a foreign patent ' +
      'office in a counterpart application not more than 3 months before the IDS is filed; the period is not extendable',
    cite: { source: '37 CFR', section: '1.97', pinpoint: '(e)' },
    quote: /first cited in any communication from a foreign patent office/,
    also: [
      { source: '37 CFR', section: '1.97', pinpoint: '(d)' },
      { source: 'MPEP', section: '609.04(b)', pinpoint: '' },
    ],
    notes: idsNotes,
    noRestoration:
      'The statement of 37 CFR 1.97(e)(1) can then no longer be made for these items (no extension is available): see below for how the IDS can still be considered.',
  },
  {
    // The IDS filed early: dated by the application's filing (or national stage entry), not by a citation or notice.
    id: 'ids-first-period',
    label:
      'file the IDS without a statement or fee (3 months from filing, or before the first Office action on the merits if that is later)',
    trigger: IDS,
    // An IDS the question dates as filed: what it needed is asked (ids-period.ts), not the last day to file it.
    dateOf: (q) => (idsFiledOn(q) ? null : eventDate(q, `${FILING_EVENT}|national stage|entry|entered`)),
    months: 3,
    basis:
      'an IDS is considered without the statement of 37 CFR 1.97(e) or a fee when filed within 3 months of the filing date ' +
      'of a national application, within 3 months of entry into the national stage, or before the mailing of a first Office ' +
      'action on the merits, whichever is later (37 CFR 1.97(b)); the date here is the 3 months, and a first action not yet ' +
      'mailed by then keeps the period open until it is',
    cite: { source: '37 CFR', section: '1.97', pinpoint: '(b)' },
    quote: /within three months of the filing date/i,
    also: [{ source: '37 CFR', section: '1.97', pinpoint: '(c)' }],
    noRestoration:
      'After this period (and after the first action on the merits), an IDS is still considered before a final action or ' +
      'notice of allowance with the statement of 37 CFR 1.97(e) or the fee of 37 CFR 1.17(p) (37 CFR 1.97(c)).',
  },
  {
    id: 'issue-fee',
    label: 'pay the issue fee (and any publication fee) after the notice of allowance',
    trigger: /\bnotice of allowance\b|\bissue fee\b|\ballowance (?:was |is )?mailed\b/i,
    dateOf: (q) => eventDate(q, ALLOWANCE_EVENT),
    months: 3,
    basis:
      '3 months from the mailing date of the notice of allowance, a period that is not extendable ' +
      '(35 U.S.C. 151(a); 37 CFR 1.311(a))',
    cite: { source: '37 CFR', section: '1.311', pinpoint: '(a)' },
    quote: /must be paid within three months/,
    also: [{ source: '35 USC', section: '151', pinpoint: '' }],
    notes: (_from, question) => [
      'This period cannot be extended: 37 CFR 1.311(a) says the three-month period "is not extendable", so no ' +
        'extension of time under 37 CFR 1.136(a) is available. It is counted from the mailing date printed on the notice.',
      'If the fees are not paid in time, the application is regarded as abandoned (35 U.S.C. 151(b)); only a petition ' +
        'to revive it (37 CFR 1.137, unintentional delay, with the fees) can save it.',
      ...(RCE.test(question)
        ? [
            '**Request for continued examination after allowance (37 CFR 1.114(a)):** prosecution is closed by the notice ' +
              'of allowance, so an RCE (a submission and the fee of 37 CFR 1.17(e)) can be filed, but before the issue fee ' +
              'is paid (unless a petition under 37 CFR 1.313 to withdraw from issue is granted) and before the application ' +
              'is abandoned: by this date at the latest, with no extension available.',
          ]
        : []),
    ],
    noRestoration:
      'The application is then regarded as abandoned (35 U.S.C. 151(b)): the period is not extendable (37 CFR 1.311(a)), ' +
      'and only a petition to revive it under 37 CFR 1.137 (unintentional delay, with the fees and the petition fee) can save it.',
  },
  {
    // A request for rehearing of the Board's decision in an ex parte appeal (37 CFR 41.52(a)(1)); a PTAB trial's is 37 CFR 42.71.
    id: 'appeal-rehearing',
    label: "request a rehearing of the Board's decision",
    trigger: /\brehearing\b/i,
    unless: /\binter partes\b|\bipr\b|\bpost[- ]grant\b|\bpgr\b|\btrial\b|\bderivation\b/i,
    dateOf: (q) => eventDate(q, BOARD_DECISION_EVENT, { require: BOARD }),
    months: 2,
    basis:
      'a single request for rehearing may be filed within two months of the date of the original decision of the Board ' +
      '(37 CFR 41.52(a)(1)), stating the points believed misapprehended or overlooked',
    cite: { source: '37 CFR', section: '41.52', pinpoint: '(a)' },
    quote: /within two months of the date of the original decision of the Board/,
    also: [{ source: '37 CFR', section: '90.3', pinpoint: '(b)' }],
    notes: () => [
      'A timely request for rehearing resets the time to appeal to the Federal Circuit or to bring a civil action: 63 days ' +
        'after the action on the request (37 CFR 90.3(b)(1)).',
    ],
  },
  {
    // Review of a final Board decision in court: an appeal to the Federal Circuit (35 U.S.C. 141–142) or a civil action
    // (35 U.S.C. 145), each within 63 days of the decision (37 CFR 90.3(a)(1)).
    id: 'board-decision-court-review',
    label: "appeal the Board's decision to the Federal Circuit (or bring a civil action)",
    trigger:
      /(?=[\s\S]*\b(?:federal circuit|court of appeals|civil action|district court|courts?)\b)(?=[\s\S]*\b(?:board|ptab|bpai)\b)/i,
    unless: /\brehearing\b/i,
    dateOf: (q) => eventDate(q, BOARD_DECISION_EVENT, { require: BOARD }),
    months: 0,
    days: () => 63,
    basis:
      'the notice of appeal to the U.S. Court of Appeals for the Federal Circuit (35 U.S.C. 142), or a civil action under ' +
      '35 U.S.C. 145, must be filed no later than sixty-three (63) days after the date of the final Board decision ' +
      '(37 CFR 90.3(a)(1), (a)(3)(i))',
    cite: { source: '37 CFR', section: '90.3', pinpoint: '(a)' },
    quote: /no later than sixty-three \(63\) days after the date of the final Board decision/,
    also: [
      { source: '35 USC', section: '141', pinpoint: '' },
      { source: '35 USC', section: '142', pinpoint: '' },
    ],
    notes: () => [
      'A timely request for rehearing of the Board decision resets this time to 63 days after the action on the request ' +
        '(37 CFR 90.3(b)(1)).',
    ],
  },
  {
    // An assignment recorded within three months of its date stands against a later purchaser (35 U.S.C. 261).
    id: 'assignment-recording',
    label: 'record the assignment at the USPTO so that it stands against a later purchaser',
    trigger: /(?=[\s\S]*\bassign(?:ment|ments|ed)\b)(?=[\s\S]*\brecord\w*)/i,
    dateOf: (q) => eventDate(q, 'assignments?'),
    months: 3,
    basis:
      'an assignment is void against a later purchaser or mortgagee for value without notice unless it is recorded in the ' +
      'Patent and Trademark Office within three months from its date or before the date of that later purchase (35 U.S.C. 261)',
    cite: { source: '35 USC', section: '261', pinpoint: '' },
    quote: /recorded in the Patent and Trademark Office within three months from its date/,
  },
  {
    // A petition for post-grant review: within 9 months of the grant (35 U.S.C. 321(c); 37 CFR 42.202(a)).
    id: 'post-grant-review',
    label: 'petition for post-grant review of the patent',
    trigger: /\bpost[- ]grant review\b|\bpgr\b/i,
    dateOf: (q) => eventDate(q, GRANT_EVENT),
    months: 9,
    basis:
      'a petition for a post-grant review may only be filed not later than 9 months after the date of the grant of the ' +
      'patent (or of the issuance of a reissue patent) (35 U.S.C. 321(c); 37 CFR 42.202(a)); after that, an inter partes ' +
      'review on patents and printed publications only (35 U.S.C. 311)',
    cite: { source: '35 USC', section: '321', pinpoint: '(c)' },
    quote: /not later than the date that is 9 months after the date of the grant/,
    also: [{ source: '37 CFR', section: '42.202', pinpoint: '(a)' }],
  },
  {
    // The brief, when the question dates the notice of appeal (37 CFR 41.37(a)); extendable under 1.136(a) (41.37(e)).
    id: 'appeal-brief',
    label: 'file the appeal brief (2 months from the filing of the notice of appeal)',
    trigger: /\bbrief\b/i,
    unless: APPEAL_ELSEWHERE,
    dateOf: (q) => eventDate(q, NOTICE_OF_APPEAL_EVENT, { require: /\bappeal/i }),
    months: 2,
    basis:
      'the appeal brief is due within two months from the date of filing the notice of appeal (37 CFR 41.37(a)); the period ' +
      'is extendable under 37 CFR 1.136(a) (41.37(e)), and without a brief in time the appeal stands dismissed (41.37(b))',
    cite: { source: '37 CFR', section: '41.37', pinpoint: '(a)' },
    quote: /within two months from the date of filing the notice of appeal/,
    also: [{ source: '37 CFR', section: '41.37', pinpoint: '(e)' }],
    notes: () => [
      'It can be extended by petition and the fee of 37 CFR 1.17(a) under 37 CFR 1.136(a) (41.37(e)), each month of ' +
        'extension counted from the date the notice of appeal was filed. If no brief is filed in time, the appeal stands ' +
        'dismissed (37 CFR 41.37(b)); the application is then abandoned unless claims stand allowed (MPEP 1215.04).',
    ],
    noRestoration:
      'The appeal then stands dismissed (37 CFR 41.37(b)) unless the brief is filed with a petition for an extension of time ' +
      'under 37 CFR 1.136(a) and its fee within the months that rule allows.',
  },
  {
    // The notice of appeal: within the time for reply to the action appealed (37 CFR 41.31(a)(1), (d)).
    id: 'notice-of-appeal',
    label: 'file the notice of appeal without an extension fee (the period for reply to the action)',
    trigger: /\bnotice of appeal\b|\bappeal(?:s|ed|ing)?\b/i,
    unless: APPEAL_ELSEWHERE,
    dateOf: (q) => eventDate(q, ACTION_EVENT, { exclude: FOREIGN_OFFICE }),
    months: 3,
    basis:
      'a notice of appeal (with the fee of 37 CFR 41.20(b)(1)) is filed within the time period provided under 37 CFR 1.134 ' +
      'for reply (37 CFR 41.31(a)(1)): the shortened statutory period of 3 months from the mailing date of the action ' +
      '(MPEP 710.02(b)), extendable under 37 CFR 1.136(a) (41.31(d)) up to the 6 months of 35 U.S.C. 133',
    cite: { source: '37 CFR', section: '41.31', pinpoint: '(a)' },
    quote: /within the time period provided under § 1\.134/,
    also: [
      { source: '37 CFR', section: '41.31', pinpoint: '(d)' },
      { source: '37 CFR', section: '1.136', pinpoint: '(a)' },
      { source: '37 CFR', section: '41.37', pinpoint: '(a)' },
    ],
    notes: appealNotes,
    noRestoration:
      'The application is then abandoned (35 U.S.C. 133; 37 CFR 1.135(a)) unless a reply or notice of appeal was filed: only a ' +
      'petition to revive it under 37 CFR 1.137 can save it.',
    restoration: {
      months: 3,
      extension: true,
      basis:
        'the notice of appeal can still be filed with a petition for an extension of time and the fee of 37 CFR 1.17(a) ' +
        'under 37 CFR 1.136(a) (41.31(d)), up to the 6-month statutory period of 35 U.S.C. 133',
      cite: { source: '37 CFR', section: '1.136', pinpoint: '(a)' },
      quote: /five months after the time period set for reply/,
    },
  },
  {
    id: 'office-action-reply',
    label: 'reply to the Office action without an extension fee (the shortened statutory period)',
    trigger: OFFICE_ACTION,
    // An IDS asked about with the action's date (attorney review, issue 25: "We filed an IDS … after the first Office
    // action"): the date places the IDS under 37 CFR 1.97, no reply is asked.
    unless: new RegExp(
      String.raw`\brestriction\b|\belection\b|\bnotice of allowance\b|\bappeal\b|^(?=[\s\S]*(?:${IDS.source}))(?![\s\S]*\b(?:repl\w*|respon\w*|extension)\b)`,
      'i',
    ),
    dateOf: (q) => eventDate(q, ACTION_EVENT, { exclude: FOREIGN_OFFICE }),
    months: 3,
    basis:
      'the shortened statutory period the examiner sets for a reply to an Office action on the merits, 3 months from its ' +
      'mailing date (MPEP 710.02(b), under 35 U.S.C. 133; 37 CFR 1.134)',
    cite: { source: '37 CFR', section: '1.134', pinpoint: '' },
    quote: /shortened statutory time period/,
    also: [
      { source: 'MPEP', section: '710.02(b)', pinpoint: '' },
      { source: '37 CFR', section: '1.136', pinpoint: '(a)' },
      { source: '35 USC', section: '133', pinpoint: '' },
    ],
    notes: officeActionExtensions,
    noRestoration: ABANDONED_FOR_NO_REPLY,
    restoration: {
      months: 3,
      extension: true,
      basis:
        'the time for reply can still be extended under 37 CFR 1.136(a) by filing the reply with a petition for an ' +
        'extension of time and the fee of 37 CFR 1.17(a) for the months needed, up to the 6-month statutory period of ' +
        '35 U.S.C. 133; after that the application is abandoned (37 CFR 1.135(a)) and can only be revived on petition (37 CFR 1.137)',
      cite: { source: '37 CFR', section: '1.136', pinpoint: '(a)' },
      quote: /five months after the time period set for reply/,
    },
  },
  {
    id: 'restriction-reply',
    label:
      'reply to the restriction or election requirement without an extension fee (the shortened statutory period)',
    trigger: /\brestriction\b|\belection of species\b|\belection requirement\b/i,
    unless: /\bpct\b|\bunity of invention\b|\bdivisional\b|\bappeal\b/i,
    dateOf: (q) => eventDate(q, RESTRICTION_EVENT, { exclude: FOREIGN_OFFICE }),
    months: 2,
    basis:
      'the shortened statutory period for a requirement for restriction or election of species only (no action on the ' +
      'merits), 2 months from its mailing date in the MPEP revision of these texts (MPEP 710.02(b), under 35 U.S.C. 133); ' +
      'the requirement itself states the period set',
    cite: { source: 'MPEP', section: '710.02(b)', pinpoint: '' },
    quote: /Requirement for restriction or election of species only/,
    also: [
      { source: '37 CFR', section: '1.143', pinpoint: '' },
      { source: '37 CFR', section: '1.136', pinpoint: '(a)' },
      { source: '35 USC', section: '133', pinpoint: '' },
    ],
    notes: (from) => restrictionExtensions(from),
    noRestoration: ABANDONED_FOR_NO_REPLY,
  },
  {
    // A demand for international preliminary examination (PCT Chapter II): the later of 22 months from the priority
    // date and 3 months from the search report's transmittal (MPEP 1842; PCT Rule 54bis.1(a)).
    id: 'pct-chapter-ii-demand',
    label: 'file the demand for international preliminary examination (PCT Chapter II)',
    trigger: PCT_DEMAND,
    // The priority date; the only date is not it when it is the search report's.
    dateOf: (q) =>
      earliest(eventDates(q, FILING_EVENT, { notClause: SEARCH_REPORT })) ??
      (searchReportDate(q) ? null : onlyDate(q)),
    months: 22,
    orLater: {
      months: 3,
      dateOf: searchReportDate,
      from: 'the transmittal of the international search report and written opinion',
      ownFrom: 'the priority date',
      basis:
        'a demand must be filed before whichever of these ends later: 22 months from the priority date, or 3 months from ' +
        'the transmittal of the international search report and written opinion (MPEP 1842; PCT Rule 54bis.1(a), ' +
        '37 CFR 1.480(e))',
      cited: 'PCT Rule 54bis.1(a); MPEP 1842',
    },
    basis:
      'a demand must be filed before whichever of these ends later: 22 months from the priority date, or 3 months from ' +
      'the transmittal of the international search report and written opinion (MPEP 1842; PCT Rule 54bis.1(a), ' +
      '37 CFR 1.480(e)); the date here is the 22 months, which govern once the search report is more than 3 months old',
    cite: { source: 'MPEP', section: '1842', pinpoint: '' },
    quote: /22 months from the priority date/,
    also: [{ source: '37 CFR', section: '1.480', pinpoint: '' }],
    notes: () => [
      'A demand filed later is considered as if it had not been submitted (37 CFR 1.480(e)). If the search report and ' +
        'written opinion were transmitted after 19 months from the priority date, their 3 months end later and govern. ' +
        'The demand does not move the US national stage: it is due 30 months from the priority date either way ' +
        '(35 U.S.C. 371(b); 37 CFR 1.495).',
    ],
    noRestoration:
      'A demand filed after this time is considered as if it had not been submitted (37 CFR 1.480(e)); the national ' +
      'stage can still be entered by 30 months from the priority date.',
  },
  {
    // Filing abroad without a licence: from 6 months after the US filing (35 U.S.C. 184(a); 37 CFR 5.11(a)); the first
    // day it is allowed, not a last day.
    id: 'foreign-filing-licence',
    label: 'file abroad without a foreign filing licence',
    trigger: FILING_LICENCE,
    opens: true,
    dateOf: (q) => earliest(eventDates(q, FILING_EVENT, { notClause: ABROAD })) ?? onlyDate(q),
    months: 6,
    basis:
      'without a licence, no application on an invention made in the US may be filed abroad before six months after ' +
      'its filing in the United States (35 U.S.C. 184(a); 37 CFR 5.11(a)(1)); from this day on no licence is needed, ' +
      'unless a secrecy order was imposed (35 U.S.C. 181)',
    cite: { source: '35 USC', section: '184', pinpoint: '(a)' },
    quote: /prior to six months after filing in the United States/,
    also: [{ source: '37 CFR', section: '5.11', pinpoint: '(a)' }],
    notes: () => [
      'Earlier, a licence is needed: the filing receipt of the US application usually grants one (check it), or one can ' +
        'be petitioned for (37 CFR 5.12). Filing abroad without a required licence bars a US patent on the invention ' +
        '(35 U.S.C. 185) unless a retroactive licence is granted (35 U.S.C. 184(a); 37 CFR 5.25).',
    ],
  },
  {
    // A nonpublication request, then a filing abroad or under the PCT: the Office told within 45 days of that filing
    // (35 U.S.C. 122(b)(2)(B)(iii); 37 CFR 1.213(c)).
    id: 'nonpublication-foreign-notice',
    label: 'notify the USPTO of the filing abroad made after the nonpublication request',
    trigger: /\bnon-?publication\b/i,
    dateOf: (q) =>
      earliest(eventDates(q, FILING_EVENT, { clause: ABROAD_OR_PCT })) ??
      earliest(eventDates(q, FILING_EVENT, { require: ABROAD_OR_PCT })),
    months: 0,
    days: () => 45,
    basis:
      'an applicant who made a nonpublication request and then files on the invention in another country, or under a ' +
      'multilateral international agreement such as the PCT, that requires publication at 18 months must notify the ' +
      'Director not later than 45 days after the date of that filing (35 U.S.C. 122(b)(2)(B)(iii); 37 CFR 1.213(c))',
    cite: { source: '35 USC', section: '122', pinpoint: '(b)(2)(B)' },
    quote: /not later than 45 days after the date of the filing/,
    also: [{ source: '37 CFR', section: '1.213', pinpoint: '(c)' }],
    notes: () => [
      'Rescinding the nonpublication request (37 CFR 1.213(b)) within the 45 days gives the notice too; the application ' +
        'is then published under 35 U.S.C. 122(b). Without the notice in time, the application is regarded as abandoned ' +
        '(35 U.S.C. 122(b)(2)(B)(iii)); it can be revived on petition if the delay was unintentional (37 CFR 1.137).',
    ],
    noRestoration:
      'The application is then regarded as abandoned (35 U.S.C. 122(b)(2)(B)(iii)): only a petition to revive it, the ' +
      'delay unintentional (37 CFR 1.137), can save it.',
  },
  {
    id: 'pct-filing-provisional',
    label: 'file the international (PCT) application claiming the provisional',
    trigger: new RegExp(`(?=.*${FILE_PCT.source})(?=.*\\b(?<!non-?)provisional\\b)`, 'is'),
    unless: NATIONAL_STAGE,
    dateOf: provisionalDate,
    months: 12,
    basis:
      'the priority year: an international application (filed under 35 U.S.C. 363) must be filed not later than 12 months ' +
      `after the provisional to claim its benefit in the US (35 U.S.C. 119(e)(1); 37 CFR 1.78(a)(1)) and its priority in the other countries (${PCT_TREATY_NOTE})`,
    cite: { source: '35 USC', section: '119', pinpoint: '(e)' },
    notes: nationalStageAfter,
    restoration: PROVISIONAL_RESTORATION,
  },
  {
    // Attorney review 2: "And what if we also want to file abroad?" after a provisional's deadline — the filings abroad
    // the provisional's priority year allows, not the US deadline again; a filing abroad still to be made (the reader
    // tells of none made or dated).
    id: 'foreign-after-provisional',
    label:
      'file abroad (directly, or an international (PCT) application) claiming the provisional’s priority',
    trigger: (r) =>
      r.papers.has('provisional') &&
      r.papers.has('foreign') &&
      !r.events.some((e) => e.kind === 'filed' && e.paper === 'foreign') &&
      !r.dated.some((d) => d.paper === 'foreign'),
    unless: NATIONAL_STAGE,
    dateOf: provisionalDate,
    months: 12,
    basis:
      'the Paris Convention priority year the provisional starts: filings abroad must be made within 12 months of it to rely ' +
      'on its date (MPEP 201.04; 35 U.S.C. 119(a) gives applications first filed abroad the same 12 months in the US)',
    cite: { source: 'MPEP', section: '201.04', pinpoint: '' },
    quote: /^Foreign filings must be made within 12 months of the filing date of the provisional application/,
    also: [
      { source: '35 USC', section: '119', pinpoint: '(a)' },
      { source: '35 USC', section: '184', pinpoint: '(a)' },
      { source: '37 CFR', section: '5.11', pinpoint: '(a)' },
    ],
    notes: (from) => [
      `The US non-provisional claiming the provisional is due by the same day, ${nextOfficeDay(plusMonths(from, 12)).due} ` +
        '(35 U.S.C. 119(e)(1)); an international (PCT) application filed by then can do both, designating the US and ' +
        'the countries abroad.',
      'Before filing abroad an invention made in the US: a foreign filing licence is needed unless 6 months have passed ' +
        'since the US filing (35 U.S.C. 184(a); 37 CFR 5.11(a)); the filing receipt of the provisional usually grants it ' +
        '— check that it does before filing abroad earlier.',
    ],
  },
  {
    id: 'pct-filing',
    label: 'file the international (PCT) application claiming the earlier application’s priority',
    trigger: FILE_PCT,
    unless: NATIONAL_STAGE,
    dateOf: priorityDate,
    months: 12,
    basis:
      'the priority year, 12 months from the earliest application whose priority it claims ' +
      `(${PCT_TREATY_NOTE}; for the US, 35 U.S.C. 365(b) with 119(a))`,
    cite: { source: '35 USC', section: '119', pinpoint: '(a)' },
    notes: nationalStageAfter,
    restoration: {
      months: 2,
      basis:
        'a priority claim can be restored if the international application is filed within 2 months after the priority ' +
        'year and the delay was unintentional (35 U.S.C. 365(b) for the US; PCT Rule 26bis.3 for the international phase ' +
        'and each designated Office’s own practice: not in our texts)',
      cite: { source: '35 USC', section: '365', pinpoint: '(b)' },
      quote: /additional 2-month period/,
    },
  },
  {
    id: 'pct-national-stage',
    label: 'enter the US national stage of the international (PCT) application',
    trigger: /\b(pct|international application|national stage)\b/i,
    dateOf: priorityDate,
    months: 30,
    basis: '30 months from the priority date (35 U.S.C. 371(b), 37 CFR 1.495)',
    cite: { source: '35 USC', section: '371', pinpoint: '(b)' },
  },
  // A benefit claim left out of the later application: 37 CFR 1.78(a)(4)'s time, not the provisional's 12 months.
  lateClaimRule({
    id: 'benefit-claim-time',
    label: 'submit the claim to the provisional’s benefit (its reference, in an application data sheet)',
    trigger: new RegExp(`^(?=[\\s\\S]*${NAMES_PROVISIONAL.source})[\\s\\S]*(?:${LATE_CLAIM.source})`, 'i'),
    earlier: NAMES_PROVISIONAL,
    of: ['the later application’s filing date', 'the provisional’s filing date', 'the provisional'],
    cite: { source: '37 CFR', section: '1.78', pinpoint: '(a)(4)' },
  }),
  {
    // The patent's term asked with the provisional it claims and the non-provisional's date (attorney review, issue 25):
    // 20 years from the non-provisional, the provisional not counted, before the provisional's own 12 months.
    ...UTILITY_TERM,
    id: 'utility-term-after-provisional',
    trigger: (r) => r.papers.has('provisional') && asksTerm(r),
    unless: /\bdesign\b|\bplant patent\b|\bmaintenance\b/i,
    dateOf: nonProvisionalDate,
    basis:
      'the term ends 20 years from the filing date of the US non-provisional application (35 U.S.C. 154(a)(2)); the ' +
      'provisional’s filing date is not counted (154(a)(3)); an expiry is not moved off a weekend (35 U.S.C. 21(b) is for acts and fees)',
    // 154(a)(3) is quoted with (a)(2), in the same passage.
    also: [{ source: '35 USC', section: '119', pinpoint: '(e)' }],
    notes: afterProvisionalNotes,
  },
  {
    id: 'nonprovisional-after-provisional',
    label: 'file the non-provisional application claiming the provisional’s benefit',
    // "provisional", not "non-provisional": a question about the non-provisional's own term is no provisional case.
    trigger: /\b(?<!non-?)provisional\b/i,
    dateOf: provisionalDate,
    months: 12,
    basis: '12 months after the provisional’s filing date (35 U.S.C. 119(e)(1))',
    cite: { source: '35 USC', section: '119', pinpoint: '(e)' },
    restoration: PROVISIONAL_RESTORATION,
    whenPassed: tooLateFor(
      'the provisional’s benefit',
      'a non-provisional application',
      '35 U.S.C. 119(e)(1)',
    ),
  },
  {
    id: 'grace-period',
    label:
      'file in the US (provisional or non-provisional) so that your own disclosure is not prior art against you',
    // A disclosure by the inventor's side however worded (shown, sold, offered for sale, a blog post, a talk: see
    // question-reader); another's application or patent is no disclosure of the inventor's own (102(a)(2), not 102(b)(1)).
    trigger: (r) => toldOwn(r, 'disclosed') && !r.events.some((e) => e.actor === 'other'),
    dateOf: (q) =>
      readQuestion(q).events.find((e) => e.kind === 'disclosed' && e.actor !== 'other')?.date ??
      onlyDate(q) ??
      monthOfDisclosure(q)?.first ??
      null,
    // Another's application, or an assignment ("we sold the patent"), is no disclosure of the inventor's own.
    unless:
      /\b(?:competitor|third[- ]party|another (?:applicant|company|party|inventor)|someone else)\b|\bassign(?:ment|ments|ed)\b/i,
    months: 12,
    basis:
      'the grace period for the inventor’s own disclosure: it is not prior art if the effective filing date is 1 year or less after it (35 U.S.C. 102(b)(1)(A))',
    cite: { source: '35 USC', section: '102', pinpoint: '(b)(1)' },
    quote: /^A disclosure made 1 year or less/,
    // The rule the disclosure becomes once the year has run (102(a)(1)), and the MPEP on the exception.
    also: [{ source: '35 USC', section: '102', pinpoint: '(a)' }],
    whenPassed: (from, due) =>
      `**No, not for what was disclosed** — the disclosure of ${from} is now prior art under 35 U.S.C. 102(a)(1) ` +
      `against any US application filed now: the exception of 102(b)(1)(A) for the inventor’s own disclosure made ` +
      `1 year or less before the effective filing date ended on ${due}. Only what it did not disclose can still be claimed, in an application filed as ` +
      'soon as possible: improvements that are new and not obvious over it (35 U.S.C. 102, 103).',
  },
  UTILITY_TERM,
  {
    // A utility patent filed before 1995-06-08 whose 17 years from grant end later than its 20 years from filing.
    ...PRE_URAA_TERM,
    id: 'utility-term-pre-1995-grant',
    dateOf: (q) => preUraaTermFrom(q, 'grant'),
    months: 204,
    basis: `${PRE_URAA_BASIS} here 17 years from the grant date, the later end; an expiry is not moved off a weekend`,
  },
  {
    ...PRE_URAA_TERM,
    id: 'utility-term-pre-1995-filing',
    dateOf: (q) => preUraaTermFrom(q, 'filing'),
    months: 240,
    basis: `${PRE_URAA_BASIS} here 20 years from the filing date, the later end; an expiry is not moved off a weekend`,
  },
  {
    ...DESIGN_TERM_RULE,
    id: 'design-term-15',
    dateOf: (q) => designTermFrom(q, true),
    months: 180,
    basis:
      `a design patent filed on or after ${DESIGN_15_YEARS_FROM} has a term of 15 years from grant (35 U.S.C. 173 as amended by ` +
      `${PLTIA}); an expiry is not moved off a weekend`,
    cite: { source: '35 USC', section: '173', pinpoint: '' },
    quote: /15 years/,
  },
  {
    ...DESIGN_TERM_RULE,
    id: 'design-term-14',
    dateOf: (q) => designTermFrom(q, false),
    months: 168,
    basis:
      `a design patent filed before ${DESIGN_15_YEARS_FROM} has a term of 14 years from grant (35 U.S.C. 173 before its ` +
      'amendment by Pub. L. 112-211, as MPEP 1505 of 2014 prints it); an expiry is not moved off a weekend',
    cite: { source: 'MPEP', section: '1505', pinpoint: '' },
    quote: /fourteen years/,
  },
  {
    id: 'paris-priority-design',
    label: 'file in the US claiming the foreign design application’s priority',
    trigger:
      /\bdesign\b.*\b(foreign|paris|priority|abroad)\b|\b(foreign|paris|priority|abroad)\b.*\bdesign\b/i,
    dateOf: foreignFilingDate,
    months: 6,
    basis: 'the Paris priority period for designs, 6 months from the foreign filing (35 U.S.C. 172)',
    cite: { source: '35 USC', section: '172', pinpoint: '' },
    noRestoration: DESIGN_NO_RESTORATION,
  },
  // A foreign priority claim left out of the US application: 37 CFR 1.55(d)'s time, not the Paris year.
  lateClaimRule({
    id: 'priority-claim-time',
    label: 'submit the foreign priority claim (in an application data sheet)',
    trigger: LATE_CLAIM,
    earlier: ABROAD,
    of: ['the US application’s filing date', 'the foreign filing date', 'the foreign filing'],
    cite: { source: '37 CFR', section: '1.55', pinpoint: '(d)' },
  }),
  {
    id: 'paris-priority',
    label: 'file claiming the foreign application’s priority (Paris Convention)',
    // A filing the question reader places abroad (foreign, Paris, a country or office abroad: "our German application"),
    // told as filed or dated; or a filing abroad named beside no Office action ("the Japanese office action" is none).
    trigger: (r) =>
      r.events.some((e) => e.kind === 'filed' && e.paper === 'foreign') ||
      r.dated.some((d) => d.paper === 'foreign') ||
      (r.papers.has('foreign') &&
        !r.events.some((e) => ['office-action', 'final-rejection'].includes(e.kind))),
    dateOf: foreignFilingDate,
    months: 12,
    basis: 'the Paris priority year, 12 months from the earliest foreign filing (35 U.S.C. 119(a))',
    cite: { source: '35 USC', section: '119', pinpoint: '(a)' },
    restoration: PARIS_RESTORATION,
    whenPassed: tooLateFor('the priority claim', 'a US application', '35 U.S.C. 119(a)'),
  },
];

/** The same day `months` later; a day the month lacks (31 Aug + 6) becomes that month's last day. */
export function addMonths(day: string, months: number): string {
  return plusMonths(day, months);
}

/** 35 U.S.C. 21(b): a period ending on a Saturday, Sunday or federal holiday runs to the next business day. */
export function nextBusinessDay(day: string): string {
  return nextOfficeDay(day).due;
}

export interface ComputedDeadline {
  rule: DeadlineRule;
  from: string;
  /** The last day of the period as counted. */
  date: string;
  /** The date after 35 U.S.C. 21(b), when the period ends on a weekend or federal holiday. */
  due: string;
  /** Why `due` differs from `date` ('2027-03-06 is a Saturday: moved to …'), or null. */
  moved?: string | null;
  /** What follows from the same date, stated under the deadline. */
  notes?: string[];
  /** Where the start date comes from, when not from the question itself (an earlier question of the conversation). */
  fromNote?: string;
  /**
   * A start dated by its month alone: `from` is the month's first day; this is the last day counted from its last day
   * (the latest it can be), as counted and as moved.
   */
  latest?: { from: string; date: string; due: string; moved: string | null };
  /** How dates given in words or in an ambiguous numeric form were read ("“next Tuesday” read as 2026-12-01 …"). */
  readAs?: string[];
  /** The day the answer counts from, and whether `due` is before it. */
  today?: string;
  passed?: boolean;
  /**
   * The extension of time the question asks for ("with a 2-month extension"): its last day under 37 CFR 1.136(a), or,
   * past the statutory maximum, the longest extension the period allows (`available` months).
   */
  extension?: RequestedExtension | null;
  /**
   * The note answering what the question asks beyond the date (how a final rejection's period ends after an early
   * reply, the last day with every extension): stated with the date, and not again among `notes`.
   */
  asked?: string | null;
  /** Several periods from the same date (the three maintenance-fee windows from a grant), stated instead of `due`. */
  schedule?: MaintenanceWindow[];
  /** The maintenance fee the question says was not paid (its window of `schedule`), when it names or implies one. */
  missed?: MaintenanceWindow | null;
  /** The maintenance fee the question names ("the 7.5-year fee", "the first maintenance fee"), paid or not. */
  named?: MaintenanceWindow | null;
  /**
   * When `due` has passed, or the question asks what if it is missed ("what if I miss it?"), and the rule can be
   * restored: the further period's last day.
   */
  restoration?: (Omit<ComputedDeadline, 'rule' | 'restoration' | 'notes'> & { how: Restoration }) | null;
  /** The period has passed and the question asks whether it can still be done: the rule's answer (whenPassed). */
  conclusion?: string;
}

export interface RequestedExtension {
  /** The months asked for. */
  months: number;
  /** The months the period can be extended by (6-month statutory maximum less the period set). */
  available: number;
  /** The last day of the extended period asked for (or of the longest available), as counted and as moved. */
  date: string;
  due: string;
  moved: string | null;
  /** The period is one for reply to a final rejection (the advisory-action rule of MPEP 706.07(f) may apply). */
  afterFinal?: boolean;
}

const MONTH_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "a 2-month extension", "two months' extension", "an extension of one month", "extend it by 3 months". */
const EXTENSION_ASKED =
  /\b(\d|one|two|three|four|five|six)[- ]months?'?\s+(?:extension|extended)\b|\bextension (?:of time )?(?:of|for) (\d|one|two|three|four|five|six)[- ]months?\b|\bextend(?:ed|ing)?\b[^.?!]{0,30}?\bby (\d|one|two|three|four|five|six)[- ]months?\b/i;

/** The months of extension of time a question asks for, or null. */
export function extensionAsked(question: string): number | null {
  const m = EXTENSION_ASKED.exec(question);
  const word = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!word) return null;
  const n = MONTH_WORDS[word.toLowerCase()] ?? Number(word);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The asked extension of a period extendable under 37 CFR 1.136(a): it runs to the date corresponding to the mailing
 * date in the later month, counted from the mailing date and not from a last day moved off a weekend (MPEP 710.01(a)),
 * and never past the 6-month statutory period of 35 U.S.C. 133.
 */
function requestedExtension(from: string, months: number, asked: number): RequestedExtension {
  const available = Math.max(0, 6 - months);
  const date = addMonths(from, months + Math.min(asked, available));
  const d = nextOfficeDay(date);
  return { months: asked, available, date, due: d.due, moved: d.moved };
}

/** A date the text gives as a mailing (start) date: "mailed on 2026-02-01", "dated 2026-02-01". */
const MAILED_ON =
  /\b(?:mailed|mailing date|notification date|dated|issued|sent)\s+(?:(?:on|of|is|was)\s+)?$/i;

/**
 * The deadline of a follow-up question. When an earlier question gave the start date of the same period, a date in the
 * follow-up that is not said to be a mailing date is a later paper's (a reply, an advisory action, an RCE): the period
 * is still counted from the earlier date, and `fromNote` says so. The earlier period carries over only to a question
 * that continues it: dated on or after its start (a later paper), or, undated, an elliptic follow-up (`followsUp`:
 * "and can it be extended?"); a question of its own ("can I file a continuation…", filings dated before it) does not.
 */
export function followUpDeadline(
  question: string,
  earlier: string,
  opts: { today?: string; followsUp?: boolean } = {},
): ComputedDeadline | null {
  const own = computeDeadline(question, opts);
  const before = computeDeadline(earlier, opts);
  // Only periods counted from a mailing date: a date in a follow-up on a provisional is another filing.
  if (!before || !MAILED_RULES.has(before.rule.id)) return own;
  if (own && own.rule.id !== before.rule.id) return own;
  // The question dates the earlier period's own event ("Final rejection was mailed 2026-02-02 … appeal?"): a question
  // of its own, counted from its own date, even when no rule computes what it asks.
  if (before.rule.dateOf?.(question)) return own;
  const dates = datesIn(question.replace(TODAY_DATE, ' '));
  if (!own && (dates.length ? dates.some((d) => d < before.from) : !opts.followsUp)) return null;
  const first = datesIn(question)[0];
  if (own && first) {
    const at = DATE_TEXT.exec(question);
    if (at && MAILED_ON.test(question.slice(0, at.index))) return own;
  }
  const later = datesIn(question);
  return {
    ...before,
    fromNote:
      'the mailing date given earlier in this conversation' +
      (later.length
        ? `; ${later.join(', ')} in this question ${later.length > 1 ? 'are' : 'is'} read as the date of a later paper (a reply, an advisory action, a filing), not as a new mailing date`
        : ''),
  };
}
/**
 * A rule with a second period (DeadlineRule.orLater) whose start the question dates: both periods counted and compared,
 * the rule taken as the one ending later, with the comparison stated (`compared`) and what its start is (`fromNote`).
 * Without the rule's own start, the second period is counted and the answer asks for the other start.
 */
function laterPeriod(
  rule: DeadlineRule,
  own: string | null,
  other: string,
): { rule: DeadlineRule; from: string; compared: string; fromNote: string } {
  const o = rule.orLater!;
  const end = (from: string, months: number) => nextOfficeDay(addMonths(from, months)).due;
  const otherEnd = end(other, o.months);
  const ownEnd = own ? end(own, rule.months) : null;
  const laterOther = !ownEnd || otherEnd > ownEnd;
  const counted = `${o.months} months from ${other} (${o.from}) end on ${otherEnd}`;
  const compared = ownEnd
    ? `Both periods counted: ${rule.months} months from ${own} (${o.ownFrom}) end on ${ownEnd}; ${counted}: the later, ` +
      `${laterOther ? otherEnd : ownEnd}, is the last day (${o.cited}).`
    : `Only ${o.from} is dated: ${counted}. The ${rule.months} months from ${o.ownFrom} may end later and then govern: ` +
      `give that date to have both counted (${o.cited}).`;
  const chosen = { ...rule, basis: o.basis };
  return laterOther
    ? { rule: { ...chosen, months: o.months }, from: other, compared, fromNote: o.from }
    : { rule: chosen, from: own!, compared, fromNote: o.ownFrom };
}

const MAILED_RULES = new Set(['office-action-reply', 'notice-of-appeal', 'issue-fee']);
const DATE_TEXT = new RegExp(DATE_FORMS);

/** The text with its calendar dates taken out (a follow-up's own dates then replace them). */
export const withoutDates = (text: string) => text.replace(new RegExp(DATE_TEXT.source, 'g'), ' ');

/**
 * The deadline a question asks for when it gives a date and names an event a rule knows; null otherwise. With
 * `today`, says whether the date has passed and, if it has, until when the rule lets it be restored.
 */
export function computeDeadline(written: string, opts: { today?: string } = {}): ComputedDeadline | null {
  // Dates in words ("next Tuesday") are read against today; the answer says how each was read.
  const { text: question, readings } = readDates(written, opts.today);
  // A provisional dated by its month alone, the question's only date, counts from the month's first day
  // (monthOfProvisional); with other months given, the question is on another period (a publication's).
  const [first = monthYears(question) === 1 ? monthOfStart(question)?.first : undefined] = datesIn(
    question.replace(TODAY_DATE, ' '),
  );
  if (!first) return null;
  // The first rule the question names whose start date it gives in that role (a rule reading no such date gives way).
  let rule: DeadlineRule | undefined;
  let from: string | null = null;
  // The start of a rule's second period (DeadlineRule.orLater), when the question dates it.
  let other: string | null = null;
  // A rule is named in the user's words or the texts' ("NFOA", "our EU design": see LAY_WORDS).
  const named = withStatuteWords(question);
  // Asked which law applies (AIA or pre-AIA), not a period: the dates decide the law, not a deadline (era-note).
  const reading = readQuestion(named);
  if (reading.asks.has('era') && !reading.asks.has('deadline') && !asksTerm(reading)) return null;
  for (const r of DEADLINE_RULES) {
    const on = r.trigger instanceof RegExp ? r.trigger.test(named) : r.trigger(readQuestion(named));
    if (!on || r.unless?.test(question)) continue;
    // The date's role is read in the user's words, else in the texts' ("NFOA dated …" dates an Office action).
    from = r.dateOf ? (r.dateOf(question) ?? r.dateOf(named)) : first;
    other = r.orLater?.dateOf(question) ?? null;
    if (from || other) {
      rule = r;
      break;
    }
  }
  if (!rule || !(from || other)) return null;
  // Two periods for the act: both counted, the later one is the deadline (PCT Rule 54bis.1(a) for a demand).
  let compared: string | null = null;
  let fromNote: string | undefined;
  if (rule.orLater && other) ({ rule, from, compared, fromNote } = laterPeriod(rule, from, other));
  if (!from) return null;
  // Asked about an RCE: the rule of it (37 CFR 1.114) is quoted after the period's basis.
  if (RCE.test(question) && (rule.id === 'office-action-reply' || rule.id === 'issue-fee'))
    rule = { ...rule, also: [{ source: '37 CFR', section: '1.114', pinpoint: '(a)' }, ...(rule.also ?? [])] };
  const askedNow = askedNote(rule, from, question);
  // Asked how a final rejection's period ends: it rests on the advisory-action rule (MPEP 706.07(f)), quoted first.
  if (advisoryAsked(rule, question))
    rule = {
      ...rule,
      cite: { source: 'MPEP', section: '706.07(f)', pinpoint: '' },
      quote: /if the first reply is filed within 2 months of the date of the final Office action/,
      also: [rule.cite, ...(rule.also ?? [])],
    };
  const date = iso(dfAddDays(toDate(addMonths(from, rule.months)), rule.days?.(question) ?? 0));
  const next = rule.noMove || rule.opens ? { due: date, moved: null } : nextOfficeDay(date);
  const out: ComputedDeadline = {
    rule,
    from,
    date,
    due: next.due,
    moved: next.moved,
    notes: (rule.notes?.(from, question) ?? []).filter((n) => n !== askedNow),
    ...(askedNow || compared ? { asked: [compared, askedNow].filter(Boolean).join(' ') } : {}),
    ...(fromNote ? { fromNote } : {}),
    ...(readings.length ? { readAs: readings } : {}),
  };
  // A provisional dated by its month alone is counted from the month's first day, and said as written.
  // A provisional or a disclosure dated by its month alone is counted from the month's first day, and said as written;
  // the last day counted from the month's last day is said too (the latest it can be).
  const month = monthOfStart(question);
  if (month && from === month.first) {
    out.fromNote = `the ${month.of} ${month.said}: counted from the month’s first day, the earliest it can be`;
    const latest = iso(dfAddDays(toDate(addMonths(month.last, rule.months)), rule.days?.(question) ?? 0));
    const moved = rule.noMove ? { due: latest, moved: null } : nextOfficeDay(latest);
    out.latest = { from: month.last, date: latest, due: moved.due, moved: moved.moved };
  }
  // A final rejection with the options asked ("what are my options?", "what can I do?"): they lead, with their dates.
  const roles = readQuestion(question);
  const optionsAsked =
    rule.id === 'office-action-reply' &&
    roles.asks.has('options') &&
    roles.events.some((e) => e.kind === 'final-rejection');
  if (optionsAsked) {
    out.conclusion = finalOptionsNote(from);
    out.rule = {
      ...rule,
      also: [
        { source: '37 CFR', section: '1.113', pinpoint: '(a)' },
        { source: '37 CFR', section: '41.31', pinpoint: '(a)' },
        ...(rule.also ?? []),
      ],
    };
  }
  if (rule.id === 'maintenance-fees') {
    out.schedule = maintenanceWindows(from, opts.today);
    out.missed = missedFee(question, out.schedule);
    out.named = namedFee(question, out.schedule);
  }
  const asked = rule.restoration?.extension ? extensionAsked(question) : null;
  if (asked)
    out.extension = { ...requestedExtension(from, rule.months, asked), afterFinal: FINAL.test(question) };
  const today = opts.today;
  // The first day an act is allowed is never missed: from it on, the act needs nothing more.
  if (!today || rule.opens) return out;
  const passed = next.due < today;
  let restoration: ComputedDeadline['restoration'] = null;
  if ((passed || MISS_ASKED.test(question)) && rule.restoration) {
    const end = addMonths(from, rule.months + rule.restoration.months);
    const r = nextOfficeDay(end);
    restoration = {
      how: rule.restoration,
      from,
      date: end,
      due: r.due,
      moved: r.moved,
      passed: r.due < today,
    };
  }
  let conclusion =
    passed && readQuestion(question).asks.has('still') && (!restoration || restoration.passed)
      ? rule.whenPassed?.(from, next.due, restoration?.due)
      : undefined;
  // Its yes or no as the question asks it ("is it too late?" is answered yes when "can I still?" is answered no).
  if (conclusion) conclusion = asAsked(question, conclusion);
  return { ...out, today, passed, restoration, ...(conclusion ? { conclusion } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// The deadline calculator (issue 26): every date that follows from the dates a user gives, with its basis.
// ---------------------------------------------------------------------------------------------------------------

type KbSource = '35 USC' | '37 CFR' | 'MPEP';
interface BasisRef {
  source: KbSource;
  section: string;
  /** The paragraph cited ('(b)(1)(A)'); the quote comes from the passage it starts. */
  pinpoint?: string;
  /** A word the quoted sentence must hold (picks the sentence stating the period). */
  holds?: RegExp;
}

/** At most `n` words of a sentence, centred on what `holds` matches when the sentence is longer. */
function cut(s: string, n: number, holds?: RegExp): string {
  const w = s.split(/\s+/);
  if (w.length <= n) return s;
  const m = holds?.exec(s);
  const at = m ? s.slice(0, m.index).split(/\s+/).length - 1 : 0;
  const start = Math.max(0, Math.min(at - Math.floor(n / 2), w.length - n));
  return `${start > 0 ? '[…] ' : ''}${w.slice(start, start + n).join(' ')}${start + n < w.length ? ' […]' : ''}`;
}

const sentencesOf = (text: string) =>
  text
    .split('\n')
    .flatMap((p) => p.split(/(?<=[.;:])\s+(?=[A-Z(])/))
    .map((x) => x.trim())
    .filter((x) => x.split(/\s+/).length >= 4);

/** A lead-in and the items it introduces ('(1) …', '(A) …'), up to three and about 90 words. */
function leadIn(list: string[], i: number): string {
  const out = [list[i]];
  for (let j = i + 1; j < Math.min(list.length, i + 4) && /^\([a-zA-Z0-9]+\) /.test(list[j]); j++) {
    if (`${out.join(' ')} ${list[j]}`.split(/\s+/).length > 90) break;
    out.push(list[j]);
    if (list[j].endsWith(':')) break;
  }
  return out.join(' ');
}

/** The basis as the knowledge base has it: label, title, revision, link and the sentence stating the rule. */
export function citeKb(kb: LegalKnowledgeBase, ref: BasisRef): DeadlineBasis {
  const s = kb.get(ref.source, ref.section);
  const label = citationLabel({ source: ref.source, section: ref.section }, ref.pinpoint ?? '');
  if (!s) return { label, title: '', revision: null, url: null, quote: null, inKb: false };
  const passages = kb.passagesOf(s.id);
  const inPara = ref.pinpoint ? passages.filter((p) => p.pinpoint.startsWith(ref.pinpoint!)) : passages;
  const near = sentencesOf((inPara.length ? inPara : passages).map((p) => p.text).join('\n'));
  const all = sentencesOf(s.text);
  let quote: string | null = null;
  if (ref.holds) {
    const list = near.some((x) => ref.holds!.test(x)) ? near : all;
    const i = list.findIndex((x) => ref.holds!.test(x));
    // A lead-in ending with ':' is quoted with the (up to three) items it introduces.
    if (i >= 0) quote = list[i].endsWith(':') ? leadIn(list, i) : cut(list[i], 60, ref.holds);
  }
  quote ??= near[0] ? cut(near[0], 60) : null;
  return { label, title: s.title, revision: s.revision, url: s.url, quote, inKb: true };
}

/** A rule named for completeness that our texts do not hold (e.g. the EPC, the Paris Convention itself). */
const notInKb = (label: string, title: string): DeadlineBasis => ({
  label,
  title,
  revision: null,
  url: null,
  quote: null,
  inKb: false,
});

export const FEES_NOTE =
  'Fees from the 2013 fee schedule in our texts (37 CFR as printed in the MPEP of March 2014): they are outdated ' +
  '(reset in 2017, 2020, 2022 and 2025) — check the current USPTO fee schedule.';

/** A fee paragraph of fees.jsonl with its amounts per entity size, its as-of date and the outdated note. */
export function quoteFee(kb: LegalKnowledgeBase, section: string, label: string): FeeQuote | null {
  const s = kb.sections.find((x) => x.source === 'fees' && x.section === section);
  if (!s) return null;
  const amounts: FeeQuote['amounts'] = [];
  for (const m of s.text.matchAll(
    /By ([^.\n(]*?)(?:\s*\(§ [\d.]+(?:\([a-z0-9]+\))*\))?( if [^\n]*?)?\.{3,}\s*\$?([\d,]+\.\d{2})/g,
  )) {
    const entity = m[1].trim();
    const full = m[2] ? `${entity} (${m[2].trim().replace(/\s*\(§.*$/, '')})` : entity;
    if (!amounts.some((a) => a.entity === full)) amounts.push({ entity: full, amount: `$${m[3]}` });
  }
  if (!amounts.length) {
    const m = /\.{3,}:?\s*\$?([\d,]+\.\d{2})/.exec(s.text);
    if (m) amounts.push({ entity: 'any', amount: `$${m[1]}` });
  }
  return {
    label,
    section: `37 CFR ${section}`,
    amounts,
    asOf: '2013 fee schedule (fees effective 19 March 2013, as printed in the MPEP of March 2014)',
    note: FEES_NOTE,
    url: s.url,
  };
}

type Item = DeadlineItem;
/** A computed item: the date counted from an event of the input, moved by 21(b) unless `noMove`. */
type MakeComputed = (
  id: string,
  label: string,
  fromKey: keyof typeof EVENT,
  date: string,
  explanation: string,
  basis: DeadlineBasis[],
  opts?: { fees?: FeeQuote[]; noMove?: boolean; general?: boolean },
) => Item;
const EVENT: Record<string, string> = {
  disclosure: 'first public disclosure',
  provisional: 'US provisional filing',
  foreign: 'first filing abroad',
  pct: 'PCT filing',
  usFiling: 'US non-provisional filing',
  grant: 'grant',
};

/**
 * The dates that follow from the dates given (issue 26), each with its basis from the knowledge base. Dates the
 * input cannot give are `unknown` with what is missing; rules outside our texts are said to be.
 */
export function computeDeadlines(input: DeadlineInput, kb: LegalKnowledgeBase): DeadlineReport {
  const x = deadlineInputSchema.parse(input);
  const today = x.today ?? new Date().toISOString().slice(0, 10);
  const design = x.kind === 'design';
  const items: Item[] = [];
  const cite = (ref: BasisRef) => citeKb(kb, ref);
  const fee = (section: string, label: string) => {
    const q = quoteFee(kb, section, label);
    return q ? [q] : [];
  };
  const computed: MakeComputed = (id, label, fromKey, date, explanation, basis, opts = {}) => {
    const moved = opts.noMove ? { due: date, moved: null } : nextOfficeDay(date);
    return {
      id,
      label,
      status: 'computed',
      from: { event: EVENT[fromKey], date: x[fromKey as 'grant']! },
      date,
      due: moved.due,
      moved: moved.moved,
      passed: moved.due < today,
      explanation,
      basis: moved.moved ? [...basis, cite({ source: '35 USC', section: '21', pinpoint: '(b)' })] : basis,
      fees: opts.fees ?? [],
      general: opts.general ?? false,
    };
  };
  const unknown = (id: string, label: string, explanation: string, basis: DeadlineBasis[], general = false) =>
    ({
      id,
      label,
      status: 'unknown',
      from: null,
      date: null,
      due: null,
      moved: null,
      passed: null,
      explanation,
      basis,
      fees: [],
      general,
    }) satisfies Item;
  const notApplicable = (id: string, label: string, explanation: string, basis: DeadlineBasis[]): Item => ({
    ...unknown(id, label, explanation, basis),
    status: 'not-applicable',
  });

  // The earliest filing the application may claim: its effective filing date (35 U.S.C. 100(i)).
  const filings = (['provisional', 'foreign', 'pct', 'usFiling'] as const)
    .filter((k) => x[k] && !(design && k === 'provisional'))
    .map((k) => ({ key: k, date: x[k]! }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const earliest = filings[0] ?? null;

  // 1. The grace period for one's own disclosure.
  const grace = [
    cite({
      source: '35 USC',
      section: '102',
      pinpoint: '(b)(1)',
      holds: /^A disclosure made 1 year or less/,
    }),
  ];
  if (x.disclosure) {
    const date = plusMonths(x.disclosure, 12);
    let explanation =
      `A disclosure by the inventor is not prior art in the US if the effective filing date is 1 year or less after it ` +
      `(35 U.S.C. 102(b)(1)(A)): file (provisional, non-provisional or a foreign application whose priority is claimed) ` +
      `by ${date}, moved to the next business day if it falls on a weekend or federal holiday.`;
    if (earliest)
      explanation +=
        earliest.date <= nextOfficeDay(date).due
          ? ` Your earliest filing (${EVENT[earliest.key]}, ${earliest.date}) is within it.`
          : ` Your earliest filing (${EVENT[earliest.key]}, ${earliest.date}) is after it: the disclosure is prior art ` +
            `to the claims (35 U.S.C. 102(a)(1)).`;
    if (earliest && earliest.date < x.disclosure)
      explanation = `The disclosure (${x.disclosure}) came after your earliest filing (${earliest.date}); the grace period matters only for what that filing does not support.`;
    items.push(
      computed(
        'grace-period-us',
        'US grace period for your own disclosure ends',
        'disclosure',
        date,
        explanation,
        grace,
      ),
    );
    items.push({
      ...unknown(
        'grace-period-abroad',
        'Other countries: absolute novelty',
        'General information: most other countries (e.g. under the European Patent Convention, China, Japan in most ' +
          'cases) have no general grace period like 102(b)(1): a public disclosure before the first filing usually ' +
          'destroys novelty there. Their rules are not in our texts — ask a practitioner for each country.',
        [notInKb('Foreign national laws (e.g. EPC Art. 54, 55)', 'not in our knowledge base')],
        true,
      ),
    });
  } else {
    items.push(
      unknown(
        'grace-period-us',
        'US grace period for your own disclosure',
        'Unknown: no public disclosure date given. If you disclosed the invention (trade show, paper, sale, website), ' +
          'the US grace period runs 1 year from that disclosure.',
        grace,
      ),
    );
  }

  // 2. The non-provisional claiming a provisional.
  const prov = [cite({ source: '35 USC', section: '119', pinpoint: '(e)', holds: /12 months/ })];
  if (design)
    items.push(
      notApplicable(
        'nonprovisional-after-provisional',
        'Non-provisional claiming a provisional',
        'A design application cannot claim a provisional application’s benefit (35 U.S.C. 172: 119(e) does not apply to designs).',
        [cite({ source: '35 USC', section: '172', holds: /119\(e\)/ })],
      ),
    );
  else if (x.provisional)
    items.push(
      computed(
        'nonprovisional-after-provisional',
        'File the non-provisional (and any PCT/foreign application) claiming the provisional',
        'provisional',
        plusMonths(x.provisional, 12),
        'The non-provisional must be filed not later than 12 months after the provisional to claim its benefit; the provisional itself never becomes a patent. Foreign and PCT filings claiming it have the same 12-month priority year (Paris Convention Art. 4, not in our texts).',
        prov,
        { fees: [...fee('1.16(a)', 'Basic filing fee, utility non-provisional')] },
      ),
    );
  else
    items.push(
      unknown(
        'nonprovisional-after-provisional',
        'Non-provisional claiming a provisional',
        'Unknown: no provisional filing date given.',
        prov,
      ),
    );
  if (!design && x.provisional)
    items.push(
      computed(
        'nonprovisional-after-provisional-restoration',
        'If the 12 months are missed: restore the provisional’s benefit (2 more months, on petition)',
        'provisional',
        plusMonths(x.provisional, 14),
        `A non-provisional (or PCT) application filed after the 12 months but within 2 months after they end can still claim the provisional, with a petition stating that the delay in filing it was unintentional and the petition fee (35 U.S.C. 119(e)(1) as amended by the Patent Law Treaties Implementation Act; the current rule is 37 CFR 1.78(b), which our texts do not hold: ${CFR_2013}). Counted here as 14 months from the provisional. Later, the benefit is lost.`,
        [
          cite({ source: '35 USC', section: '119', pinpoint: '(e)', holds: /additional 2 months/ }),
          notInKb(
            '37 CFR 1.78(b) (restoration of the benefit of a provisional, current rule)',
            'not in our knowledge base: its 37 CFR is a late-2013 snapshot, whose 1.78(b) still deals with delayed benefit claims',
          ),
        ],
      ),
    );

  // 3. Paris priority: the US (or another country) claiming the first filing abroad; filing abroad claiming the US.
  const paris = design
    ? [cite({ source: '35 USC', section: '172', holds: /six months/ })]
    : [cite({ source: '35 USC', section: '119', pinpoint: '(a)', holds: /12 months/ })];
  const parisMonths = design ? 6 : 12;
  if (x.foreign)
    items.push(
      computed(
        'paris-priority',
        `File in the US claiming priority of the first filing abroad (${parisMonths} months${design ? ', design' : ''})`,
        'foreign',
        plusMonths(x.foreign, parisMonths),
        `The US application must be filed within ${parisMonths} months of the earliest foreign application to claim its priority${design ? ' (six months for designs, 35 U.S.C. 172)' : ' (35 U.S.C. 119(a))'}. Other Paris Convention countries apply the same period to it under their own laws (not in our texts).${design ? ` ${DESIGN_NO_RESTORATION.replace('Our texts give no', 'If it is missed, our texts give no')}` : ''}`,
        paris,
      ),
    );
  if (x.foreign && !design)
    items.push(
      computed(
        'paris-priority-restoration',
        'If the 12 months are missed: restore the foreign priority (2 more months, on petition)',
        'foreign',
        plusMonths(x.foreign, 14),
        `A US application filed after the priority year but within 2 months after it ends can still claim the foreign priority, with a petition stating that the delay was unintentional and the petition fee (35 U.S.C. 119(a); the current rule is 37 CFR 1.55(c), which our texts do not hold: ${CFR_2013}). Counted here as 14 months from the foreign filing. Other countries' restoration rules are not in our texts.`,
        [
          cite({ source: '35 USC', section: '119', pinpoint: '(a)', holds: /additional 2 months/ }),
          notInKb(
            '37 CFR 1.55(c) (restoration of the right of priority, current rule)',
            'not in our knowledge base: its 37 CFR is a late-2013 snapshot that predates it',
          ),
        ],
      ),
    );
  const firstUs = [x.provisional && !design ? x.provisional : null, x.usFiling]
    .filter((d): d is string => !!d)
    .sort()[0];
  if (firstUs && !x.foreign && !x.pct)
    items.push(
      // Designs go abroad as national or regional design filings or through the Hague Agreement (the PCT is for
      // inventions only).
      design
        ? computed(
            'file-abroad',
            'File design applications abroad claiming the US design filing (6 months, Paris Convention)',
            'usFiling',
            plusMonths(firstUs, 6),
            'Other Paris Convention countries accept a priority claim to the first US design filing within 6 months (Paris Convention Art. 4C(1), not in our texts — the US counterpart is 35 U.S.C. 172): file a design application in each country or region, or one international design application under the Hague Agreement (35 U.S.C. 382 ff.). After it, only countries with a grace period for designs may still be open, and your own publication counts against you.',
            [
              notInKb('Paris Convention Art. 4C', 'not in our knowledge base'),
              ...paris,
              cite({ source: '35 USC', section: '382' }),
            ],
            { noMove: true },
          )
        : computed(
            'file-abroad',
            'File abroad or a PCT application claiming the US filing (12 months)',
            firstUs === x.provisional ? 'provisional' : 'usFiling',
            plusMonths(firstUs, 12),
            'Other countries accept a priority claim to the first US filing within 12 months (Paris Convention Art. 4C and PCT Art. 8; not in our texts — the US counterpart is 35 U.S.C. 119(a)). After it, only countries with a grace period may still be open, and your own publication counts against you.',
            [notInKb('Paris Convention Art. 4C', 'not in our knowledge base'), ...paris],
            { noMove: true },
          ),
    );
  if (!x.foreign && !firstUs)
    items.push(
      unknown(
        'paris-priority',
        `Paris priority (${parisMonths} months${design ? ', design' : ''})`,
        'Unknown: no first filing (abroad, provisional or US) given.',
        paris,
      ),
    );

  // 4. PCT national phase: 30 months from the priority date in the US; 31 at the EPO (not in our texts).
  if (x.pct && !design) {
    const claimed = [x.provisional, x.foreign, x.usFiling].filter((d): d is string => !!d && d <= x.pct!);
    const priority = [...claimed, x.pct].sort()[0];
    const priorityKey = (['provisional', 'foreign', 'usFiling', 'pct'] as const).find(
      (k) => x[k] === priority,
    )!;
    const late = claimed.length && plusMonths(priority, 12) < x.pct;
    const us = computed(
      'pct-us-national-phase',
      'Enter the US national stage of the PCT application (30 months)',
      priorityKey,
      plusMonths(priority, 30),
      `30 months from the priority date (${priority}, the ${EVENT[priorityKey]}): the copy of the application and the basic national fee are due, and the period "may not be extended" (37 CFR 1.495). ${late ? `Caution: the PCT (${x.pct}) was filed more than 12 months after ${priority}, so that priority claim may not hold and the priority date may be the PCT's own.` : ''}`.trim(),
      [
        cite({ source: '37 CFR', section: '1.495', pinpoint: '(b)', holds: /thirty months/ }),
        cite({ source: '35 USC', section: '371', pinpoint: '(b)' }),
      ],
      { fees: fee('1.492(a)', 'Basic national fee (US national stage)') },
    );
    items.push(us);
    const epo = plusMonths(priority, 31);
    items.push({
      ...computed(
        'pct-epo-regional-phase',
        'Enter the European regional phase at the EPO (31 months)',
        priorityKey,
        epo,
        'The EPO allows 31 months from the priority date (EPC Rule 159(1)). That rule is not in our knowledge base: the date is counted for orientation only, without the EPO’s own closure days — confirm it with a European attorney.',
        [notInKb('EPC Rule 159(1)', 'not in our knowledge base')],
        { noMove: true, general: true },
      ),
    });
  } else if (x.pct && design)
    items.push(
      notApplicable(
        'pct-us-national-phase',
        'PCT national phase',
        'Designs are not protected through the PCT (international design applications go through the Hague Agreement, 35 U.S.C. 381 ff.).',
        [cite({ source: '35 USC', section: '382' })],
      ),
    );
  else
    items.push(
      unknown(
        'pct-us-national-phase',
        'PCT national phase (30 months US; 31 months EPO)',
        'Unknown: no PCT filing date given.',
        [cite({ source: '37 CFR', section: '1.495', pinpoint: '(b)', holds: /thirty months/ })],
      ),
    );

  // 5. Maintenance fees (utility only): due at 3.5, 7.5 and 11.5 years after grant, 6-month grace with surcharge.
  const maint = [
    cite({ source: '35 USC', section: '41', pinpoint: '(b)(1)', holds: /maintaining in force/ }),
    cite({ source: '35 USC', section: '41', pinpoint: '(b)(2)', holds: /grace period/ }),
    cite({ source: '37 CFR', section: '1.362', pinpoint: '(d)', holds: /without surcharge/ }),
  ];
  if (design)
    items.push(
      notApplicable(
        'maintenance-fees',
        'Maintenance fees',
        'Design patents have no maintenance fees (37 CFR 1.362(b)).',
        [cite({ source: '37 CFR', section: '1.362', pinpoint: '(b)', holds: /design/ })],
      ),
    );
  else if (x.grant) {
    const grant = x.grant;
    for (const [n, years, feeSection] of [
      [1, 3, '1.20(e)'],
      [2, 7, '1.20(f)'],
      [3, 11, '1.20(g)'],
    ] as const) {
      const opens = plusMonths(grant, years * 12);
      const due = plusMonths(grant, years * 12 + 6);
      const graceEnd = plusMonths(grant, years * 12 + 12);
      items.push(
        computed(
          `maintenance-${n}`,
          `Maintenance fee ${n} (${years}.5 years after grant) without surcharge`,
          'grant',
          due,
          `Payable without surcharge from ${opens} through ${due} (37 CFR 1.362(d)); then with the surcharge during the 6-month grace period through ${graceEnd} (41(b)(2), 1.362(e)); unpaid, the patent expires at the end of the grace period.`,
          maint,
          { fees: [...fee(feeSection, `Maintenance fee ${n}`)] },
        ),
        computed(
          `maintenance-${n}-grace`,
          `Maintenance fee ${n}: end of the 6-month grace period (with surcharge)`,
          'grant',
          graceEnd,
          `Last day to pay maintenance fee ${n} with the surcharge; otherwise the patent expires as of the end of the grace period (35 U.S.C. 41(b)(2)).`,
          [maint[1], cite({ source: '37 CFR', section: '1.362', pinpoint: '(e)', holds: /surcharge/ })],
          { fees: fee('1.20(h)', 'Surcharge for paying in the grace period') },
        ),
      );
    }
  } else
    items.push(
      unknown(
        'maintenance-fees',
        'Maintenance fees (3.5, 7.5 and 11.5 years after grant)',
        'Unknown until the patent is granted: the windows count from the grant date.',
        maint,
      ),
    );

  // 6. Expiry.
  if (design) items.push(designExpiry(x, { computed, unknown, cite }));
  else {
    const basis = [
      cite({ source: '35 USC', section: '154', pinpoint: '(a)(2)', holds: /20 years/ }),
      cite({ source: '35 USC', section: '154', pinpoint: '(a)(3)', holds: /provisional|119\(e\)/ }),
    ];
    // The term runs from the US filing (a national stage: from the PCT filing, 35 U.S.C. 363); never a provisional
    // or a foreign priority (154(a)(3)).
    const termKey = x.usFiling && (!x.pct || x.usFiling < x.pct) ? 'usFiling' : x.pct ? 'pct' : null;
    if (termKey) {
      const end = plusMonths(x[termKey]!, 240);
      items.push(
        computed(
          'expiry',
          'Utility patent expires (20 years from the US filing), at the latest before adjustments',
          termKey,
          end,
          `20 years from the ${termKey === 'pct' ? 'international (PCT) filing date, which counts as the US filing date (35 U.S.C. 363)' : 'US non-provisional filing date'}; a provisional or foreign priority date does not count (154(a)(3)). Not known here: patent term adjustment for USPTO delays (154(b)) and any extension (156) would lengthen it; a terminal disclaimer can shorten it; unpaid maintenance fees end it early. If this application claims an earlier US non-provisional (continuation), the term runs from that one.`,
          basis,
          { noMove: true },
        ),
      );
    } else
      items.push(
        unknown(
          'expiry',
          'Utility patent expiry',
          'Unknown: no US non-provisional or PCT filing date given. The term ends 20 years from it (plus any adjustment), never counted from a provisional.',
          basis,
        ),
      );
  }

  const notes = [
    'Dates are counted in calendar months; a day the month lacks becomes its last day (29 Feb + 12 months = 28 Feb).',
    'A last day on a Saturday, Sunday or federal holiday in the District of Columbia moves to the next business day (35 U.S.C. 21(b)); the list of holidays is 5 U.S.C. 6103, which is not in our texts (computed here, including Inauguration Day).',
    'The legal texts are snapshots (35 U.S.C. of about 2022, 37 CFR of late 2013): check the current law. This is not legal advice.',
  ];
  return { kind: x.kind, items, notes, engine: DEADLINE_ENGINE };
}

/** Both design terms with the filing dates each applies to; the 14-year text quoted as MPEP 1505 (2014) prints it. */
export function designTermNote(kb: LegalKnowledgeBase): string {
  const b = citeKb(kb, { source: 'MPEP', section: '1505', holds: /fourteen years/ });
  const quote = b.inKb && b.quote ? `, as **${b.label}** (${b.revision}) prints it: “${b.quote}”` : '';
  return (
    `**Design patent term:** 15 years from grant for applications filed on or after ${DESIGN_15_YEARS_FROM} ` +
    `(35 U.S.C. 173 as amended by ${PLTIA}); 14 years from grant for applications filed before ${DESIGN_15_YEARS_FROM} ` +
    `(35 U.S.C. 173 before that amendment${quote}).`
  );
}

/**
 * The design term: 15 or 14 years from grant by the US filing date. Without it, the US application claiming a
 * foreign filing was filed after that filing, and one granted before 2015-05-13 was filed before it; otherwise both
 * rules are stated with the condition of each.
 */
function designExpiry(
  x: ReturnType<typeof deadlineInputSchema.parse>,
  make: {
    computed: MakeComputed;
    unknown: (id: string, label: string, explanation: string, basis: DeadlineBasis[]) => Item;
    cite: (ref: BasisRef) => DeadlineBasis;
  },
): Item {
  const from = DESIGN_15_YEARS_FROM;
  const current = make.cite({ source: '35 USC', section: '173', holds: /15 years/ });
  // The text of 173 before the amendment, as the MPEP of March 2014 prints it.
  const before = make.cite({ source: 'MPEP', section: '1505', holds: /fourteen years/ });
  const amended = `35 U.S.C. 173 as amended by ${PLTIA}, for applications filed on or after ${from}`;
  const earlier = `35 U.S.C. 173 before its amendment by Pub. L. 112-211, as printed in MPEP 1505 of 2014, for applications filed before ${from}`;
  if (!x.grant)
    return make.unknown(
      'expiry',
      'Design patent expiry',
      `Unknown until grant: 15 years from the grant date if the application was filed on or after ${from} (${amended}); 14 years from grant if it was filed before (${earlier}). No maintenance fees.`,
      [current, before],
    );
  const fifteen = plusMonths(x.grant, 180);
  const fourteen = plusMonths(x.grant, 168);
  // Whether the application was filed on or after `from`, and how that is known.
  let filed: { on: boolean; why: string } | null = null;
  if (x.usFiling)
    filed = {
      on: x.usFiling >= from,
      why: `The application was filed on ${x.usFiling}, ${x.usFiling >= from ? 'on or after' : 'before'} ${from}`,
    };
  else if (x.foreign && x.foreign >= from)
    filed = {
      on: true,
      why: `The US application claims the foreign filing of ${x.foreign}, so it was filed after ${from}`,
    };
  else if (x.grant < from)
    filed = { on: false, why: `The patent was granted on ${x.grant}, so it was filed before ${from}` };
  if (!filed)
    return make.unknown(
      'expiry',
      'Design patent expiry: depends on the US filing date',
      `Not known without the US filing date: ${fifteen} (15 years from grant) if the application was filed on or after ${from} (${amended}); ${fourteen} (14 years from grant) if it was filed before ${from} (${earlier}). No maintenance fees.`,
      [current, before],
    );
  if (filed.on)
    return make.computed(
      'expiry',
      'Design patent expires (15 years from grant)',
      'grant',
      fifteen,
      `${filed.why}: 15 years from grant (${amended}). Applications filed before ${from} have 14 years. No maintenance fees.`,
      [current, before],
      { noMove: true },
    );
  return make.computed(
    'expiry',
    'Design patent expires (14 years from grant)',
    'grant',
    fourteen,
    `${filed.why}: 14 years from grant (${earlier}). The 15-year term of the amended 173 applies only to applications filed on or after ${from}. No maintenance fees.`,
    [before, current],
    { noMove: true },
  );
}

export const DEADLINE_ENGINE = {
  provider: 'local' as const,
  model: 'deadline-rules-v1',
  label:
    'Local deadline calculator: calendar rules with sections from the legal knowledge base (no language model)',
};

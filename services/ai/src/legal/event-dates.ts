/**
 * The role of a date in a question (which event it is the date of) and the events it is read for; read by the deadline
 * calculator and by the IDS period (ids-period.ts), which topics.ts uses: a module of its own so that neither closes an
 * import cycle through the knowledge base.
 */
import { addMonths as dfAddMonths, format, parseISO } from 'date-fns';
import { DATE_FORMS, datesIn } from './text-dates.js';

export const toDate = (iso: string) => parseISO(iso);
export const iso = (d: Date) => format(d, 'yyyy-MM-dd');

/** "today is 2026-11-27", "as of 2026-11-27": a date that says when the question is asked, not when an event was. */
export const TODAY_DATE = new RegExp(
  `\\b(?:today is|today'?s date is|as of|it is now|now is)\\s+(?:${DATE_FORMS})`,
  'gi',
);

// The role of a date: which event of the question it is the date of.
// ---------------------------------------------------------------------------------------------------------------

/**
 * The papers and events a date in a question can be the date of. The one written nearest before the date (in its
 * sentence) names its role: "received the references on August 1" dates the references, not the notice of allowance
 * the question also names.
 */
const DATED_THING =
  /\b(?:notices? of allowance|noa|allowance|notice of appeal|notices?|(?:non-?final |final )?(?:office )?actions?|(?:non-?final |final )?rejections?|advisory action|restriction(?: requirement)?|decisions?|assignments?|references?|citations?|cited|search report|isrs?|written opinion|examination report|communications?|prior art|art|documents?|letters?|reports?|ids|information disclosure statements?|repl(?:y|ies)|responses?|amendments?|rce|request for continued examination|briefs?|appeal|petitions?|applications?|non-?provisional|provisional|pct|filed|filing|granted|grant|issued|issue date|patents?|published|publication|priority)\b/gi;
/** A date given as a paper's mailing date without naming the paper ("It was mailed on …"). */
const MAILING_WORDS = /\b(?:mailed|mailing date|notification date|dated)\s+(?:(?:on|of|is|was)\s+)?$/i;
/** A paper filed in answer to the event named next ("a reply to the", "an RCE after the final"): the date is the paper's. */
const PAPER_TO =
  /\b(?:repl(?:y|ies|ied)|respon(?:ses?|ded)|amendments?|rce|appeal|petitions?|ids|information disclosure statements?|statements?)\s+(?:to|for|against|after|on)\s+(?:(?:the|a|an|my|our|this|that|its)\s+)?(?:\w+\s+)?$/i;
/** A date in a question with its place in the text. */
const DATE_AT = new RegExp(DATE_FORMS, 'g');

/**
 * The first date of a question that is the date of `event` (a regular expression over DATED_THING's words): the
 * paper or event written nearest before it in its sentence is that event ("a notice of allowance mailed on …", "the
 * final rejection dated …", "a patent granted on …"), or no paper is named before it and it is called a mailing date
 * ("It was mailed on …") of a question naming the event, or the sentence opens with the date and names the event
 * first after it ("On June 10, 2026 the examiner mailed a final rejection"). `exclude` rules out a sentence (a foreign
 * office's action is not the USPTO's), `require` asks for a word in it. Null when no date plays that role: a date is never taken for an event's date
 * because the question names the event somewhere.
 */
export function eventDate(question: string, event: string, opts: DateRoleOptions = {}): string | null {
  return eventDates(question, event, opts).next().value ?? null;
}

/**
 * `exclude`/`require`: a word the date's sentence must lack or hold; `clause`/`notClause`: one its own clause (the words
 * since the sentence's start or the date before it) must hold or lack ("a provisional filed on …", not "the application
 * was filed on … and claims a provisional").
 */
export interface DateRoleOptions {
  exclude?: RegExp;
  require?: RegExp;
  clause?: RegExp;
  notClause?: RegExp;
}

/** Every date of a question in the role of `event` (see eventDate), in the order written. */
export function* eventDates(question: string, event: string, opts: DateRoleOptions = {}): Generator<string> {
  const text = question.replace(TODAY_DATE, (m) => ' '.repeat(m.length));
  const isEvent = (w: string) => new RegExp(`^(?:${event})$`, 'i').test(w);
  const names = new RegExp(`\\b(?:${event})\\b`, 'i').test(text);
  let prevEnd = 0;
  for (const m of text.matchAll(DATE_AT)) {
    const [day] = datesIn(m[0]);
    const start = m.index;
    const end = start + m[0].length;
    // The sentence around the date, split at an earlier date too ("… on July 1 and the references on August 1").
    const sStart = Math.max(prevEnd, lastIndexOf(text.slice(0, start), /[.?!;](?=\s)/) + 1);
    const next = /[.?!;](?:\s|$)/.exec(text.slice(end));
    const sEnd = next ? end + next.index : text.length;
    prevEnd = end;
    if (!day) continue;
    const sentence = text.slice(sStart, sEnd);
    if (opts.exclude?.test(sentence) || (opts.require && !opts.require.test(sentence))) continue;
    const before = text.slice(sStart, start);
    const after = text.slice(end, sEnd);
    if ((opts.clause && !opts.clause.test(before)) || opts.notClause?.test(before)) continue;
    const things = [...before.matchAll(DATED_THING)];
    const last = things.at(-1);
    if (last) {
      const gap = before
        .slice(last.index + last[0].length)
        .trim()
        .split(/\s+/)
        .filter(Boolean).length;
      // "a reply to the final rejection on …" dates the reply, not the rejection.
      // ("… after a final rejection mailed on …" dates the rejection: the participle says so).
      const between = before.slice(last.index + last[0].length);
      const object =
        PAPER_TO.test(before.slice(0, last.index)) && !/\b(?:mailed|dated|issued|sent)\b/i.test(between);
      if (isEvent(last[0]) && gap <= 8 && !object) yield day;
      continue;
    }
    // "It was mailed on …", "I received it on …": the paper last named before (in an earlier sentence).
    // With no paper named before, the one named after it is read ("Mailed on …, with the shortened statutory period").
    const earlier = [...text.slice(0, sStart).matchAll(DATED_THING)].at(-1);
    if (names && earlier && (MAILING_WORDS.test(before) || /\b(?:it|this one|that one)\b/i.test(before))) {
      if (isEvent(earlier[0])) yield day;
      continue;
    }
    // "On June 10, 2026, the examiner mailed a final rejection", "the June 10, 2026 final rejection".
    const first = [...after.matchAll(DATED_THING)][0];
    if (before.trim().split(/\s+/).filter(Boolean).length <= 2 && first && isEvent(first[0])) yield day;
  }
}

function lastIndexOf(text: string, re: RegExp): number {
  let at = -1;
  for (const m of text.matchAll(new RegExp(re.source, 'g'))) at = m.index;
  return at;
}

/** The USPTO's notice of allowance (its mailing date starts the issue-fee period). */
export const ALLOWANCE_EVENT = 'notices? of allowance|noa|allowance|notices?';

/** A foreign patent office's paper: its "office action" is not one of the USPTO. */
export const FOREIGN_OFFICE =
  /\b(?:foreign|counterpart|european|epo|ep|japanese|jpo|chinese|cnipa|sipo|korean|kipo|german|dpma|uk ?ipo|canadian|cipo|australian|ip australia|indian|brazilian|isa|search report|written opinion|examination report)\b/i;

/** A filing: the application filed, or the filing itself ("provisional filed on", "filed in Germany on", "the PCT of"). */
export const FILING_EVENT =
  'non-?provisional|provisional|pct|international application|applications?|filed|filing|priority';

/** An information disclosure statement. */
export const IDS = /\bids\b|\binformation disclosure statements?\b/i;
/** The date the question gives an IDS as filed: the IDS (or its filing) just before the date, in a clause naming it. */
export const idsFiledOn = (q: string) =>
  eventDate(q, 'ids|information disclosure statements?|filed|filing', { clause: IDS });

/** `months` calendar months later; a day the month lacks (31 Aug + 6, 29 Feb + 12) becomes that month's last day. */
export function plusMonths(day: string, months: number): string {
  return iso(dfAddMonths(toDate(day), months));
}

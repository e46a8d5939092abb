import { addDays, addMonths, format, parseISO } from 'date-fns';

/**
 * Dates a question gives in words ("next Tuesday", "yesterday", "in two weeks", "3 days ago") or in an ambiguous
 * numeric form (1/2/2026): the question with each written as an ISO date, and what each was read as, which the answer
 * states. Relative dates are read against `today` (the clock of the caller, injected in tests); without it they stay.
 */
export interface DateReadings {
  text: string;
  /** "“next Tuesday” read as 2026-12-01 (today is 2026-11-28)", "1/2/2026 read as January 2, 2026 (month/day)". */
  readings: string[];
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
/** A count in digits or words ('3', 'three', 'a'), as a capturing group. */
export const COUNT = `(\\d{1,3}|${Object.keys(COUNTS).join('|')})`;
const UNIT = '(days?|weeks?|months?)';
const MONTH_NAMES =
  'january february march april may june july august september october november december'.split(' ');
const RELATIVE = new RegExp(
  [
    '\\b(tomorrow|yesterday)\\b',
    `\\b(next|last|this|coming|past) (${WEEKDAYS.join('|')})\\b`,
    // 'in 3 months' is more often a period asked about than a date: only days and weeks ahead are read as a date.
    `\\bin ${COUNT} (days?|weeks?)\\b`,
    `\\b${COUNT} ${UNIT} (ago|from (?:now|today))\\b`,
    // 'last March': the latest March before this month, read from its first day.
    `\\b(?:last|this past|past) (${MONTH_NAMES.join('|')})\\b`,
  ].join('|'),
  'gi',
);
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
/** A period after an earlier date of the question: "(exactly) a year later", "two months after that". */
const LATER = new RegExp(
  `(?:\\b(?:exactly|precisely|just) )?\\b${COUNT} (days?|weeks?|months?|years?) (?:later|after that|afterwards)\\b`,
  'gi',
);

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
/** The number a COUNT match stands for. */
export const count = (w: string) => COUNTS[w.toLowerCase()] ?? Number(w);

/** The day a relative phrase names, counted from `today`. */
function relativeDay(m: RegExpMatchArray, today: Date): Date {
  if (m[1]) return addDays(today, m[1].toLowerCase() === 'tomorrow' ? 1 : -1);
  if (m[2]) {
    const want = WEEKDAYS.indexOf(m[3].toLowerCase());
    const now = today.getDay();
    // 'last Friday': the latest Friday before today; 'next', 'this', 'coming Friday': the first from tomorrow.
    if (/^(?:last|past)$/i.test(m[2])) return addDays(today, -(((now - want + 6) % 7) + 1));
    return addDays(today, ((want - now + 6) % 7) + 1);
  }
  if (m[9]) {
    const month = MONTH_NAMES.indexOf(m[9].toLowerCase());
    return new Date(today.getFullYear() - (month < today.getMonth() ? 0 : 1), month, 1);
  }
  const [n, unit, sign] = m[4] ? [count(m[4]), m[5], 1] : [count(m[6]), m[7], /^ago$/i.test(m[8]) ? -1 : 1];
  if (/^month/i.test(unit)) return addMonths(today, sign * n);
  return addDays(today, sign * n * (/^week/i.test(unit) ? 7 : 1));
}

const longDate = (y: number, m: number, d: number) => format(new Date(y, m - 1, d), 'MMMM d, yyyy');

/** See DateReadings. */
export function readDates(question: string, today?: string): DateReadings {
  const readings: string[] = [];
  let text = question;
  if (today) {
    const day = parseISO(today);
    text = text.replace(RELATIVE, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      const date = iso(relativeDay(m, day));
      // A month alone is read from its first day: the earliest, so that no period is counted longer than it runs.
      const first = m[9] ? ', its first day: give the day for the exact date' : '';
      readings.push(`“${m[0]}” read as ${date} (today is ${today}${first})`);
      return date;
    });
  }
  // "… on 2026-02-01 and the non-provisional exactly a year later": a period after the date written before it.
  text = text.replace(LATER, (phrase: string, n: string, unit: string, at: number, whole: string) => {
    const before = [...whole.slice(0, at).matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].pop()?.[0];
    if (!before) return phrase;
    const k = count(n);
    const start = parseISO(before);
    const date = iso(
      /^year/i.test(unit)
        ? addMonths(start, 12 * k)
        : /^month/i.test(unit)
          ? addMonths(start, k)
          : addDays(start, k * (/^week/i.test(unit) ? 7 : 1)),
    );
    readings.push(`“${phrase.trim()}” read as ${date} (counted from ${before})`);
    return date;
  });
  // 1/2/2026 is read month/day (US order), as datesIn reads it; said when the day/month reading is a date too.
  for (const m of question.matchAll(NUMERIC)) {
    const [a, b, y] = [+m[1], +m[2], +m[3]];
    if (a <= 12 && b <= 12 && a !== b && b >= 1 && a >= 1)
      readings.push(
        `${m[0]} read as ${longDate(y, a, b)} (month/day); if you meant ${longDate(y, b, a)}, write ${iso(new Date(y, b - 1, a))}`,
      );
  }
  return { text, readings };
}

/**
 * Calendar dates as users write them in a question, read in one place (the deadline calculator, the law era of a
 * filing, the dates of a prior-art question): ISO (2026-03-02), with the month's name (March 2, 2026 / 2 March 2026)
 * or in the US numeric form (3/2/2026: month first, as the USPTO writes it; day first only when the first number
 * cannot be a month, 15/1/2025).
 */
const DATES =
  /\b(\d{4})-(\d{2})-(\d{2})\b|\b([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b|\b(\d{1,2}) ([A-Za-z]{3,9}) (\d{4})\b|\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
/** The same forms without their groups, to be written into other patterns. */
export const DATE_FORMS = DATES.source.replace(/\((?!\?)/g, '(?:');

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

/** The calendar dates of a text, in order, as ISO days; a day that does not exist (2026-02-30) is left out. */
export function datesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DATES)) {
    let y: number, mo: number, d: number;
    if (m[1]) [y, mo, d] = [+m[1], +m[2], +m[3]];
    else if (m[10]) {
      // US order (month/day/year) unless the first number cannot be a month.
      const [a, b] = [+m[10], +m[11]];
      [y, mo, d] = a > 12 ? [+m[12], b, a] : [+m[12], a, b];
    } else {
      const name = (m[4] ?? m[8]).toLowerCase();
      const idx = MONTHS.findIndex((n) => n.startsWith(name.slice(0, 3)));
      if (idx < 0) continue;
      [y, mo, d] = [+(m[6] ?? m[9]), idx + 1, +(m[5] ?? m[7])];
    }
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCMonth() === mo - 1 && date.getUTCDate() === d) out.push(date.toISOString().slice(0, 10));
  }
  return out;
}

/** A year written alone (not part of a day: '2012', not '2012-10-01' or '3/1/2012'). */
const YEAR = /(?<![-/\d])((?:19|20)\d{2})(?![-/\d])/;
/** A text starting with a day, or with a year alone; a year close after a word (a sentence's end not between). */
const DAY_AT_START = new RegExp(`^(?:${DATE_FORMS})`);
const YEAR_AT_START = new RegExp(`^${YEAR.source}\\b`);
const YEAR_NEAR_START = new RegExp(`^([^.?!]{0,20}?)${YEAR.source}`);

/** The day or the bare year a text starts with ('2012-10-01', 'March 1, 2013', '2012'); null for anything else. */
export function dateAtStart(text: string): { date: string; yearOnly: boolean } | null {
  const day = DAY_AT_START.exec(text);
  const [date] = day ? datesIn(day[0]) : [];
  if (date) return { date, yearOnly: false };
  const year = YEAR_AT_START.exec(text);
  return year ? { date: year[1], yearOnly: true } : null;
}

/** The date just after a word: a calendar day, or a year written alone close after it ("filed in 2001"). */
export function dateAfter(text: string): string | null {
  const year = YEAR_NEAR_START.exec(text);
  if (!year) return datesIn(text)[0] ?? null;
  // The year ends a written day ("filed on March 3, 2020"), or stands alone ("filed in 2001").
  return datesIn(text.slice(0, year[0].length))[0] ?? year[2];
}

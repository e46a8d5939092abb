import { addDays, format, getDay, isWeekend, parseISO } from 'date-fns';

// The USPTO's business days (35 U.S.C. 21(b)): kept apart from the deadline calculator so the analysis engine's
// maintenance-fee dates and the calculator's move a last day the same way.

const toDate = (iso: string) => parseISO(iso);
const iso = (d: Date) => format(d, 'yyyy-MM-dd');

const nthWeekday = (y: number, month: number, weekday: number, n: number) => {
  const first = new Date(y, month, 1);
  return new Date(y, month, 1 + ((weekday - getDay(first) + 7) % 7) + (n - 1) * 7);
};
const lastWeekday = (y: number, month: number, weekday: number) => {
  const last = new Date(y, month + 1, 0);
  return new Date(y, month, last.getDate() - ((getDay(last) - weekday + 7) % 7));
};
/** A fixed-date holiday falling on a Saturday is observed on the Friday before, on a Sunday the Monday after. */
const observed = (d: Date) => (getDay(d) === 6 ? addDays(d, -1) : getDay(d) === 0 ? addDays(d, 1) : d);

/**
 * The federal holidays of a year as observed in the District of Columbia (5 U.S.C. 6103, which our legal texts do
 * not hold): the eleven legal public holidays (Juneteenth from 2021) and Inauguration Day (DC, every fourth year).
 */
export function federalHolidays(year: number): Map<string, string> {
  const out = new Map<string, string>();
  const put = (d: Date, name: string) => out.set(iso(d), name);
  put(observed(new Date(year, 0, 1)), 'New Year’s Day');
  // New Year's Day of the next year observed on this year's 31 December.
  if (getDay(new Date(year + 1, 0, 1)) === 6) put(new Date(year, 11, 31), 'New Year’s Day (observed)');
  put(nthWeekday(year, 0, 1, 3), 'Birthday of Martin Luther King, Jr.');
  put(nthWeekday(year, 1, 1, 3), 'Washington’s Birthday');
  put(lastWeekday(year, 4, 1), 'Memorial Day');
  if (year >= 2021) put(observed(new Date(year, 5, 19)), 'Juneteenth National Independence Day');
  put(observed(new Date(year, 6, 4)), 'Independence Day');
  put(nthWeekday(year, 8, 1, 1), 'Labor Day');
  put(nthWeekday(year, 9, 1, 2), 'Columbus Day');
  put(observed(new Date(year, 10, 11)), 'Veterans Day');
  put(nthWeekday(year, 10, 4, 4), 'Thanksgiving Day');
  put(observed(new Date(year, 11, 25)), 'Christmas Day');
  if (year % 4 === 1 && year >= 1965) {
    const inauguration = new Date(year, 0, 20);
    put(getDay(inauguration) === 0 ? new Date(year, 0, 21) : inauguration, 'Inauguration Day');
  }
  return out;
}

/** Why a day is not a business day of the USPTO (weekend or federal holiday), or null. */
export function closedReason(day: string): string | null {
  const d = toDate(day);
  if (isWeekend(d)) return getDay(d) === 6 ? 'a Saturday' : 'a Sunday';
  const h = federalHolidays(d.getFullYear()).get(day);
  return h ? `a federal holiday (${h})` : null;
}

/** 35 U.S.C. 21(b): a period ending on a Saturday, Sunday or federal holiday runs to the next business day. */
export function nextOfficeDay(day: string): { due: string; moved: string | null } {
  let d = day;
  const reasons: string[] = [];
  for (let r = closedReason(d); r; r = closedReason(d)) {
    reasons.push(`${d} is ${r}`);
    d = iso(addDays(toDate(d), 1));
  }
  return { due: d, moved: reasons.length ? `${reasons.join('; ')}: moved to ${d} (35 U.S.C. 21(b))` : null };
}

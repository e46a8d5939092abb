// The USPTO's business days (35 U.S.C. 21(b)), shared by the AI service (deadlines, maintenance fees) and the patents
// service (search's term status), so every screen moves a last day the same way. Plain UTC dates: no time zone.

const DAY_MS = 86_400_000;
const utc = (y: number, month: number, day: number) => new Date(Date.UTC(y, month, day));
const iso = (d: Date) => d.toISOString().slice(0, 10);
const weekday = (d: Date) => d.getUTCDay();
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

const nthWeekday = (y: number, month: number, day: number, n: number) =>
  utc(y, month, 1 + ((day - weekday(utc(y, month, 1)) + 7) % 7) + (n - 1) * 7);
const lastWeekday = (y: number, month: number, day: number) => {
  const last = utc(y, month + 1, 0);
  return utc(y, month, last.getUTCDate() - ((weekday(last) - day + 7) % 7));
};
/** A fixed-date holiday falling on a Saturday is observed on the Friday before, on a Sunday the Monday after. */
const observed = (d: Date) => (weekday(d) === 6 ? plusDays(d, -1) : weekday(d) === 0 ? plusDays(d, 1) : d);

/**
 * The federal holidays of a year as observed in the District of Columbia (5 U.S.C. 6103, which our legal texts do
 * not hold): the eleven legal public holidays (Juneteenth from 2021) and Inauguration Day (DC, every fourth year).
 */
export function federalHolidays(year: number): Map<string, string> {
  const out = new Map<string, string>();
  const put = (d: Date, name: string) => out.set(iso(d), name);
  put(observed(utc(year, 0, 1)), 'New Year’s Day');
  // New Year's Day of the next year observed on this year's 31 December.
  if (weekday(utc(year + 1, 0, 1)) === 6) put(utc(year, 11, 31), 'New Year’s Day (observed)');
  put(nthWeekday(year, 0, 1, 3), 'Birthday of Martin Luther King, Jr.');
  put(nthWeekday(year, 1, 1, 3), 'Washington’s Birthday');
  put(lastWeekday(year, 4, 1), 'Memorial Day');
  if (year >= 2021) put(observed(utc(year, 5, 19)), 'Juneteenth National Independence Day');
  put(observed(utc(year, 6, 4)), 'Independence Day');
  put(nthWeekday(year, 8, 1, 1), 'Labor Day');
  put(nthWeekday(year, 9, 1, 2), 'Columbus Day');
  put(observed(utc(year, 10, 11)), 'Veterans Day');
  put(nthWeekday(year, 10, 4, 4), 'Thanksgiving Day');
  put(observed(utc(year, 11, 25)), 'Christmas Day');
  if (year % 4 === 1 && year >= 1965) {
    const inauguration = utc(year, 0, 20);
    put(weekday(inauguration) === 0 ? utc(year, 0, 21) : inauguration, 'Inauguration Day');
  }
  return out;
}

/** Why a day is not a business day of the USPTO (weekend or federal holiday), or null. */
export function closedReason(day: string): string | null {
  const d = new Date(`${day}T00:00:00Z`);
  if (weekday(d) === 6) return 'a Saturday';
  if (weekday(d) === 0) return 'a Sunday';
  const h = federalHolidays(d.getUTCFullYear()).get(day);
  return h ? `a federal holiday (${h})` : null;
}

/** 35 U.S.C. 21(b): a period ending on a Saturday, Sunday or federal holiday runs to the next business day. */
export function nextOfficeDay(day: string): { due: string; moved: string | null } {
  let d = day;
  const reasons: string[] = [];
  for (let r = closedReason(d); r; r = closedReason(d)) {
    reasons.push(`${d} is ${r}`);
    d = iso(plusDays(new Date(`${d}T00:00:00Z`), 1));
  }
  return { due: d, moved: reasons.length ? `${reasons.join('; ')}: moved to ${d} (35 U.S.C. 21(b))` : null };
}

import { nextOfficeDay } from './office-days.js';

// Maintenance fees and the term status they leave open, shared by the analysis, the assistant and search's status
// (issue 23): the record never holds the fee payments, so past a fee's grace period "in force" is not known.

/** One fee window; the last days without and with the surcharge, moved to a business day, and why. */
export interface MaintenanceFee {
  label: string;
  windowOpens: string;
  due: string;
  graceEnds: string;
  /**
   * The 4th, 8th or 12th anniversary of the grant, never moved: unpaid, the patent expires at the end of that day
   * (37 CFR 1.362(g)) even when the last day to pay runs on to a business day (`graceEnds`, 35 U.S.C. 21(b)).
   */
  lapsesAsOf: string;
  dueMoved: string | null;
  graceMoved: string | null;
}

/**
 * Whether a patent's term has ended on `today` (ISO days, UTC): the term runs through its expiry day, so it has ended
 * once that day is before today. Search's status filter (expiration_date < current_date), its term status and the
 * analysis all read the boundary here.
 */
export function termEnded(expiry: string, today: string): boolean {
  return expiry < today;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/** Years of term left at `now`, counted to the end of the expiry day (as termEnded reads it); 0 once it has ended. */
export function remainingTermYears(expiry: string, now: Date): number {
  return Math.max(0, (Date.parse(`${expiry}T00:00:00Z`) + DAY_MS - now.getTime()) / YEAR_MS);
}

/** Maintenance fees: due 3.5, 7.5 and 11.5 years after grant (35 U.S.C. 41(b); 37 CFR 1.362). */
const FEES = [
  { label: '3.5-year', dueMonths: 42 },
  { label: '7.5-year', dueMonths: 90 },
  { label: '11.5-year', dueMonths: 138 },
] as const;
/** Maintenance fees are owed only on patents from applications filed on or after this day (37 CFR 1.362(a)). */
export const FEES_FROM_FILING = '1980-12-12';

/** ISO day `months` after `iso` (the last day of the month when it has no such day). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The three fee windows from the grant date; a last day on a weekend or federal holiday runs on (35 U.S.C. 21(b)). */
export function maintenanceSchedule(grantDate: string): MaintenanceFee[] {
  return FEES.map((f) => {
    const due = nextOfficeDay(addMonths(grantDate, f.dueMonths));
    const anniversary = addMonths(grantDate, f.dueMonths + 6);
    const grace = nextOfficeDay(anniversary);
    return {
      label: f.label,
      windowOpens: addMonths(grantDate, f.dueMonths - 6),
      due: due.due,
      graceEnds: grace.due,
      lapsesAsOf: anniversary,
      dueMoved: due.moved,
      graceMoved: grace.moved,
    };
  });
}

/** Design, plant or reissue, from the record's type or else the number's prefix ("D…", "PP…", "RE…"). */
export function documentKind(
  patentType: string | null | undefined,
  number: string,
): { design: boolean; plant: boolean; reissue: boolean } {
  const type = (patentType ?? '').toLowerCase();
  return {
    design: type === 'design' || /^D\d/i.test(number),
    plant: type === 'plant' || /^PP\d/i.test(number),
    reissue: type === 'reissue' || /^RE\d/i.test(number),
  };
}

/** What decides a granted patent's fees. */
export interface FeeSubject {
  design: boolean;
  plant: boolean;
  reissue: boolean;
  filingDate: string | null;
  grantDate: string | null;
  expiry: string | null;
  /**
   * The grant the fees run from when it is not the patent's own: a reissue's original patent's (37 CFR 1.362(b)),
   * with that patent's number; absent or null: the own grant (a reissue's fees are then not computed).
   */
  feesFrom?: { date: string; patent: string | null } | null;
}

/**
 * "the grant on 2018-11-13", or for a reissue "the original patent US10124207's grant on 2018-11-13 (a reissue's
 * fees follow it, 37 CFR 1.362(b))": the fee windows run from that grant.
 */
export function feeGrant(p: Pick<FeeSubject, 'grantDate' | 'feesFrom'>): string {
  const from = p.feesFrom;
  if (from?.patent) {
    const number = /^\d/.test(from.patent) ? `US${from.patent}` : from.patent;
    return `the original patent ${number}'s grant on ${from.date} (a reissue's fees follow it, 37 CFR 1.362(b))`;
  }
  return `the grant on ${from?.date ?? p.grantDate}`;
}

/**
 * The fee windows of a granted patent whatever its state, or why it has none. A fee falling due after the term ends
 * is not owed: the patent has expired by then (a long prosecution can leave the 11.5-year fee, or all, past the term).
 */
export function feeSchedule(p: FeeSubject): { fees: MaintenanceFee[] } | { none: string } {
  if (p.design || p.plant)
    return {
      none: `${p.design ? 'Design' : 'Plant'} patents owe no maintenance fees (37 CFR 1.362(b)); nothing is needed to keep it in force.`,
    };
  if (p.reissue && !p.feesFrom)
    return {
      none: 'Maintenance fees of a reissue follow the original patent (37 CFR 1.362(b), (c)(4)); its grant date is not in this record, so the dates are not computed.',
    };
  if (p.filingDate && p.filingDate < FEES_FROM_FILING)
    return {
      none: `No maintenance fees: the application was filed on ${p.filingDate}, before ${FEES_FROM_FILING} (37 CFR 1.362(a)).`,
    };
  const from = p.feesFrom?.date ?? p.grantDate;
  if (!from) return { none: 'The grant date is not in the record: maintenance-fee dates are not computed.' };
  const all = maintenanceSchedule(from);
  const fees = p.expiry ? all.filter((f) => f.due < p.expiry!) : all;
  if (fees.length === 0)
    return {
      none: `No maintenance fee falls due before the term ends on ${p.expiry}: the first would be due on ${all[0].due}, 3.5 years after ${feeGrant(p)} (37 CFR 1.362(d)).`,
    };
  return { fees };
}

/**
 * The fees whose grace period ended with no payment in the record: before `today` while the term runs, or before
 * the term's end once it has ended (the patent may have ended there instead).
 */
export function unrecordedFees(
  schedule: ReturnType<typeof feeSchedule>,
  termEnded: boolean,
  expiry: string | null,
  today: string,
): MaintenanceFee[] {
  const before = termEnded ? expiry! : today;
  return 'fees' in schedule ? schedule.fees.filter((f) => f.graceEnds < before) : [];
}

/** A term and the first fee past its grace period with no payment record, as the status texts read them. */
export interface FeeCaveatSubject {
  expiry: string | null;
  expiryBasis?: string | null;
  feeNotShown: MaintenanceFee | null;
}

/**
 * When a fee's patent lapses if it stays unpaid: as of the grant's anniversary (37 CFR 1.362(g)), with the business day
 * the surcharge payment is still accepted on when that anniversary is a closed day (35 U.S.C. 21(b)).
 */
export function lapseText(f: Pick<MaintenanceFee, 'graceEnds' | 'lapsesAsOf'>): string {
  const moved =
    f.graceEnds === f.lapsesAsOf
      ? ''
      : ` (a payment with the surcharge is still accepted on ${f.graceEnds}, the next business day)`;
  return `as of the end of its grace period, ${f.lapsesAsOf}${moved}`;
}

/**
 * A fee past its grace period: unpaid, the patent expired as of the grant's anniversary (37 CFR 1.362(g)), not the
 * business day the payment could still be made on (35 U.S.C. 21(b)).
 */
function lapsedIfUnpaid(f: MaintenanceFee): string {
  return `if unpaid, the patent expired as of ${f.lapsesAsOf} (35 U.S.C. 41(b); 37 CFR 1.362(g))`;
}

/** The "unknown" state of a patent whose fee record is missing, as the analysis, report, assistant and search word it. */
export function feeUnknownText(st: FeeCaveatSubject): string {
  const f = st.feeNotShown!;
  return `status unknown: the ${f.label} maintenance fee was payable with the surcharge until ${f.graceEnds} and the fee payment record was not available; ${lapsedIfUnpaid(f)}; if every fee was paid, it runs until ${st.expiry}`;
}

/** What follows an expired patent's date when a fee's grace period ended before its term did; '' otherwise. */
export function earlierEnd(st: FeeCaveatSubject): string {
  const f = st.feeNotShown;
  return f
    ? `, or earlier: the ${f.label} maintenance fee was payable with the surcharge until ${f.graceEnds} and the fee payment record was not available; ${lapsedIfUnpaid(f)}`
    : '';
}

/**
 * An expired patent whose fee grace period ended before its term did: the term's end is the latest it expired;
 * without the payment record it may have expired at the end of that grace period.
 */
export function expiredText(st: FeeCaveatSubject, withBasis = true): string {
  return `expired on ${st.expiry}${withBasis && st.expiryBasis ? ` (${st.expiryBasis})` : ''}${earlierEnd(st)}`;
}

/** "in force until …", conditioned on the maintenance fees when the patent owes them (their payment is not in the record). */
export function inForceUntil(expiry: string | null, feesDue: boolean): string {
  return `in force until ${expiry}${feesDue ? ' if the maintenance fees are paid' : ''}`;
}

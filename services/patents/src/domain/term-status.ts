import {
  documentKind,
  expiredText,
  feeSchedule,
  feeUnknownText,
  inForceUntil,
  termEnded,
  unrecordedFees,
} from '@patent-hub/contracts';
import { LAPSE } from '../dates/patent-dates.js';

/** What a card row gives of a patent's term. */
export interface TermInput {
  patentNumber: string;
  patentType: string;
  granted: boolean;
  applicationStatus: string | null;
  grantDate: string | null;
  filingDate: string | null;
  /** The computed statutory expiry (patents.expiration_date), the one search's status filter reads. */
  expiry: string | null;
  /** A reissue's original patent's grant, which its fees run from (37 CFR 1.362(b)); null: not in the record. */
  originalGrant?: { date: string; patent: string | null } | null;
  /**
   * Set when `expiry` runs from a benefit claim read only from the description (dates.expiry.without_description):
   * the expiry without that claim and the applications it names. The term is then not exact, and its status is
   * worded for both dates, as the detail's expiry basis gives them (issue 23).
   */
  unlessBenefit?: { date: string | null; claims: string[] } | null;
}

/**
 * The term of a granted patent as the analysis and the assistant word it (issue 23), for search results: the record
 * never holds maintenance-fee payments, so once a fee's grace period has passed the patent's state is "status
 * unknown", and an expired patent "expired on …, or earlier". The day boundaries are search's status filter's: the
 * term ends after its expiry day (`expired` lists a patent once expiration_date < today; TERM_END). An expiry that rests on a
 * benefit claim read from the description is worded for both dates. Null for an application.
 */
export function termStatus(r: TermInput, today: string): string | null {
  if (!r.granted) return null;
  const recorded = r.applicationStatus?.trim() ?? '';
  if (LAPSE.test(recorded))
    return `lapsed for unpaid maintenance fees (status: ${recorded})${r.expiry ? `; statutory expiry ${r.expiry}` : ''}`;
  if (/expired/i.test(recorded)) return `expired (status: ${recorded})`;
  if (!r.expiry) return 'expiry not known';
  const unless = r.unlessBenefit;
  if (unless) {
    const ifClaimed = termStatus({ ...r, unlessBenefit: null }, today);
    const otherwise = unless.date
      ? termStatus({ ...r, expiry: unless.date, unlessBenefit: null }, today)
      : null;
    return (
      `expiry not exact: if the benefit claim to ${unless.claims.join(', ')} read from the description stands, ` +
      `${ifClaimed}; else ${otherwise ?? 'expiry not known'}`
    );
  }
  const schedule = feeSchedule({
    ...documentKind(r.patentType, r.patentNumber),
    filingDate: r.filingDate,
    grantDate: r.grantDate,
    expiry: r.expiry,
    feesFrom: r.originalGrant ?? null,
  });
  const ended = termEnded(r.expiry, today);
  const unpaid = unrecordedFees(schedule, ended, r.expiry, today);
  const st = { expiry: r.expiry, feeNotShown: unpaid[0] ?? null };
  if (ended) return expiredText(st, false);
  return unpaid.length ? feeUnknownText(st) : inForceUntil(r.expiry, 'fees' in schedule);
}

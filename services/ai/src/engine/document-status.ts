// The status of a document the advice and the scores depend on, and its maintenance-fee windows: types only, so
// document-kind.ts (which computes the status) and recommendations.ts (which reads it) import no cycle.

import type { MaintenanceFee } from '@patent-hub/contracts';

export type { MaintenanceFee };

/** What the advice and the scores depend on: design or not, granted or an application, in force or not. */
export interface DocumentStatus {
  design: boolean;
  plant: boolean;
  reissue: boolean;
  granted: boolean;
  grantDate: string | null;
  /**
   * The grant the maintenance fees run from: the patent's own, or a reissue's original patent's (37 CFR 1.362), with
   * that patent's number; null when the record does not give it.
   */
  feesFrom?: { date: string; patent: string | null } | null;
  /**
   * 'in force', 'expired' (term ended), 'lapsed' (maintenance fees unpaid), 'pending' or 'unknown' (no expiry, or a
   * maintenance fee's grace period has passed and the data holds no payment record: see `feeNotShown`).
   */
  state: 'in force' | 'expired' | 'lapsed' | 'pending' | 'unknown';
  /**
   * The first maintenance fee whose grace period (with surcharge) ended before today while the term still runs
   * (state 'unknown'), or before the term ended (state 'expired'): the data holds no payment record, so the patent
   * may have expired for non-payment as of the grant's anniversary that period ends on (37 CFR 1.362(g)).
   */
  feeNotShown: MaintenanceFee | null;
  /** Every such fee, in order (`feeNotShown` is the first): each, if unpaid, ended the patent at its grace period's end. */
  unrecordedFees: MaintenanceFee[];
  expiry: string | null;
  expiryBasis: string | null;
  /** Years of term left (0 when ended); null when the expiry is not known. */
  remainingYears: number | null;
}

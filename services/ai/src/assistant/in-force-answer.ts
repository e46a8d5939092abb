import type { PatentDetail } from '@patent-hub/contracts';
import { documentStatus, type DocumentStatus } from '../engine/document-kind.js';
import type { PatentForAnalysis } from '../engine/types.js';
import { earlierEnd, feePaymentUnknown, feeUnknownText, feesOwed } from '../engine/recommendations.js';
import { expiryQualifier, toPatentForAnalysis } from '../patents/patents.gateway.js';

/** "Is US… still in force?", "has it expired?", "is it still valid?". */
export const ASKS_IN_FORCE =
  /\bin force\b|\bstill (?:valid|active|alive|enforceable|protected|live)\b|\b(?:is|has)\b.*\b(?:expired|lapsed)\b|\benforceable\b/i;

/** "Has it expired / lapsed / ended?": asked of the end, so the plain answer's polarity is the other way round. */
const ASKS_ENDED = /\b(?:expired|lapsed|ended|run out|dead)\b/i;
/** "…or is it still in force?": asked of the life after all. */
const ASKS_STILL = /\bin force\b|\bstill\b|\bvalid\b|\benforceable\b/i;

// How an expiry is qualified: computed with the record, so the analysis states it too (patents.gateway.ts).
export { expiryQualifier };

/** A record as the analysis reads it, and its state on a day (engine documentStatus). */
export interface RecordStatus {
  pa: PatentForAnalysis;
  st: DocumentStatus;
}

/** The record's state on `today` (noon UTC), computed once per answer and passed to each line that states it. */
export function recordStatus(p: PatentDetail, today: string): RecordStatus {
  const pa = toPatentForAnalysis(p);
  return { pa, st: documentStatus(pa, new Date(`${today}T12:00:00Z`)) };
}

/**
 * The plain answer an in-force question leads with (attorney review, issue 25): "No — expired on … (basis)" or
 * "Yes, until … unless …", from the record's computed expiry and the maintenance-fee schedule; never a guess.
 */
export function inForceAnswer(
  p: PatentDetail,
  today: string,
  question = '',
  { pa, st }: RecordStatus = recordStatus(p, today),
): string {
  // "Has it expired?" is answered Yes when it has (attorney review: "**No** — expired on …" read as a contradiction).
  const asksEnded = ASKS_ENDED.test(question) && !ASKS_STILL.test(question);
  const ended = asksEnded ? '**Yes**' : '**No**';
  const runs = asksEnded ? '**No**, it runs' : '**Yes**,';
  const expiry = p.dates?.expiry;
  const exact = expiryQualifier(p.dates);
  if (st.state === 'pending')
    return '**No** — this is an application, not a granted patent: it gives no right to exclude until it is granted.';
  if (st.state === 'lapsed')
    return (
      `${ended} — the record shows it lapsed for an unpaid maintenance fee (its term would have run to ${st.expiry}); ` +
      'a late fee may still be accepted on petition (35 U.S.C. 41(c), 37 CFR 1.378).'
    );
  if (st.state === 'expired')
    return `${ended} — expired on ${st.expiry}${exact} (${st.expiryBasis})${earlierEnd(st)}.`;
  if (st.feeNotShown)
    return `**Unknown** — ${feeUnknownText(st).replace(/^status unknown: /, '')}${exact} (${st.expiryBasis}).`;
  if (st.state === 'unknown')
    return `**Not assessed** — the record gives no expiry to answer from${expiry?.basis ? ` (${expiry.basis})` : ''}.`;
  const owed = feesOwed(pa, st);
  const disclaimer = expiry?.terminal_disclaimer ? ', or a terminal disclaimer ends it earlier' : '';
  const until = `${runs} until ${st.expiry}${exact} (${st.expiryBasis})`;
  if ('none' in owed) return `${until} unless it ends earlier${disclaimer}; maintenance fees: ${owed.none}`;
  const next = owed.fees.find((f) => f.graceEnds >= today);
  // Attorney re-review: past its due date, a fee is in its surcharge period now, and the answer says so. Our data holds
  // no fee record: whether a fee was paid is not known here, never inferred from the record's silence (review 10).
  const fees = next
    ? next.due < today
      ? `the ${next.label} fee was due ${next.due}; ${feePaymentUnknown('it was')}; unpaid, it can now be paid only with the surcharge, until ${next.graceEnds} (37 CFR 1.362(e)), and the patent expires as of ${next.lapsesAsOf} (35 U.S.C. 41(b); 37 CFR 1.362(g))`
      : `the next (${next.label}) is due ${next.due}, with the surcharge until ${next.graceEnds}; unpaid, the patent expires as of ${next.lapsesAsOf} (35 U.S.C. 41(b); 37 CFR 1.362(g))`
    : `none remains due before the expiry; ${feePaymentUnknown('the earlier ones were')}`;
  return `${until} unless a maintenance fee goes unpaid${disclaimer}; maintenance fees: ${fees}.`;
}

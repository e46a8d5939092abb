import {
  documentKind,
  remainingTermYears,
  termEnded,
  unrecordedFees as unrecorded,
} from '@patent-hub/contracts';
import type { DocumentStatus } from './document-status.js';
import { feeSchedule } from './recommendations.js';
import type { PatentForAnalysis } from './types.js';

export type { DocumentStatus } from './document-status.js';

export function documentStatus(p: PatentForAnalysis, now: Date): DocumentStatus {
  const { design, plant, reissue } = documentKind(p.documentType, p.number);
  // A number of 11 digits is a pre-grant publication (an application).
  const granted = p.granted ?? !/^\d{11}$/.test(p.number);
  const expiry = p.expiry?.date ?? null;
  const day = now.toISOString().slice(0, 10);
  // The boundary search's term status reads too (termEnded): in force through the expiry day.
  const state: DocumentStatus['state'] = !granted
    ? 'pending'
    : p.expiry?.lapsed
      ? 'lapsed'
      : expiry === null
        ? 'unknown'
        : termEnded(expiry, day)
          ? 'expired'
          : 'in force';
  const status: DocumentStatus = {
    design,
    plant,
    reissue,
    granted,
    grantDate: p.grantDate ?? null,
    feesFrom: feesFrom(p, reissue),
    state,
    feeNotShown: null,
    unrecordedFees: [],
    expiry,
    expiryBasis: p.expiry?.basis ?? null,
    remainingYears: expiry ? remainingTermYears(expiry, now) : null,
  };
  if (state !== 'in force' && state !== 'expired') return status;
  // Attorney review (issue 23, fix 2): past a fee's grace period, "in force" would assume a payment the data lacks.
  // An expired patent keeps the caveat when a grace period ended before its term did: it may have ended there.
  const unrecordedFees = unrecorded(feeSchedule(p, status), state === 'expired', expiry, day);
  if (unrecordedFees.length === 0) return status;
  const caveat = { feeNotShown: unrecordedFees[0], unrecordedFees };
  return state === 'expired' ? { ...status, ...caveat } : { ...status, state: 'unknown', ...caveat };
}

/** The grant the maintenance fees run from: a reissue's original patent's (37 CFR 1.362(b)), else the patent's own. */
function feesFrom(p: PatentForAnalysis, reissue: boolean): DocumentStatus['feesFrom'] {
  if (!reissue) return p.grantDate ? { date: p.grantDate, patent: null } : null;
  const original = p.originalPatent;
  return original?.grantDate ? { date: original.grantDate, patent: original.number } : null;
}

import {
  addMonths,
  earlierEnd,
  expiredText,
  feeGrant,
  feeSchedule as sharedFeeSchedule,
  feeUnknownText,
  inForceUntil,
  lapseText,
  maintenanceSchedule,
} from '@patent-hub/contracts';
import type { ParsedClaim } from './claims-parser.js';
import type { DocumentStatus, MaintenanceFee } from './document-status.js';

export type { MaintenanceFee } from './document-status.js';
import { referenceDate } from './prior-art-basis.js';
import type { ChartedReference, PriorArtFindings } from './prior-art-chart.js';
import { bestSingleReference, searchHeadline, shownNumber } from './scores.js';
import { words } from './text.js';
import { notSharedLead, termsThereText, undisclosedGroups } from './undisclosed-elements.js';
import type { PatentForAnalysis } from './types.js';

// The fee schedule and the status texts are shared with search's term status (libs/contracts maintenance-fees.ts).
export { addMonths, earlierEnd, expiredText, feeGrant, feeUnknownText, inForceUntil, maintenanceSchedule };

const FEE_BASIS =
  '35 U.S.C. 41(b) (U.S. Code as of 2023-04-20) and 37 CFR 1.362(d)-(e) (rules text of 2013/2014): payable without surcharge in the 6 months before the due date, with the surcharge in the 6 months after';

const quote = (e: string) => {
  const w = words(e);
  return `"${w.length > 14 ? `${w.slice(0, 14).join(' ')}…` : e}"`;
};
const quoteAll = (list: string[], max = 3) =>
  `${list.slice(0, max).map(quote).join('; ')}${list.length > max ? ` and ${list.length - max} more` : ''}`;
const today = (now: Date) => now.toISOString().slice(0, 10);
/** "a", "a and b", "a, b and c". */
const listed = (xs: string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/**
 * What 35 U.S.C. 286 leaves of an expired patent's damages: a suit filed today reaches back 6 years, so nothing when
 * the patent expired before that day, else infringement from that day to the expiry. The window never opens before
 * the grant: no patent, no infringement of it (pre-grant royalties are the 154(d) provisional rights, noted apart).
 */
const damagesReach = (now: Date) => addMonths(today(now), -72);
/** Where the 286 window opens: 6 years back (`reach`), or the grant when later. */
const windowStart = (st: DocumentStatus, reach: string) =>
  st.grantDate && st.grantDate > reach ? st.grantDate : reach;
/** The revision of the 35 U.S.C. text the damages notes cite (PATENT_DATA_DIR/legal/35usc.jsonl). */
const USC_TEXT = 'U.S. Code as of 2023-04-20';

export function pastDamages(p: PatentForAnalysis, st: DocumentStatus, now: Date): string {
  const expiry = st.expiry!;
  const reach = damagesReach(now);
  const start = windowStart(st, reach);
  const notes = preGrantNotes(p, st, now);
  if (expiry < start) {
    // An extension of up to 5 years (35 U.S.C. 156(g)(6)) could carry the term into the window: said, not assumed.
    const pte = termExtensionWhy(p);
    const unless =
      pte && addMonths(expiry, 60) >= start
        ? `, unless its term was extended under 35 U.S.C. 156 (it may apply: ${pte}; up to 5 years, to ${addMonths(expiry, 60)} at most): an extension, which the record does not show, would leave damages for infringement of the extended claims from ${start} to the extended expiry`
        : '';
    return `No damages remain to be recovered${unless ? ' on the expiry computed here' : ''}: a suit filed today reaches back only to ${reach}, 6 years (35 U.S.C. 286), after the patent expired${unless}. ${notes}`;
  }
  const from =
    start === reach
      ? `so a suit filed today reaches back to ${reach}`
      : `so a suit filed today would reach back to ${reach}, but the window opens only at the grant on ${start}: there is no infringement of a patent before it issues`;
  // A reissue's claims identical in substance to the original patent's keep effect from the original grant (252).
  const original =
    st.reissue && start !== reach
      ? ` (from ${reach} for claims identical in substance to the original patent's)`
      : '';
  const grantUnknown = st.grantDate
    ? ''
    : ' The grant date is not in the record: the window opens no earlier than the grant, so check it.';
  return `Damages can still be sought only for infringement from ${start}${original} to ${expiry}: 35 U.S.C. 286 bars recovery for infringement committed more than 6 years before the complaint or counterclaim is filed, ${from}, and each day's delay in suing shortens that window.${grantUnknown}${unpaidFees(st, start)} ${MARKING} ${notes}`;
}

/**
 * What damages a suit filed today could reach (the assistant's answer to "what damages can I get for US…?", issue 25):
 * an expired patent's as the term advice gives them (pastDamages); a patent in force from 6 years back or its grant,
 * whichever is later (35 U.S.C. 286), with the 287(a) marking condition and the pre-grant notes; none for an
 * application not granted (154(d) provisional rights only). What the record cannot tell (marking, notice, infringement,
 * the amount) is said.
 */
export function damagesText(p: PatentForAnalysis, st: DocumentStatus, now: Date): string {
  if (!st.granted) return `No damages can be sought before a patent is granted. ${preGrantNotes(p, st, now)}`;
  if (st.state === 'expired' && st.expiry) return pastDamages(p, st, now);
  const reach = damagesReach(now);
  const start = windowStart(st, reach);
  const state =
    st.state === 'lapsed'
      ? ' The record shows the patent lapsed for an unpaid maintenance fee: infringement after the lapse gives no damages unless a delayed payment is accepted (35 U.S.C. 41(c)).'
      : st.state === 'unknown'
        ? unpaidFees(st, start)
        : '';
  return (
    `Damages can be sought for infringement from ${start} on: 35 U.S.C. 286 bars recovery for infringement committed more than 6 years before the complaint or counterclaim is filed` +
    `${start === reach ? '' : ', and the window opens only at the grant'}; 35 U.S.C. 284 awards damages adequate to compensate, in no event less than a reasonable royalty.${state} ` +
    `${MARKING} Whether anyone infringes, and the amount, depend on facts the record does not give: not assessed. ${preGrantNotes(p, st, now)}`
  );
}

/**
 * Every maintenance fee whose grace period ended before the term did, the record holding no payment (attorney
 * review): unpaid, the patent expired at the end of that grace period (35 U.S.C. 41(b)), so one ending before the
 * window leaves no damages, and one ending inside it ends the window there.
 */
function unpaidFees(st: DocumentStatus, start: string): string {
  const fees = st.unrecordedFees;
  if (fees.length === 0) return '';
  const before = fees.filter((f) => f.graceEnds < start);
  const within = fees.filter((f) => f.graceEnds >= start);
  const out = ['The record holds no maintenance-fee payment (35 U.S.C. 41(b)).'];
  if (before.length === 1)
    out.push(
      `If the ${before[0].label} maintenance fee was not paid, the patent expired ${lapseText(before[0])}, before that window opens, and no damages remain.`,
    );
  else if (before.length > 1)
    out.push(
      `If any of the ${listed(before.map((f) => f.label))} maintenance fees was not paid, the patent expired as of the end of that fee's grace period (${listed(before.map((f) => f.lapsesAsOf))} respectively), before that window opens, and no damages remain.`,
    );
  for (const f of within)
    out.push(
      `If the ${f.label} maintenance fee was not paid${before.length > 0 ? ' (the earlier ones paid)' : ''}, the patent expired ${lapseText(f)}, and the window ends there.`,
    );
  return ` ${out.join(' ')}`;
}

/**
 * Before the grant: 154(d) provisional rights only, and only for an application published under 122(b), sought
 * within 6 years of the grant (154(d)(3)); a design application is never published (122(b)(2)(A)(iv)), nor a reissue
 * application, which intervening rights (252) limit instead. Sections with the revision cited.
 */
function preGrantNotes(p: PatentForAnalysis, st: DocumentStatus, now: Date): string {
  if (st.reissue)
    return `Before the reissue's grant there is no right to damages under its new claims; claims substantially identical to the original patent's keep effect from the original grant, and for the other claims intervening rights under 35 U.S.C. 252 can protect whoever made, used, sold or imported the thing, or substantially prepared to, before the reissue was granted. (35 U.S.C. 286, 252: ${USC_TEXT}.)`;
  if (st.design)
    return `Before the grant there is no right to damages, and no provisional rights: a design application is not published (35 U.S.C. 122(b)(2)(A)(iv)). For a design patent, 35 U.S.C. 289 also lets the owner recover the infringer's total profit, not less than $250. (35 U.S.C. 286, 122(b), 289: ${USC_TEXT}.)`;
  const unpublished = p.publishedBeforeGrant === false;
  // 154(d)(3): provisional rights must be sought within 6 years after the grant.
  const tooLate = st.grantDate && addMonths(st.grantDate, 72) < today(now);
  const provisional = unpublished
    ? 'Before the grant there is no right to damages, and no provisional rights under 35 U.S.C. 154(d): the patent (kind B1) was not published as an application.'
    : tooLate
      ? `Before the grant there is no right to damages; provisional rights under 35 U.S.C. 154(d) can no longer be sought: they must be sought within 6 years after the grant on ${st.grantDate} (154(d)(3)).`
      : `Before the grant there is no right to damages; only provisional rights under 35 U.S.C. 154(d) can give a reasonable royalty for that time, and only when the application was published${p.publishedBeforeGrant ? '' : ' (the record does not say whether it was)'}, the published claims are substantially identical to the granted claims, the infringer had actual notice of the published application, and the action is brought within 6 years after the grant (154(d)(3)).`;
  return `${provisional} (35 U.S.C. 286, 154(d): ${USC_TEXT}.)`;
}

/**
 * The 287(a) condition on past damages: unmarked patented articles limit them to infringement after notice (the
 * record does not say whether articles were made or sold, or marked).
 */
const MARKING =
  'Within it, 35 U.S.C. 287(a) applies if patented articles were made, sold or imported by or for the patentee: ' +
  'unless they were marked with the patent number, damages run only from when the infringer was notified of the ' +
  'infringement (filing the suit is notice); the record does not say whether they were.';

/**
 * An expiry that runs from a benefit claim read only from the description (issue 23 re-review, defect 1): what
 * follows if that claim does not stand, when the later date is still to come. '' otherwise.
 */
function benefitCaveat(p: PatentForAnalysis, now: Date): string {
  const other = p.expiry?.unlessBenefit;
  if (!other?.date || other.date < today(now)) return '';
  return ` That expiry runs from the benefit claim to ${other.claims.join(' and ')}, read from the description: if that claim does not stand, the term runs until ${other.date} if every maintenance fee was paid, so check the claim (and the fee record) before relying on the patent having expired.`;
}

function termAdvice(p: PatentForAnalysis, st: DocumentStatus, now: Date): string[] {
  const n = shownNumber(p.number);
  if (st.feeNotShown && st.state === 'unknown')
    return [
      `${n}: ${feeUnknownText(st)} (${st.expiryBasis}). Check the USPTO fee record before relying on it.`,
    ];
  if (st.state === 'unknown')
    return [
      `${n}: the record gives no expiry date, so the remaining term and the maintenance-fee dates are not assessed.`,
    ];
  if (st.state === 'lapsed')
    return [
      `${n} lapsed for unpaid maintenance fees (statutory expiry would have been ${st.expiry}; ${st.expiryBasis}). It cannot be enforced while lapsed; an unintentionally delayed fee can still be accepted on petition (37 CFR 1.378), so check its status before relying on it being free to use.`,
    ];
  if (st.state === 'expired')
    return [
      `${n} ${expiredText(st)}. ${st.design ? 'Its claim cannot be enforced for acts after that date; the design it shows may be made and sold' : 'No maintenance fees are due and its claims cannot be enforced for acts after that date; what it teaches is free to use'} unless a patent in force covers it.${benefitCaveat(p, now)} ${pastDamages(p, st, now)}`,
    ];
  return [
    `${n} is ${inForceUntil(st.expiry, 'fees' in feesOwed(p, st))} (${st.remainingYears!.toFixed(1)} years from today; ${st.expiryBasis}).`,
  ];
}

/**
 * A fee whose due date or grace period has passed, as far as our data can tell (attorney review 10, issue 25): the data
 * holds no maintenance-fee record at all, so it shows neither payment nor lapse; `which` is "it was", "they were" ….
 */
export function feePaymentUnknown(which: string): string {
  return `our data holds no maintenance-fee record, so whether ${which} paid (and the patent is in force) is not known here; check the USPTO fee record (Patent Center or the maintenance-fee storefront)`;
}

/** The fee windows a patent in force owes, or why it owes none / they are not computed. */
export function feesOwed(
  p: PatentForAnalysis,
  st: DocumentStatus,
): { fees: MaintenanceFee[] } | { none: string } {
  if (st.state !== 'in force' && !(st.state === 'unknown' && st.feeNotShown)) return { none: '' };
  return feeSchedule(p, st);
}

/** The fee windows of a granted utility patent whatever its state, or why it has none (libs/contracts). */
export function feeSchedule(
  p: PatentForAnalysis,
  st: DocumentStatus,
): { fees: MaintenanceFee[] } | { none: string } {
  return sharedFeeSchedule({ ...st, filingDate: p.filingDate ?? null });
}

function maintenanceAdvice(p: PatentForAnalysis, st: DocumentStatus, now: Date): string[] {
  const owed = feesOwed(p, st);
  if ('none' in owed) return owed.none ? [owed.none] : [];
  const day = today(now);
  const past = owed.fees.filter((f) => f.graceEnds < day);
  const next = owed.fees.find((f) => f.graceEnds >= day && f.due <= (st.expiry ?? '9999'));
  const out: string[] = [];
  if (next) {
    const moves = [next.dueMoved, next.graceMoved].filter(Boolean).join('; ');
    const late =
      next.due < day
        ? ` Its due date has passed; ${feePaymentUnknown('it was')}; unpaid, today it can be paid only with the surcharge.`
        : '';
    out.push(
      `Next maintenance fee (${next.label}, from ${feeGrant(st)}): payable ${next.windowOpens} to ${next.due} without surcharge, until ${next.graceEnds} with the surcharge; unpaid, the patent expires as of ${next.lapsesAsOf} (${FEE_BASIS}).${late}${moves ? ` Last days on a closed day run to the next business day: ${moves}.` : ''}`,
    );
  }
  // The data holds no maintenance-fee record at all: it shows neither payment nor lapse (attorney review, issue 23).
  if (past.length > 0)
    out.push(
      `The ${listed(past.map((f) => `${f.label} fee (due ${f.due})`))} ${past.length > 1 ? 'are' : 'is'} past the grace period and the data holds no maintenance-fee record, so whether the patent lapsed is not known; confirm ${past.length > 1 ? 'they were' : 'it was'} paid in the USPTO fee record.`,
    );
  return out;
}

function elementRows(r: ChartedReference) {
  return r.charts.find((c) => c.claim === r.bestClaim)?.rows ?? [];
}

/**
 * An expired patent: licensing and design-around are moot; only past infringement matters (35 U.S.C. 286), so the
 * chart says something only when it puts a claim's validity in doubt.
 */
function expiredChartAdvice(found: PriorArtFindings): string[] {
  const best = bestSingleReference(found);
  if (!best || best.bestClaim === 0) return [];
  const rows = elementRows(best);
  if (rows.length === 0 || rows.some((r) => !r.disclosed)) return [];
  return [
    `Validity, for claims of past infringement: the closest earlier reference ${shownNumber(best.candidate.patentNumber)} (${referenceDate(best)}) shows every element of claim ${best.bestClaim} in one passage each at the term level. Read the passages: if they hold, claim ${best.bestClaim} may be anticipated (35 U.S.C. 102).`,
  ];
}

/** Validity, licensing and design-around facts from the chart of the best single reference. */
function grantedChartAdvice(claims: ParsedClaim[], found: PriorArtFindings): string[] {
  const best = bestSingleReference(found);
  const independents = claims.filter((c) => c.independent).map((c) => c.number);
  if (!best || best.bestClaim === 0)
    return [
      `Licensing and validity: ${searchHeadline(found.search.message) ?? (found.search.notCompared ? `${found.search.notCompared}.` : 'no earlier reference clears the relevance floor.')} The corpus gives no reference to weigh the claims against; a search beyond it is needed before a licensing or validity position.`,
    ];
  const rows = elementRows(best);
  const missing = rows.filter((r) => !r.disclosed);
  // Only elements whose words are missing can set the claim apart; one whose terms are all in a passage is no
  // difference to rely on (attorney review, issue 23, defect 2).
  const g = undisclosedGroups(rows);
  const apart = [...g.none, ...g.some];
  const ref = `${shownNumber(best.candidate.patentNumber)} (${referenceDate(best)})`;
  const others = independents.filter((n) => n !== best.bestClaim);
  const out: string[] = [];
  const termsThere = termsThereText(g.termsThere, quote);
  if (missing.length === 0)
    out.push(
      `Validity risk: the closest earlier reference ${ref} shows every element of claim ${best.bestClaim} in one passage each at the term level. Read the passages: if they hold, claim ${best.bestClaim} may be anticipated (35 U.S.C. 102), which weakens it for licensing.`,
    );
  else if (apart.length === 0)
    out.push(
      `Validity risk: the closest earlier reference ${ref} has the terms of every element of claim ${best.bestClaim} in one passage each, though not all as the claim has them. ${termsThere} Word matching finds no difference from it to rely on.`,
    );
  // What may set the claim apart from the reference is a validity point, not a licensing one (attorney review).
  else
    out.push(
      `Validity: in the closest earlier reference ${ref}, ${notSharedLead(apart)} ${apart.length} of ${rows.length} elements of claim ${best.bestClaim}: ${quoteAll(apart.map((r) => r.element))}. If reading the reference confirms they are absent (word matching cannot show that), these set the claim apart from it for validity.${termsThere ? ` ${termsThere}` : ''}`,
    );
  out.push(designAroundFacts(best.bestClaim, others, isMethodClaim(found, best.bestClaim)));
  return out;
}

/** The charted claim is a method or process claim (its preamble says so, as claim-elements.ts reads steps). */
const isMethodClaim = (found: PriorArtFindings, claim: number) =>
  /\b(?:method|process)\b/i.test(found.claims.find((c) => c.claim === claim)?.preamble ?? '');

/**
 * Design-around facts (attorney review of issue 23, item 3): the all-elements rule, never "leave out the element the
 * reference lacks": practising what an earlier reference taught is no defence to literal infringement, and leaving out
 * the core of the claim is not advice. A method claim is infringed by performing its steps (35 U.S.C. 271(a)); making
 * or selling a product for it is at most indirect infringement (271(b), (c)), or 271(g) for a product made by it.
 */
export function designAroundFacts(claim: number, others: number[], method: boolean): string {
  const all = [claim, ...others].sort((a, b) => a - b);
  const each = `each asserted claim (independent claim${all.length > 1 ? 's' : ''} ${listed(all.map(String))}${all.length > 1 ? ', each on its own' : ''})`;
  const how = method
    ? ` Claim ${claim} is a method claim: it is infringed directly by whoever performs every step in the United States (35 U.S.C. 271(a), ${USC_TEXT}); making or selling a product that can be used to perform the steps is at most indirect infringement, by actively inducing another to perform them (271(b)) or by selling a component especially made for use in the process and not a staple article (271(c)); importing, selling or using in the United States a product made by the process is covered by 271(g).`
    : ` Literal infringement of claim ${claim} is making, using, offering to sell, selling or importing in the United States a product that has every element (35 U.S.C. 271(a), ${USC_TEXT}).`;
  return `Design-around facts (the all-elements rule): to avoid literal infringement, a product or process must lack at least one element of ${each}; an element replaced by an equivalent may still infringe under the doctrine of equivalents. What an earlier reference shows is no defence to infringement: practising the prior art does not excuse it; the reference bears on validity only.${how} Which element can be left out is a design and legal question the chart does not answer; this is not legal advice.`;
}

/** Amendments for an application: anchored on elements no charted reference discloses, quoting what is missing. */
function pendingAdvice(claims: ParsedClaim[], found: PriorArtFindings): string[] {
  if (found.shown.length === 0)
    return [
      `${searchHeadline(found.search.message) ?? 'No earlier reference clears the relevance floor.'} No amendment can be anchored on this search; search beyond this corpus before responding to an examiner.`,
    ];
  const out: string[] = [];
  for (const claim of found.claims) {
    const charts = found.shown.map((r) => ({
      r,
      rows: r.charts.find((c) => c.claim === claim.claim)?.rows ?? [],
    }));
    const open = claim.elements
      .map((e, i) => {
        const best = charts
          .map(({ r, rows }) => ({ r, row: rows[i] }))
          .filter((x) => x.row)
          .reduce<{ r: ChartedReference; row: (typeof charts)[number]['rows'][number] } | null>(
            (a, b) => (!a || b.row.score > a.row.score ? b : a),
            null,
          );
        return { e, i, best, covered: charts.some(({ rows }) => rows[i]?.disclosed) };
      })
      .filter((x) => !x.covered);
    if (open.length === 0)
      out.push(
        `Every element of claim ${claim.claim} is disclosed by at least one of the ${found.shown.length} references charted; an amendment needs a feature from the description that none of them shows.`,
      );
    else
      out.push(
        `Amend claim ${claim.claim} around ${open.length === 1 ? 'the element' : 'the elements'} whose distinctive words no passage of a charted reference shares: ${open
          .slice(0, 3)
          .map(
            (x) =>
              `${quote(x.e.text)}${x.best ? ` (best match ${shownNumber(x.best.r.candidate.patentNumber)} at ${Math.round(x.best.row.score * 100)}%)` : ''}`,
          )
          .join(
            '; ',
          )}; narrowing the claim onto ${open.length === 1 ? 'it' : 'them'}, with support in the description, answers these references.`,
      );
  }
  const independents = claims.filter((c) => c.independent);
  if (independents.length === 1)
    out.push('Consider an additional independent claim in another category (method, system or medium).');
  if (independents[0] && words(independents[0].text).length > 200)
    out.push(
      `Claim ${independents[0].number} is long; a shorter independent claim would give broader protection.`,
    );
  if (claims.length < 10) out.push('Add dependent claims as fall-back positions for the key features.');
  return out;
}

const DESIGN_SCOPE =
  'Design patent: the claim covers the ornamental appearance shown in the drawings. Claim-element, dependent-claim and amendment advice does not apply, and novelty and infringement are judged on the drawings by an ordinary observer, which this engine does not read.';

/** CPC or IPC groups of drugs and compounds: medical preparations (A61K), their therapeutic activity (A61P), organic compounds (C07). */
const DRUG_CLASS = /^(A61K|A61P|C07)/i;
/**
 * A claim to a drug product (a compound, or a drug, pharmaceutical or therapeutic combination, composition,
 * formulation or preparation), a method of using it (treating, preventing, inhibiting) or a method of making it, by the
 * words of its preamble: the kinds of claim 35 U.S.C. 156(a) and (b) extend.
 */
const DRUG_CLAIM = new RegExp(
  String.raw`^\s*(?:\d+\s*[.)]\s*)?(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?:` +
    String.raw`compound|(?:drug|pharmaceutical|therapeutic|medicinal)\s+(?:[\w-]+\s+)?(?:combination|composition|formulation|preparation|product)` +
    String.raw`|method\s+(?:of|for)\s+(?:the\s+)?(?:treat(?:ing|ment)|prevent(?:ing|ion)|inhibit(?:ing|ion))` +
    String.raw`|(?:method|process)\s+(?:of|for)\s+(?:the\s+)?(?:making|preparing|preparation|producing|production|manufactur(?:e|ing)|synthesi[sz](?:e|ing|is))\s+(?:of\s+)?(?:[\w-]+\s+){0,4}?(?:compound|drug|pharmaceutical))\b`,
  'i',
);

/**
 * Why a patent term extension may apply (35 U.S.C. 156), or null: a claim, independent or not, to a drug product, a
 * method of using it or of making it (the first such claim is named), else drug or compound classes (CPC, or IPC for
 * grants that print only IPC). One trigger for the note and for the damages text (attorney review: US6982157, a drug
 * combination and a method of treatment, had none while US7642270, a compound, had it).
 */
export function termExtensionWhy(patent: Pick<PatentForAnalysis, 'cpc' | 'ipc' | 'claims'>): string | null {
  for (const c of patent.claims) {
    const m = DRUG_CLAIM.exec(c.text)?.[0];
    if (!m) continue;
    const what = /\b(?:making|prepar|produc|manufactur|synthesi)/i.test(m)
      ? 'a method of making a drug product'
      : /\bmethod\b/i.test(m)
        ? 'a method of using a drug product (treatment)'
        : /\bcompound$/i.test(m)
          ? 'a compound'
          : 'a drug product (a combination, composition or formulation)';
    return `claim ${c.number} is to ${what}`;
  }
  const cpc = patent.cpc.filter((c) => DRUG_CLASS.test(c));
  const ipc = (patent.ipc ?? []).filter((c) => DRUG_CLASS.test(c));
  const [kind, classes] = cpc.length ? ['CPC', cpc] : ['IPC', ipc];
  return classes.length
    ? `its ${kind} classes (${classes.slice(0, 3).join(', ')}) are those of drugs or compounds`
    : null;
}

/**
 * A patent term extension may apply (35 U.S.C. 156) when the claims are to a drug product, a method of using it or
 * of making it: said as a possibility to check, never as a date (whether the product went through regulatory review
 * before its first marketing, and an extension was granted, is not in the record).
 */
function termExtensionNote(patent: PatentForAnalysis): string[] {
  const why = termExtensionWhy(patent);
  if (!why) return [];
  return [
    `A patent term extension under 35 U.S.C. 156 may apply: ${why}, and a patent claiming a product (or a method of using or making it) whose commercial marketing had to wait for regulatory review, such as FDA approval of a drug, can have its term extended. The record does not show whether an extension was applied for or granted, so no extended date is computed: check the USPTO's term extension records before relying on the expiry above.`,
  ];
}

/**
 * Recommendations by document type and status (issue 23, item 5): a granted patent gets its remaining term, the
 * maintenance-fee windows and licensing and design-around facts from the chart; an application gets amendments
 * anchored on the elements no reference covers; a design patent gets no claim-element advice; an expired or lapsed
 * patent is said to be so, without maintenance advice, and an expired one without licensing or design-around advice
 * (only past damages matter, 35 U.S.C. 286).
 */
export function recommend(
  patent: PatentForAnalysis,
  status: DocumentStatus,
  claims: ParsedClaim[],
  found: PriorArtFindings,
  now: Date,
): string[] {
  const out: string[] = [];
  if (status.design) {
    out.push(DESIGN_SCOPE);
    if (status.granted)
      out.push(...termAdvice(patent, status, now), ...maintenanceAdvice(patent, status, now));
  } else if (!status.granted) {
    out.push(...pendingAdvice(claims, found));
  } else {
    out.push(
      ...termAdvice(patent, status, now),
      ...termExtensionNote(patent),
      ...maintenanceAdvice(patent, status, now),
    );
    // Validity matters to an expired patent only while past damages remain (35 U.S.C. 286).
    if (status.state !== 'expired') out.push(...grantedChartAdvice(claims, found));
    else if (status.expiry && status.expiry >= damagesReach(now)) out.push(...expiredChartAdvice(found));
  }
  out.push('This analysis is machine-generated and not legal advice; have a patent professional confirm it.');
  return out;
}

import {
  AIA_MAY_APPLY,
  cipFilings,
  type DatedFact,
  type LegalCitation,
  type PatentDates,
  type PriorityLink,
} from '@patent-hub/contracts';
import type { ContinuityRecord, PriorityClaimRecord } from '../domain/patent-record.js';
import { applicationNumberText } from '../domain/patent-number.js';
import { addDays, addYears, later } from './calendar.js';
import { priorityLinks, RELATION_SECTION } from './priority-links.js';
import { claimsOnlyInDescription } from './description-claims.js';

/** What the dates are computed from: the stored record's fields (no I/O). */
export interface PatentDatesInput {
  patentType: string;
  granted: boolean;
  filingDate: string | null;
  grantDate: string | null;
  applicationStatus: string | null;
  continuity: Pick<
    ContinuityRecord,
    'direction' | 'applicationNumber' | 'type' | 'typeText' | 'filingDate' | 'patent' | 'patentDate'
  >[];
  priorityClaims: PriorityClaimRecord[];
  /** null: not known (no full-text grant or ODP adjustment data); 0: known to be none. */
  termExtensionDays: number | null;
  grantTermYears: number | null;
  terminalDisclaimer: boolean | null;
  /** false when no source that carries continuity and priority claims (XML, ODP) contributed. */
  continuityKnown: boolean;
  /** The patent's own application: a relation of another application of its chain names it as the one claimed through. */
  applicationNumber?: string | null;
  /** The description: its cross-reference paragraph can claim applications the structured data lacks. */
  description?: string | null;
}

const TWENTY_YEAR_TERM_START = '1995-06-08'; // URAA: 154(c)(1) for applications filed before it
const AIA_FIRST_TO_FILE = '2013-03-16'; // AIA 3(n): first-inventor-to-file for later filings
const DESIGN_15_YEARS_FROM = '2015-05-13'; // PLTIA: 173 as amended
export const LAPSE = /expired.*(non-?payment|maintenance fee)|maintenance fee.*expired/i;

const cite = (section: string): LegalCitation => ({ law: '35 U.S.C.', section, revision: null, url: null });
// Designs claim foreign priority under 172 (six months), not 119(a)/365.
const sectionOf = (l: PriorityLink, design = false) =>
  design && (l.relation === 'foreign' || l.relation === 'international')
    ? '172'
    : l.relation === 'continuation' && l.country === 'WO'
      ? '365(c)'
      : RELATION_SECTION[l.relation];
/** A link's application number as printed in every basis text (one form: the USPTO's "14/156,267"). */
const linkNumber = (l: PriorityLink) => applicationNumberText(l.application_number, l.country);
const usPatent = (n: string) => (/^US/i.test(n) ? n.toUpperCase() : `US${n}`);
/**
 * A link as the basis texts name it: "continuation 14/156,267". A reissue link is the original patent's application,
 * not a reissue application (attorney review, issue 23): "the original application 10/249,551 of reissued patent
 * US7349776".
 */
const linkText = (l: PriorityLink) =>
  l.relation === 'reissue'
    ? `the original application ${linkNumber(l)} of ${l.patent ? `reissued patent ${usPatent(l.patent)}` : 'the reissued patent'}`
    : l.relation === 'continuation-in-part'
      ? `parent ${linkNumber(l)} of ${cipOf(l)}`
      : `${l.relation} ${linkNumber(l)}`;
/**
 * The continuation-in-part of a CIP link, the application that claims it (attorney re-check of issue 23: US7158629's
 * parent 09/901,749 was called the CIP, which is 10/095,513).
 */
const cipOf = (l: PriorityLink) =>
  l.via
    ? `continuation-in-part ${applicationNumberText(l.via)}`
    : "this patent's application, a continuation-in-part";
const describe = (l: PriorityLink, design = false) =>
  l.relation === 'continuation-in-part'
    ? `parent ${linkNumber(l)} filed ${l.filing_date} of ${cipOf(l)} (35 U.S.C. ${sectionOf(l, design)})`
    : `${linkText(l)}${l.country && l.country !== 'US' ? ` (${l.country})` : ''} filed ${l.filing_date} (35 U.S.C. ${sectionOf(l, design)}${l.via ? `; claimed through ${applicationNumberText(l.via)}` : ''})`;

function earliestLink<L extends PriorityLink>(links: L[]): L | null {
  return links
    .filter((l) => l.filing_date)
    .reduce<L | null>((a, l) => (!a || l.filing_date! < a.filing_date! ? l : a), null);
}

const isForeign = (l: PriorityLink) => l.relation === 'foreign' || l.relation === 'international';
/** The link when it is dated before the patent's own filing date (or the own date is unknown). */
const earlierThanOwn = (x: PatentDatesInput, l: PriorityLink | null) =>
  l && (!x.filingDate || l.filing_date! < x.filingDate) ? l : null;

/**
 * An application filed before 2013-03-16 is under pre-AIA law (AIA 3(n)(1)): the AIA's definition of the effective
 * filing date (35 U.S.C. 100(i)) is not its basis; the date rests on its own filing and the 119/120/121/365 claims.
 */
function effectiveFilingDate(
  x: PatentDatesInput,
  links: PriorityLink[],
): PatentDates['effective_filing_date'] {
  const f = aiaEffectiveFilingDate(x, links);
  const original = originalOfReissue(x, links);
  const filed = lawFilingDate(x, links) ?? f.date;
  if (!filed || filed >= AIA_FIRST_TO_FILE) return withTransition(f, x, links);
  const reissue = original
    ? `; a reissue: first-inventor-to-file or not follows the original patent's application ${linkNumber(original)}${original.patent ? ` (${usPatent(original.patent)})` : ''} filed ${original.filing_date}, not the reissue's own filing${x.filingDate ? ` (${x.filingDate})` : ''}, since a reissue adds no new matter (35 U.S.C. 251(a))`
    : '';
  const claimed = f.citations.filter((c) => c.section !== '100(i)(1)');
  const benefit = claimed.filter((c) => c.law === '35 U.S.C.' && !c.section.includes('pre-AIA'));
  const on = benefit.length
    ? `its filing date and the benefit it claims (35 U.S.C. ${benefit.map((c) => c.section).join(', ')})`
    : 'its filing date';
  return {
    ...f,
    basis: `${f.basis}${reissue}; filed before ${AIA_FIRST_TO_FILE}, so pre-AIA law applies (AIA 3(n)(1)): the date rests on ${on}, not on the AIA definition of 100(i)`,
    citations: original ? [...claimed, cite('251')] : claimed,
  };
}

/**
 * The original patent's application a reissue rests on (its earliest 'reissue' link), or null for any other patent.
 * Attorney review (issue 23, fix 3): the AIA or pre-AIA law of a reissue follows the original patent, so a reissue
 * of a pre-AIA patent stays pre-AIA, whatever the filing dates of the reissue applications.
 */
function originalOfReissue(
  x: Pick<PatentDatesInput, 'patentType'>,
  links: PriorityLink[],
): PriorityLink | null {
  return x.patentType === 'reissue' ? earliestLink(links.filter((l) => l.relation === 'reissue')) : null;
}

/**
 * A reissue's original patent (originalOfReissue's link) and its grant date from the continuity record: the
 * maintenance fees of a reissue follow that patent's grant (37 CFR 1.362). Attorney review (issue 23): the grant
 * date was read and dropped, so a reissue past the original's fee grace period was shown "in force".
 */
export function originalPatent(
  x: Pick<PatentDatesInput, 'patentType' | 'continuity'>,
  links: PriorityLink[] = priorityLinks(x.continuity, []),
): PatentDates['original_patent'] {
  const original = originalOfReissue(x, links);
  if (!original?.patent) return null;
  const record = x.continuity.find((c) => c.applicationNumber === original.application_number && c.patent);
  return {
    number: original.patent,
    application_number: original.application_number,
    grant_date: record?.patentDate ?? null,
  };
}

/** The filing date AIA 3(n)(1) is applied to: the original patent's for a reissue, else the patent's own. */
const lawFilingDate = (x: PatentDatesInput, links: PriorityLink[]) =>
  originalOfReissue(x, links)?.filing_date ?? x.filingDate;

/**
 * An effective filing date before 2013-03-16 does not settle the law when an application of the chain, the patent's
 * own included, was filed on or after that day (a CIP's new matter above all): AIA 3(n)(1) brings in the AIA if any
 * claim has, or ever had, an effective filing date on or after it. Said, not decided: the claims' support is not known.
 */
function withTransition(
  f: PatentDates['effective_filing_date'],
  x: PatentDatesInput,
  links: PriorityLink[],
): PatentDates['effective_filing_date'] {
  if (!f.date || f.date >= AIA_FIRST_TO_FILE) return f;
  const us = links.filter((l) => !isForeign(l) && l.relation !== 'provisional');
  const dateOf = (n: string) => us.find((l) => l.application_number === n)?.filing_date ?? null;
  const filed = (d: string | null) => (d ? ` (filed ${d})` : '');
  // A CIP link names the parent; the continuation-in-part is the application that claims it (via), else the patent's.
  const cipLinks = us.filter((l) => l.relation === 'continuation-in-part');
  const isOwn = (l: PriorityLink) => !l.via || l.via === x.applicationNumber;
  const ownCipOf = cipLinks.filter(isOwn).map(linkNumber);
  const cips = cipLinks.filter((l) => !isOwn(l)).map((l) => ({ number: l.via!, of: l.application_number }));
  const own =
    ownCipOf.length > 0 || (!!x.filingDate && x.filingDate >= AIA_FIRST_TO_FILE)
      ? `its own application${x.applicationNumber ? ` ${applicationNumberText(x.applicationNumber)}` : ''}${filed(x.filingDate)}` +
        (ownCipOf.length ? `, a continuation-in-part of ${ownCipOf.join(' and ')}` : '')
      : null;
  const named = new Set([
    ...cips.map((c) => c.number),
    ...(x.applicationNumber ? [x.applicationNumber] : []),
  ]);
  const later = us.filter(
    (l) => l.filing_date && l.filing_date >= AIA_FIRST_TO_FILE && !named.has(l.application_number),
  );
  // Each application with its own date (attorney review, issue 23): "of 13929653, its own application, filed …" read
  // as if the parent were the patent's own application.
  const parts = [
    ...(own ? [own] : []),
    ...cips.map(
      (c) =>
        `a continuation-in-part ${applicationNumberText(c.number)}${filed(dateOf(c.number))} of ${applicationNumberText(c.of)}`,
    ),
    ...(later.length
      ? [
          `${later.length} other application${later.length === 1 ? '' : 's'} filed on or after ${AIA_FIRST_TO_FILE} (` +
            `${[...later]
              .sort((m, n) => m.filing_date!.localeCompare(n.filing_date!))
              .map((l) => `${linkNumber(l)} filed ${l.filing_date}`)
              .join(', ')})`,
        ]
      : []),
  ];
  if (parts.length === 0) return f;
  return {
    ...f,
    basis: `${f.basis}; ${AIA_MAY_APPLY}: the chain holds ${listed(parts)}, so if any claim has, or ever had, an effective filing date on or after ${AIA_FIRST_TO_FILE} the AIA 35 U.S.C. 102 applies; pre-AIA 102 only if every claim is entitled to the earlier date`,
  };
}

/** "a", "a; and b", "a; b; and c": items that hold commas of their own. */
function listed(items: string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`;
}

function aiaEffectiveFilingDate(
  x: PatentDatesInput,
  links: PriorityLink[],
): PatentDates['effective_filing_date'] {
  const first = earliestLink(links);
  const citations = [cite('100(i)(1)')];
  const unknownChain = x.continuityKnown
    ? ''
    : '; the sources of this record carry no continuity or priority data';
  if (!x.filingDate && !first) {
    // Never the grant date: the application was filed before it, and art published in between is not prior art.
    return x.grantDate
      ? {
          date: null,
          exact: false,
          earliest_possible: false,
          basis: `not known: no filing date in the record; it is before the grant date (${x.grantDate})${unknownChain}`,
          citations,
        }
      : {
          date: null,
          exact: false,
          earliest_possible: false,
          basis: 'no filing or grant date known',
          citations,
        };
  }
  if (!first || (x.filingDate && x.filingDate <= first.filing_date!)) {
    const pct = nationalStageOf(x, links);
    const others = links.length - (pct ? 1 : 0);
    const basis = pct
      ? `${pct}${others > 0 ? `; no later than the ${others} other application(s) it claims` : ''}`
      : links.length
        ? `its own filing date, no later than the ${links.length} application(s) it claims`
        : `its own filing date; it claims no earlier application${unknownChain}`;
    return { date: x.filingDate, exact: x.continuityKnown, earliest_possible: false, basis, citations };
  }
  const design = x.patentType === 'design';
  citations.push(cite(sectionOf(first, design)));
  const cip = links.some((l) => l.relation === 'continuation-in-part');
  const parts = [
    `earliest of its own filing date (${x.filingDate ?? 'unknown'}) and the ${links.length} application(s) it claims: ${describe(first, design)}`,
  ];
  const foreign = isForeign(first);
  if (first.relation === 'provisional') parts.push('provided the claims are supported by that application');
  if (foreign) parts.push(foreignCondition(x, links, lawFilingDate(x, links)));
  // A US chain (continuation, division, CIP) behind a foreign or provisional date is its US date.
  const chain = first.counts_for_term
    ? null
    : earlierThanOwn(x, earliestLink(links.filter((l) => l.counts_for_term)));
  if (chain) parts.push(`its earliest US non-provisional filing is ${describe(chain, design)}`);
  if (foreign && first.filing_date! < AIA_FIRST_TO_FILE) {
    // Hilmer: under pre-AIA 102(e) a foreign priority does not move a US patent's date as prior art;
    // a US provisional or non-provisional parent does (Giacomini; 120, 121).
    const us = earlierThanOwn(x, earliestLink(links.filter((l) => !isForeign(l))));
    const usDate = us ? `${us.filing_date}, through ${linkText(us)}` : x.filingDate;
    const lawFiled = lawFilingDate(x, links);
    const aia =
      lawFiled && lawFiled >= AIA_FIRST_TO_FILE
        ? `if every claim is entitled to a date before ${AIA_FIRST_TO_FILE} (AIA 3(n)), pre-AIA law applies: `
        : ''; // "filed before 2013-03-16, so pre-AIA law applies" follows once (attorney re-check of issue 23).
    const pct = links.find((l) => l.relation === 'national-stage');
    parts.push(
      pct
        ? `${aia}as prior art under pre-AIA 102(e), as the national stage of ${linkNumber(pct)}, ${nationalStage102e(pct)}`
        : `${aia}as prior art under pre-AIA 102(e) it counts from its US filing date (${usDate ?? 'unknown'})`,
    );
    citations.push(cite('102(e) (pre-AIA)'));
    if (pct) citations.push({ law: 'MPEP', section: '2136.03', revision: null, url: null });
  }
  if (cip) parts.push(cipNote(x, links, first.filing_date!));
  // A foreign or international priority date is never exact (attorney review, issue 23): it holds only for claims
  // the priority application supports and when the claim was perfected (35 U.S.C. 119(b)). Under pre-AIA law it
  // antedates only 102(a)/(e) art and the 102(b) bar runs from the US filing date. Under the AIA it is the effective
  // filing date itself (100(i)(1)(B)), yet on the same condition, so the behaviour is kept the same for both: not
  // exact, and the analysis searches the gap up to the US filing date as conditional art.
  return {
    date: first.filing_date,
    exact: !cip && !foreign,
    earliest_possible: cip,
    basis: parts.join('; '),
    citations,
  };
}

/** The US filing date a foreign or international priority date stands in for: the earliest US application claimed. */
export function usFilingOf(x: Pick<PatentDatesInput, 'filingDate'>, links: PriorityLink[]): string | null {
  return earliestLink(links.filter((l) => !isForeign(l)))?.filing_date ?? x.filingDate;
}

/** The condition a foreign or international priority date rests on, by the law that applies to the patent. */
function foreignCondition(x: PatentDatesInput, links: PriorityLink[], lawFiled: string | null): string {
  const us = usFilingOf(x, links);
  const perfected =
    'provided the claims are supported by that application and the priority claim was perfected (35 U.S.C. 119(b))';
  if (lawFiled && lawFiled >= AIA_FIRST_TO_FILE)
    return `${perfected}: the effective filing date under 35 U.S.C. 100(i)(1)(B) only for such claims; for others it is the US filing date (${us ?? 'unknown'}), and art dated between the two is prior art unless the priority claim holds`;
  return `${perfected}: under pre-AIA law the priority date can antedate only 102(a) and 102(e) art; the 102(b) bar runs from the US filing date (${us ?? 'unknown'}) (pre-AIA 35 U.S.C. 119(a)); art dated between the two is prior art unless the priority claim holds`;
}

/**
 * The effective date of a chain through a continuation-in-part, as a condition on each claim (attorney review, issue
 * 23 fix 4): claims supported by the parent keep the date shown; claims relying on the CIP's new matter take its own
 * filing date.
 */
function cipNote(x: PatentDatesInput, links: PriorityLink[], earliest: string): string {
  const cips = cipFilings(links, x);
  const parents = [...new Set(cips.map((c) => c.parent))].join(' and ');
  const own = cips
    .map((c) => `${c.application}${c.filingDate ? ` (filed ${c.filingDate})` : ''}`)
    .join(' and ');
  return (
    "earliest possible: new matter in the continuation-in-part takes the CIP's filing date. The date depends on each " +
    `claim: a claim supported by the parent ${parents} (and what it claims) gets ${earliest}, the date shown; a claim ` +
    `relying on matter first added in continuation-in-part ${own} gets that CIP's own filing date (35 U.S.C. 120)`
  );
}

/**
 * A 35 U.S.C. 371 national stage whose US filing date is its international filing date (363), as the basis names it
 * (attorney review, issue 23: US7641038 read "its own filing date, no later than the 1 application(s) it claims"):
 * "international filing date 2005-04-08 of PCT/US2005/011924 (35 U.S.C. 363); 371(c) date 2007-09-06". Null when
 * the patent is not one.
 */
function nationalStageOf(x: PatentDatesInput, links: PriorityLink[]): string | null {
  const pct = links.find((l) => l.relation === 'national-stage' && l.filing_date === x.filingDate);
  if (!pct || !x.filingDate) return null;
  const entry = x.continuity.find((c) => c.applicationNumber === pct.application_number);
  const c371 = NATIONAL_STAGE_371C.exec(entry?.typeText ?? '')?.[1];
  return `international filing date ${x.filingDate} of ${pct.application_number} (35 U.S.C. 363)${c371 ? `; 371(c) date ${c371}` : ''}`;
}

/** The 371(c) date the XML ingest adds to a national stage's relation text ("…; 371(c) date 2007-09-06"). */
const NATIONAL_STAGE_371C = /371\(c\) date (\d{4}-\d{2}-\d{2})/;

/** The day the AIPA's 102(e) applies to international applications filed on or after it (MPEP 2136.03). */
const AIPA_102E = '2000-11-29';

/**
 * Pre-AIA 102(e) for a 35 U.S.C. 371 national stage: its date is not simply its US filing date. It depends on the
 * international application's filing date, its designating the US and its publication in English (MPEP 2136.03);
 * the record does not give the last two, so the condition is stated rather than a date.
 */
function nationalStage102e(pct: PriorityLink): string {
  const filed = pct.filing_date;
  if (filed && filed < AIPA_102E)
    return `filed ${filed}, before ${AIPA_102E}: it counts from the date the 35 U.S.C. 371(c)(1), (2) and (4) requirements were met, which the record does not give (MPEP 2136.03)`;
  return `filed ${filed ?? 'on a date not given'}: it counts from that international filing date only if the international application designated the US and was published in English (PCT Article 21(2)); otherwise it has no 102(e) date, which the record cannot tell (MPEP 2136.03)`;
}

function termStart(x: PatentDatesInput, links: PriorityLink[]): DatedFact {
  const citations = [cite('154(a)(2)'), cite('154(a)(3)')];
  const counted = earliestLink(links.filter((l) => l.counts_for_term));
  const ignored = links.some((l) => !l.counts_for_term)
    ? '; provisionals and foreign priority do not count'
    : '';
  if (counted && (!x.filingDate || counted.filing_date! < x.filingDate)) {
    return {
      date: counted.filing_date,
      exact: true,
      basis: `earliest US non-provisional filing it claims: ${describe(counted)}${ignored}`,
      citations,
    };
  }
  if (x.filingDate) {
    const own = x.continuityKnown
      ? 'its own filing date: it claims no earlier US non-provisional application'
      : 'its own filing date; the sources carry no continuity data';
    return { date: x.filingDate, exact: x.continuityKnown, basis: `${own}${ignored}`, citations };
  }
  return { date: null, exact: false, basis: 'no filing date known', citations };
}

function designExpiry(x: PatentDatesInput): DatedFact {
  const citations = [cite('173')];
  if (!x.grantDate) return { date: null, exact: false, basis: 'design: no grant date known', citations };
  const byRule = x.filingDate
    ? x.filingDate >= DESIGN_15_YEARS_FROM
      ? 15
      : 14
    : x.grantDate < DESIGN_15_YEARS_FROM
      ? 14
      : null;
  const years = x.grantTermYears ?? byRule ?? 15;
  const exact = x.grantTermYears !== null || byRule !== null;
  const why =
    x.grantTermYears !== null
      ? `the term printed on the grant (${x.grantTermYears} years)`
      : x.filingDate
        ? `filed ${x.filingDate >= DESIGN_15_YEARS_FROM ? 'on or after' : 'before'} ${DESIGN_15_YEARS_FROM}`
        : byRule
          ? `granted before ${DESIGN_15_YEARS_FROM}, so filed before it`
          : 'no filing date known: 15 years assumed';
  return {
    date: addYears(x.grantDate, years),
    exact,
    basis: `design: ${years} years from grant (${x.grantDate}), ${why}`,
    citations,
  };
}

function utilityExpiry(x: PatentDatesInput, start: DatedFact): DatedFact {
  const pta = x.termExtensionDays ?? 0;
  const ptaText =
    x.termExtensionDays === null
      ? '; patent term adjustment not in the data'
      : pta > 0
        ? ` plus ${pta} days of patent term adjustment`
        : '';
  const citations = [cite('154(a)(2)'), ...(pta > 0 ? [cite('154(b)')] : [])];
  const twenty = start.date ? addDays(addYears(start.date, 20), pta) : null;
  if (x.filingDate && x.filingDate < TWENTY_YEAR_TERM_START) {
    const seventeen = x.grantDate ? addYears(x.grantDate, 17) : null;
    const date = later(twenty, seventeen);
    const winner =
      seventeen && date === seventeen
        ? `17 years from grant (${x.grantDate})`
        : `20 years from ${start.date}${ptaText}`;
    const exact = !!seventeen && (date === seventeen || start.exact);
    return {
      date,
      exact,
      basis: `filed before ${TWENTY_YEAR_TERM_START}: the later of 17 years from grant and 20 years from filing, here ${winner}`,
      citations: [cite('154(c)(1)'), ...citations],
    };
  }
  if (twenty) {
    return {
      date: twenty,
      exact: start.exact && x.termExtensionDays !== null,
      basis: `20 years from ${start.date}${ptaText}`,
      citations,
    };
  }
  if (x.grantDate && x.grantDate < TWENTY_YEAR_TERM_START)
    // Granted before the URAA date, so filed before it: 154(c)(1) gives the later of 17 years from grant and
    // 20 years from filing, hence at least 17 years from grant.
    return {
      date: addYears(x.grantDate, 17),
      exact: false,
      basis: `no filing date in the record; granted ${x.grantDate}, before ${TWENTY_YEAR_TERM_START}, so filed before it: the later of 17 years from grant and 20 years from filing, at least 17 years from grant (the date shown, a minimum)`,
      citations: [cite('154(c)(1)'), ...citations],
    };
  if (x.grantDate)
    return {
      date: null,
      exact: false,
      basis: `not assessed: no filing date in the record. The term runs 20 years from the earliest US non-provisional filing plus any adjustment; 17 years from grant applies only to applications filed before ${TWENTY_YEAR_TERM_START}, which a grant on ${x.grantDate} does not show`,
      citations: [...citations, cite('154(c)(1)')],
    };
  return { date: null, exact: false, basis: 'no filing or grant date known', citations };
}

/**
 * The effective filing date moved to an earlier application the description's cross-reference paragraph claims and
 * the structured data lacks (attorney review, issue 23, defect 1: US8088834's two provisionals). Read from text, so
 * never exact; the term is not changed by it.
 */
function withDescriptionClaims(
  f: PatentDates['effective_filing_date'],
  x: PatentDatesInput,
  links: PriorityLink[],
): PatentDates['effective_filing_date'] {
  const extra = claimsOnlyInDescription(x.description, links);
  const first = earliestLink(extra);
  if (!first || (f.date && f.date <= first.filing_date!)) return f;
  const design = x.patentType === 'design';
  const named = extra
    .map((l) =>
      l.relationStated
        ? describe(l, design)
        : `${linkNumber(l)}, its relation not stated (continuation, division or continuation-in-part), filed ${l.filing_date} (35 U.S.C. ${sectionOf(l, design)})`,
    )
    .join(', ');
  // Whatever the relation, the benefit of an earlier US application counts under 120 when the two were copending.
  const unstated = extra.filter((l) => !l.relationStated).map(linkNumber);
  const relationNote =
    unstated.length > 0
      ? `; the description states no relation for ${unstated.join(', ')}: its benefit counts under 35 U.S.C. 120, as for a continuation, division or continuation-in-part, if the applications were copending`
      : '';
  const section = sectionOf(first, x.patentType === 'design');
  const moving = extra.filter((l) => !f.date || l.filing_date! < f.date);
  return {
    ...f,
    date: first.filing_date,
    exact: false,
    without_description: { date: f.date, claims: moving.map(linkNumber) },
    basis:
      `${first.filing_date}, read from the description's cross-reference paragraph, not from exact structured data: ` +
      `it claims ${named}, which the bibliographic related-documents data lacks; provided the claims are supported by ` +
      `${extra.length === 1 ? 'that application' : 'those applications'} and the claim was properly made${relationNote}. Without it: ${f.basis}`,
    citations: f.citations.some((c) => c.section === section) ? f.citations : [...f.citations, cite(section)],
  };
}

/**
 * The term start and expiry under the same benefit claims as the cut-off (attorney review, issue 23, defect 1): a US
 * non-provisional application the description's cross-reference paragraph claims under 120/121/365(c), earlier than
 * the structured start, starts the term too (35 U.S.C. 154(a)(2)). Read from text, so neither is exact, and the
 * expiry names both dates: the earlier if that benefit claim stands (it sets the cut-off), else the structured one.
 * Null when the description adds no earlier non-provisional or the term does not run from filing (a design).
 */
function termFromDescription(
  x: PatentDatesInput,
  links: PriorityLink[],
  start: DatedFact,
): { start: DatedFact; expiry: DatedFact; without: { date: string | null; claims: string[] } } | null {
  if (!x.granted || x.patentType === 'design') return null;
  const extra = claimsOnlyInDescription(x.description, links).filter((l) => l.relation !== 'provisional');
  const first = earliestLink(extra);
  if (!first || (start.date && start.date <= first.filing_date!)) return null;
  const number = linkNumber(first);
  const claimed = first.relationStated
    ? describe(first)
    : `${number}, its relation not stated, filed ${first.filing_date} (35 U.S.C. ${sectionOf(first)})`;
  const fromText: DatedFact = {
    date: first.filing_date,
    exact: false,
    basis:
      `${first.filing_date}, read from the description's cross-reference paragraph, not from exact structured ` +
      `data: earliest US non-provisional filing it claims, ${claimed}, the benefit claim that also sets the ` +
      `cut-off; if that claim does not stand: ${start.basis}${start.date ? ` (${start.date})` : ''}`,
    citations: start.citations,
  };
  const ifClaimed = utilityExpiry(x, fromText);
  const otherwise = utilityExpiry(x, start);
  if (!ifClaimed.date) return null;
  return {
    start: fromText,
    without: { date: otherwise.date, claims: [number] },
    expiry: {
      ...ifClaimed,
      exact: false,
      basis:
        `${ifClaimed.date} if the benefit claim to ${number} stands, which sets the cut-off (read from the ` +
        `description's cross-reference paragraph, not from exact structured data; ${ifClaimed.basis}); else ` +
        `${otherwise.date ?? 'not known'} (${otherwise.basis})`,
      citations: [...ifClaimed.citations, cite('120')],
    },
  };
}

/**
 * The revision of the rules below. Raise it when a change alters computed dates or their basis: the service
 * recomputes the stored dates of every row computed by another revision at start (CorpusRepository.refreshDates).
 */
export const DATES_RULES = 12;

/** Effective filing date for prior art and expiry under 35 U.S.C. 154/173, each with its basis. */
export function computePatentDates(x: PatentDatesInput): PatentDates {
  const claimed = priorityLinks(x.continuity, x.priorityClaims, x.applicationNumber);
  const structured = termStart(x, claimed);
  const described = termFromDescription(x, claimed, structured);
  const start = described?.start ?? structured;
  const td = x.terminalDisclaimer === true;
  const lapsed = x.granted && LAPSE.test(x.applicationStatus ?? '');
  const pta_days = x.patentType === 'design' ? null : x.termExtensionDays;
  let term: DatedFact;
  if (!x.granted)
    term = { date: null, exact: false, basis: 'not granted: no term yet', citations: [cite('154(a)(2)')] };
  else if (x.patentType === 'design') term = designExpiry(x);
  else term = described?.expiry ?? utilityExpiry(x, start);
  if (x.patentType === 'reissue') {
    term = {
      ...term,
      basis: `reissue: the rest of the original patent's term, ${term.basis}`,
      citations: [...term.citations, cite('251')],
    };
  }
  if (td && term.date) {
    term = {
      ...term,
      exact: false,
      basis: `${term.basis}; subject to a terminal disclaimer: it ends no later than this, and with the patent it was disclaimed over if that ends first (date not in the data)`,
      citations: [...term.citations, cite('253'), ...(pta_days ? [cite('154(b)(2)(B)')] : [])],
    };
  }
  if (lapsed) {
    term = {
      ...term,
      exact: false,
      basis: `lapsed for unpaid maintenance fees (status: ${x.applicationStatus}): it ended before the statutory date shown, at the end of a 4, 8 or 12-year fee period; ${term.basis}`,
      citations: [...term.citations, cite('41(b)')],
    };
  }
  return {
    effective_filing_date: withDescriptionClaims(effectiveFilingDate(x, claimed), x, claimed),
    term_start: start,
    expiry: {
      ...term,
      pta_days,
      terminal_disclaimer: td,
      lapsed,
      ...(described && x.patentType !== 'design' && x.granted
        ? { without_description: described.without }
        : {}),
    },
    claimed,
    original_patent: originalPatent(x, claimed),
  };
}

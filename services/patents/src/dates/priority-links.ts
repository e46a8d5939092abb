import type { PriorityLink, PriorityRelation } from '@patent-hub/contracts';
import type { ContinuityRecord, PriorityClaimRecord } from '../domain/patent-record.js';

/** The 35 U.S.C. section under which each kind of claim is made. */
export const RELATION_SECTION: Record<PriorityRelation, string> = {
  continuation: '120',
  'continuation-in-part': '120',
  division: '121',
  'national-stage': '363',
  international: '365(a)-(b)',
  provisional: '119(e)',
  foreign: '119(a)',
  reissue: '251',
};

// XML element names (us-related-documents) and ODP claimParentageTypeCode values (USPTO-DATA.md §1.6, §3.3).
const BY_TYPE: Record<string, PriorityRelation> = {
  CON: 'continuation',
  CONTINUATION: 'continuation',
  PCT: 'continuation',
  CIP: 'continuation-in-part',
  'CONTINUATION-IN-PART': 'continuation-in-part',
  DIV: 'division',
  DIVISION: 'division',
  NST: 'national-stage',
  PRO: 'provisional',
  'US-PROVISIONAL-APPLICATION': 'provisional',
  'PROVISIONAL-APPLICATION': 'provisional',
  REISSUE: 'reissue',
  'CONTINUING-REISSUE': 'reissue',
  'US-DIVISIONAL-REISSUE': 'reissue',
};

function relationOf(c: Pick<ContinuityRecord, 'type' | 'typeText'>): PriorityRelation | null {
  const byType = BY_TYPE[(c.type ?? '').toUpperCase()];
  if (byType) return byType;
  const text = (c.typeText ?? '').toLowerCase();
  if (text.includes('national stage')) return 'national-stage';
  if (text.includes('continuation in-part') || text.includes('continuation-in-part'))
    return 'continuation-in-part';
  if (text.includes('continuation')) return 'continuation';
  if (text.includes('division')) return 'division';
  if (text.includes('provisional')) return 'provisional';
  return null;
}

// 154(a)(2)-(3): the term runs from US non-provisional filings claimed under 120, 121, 365(c) (and a
// national stage's international filing date, 363); provisionals and foreign priority do not count.
const COUNTS_FOR_TERM = new Set<PriorityRelation>([
  'continuation',
  'continuation-in-part',
  'division',
  'national-stage',
  'reissue',
]);

const digits = (n: string) => n.replace(/\D/g, '');

/**
 * The application of the chain that makes this claim when it is not the patent's own: the XML names the child
 * of each relation ('division (child 11824597)'), the ODP mapper an intermediate one ('… (via 11824597)').
 */
function viaOf(typeText: string | null, ownApplication: string | null | undefined): string | null {
  const child = /\((?:child|via) ([^)\s]+)\)/.exec(typeText ?? '')?.[1];
  if (!child) return null;
  return ownApplication && digits(child) === digits(ownApplication) ? null : child;
}

/** Every earlier application a patent claims, from its continuity (XML or ODP) and its priority claims. */
export function priorityLinks(
  continuity: (Pick<
    ContinuityRecord,
    'direction' | 'applicationNumber' | 'type' | 'typeText' | 'filingDate'
  > & {
    patent?: string | null;
  })[],
  claims: PriorityClaimRecord[],
  ownApplication?: string | null,
): PriorityLink[] {
  const out: PriorityLink[] = [];
  const seen = new Set<string>();
  const add = (link: PriorityLink) => {
    const key = `${link.relation}|${link.application_number}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(link);
    }
  };
  for (const c of continuity) {
    if (c.direction !== 'parent') continue;
    const relation = relationOf(c);
    if (!relation) continue;
    const pct = /^PCT|\//i.test(c.applicationNumber);
    const via = viaOf(c.typeText, ownApplication);
    add({
      ...(via ? { via } : {}),
      // A reissue's parent is the original patent's application: its patent names it in the dates' basis.
      ...(relation === 'reissue' && c.patent ? { patent: c.patent } : {}),
      relation,
      application_number: c.applicationNumber,
      country: pct ? 'WO' : 'US',
      filing_date: c.filingDate,
      counts_for_term: COUNTS_FOR_TERM.has(relation),
    });
  }
  for (const p of claims) {
    const relation: PriorityRelation = p.kind === 'international' ? 'international' : 'foreign';
    add({
      relation,
      application_number: p.number,
      country: p.country,
      filing_date: p.date,
      counts_for_term: false,
    });
  }
  return out;
}

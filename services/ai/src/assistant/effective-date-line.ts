import { AIA_MAY_APPLY, cipFilings, type PatentDetail, type PriorityLink } from '@patent-hub/contracts';

/**
 * What a claimed application is to the chain: a link's relation is how the application claiming it continues it, so a
 * continuation-in-part link names the CIP's parent.
 */
const RELATION: Record<PriorityLink['relation'], string> = {
  continuation: 'parent of a continuation',
  division: 'parent of a division',
  'continuation-in-part': 'parent of a continuation-in-part',
  'national-stage': 'international application, national stage entered',
  international: 'international application',
  provisional: 'provisional',
  foreign: 'foreign priority',
  reissue: 'original of a reissue',
};

/** An application number as printed ("14/156,267"); another office's with its country ("TW 93127003"). */
const numberOf = (l: PriorityLink) =>
  l.country && l.country !== 'US'
    ? `${l.country} ${l.application_number}`
    : /^\d{8}$/.test(l.application_number)
      ? `${l.application_number.slice(0, 2)}/${l.application_number.slice(2, 5)},${l.application_number.slice(5)}`
      : l.application_number;

const linkText = (l: PriorityLink) =>
  `${numberOf(l)} (${l.filing_date ?? 'date not given'}, ${RELATION[l.relation]})`;

/**
 * The effective filing date of a patent claiming a chain of applications, compactly (attorney review of issue 25: the
 * bullet of US11646472 ran to about 350 words, a clause per link): the date, its basis in one sentence, then the chain
 * as relation, number and date, oldest first. null for a record claiming fewer than three applications and no
 * continuation-in-part, whose basis the card states as the service gives it.
 */
export function chainEffectiveDate(p: PatentDetail): string | null {
  const f = p.dates?.effective_filing_date;
  const claimed = p.dates?.claimed ?? [];
  const cips = cipFilings(claimed, {
    applicationNumber: p.application_number,
    filingDate: p.app_filing_date,
  });
  if (!f?.date || (claimed.length < 3 && !cips.length)) return null;
  const first = claimed.find((l) => l.filing_date === f.date);
  const from = first
    ? `the filing date of the earliest application it claims, ${numberOf(first)} (${RELATION[first.relation]})` +
      `${first.relation === 'provisional' || first.relation === 'foreign' ? ', for claims it supports' : ''}`
    : 'the earliest filing date of the applications it claims';
  const cip = cips.length
    ? `; a claim relying on matter first added in continuation-in-part ${cips.map((c) => `${c.application} (${c.filingDate ?? 'date not given'})`).join(' or ')} takes that CIP's date (35 U.S.C. 120)`
    : '';
  const aia = f.basis.includes(AIA_MAY_APPLY)
    ? '; the AIA 35 U.S.C. 102 applies if any claim is dated on or after 2013-03-16 (AIA 3(n)(1))'
    : '';
  const chain = [...claimed]
    .sort((a, b) => (a.filing_date ?? '9999').localeCompare(b.filing_date ?? '9999'))
    .map(linkText);
  return (
    `${f.date}${f.exact ? '' : ' (not exact)'} — ${from} (35 U.S.C. 100(i)(1))${cip}${aia}. ` +
    `Chain (${claimed.length} applications claimed, oldest first): ${chain.join('; ')}.`
  );
}

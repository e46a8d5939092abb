import type { SearchQuery } from '@patent-hub/contracts';
import { queryWords } from '@patent-hub/text';
import { normalizeApplicationNumber } from '../domain/patent-number.js';
import type { QueryNode } from '../search/query-parser.js';
import { patentNumbers } from '../search/search-sql.js';
import type { OdpSearchRequest } from './odp-types.js';

const M = 'applicationMetaData';
const FIELD = {
  title: `${M}.inventionTitle`,
  inventor: `${M}.inventorBag.inventorNameText`,
  assignee: `${M}.firstApplicantName`,
  cpc: `${M}.cpcClassificationBag`,
  patent: `${M}.patentNumber`,
  publication: `${M}.earliestPublicationNumber`,
  application: 'applicationNumberText',
  grantDate: `${M}.grantDate`,
  filingDate: `${M}.filingDate`,
};
// What a search hit needs to be stored; the event history (often the bulk of a record) is left out.
const FIELDS = [
  'applicationNumberText',
  M,
  'assignmentBag',
  'parentContinuityBag',
  'childContinuityBag',
  'grantDocumentMetaData',
  'pgpubDocumentMetaData',
];
const YEARS: Record<string, number> = { last_year: 1, last_5_years: 5, last_10_years: 10 };

const all = (parts: (string | null)[], op: 'AND' | 'OR') => {
  const kept = parts.filter((p): p is string => !!p);
  return kept.length ? (kept.length === 1 ? kept[0] : `(${kept.join(` ${op} `)})`) : null;
};
// Words are letters and digits only, so nothing the user typed is read as query syntax by the ODP.
const words = (field: string, value: string) =>
  all(
    queryWords(value, 8).map((w) => `${field}:${w}`),
    'AND',
  );
const phrase = (field: string, value: string) => {
  const w = queryWords(value, 16);
  return w.length ? `${field}:"${w.join(' ')}"` : null;
};
const dateIn = (from: string, to: string) =>
  `(${FIELD.grantDate}:[${from} TO ${to}] OR ${FIELD.filingDate}:[${from} TO ${to}])`;

/**
 * The keyword AST in the ODP's query syntax. Free text goes to the title, the only text an ODP record carries:
 * a hit then also matches the corpus search once stored. Parts the ODP cannot check (abstract:, claims:,
 * description:) are dropped, which widens the query; the corpus search applies them afterwards.
 */
export function keywordClause(node: QueryNode | null): string | null {
  if (!node) return null;
  switch (node.type) {
    case 'text':
      if (node.field && node.field !== 'title') return null;
      return node.phrase ? phrase(FIELD.title, node.value) : words(FIELD.title, node.value);
    case 'inventor':
      return words(FIELD.inventor, node.value);
    case 'assignee':
      return words(FIELD.assignee, node.value);
    case 'cpc':
      return cpcClause(node.value);
    case 'date':
      return node.op === 'before'
        ? dateIn('1790-01-01', dayBefore(node.value))
        : dateIn(node.value, '9999-12-31');
    case 'not': {
      const child = keywordClause(node.child);
      return child ? `NOT ${child}` : null;
    }
    case 'and':
      return all(node.children.map(keywordClause), 'AND');
    case 'or': {
      const parts = node.children.map(keywordClause);
      // One side the ODP cannot check would make the whole OR unchecked: leave it to the corpus.
      return parts.some((p) => p === null) ? null : all(parts, 'OR');
    }
  }
}

/** A positive leaf naming what to look for (words, an inventor, an assignee), not only a date or a class. */
function hasSubject(node: QueryNode | null): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'text':
      return !node.field || node.field === 'title';
    case 'inventor':
    case 'assignee':
      return true;
    case 'and':
    case 'or':
      return node.children.some(hasSubject);
    default:
      return false;
  }
}

function cpcClause(raw: string): string | null {
  const subclass = raw
    .toUpperCase()
    .replace(/\s+/g, '')
    .match(/^[A-HY]\d{2}[A-Z]/)?.[0];
  return subclass ? `${FIELD.cpc}:${subclass}*` : null;
}

function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function dateRangeClause(q: SearchQuery, today: string): string | null {
  if (q.dateRange in YEARS) {
    const from = new Date(`${today}T00:00:00Z`);
    from.setUTCFullYear(from.getUTCFullYear() - YEARS[q.dateRange]);
    return dateIn(from.toISOString().slice(0, 10), today);
  }
  if (q.dateRange === 'custom')
    return dateIn(q.customStartDate ?? '1790-01-01', q.customEndDate ?? '9999-12-31');
  return null;
}

/**
 * The search criteria as an ODP search request, or null when nothing in them names what to look for (a date
 * range or a status alone would only fetch the newest filings). Status is left to the corpus search.
 */
export function odpSearchRequest(
  q: SearchQuery,
  keywords: QueryNode | null,
  limit: number,
  today = new Date().toISOString().slice(0, 10),
): OdpSearchRequest | null {
  const numbers = q.patentNumber ? patentNumbers(q.patentNumber) : [];
  const application = q.applicationNumber ? normalizeApplicationNumber(q.applicationNumber) : '';
  const subject = [
    hasSubject(keywords) ? keywordClause(keywords) : null,
    all(
      numbers.map((n) => (/^\d{11}$/.test(n) ? `${FIELD.publication}:US${n}*` : `${FIELD.patent}:${n}`)),
      'OR',
    ),
    /^[0-9A-Z]+$/.test(application) ? `${FIELD.application}:${application}` : null,
    q.inventor ? words(FIELD.inventor, q.inventor) : null,
    q.assignee ? words(FIELD.assignee, q.assignee) : null,
  ].filter((c): c is string => !!c);
  if (!subject.length) return null;
  const extra = [
    q.classification && q.classification.toLowerCase() !== 'all' ? cpcClause(q.classification) : null,
    // As in the corpus search: a number names one patent, whatever the date range.
    q.patentNumber || q.applicationNumber ? null : dateRangeClause(q, today),
  ];
  return {
    q: all([...subject, ...extra], 'AND')!,
    sort: [{ field: FIELD.filingDate, order: 'desc' }],
    fields: FIELDS,
    pagination: { offset: 0, limit },
  };
}

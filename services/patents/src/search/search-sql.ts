import { sql, type SQL } from 'drizzle-orm';
import type { SearchQuery } from '@patent-hub/contracts';
import { queryWords } from '@patent-hub/text';
import { normalizeApplicationNumber, parsePatentNumber } from '../domain/patent-number.js';
import type { QueryNode, TextField } from './query-parser.js';
import { TERM_END } from './filed-dates.js';

const WEIGHT: Record<TextField, string> = { title: ':A', abstract: ':B', claims: ':C', description: ':D' };

/** Lower case, punctuation to spaces: how assignee and inventor names are compared. */
export const normName = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim();

/** A tsquery built only from letters and digits; operators come from us, never from the user. */
export function tsqueryText(value: string, field: TextField | null, phrase: boolean): string | null {
  const words = queryWords(value);
  if (!words.length) return null;
  const w = field ? WEIGHT[field] : '';
  return words.map((x) => `${x}${w}`).join(phrase || words.length > 1 ? ' <-> ' : ' & ');
}

function textCondition(q: string): SQL {
  return sql`(numnode(to_tsquery('english', ${q})) = 0 OR p.search_tsv @@ to_tsquery('english', ${q}))`;
}

/** The words of a name criterion, compared as substrings of the normalised names (at most 8). */
export const nameWords = (value: string) => normName(value).split(' ').filter(Boolean).slice(0, 8);

function containsWords(column: SQL, value: string): SQL | null {
  const words = nameWords(value);
  if (!words.length) return null;
  return sql.join(
    words.map((w) => sql`${column} LIKE ${`%${w}%`}`),
    sql` AND `,
  );
}

/**
 * A CPC criterion: a whole level (H, H01, H01M, H01M50, H01M50/46: one of the patent's cpc_prefixes), else a
 * prefix of a code (H01M50/4) within its subclass when it names one; null when empty.
 */
export function parseCpc(raw: string): { code: string; level: boolean; subclass: string | null } | null {
  const code = raw.toUpperCase().replace(/\s+/g, '');
  if (!code) return null;
  const level = /^[A-HY](\d{2}([A-Z](\d{1,4}(\/\d{2,6})?)?)?)?$/.test(code);
  return { code, level, subclass: code.match(/^[A-HY]\d{2}[A-Z]/)?.[0] ?? null };
}

/** CPC prefix at any level: H, H01, H01M, H01M50, H01M50/46 use the prefix array; partial groups scan the subclass. */
export function cpcCondition(raw: string): SQL | null {
  const cpc = parseCpc(raw);
  if (!cpc) return null;
  const { code, subclass: sub } = cpc;
  if (cpc.level) return sql`p.cpc_prefixes @> ARRAY[${code}]::text[]`;
  const like = `${code.replace(/[%_\\]/g, '')}%`;
  return sub
    ? sql`(p.cpc_prefixes @> ARRAY[${sub}]::text[] AND EXISTS (SELECT 1 FROM unnest(p.cpc) c WHERE c LIKE ${like}))`
    : sql`EXISTS (SELECT 1 FROM unnest(p.cpc) c WHERE c LIKE ${like})`;
}

export function nodeCondition(node: QueryNode): SQL | null {
  switch (node.type) {
    case 'text': {
      const q = tsqueryText(node.value, node.field, node.phrase);
      return q ? textCondition(q) : null;
    }
    case 'inventor':
      return containsWords(sql`p.inventors_norm`, node.value);
    case 'assignee':
      return containsWords(sql`p.assignee_norm`, node.value);
    case 'cpc':
      return cpcCondition(node.value);
    case 'date':
      return node.op === 'before'
        ? sql`p.sort_date < ${node.value}::date`
        : sql`p.sort_date >= ${node.value}::date`;
    case 'not': {
      const c = nodeCondition(node.child);
      return c ? sql`NOT (${c})` : null;
    }
    case 'and':
    case 'or': {
      const parts = node.children.map(nodeCondition).filter((c): c is SQL => c !== null);
      if (!parts.length) return null;
      return sql`(${sql.join(parts, node.type === 'and' ? sql` AND ` : sql` OR `)})`;
    }
  }
}

/** 'US 11,646,472 B2' is one number; 'US1, D531781; RE44891' are several. */
export function patentNumbers(raw: string): string[] {
  const whole = parsePatentNumber(raw);
  if (whole) return [whole.number];
  return raw
    .split(/[,;\s]+/)
    .map((p) => parsePatentNumber(p)?.number)
    .filter((n): n is string => !!n);
}

export const YEARS: Record<string, number> = { last_year: 1, last_5_years: 5, last_10_years: 10 };

export function statusCondition(status: SearchQuery['status']): SQL | null {
  switch (status) {
    case 'granted':
      return sql`(p.is_granted AND (${TERM_END} IS NULL OR ${TERM_END} >= current_date) AND coalesce(p.application_status, '') NOT ILIKE '%expired%')`;
    case 'expired':
      // expiration_date first: the patents_status index narrows to it; TERM_END waits for a conditional expiry's later date.
      return sql`((p.is_granted AND p.expiration_date < current_date AND ${TERM_END} < current_date) OR coalesce(p.application_status, '') ILIKE '%expired%')`;
    case 'pending':
      return sql`(NOT p.is_granted AND coalesce(p.application_status, '') !~* '(expired|abandon)')`;
    default:
      return null;
  }
}

/** A number names one patent: the user wants it whatever the date range the form still shows. */
export const isNumberLookup = (q: SearchQuery) => !!(q.patentNumber || q.applicationNumber);

/** Every criterion of the search form, AND-ed. */
export function filterConditions(q: SearchQuery, keywords: QueryNode | null): SQL[] {
  const out: (SQL | null)[] = [];
  if (keywords) out.push(nodeCondition(keywords));
  if (q.patentNumber) {
    const numbers = patentNumbers(q.patentNumber);
    out.push(numbers.length ? sql`p.patent_number = ANY(${sql.param(numbers)}::text[])` : sql`false`);
  }
  if (q.applicationNumber)
    out.push(sql`p.application_number = ${normalizeApplicationNumber(q.applicationNumber)}`);
  if (q.inventor) out.push(containsWords(sql`p.inventors_norm`, q.inventor));
  if (q.assignee) out.push(containsWords(sql`p.assignee_norm`, q.assignee));
  if (q.classification && q.classification.toLowerCase() !== 'all') out.push(cpcCondition(q.classification));
  const lookup = isNumberLookup(q);
  if (!lookup && q.dateRange in YEARS)
    out.push(sql`p.sort_date >= (current_date - ${`${YEARS[q.dateRange]} years`}::interval)`);
  if (!lookup && q.dateRange === 'custom') {
    if (q.customStartDate) out.push(sql`p.sort_date >= ${q.customStartDate}::date`);
    if (q.customEndDate) out.push(sql`p.sort_date <= ${q.customEndDate}::date`);
  }
  out.push(statusCondition(q.status));
  return out.filter((c): c is SQL => c !== null);
}

export function orderBy(sort: SearchQuery['sort']): SQL {
  switch (sort) {
    case 'date-asc':
      return sql`p.sort_date ASC NULLS LAST, p.patent_number`;
    case 'title-asc':
      return sql`lower(p.title) ASC, p.patent_number`;
    case 'title-desc':
      return sql`lower(p.title) DESC, p.patent_number`;
    case 'inventor-asc':
      return sql`lower(p.inventor_last) ASC NULLS LAST, lower(p.inventor_first) ASC NULLS LAST, p.patent_number`;
    case 'inventor-desc':
      return sql`lower(p.inventor_last) DESC NULLS LAST, lower(p.inventor_first) DESC NULLS LAST, p.patent_number`;
    case 'assignee-asc':
      return sql`nullif(p.assignee_norm, '') ASC NULLS LAST, p.patent_number`;
    case 'assignee-desc':
      return sql`nullif(p.assignee_norm, '') DESC NULLS LAST, p.patent_number`;
    default:
      return sql`p.sort_date DESC NULLS LAST, p.patent_number`;
  }
}

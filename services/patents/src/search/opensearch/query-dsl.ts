import type { Types } from '@opensearch-project/opensearch';
import type { SearchQuery } from '@patent-hub/contracts';
import { queryWords } from '@patent-hub/text';
import { normalizeApplicationNumber } from '../../domain/patent-number.js';
import type { QueryNode, TextField } from '../query-parser.js';
import { isNumberLookup, nameWords, parseCpc, patentNumbers, YEARS } from '../search-sql.js';
import { weightedTextFields } from './patents-index.js';

export type Query = Types.Common_QueryDsl.QueryContainer;
export type Sort = Types.Common.SortCombinations[];

/**
 * The OpenSearch query DSL for the parsed keywords and the search form, clause for clause what search-sql.ts
 * builds for PostgreSQL, so both engines match the same patents. Leaves carry plain words only: the user's text
 * never reaches a query-string parser.
 */
export function textQuery(value: string, field: TextField | null, phrase: boolean): Query | null {
  const words = queryWords(value);
  if (!words.length) return null;
  // As PostgreSQL's to_tsquery: words joined by punctuation (lithium-ion) are a phrase; stop words alone match all.
  return {
    multi_match: {
      query: words.join(' '),
      fields: field ? [field] : weightedTextFields(),
      zero_terms_query: 'all',
      ...(phrase || words.length > 1 ? { type: 'phrase' } : {}),
    },
  };
}

const all = (qs: (Query | null)[]): Query | null => {
  const parts = qs.filter((q): q is Query => q !== null);
  return parts.length === 0 ? null : parts.length === 1 ? parts[0] : { bool: { filter: parts } };
};

/** Every word of the name criterion inside the normalised names (LIKE '%word%' in PostgreSQL). */
function containsWords(field: 'inventors_norm' | 'assignee_norm', value: string): Query | null {
  // nameWords keeps [a-z0-9] only, so no wildcard metacharacter reaches the pattern.
  return all(nameWords(value).map((w) => ({ wildcard: { [field]: { value: `*${w}*` } } })));
}

export function cpcQuery(raw: string): Query | null {
  const cpc = parseCpc(raw);
  if (!cpc) return null;
  if (cpc.level) return { term: { cpc_prefixes: cpc.code } };
  return all([cpc.subclass ? { term: { cpc_prefixes: cpc.subclass } } : null, { prefix: { cpc: cpc.code } }]);
}

export function nodeQuery(node: QueryNode): Query | null {
  switch (node.type) {
    case 'text':
      return textQuery(node.value, node.field, node.phrase);
    case 'inventor':
      return containsWords('inventors_norm', node.value);
    case 'assignee':
      return containsWords('assignee_norm', node.value);
    case 'cpc':
      return cpcQuery(node.value);
    case 'date':
      return { range: { sort_date: node.op === 'before' ? { lt: node.value } : { gte: node.value } } };
    case 'not': {
      const c = nodeQuery(node.child);
      return c ? { bool: { must_not: [c] } } : null;
    }
    case 'and':
    case 'or': {
      const parts = node.children.map(nodeQuery).filter((c): c is Query => c !== null);
      if (!parts.length) return null;
      if (parts.length === 1) return parts[0];
      return node.type === 'and'
        ? { bool: { must: parts } }
        : { bool: { should: parts, minimum_should_match: 1 } };
    }
  }
}

const EXPIRED: Query = { wildcard: { status: { value: '*expired*' } } };

export function statusQuery(status: SearchQuery['status']): Query | null {
  switch (status) {
    case 'granted':
      return {
        bool: {
          filter: [
            { term: { is_granted: true } },
            {
              bool: {
                should: [
                  { bool: { must_not: [{ exists: { field: 'term_end' } }] } },
                  { range: { term_end: { gte: 'now/d' } } },
                ],
                minimum_should_match: 1,
              },
            },
          ],
          must_not: [EXPIRED],
        },
      };
    case 'expired':
      return {
        bool: {
          should: [
            {
              bool: {
                filter: [{ term: { is_granted: true } }, { range: { term_end: { lt: 'now/d' } } }],
              },
            },
            EXPIRED,
          ],
          minimum_should_match: 1,
        },
      };
    case 'pending':
      return {
        bool: {
          filter: [{ term: { is_granted: false } }],
          must_not: [EXPIRED, { wildcard: { status: { value: '*abandon*' } } }],
        },
      };
    default:
      return null;
  }
}

/** The search form's criteria besides the keywords, as filters (they do not score). */
export function criteriaFilters(q: SearchQuery): Query[] {
  const out: (Query | null)[] = [];
  if (q.patentNumber) {
    const numbers = patentNumbers(q.patentNumber);
    out.push(numbers.length ? { terms: { patent_number: numbers } } : { match_none: {} });
  }
  if (q.applicationNumber)
    out.push({ term: { application_number: normalizeApplicationNumber(q.applicationNumber) } });
  if (q.inventor) out.push(containsWords('inventors_norm', q.inventor));
  if (q.assignee) out.push(containsWords('assignee_norm', q.assignee));
  if (q.classification && q.classification.toLowerCase() !== 'all') out.push(cpcQuery(q.classification));
  const lookup = isNumberLookup(q);
  if (!lookup && q.dateRange in YEARS)
    out.push({ range: { sort_date: { gte: `now-${YEARS[q.dateRange]}y/d` } } });
  if (!lookup && q.dateRange === 'custom' && (q.customStartDate || q.customEndDate))
    out.push({
      range: {
        sort_date: {
          ...(q.customStartDate ? { gte: q.customStartDate } : {}),
          ...(q.customEndDate ? { lte: q.customEndDate } : {}),
        },
      },
    });
  out.push(statusQuery(q.status));
  return out.filter((c): c is Query => c !== null);
}

/** The keywords score (must), the form filters (filter); match_all when neither says anything. */
export function searchQuery(q: SearchQuery, keywords: QueryNode | null): Query {
  const must = keywords ? nodeQuery(keywords) : null;
  const filter = criteriaFilters(q);
  if (!must && !filter.length) return { match_all: {} };
  return { bool: { ...(must ? { must: [must] } : {}), filter } };
}

const byNumber = { patent_number: { order: 'asc' } } as const;
const last = (field: string, order: 'asc' | 'desc') => ({ [field]: { order, missing: '_last' } });

/** The order of search-sql.ts orderBy(): empty values last either way, then the patent number. */
export function sortOf(sort: SearchQuery['sort'] | 'score'): Sort {
  const [key, dir] = sort.split('-') as [string, 'asc' | 'desc' | undefined];
  const order = dir ?? 'desc';
  switch (key) {
    case 'score':
      return ['_score', last('sort_date', 'desc'), byNumber] as Sort;
    case 'title':
      return [{ 'title.sort': { order } }, byNumber] as Sort;
    case 'inventor':
      return [last('inventor_last', order), last('inventor_first', order), byNumber] as Sort;
    case 'assignee':
      return [last('assignee_norm', order), byNumber] as Sort;
    default:
      return [last('sort_date', sort === 'date-asc' ? 'asc' : 'desc'), byNumber] as Sort;
  }
}

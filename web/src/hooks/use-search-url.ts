import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DATE_RANGES, STATUS_FILTERS, type SortOption } from '@patent-hub/contracts/web';
import type { SearchCriteria } from '@/api/types';
import { defaultSortFor, isSortFor } from '@/lib/sort-patents';

/** One search as the address holds it: its criteria, the order of the whole result set and the page. */
export interface SearchState {
  criteria: SearchCriteria;
  sort: SortOption;
  page: number;
}

const TEXT_KEYS = [
  'keywords',
  'patentNumber',
  'applicationNumber',
  'inventor',
  'assignee',
  'customStartDate',
  'customEndDate',
  'classification',
] as const;
const MAX_PAGE = 10_000;

const oneOf = <T extends string>(list: readonly T[], v: string | null): v is T => list.includes(v as T);

/** Null until a search has run: every search writes its date range, so a bare /search is the idle screen. */
export function readSearch(params: URLSearchParams): SearchState | null {
  const dateRange = params.get('dateRange');
  if (!oneOf(DATE_RANGES, dateRange)) return null;
  const status = params.get('status');
  const criteria: SearchCriteria = {
    dateRange,
    status: oneOf(STATUS_FILTERS, status) ? status : 'all',
    enableAiAnalysis: params.get('ai') === '1',
  };
  for (const k of TEXT_KEYS) {
    const v = params.get(k)?.trim();
    if (v) criteria[k] = v;
  }
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    criteria,
    sort: isSortFor(sort, criteria.keywords) ? sort : defaultSortFor(criteria.keywords),
    page: page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The default sort and page 1 are left out, so a plain search keeps a short link. */
export function writeSearch({ criteria, sort, page }: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of TEXT_KEYS) {
    const v = criteria[k];
    if (typeof v === 'string' && v.trim() && !(k === 'classification' && v === 'all')) out.set(k, v);
  }
  out.set('dateRange', criteria.dateRange);
  out.set('status', criteria.status);
  if (criteria.enableAiAnalysis) out.set('ai', '1');
  if (sort !== defaultSortFor(criteria.keywords)) out.set('sort', sort);
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * The search held in the address (react-router search params), so back, reload and a shared link show the same
 * results. `key` is its canonical text; `go` pushes a new history entry.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  const state = useMemo(() => readSearch(new URLSearchParams(raw)), [raw]);
  const key = state ? writeSearch(state).toString() : '';
  const go = useCallback((next: SearchState) => setParams(writeSearch(next)), [setParams]);
  return { state, key, go };
}

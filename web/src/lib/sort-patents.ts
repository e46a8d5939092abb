import type { SortOption } from '@patent-hub/contracts/web';

/** SPEC §4: the eight sort orders, applied by the server to the whole result set. */
export const SORT_OPTIONS = [
  { value: 'date-desc', label: 'Date (Newest first)' },
  { value: 'date-asc', label: 'Date (Oldest first)' },
  { value: 'title-asc', label: 'Title (A-Z)' },
  { value: 'title-desc', label: 'Title (Z-A)' },
  { value: 'inventor-asc', label: 'Inventor (A-Z)' },
  { value: 'inventor-desc', label: 'Inventor (Z-A)' },
  { value: 'assignee-asc', label: 'Assignee (A-Z)' },
  { value: 'assignee-desc', label: 'Assignee (Z-A)' },
] as const satisfies readonly { value: SortOption; label: string }[];
export const BEST_MATCH = { value: 'relevance', label: 'Best match' } as const;

/** Relevance needs words to rank by: keyword searches offer it first and default to it. */
export const hasKeywords = (keywords: string | undefined) => !!keywords?.trim();
export const sortOptionsFor = (keywords: string | undefined): { value: SortOption; label: string }[] =>
  hasKeywords(keywords) ? [BEST_MATCH, ...SORT_OPTIONS] : [...SORT_OPTIONS];
export const defaultSortFor = (keywords: string | undefined): SortOption =>
  hasKeywords(keywords) ? 'relevance' : 'date-desc';
export const isSortFor = (sort: string | null, keywords: string | undefined): sort is SortOption =>
  sortOptionsFor(keywords).some((o) => o.value === sort);

import type { SortOption } from '@patent-hub/contracts/web';
import type { Patent } from '@/api/types';

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
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOrder = 'date-desc';

const time = (p: Patent) => {
  const t = Date.parse(p.patent_date || p.app_filing_date || '');
  return Number.isNaN(t) ? 0 : t;
};
const inventorKey = (p: Patent) =>
  `${p.inventor_last_name ?? ''} ${p.inventor_first_name ?? ''}`.trim().toLowerCase();
const text = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** SPEC §4: the eight sort orders; returns a new array, never mutating the results. */
export function sortPatents(patents: readonly Patent[], order: SortOrder): Patent[] {
  const list = [...patents];
  const [field, dir] = order.split('-') as [string, 'asc' | 'desc'];
  const sign = dir === 'asc' ? 1 : -1;
  const compare: Record<string, (a: Patent, b: Patent) => number> = {
    date: (a, b) => time(a) - time(b),
    title: (a, b) => text(a.patent_title).localeCompare(text(b.patent_title)),
    inventor: (a, b) => inventorKey(a).localeCompare(inventorKey(b)),
    assignee: (a, b) => text(a.assignee_organization).localeCompare(text(b.assignee_organization)),
  };
  return list.sort((a, b) => sign * compare[field](a, b));
}

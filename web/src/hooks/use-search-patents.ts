import { useQuery } from '@tanstack/react-query';
import { searchPatents } from '@/api/patents';
import type { SearchState } from '@/hooks/use-search-url';

/**
 * The search the address holds, keyed on its canonical text: a search, a sort, a page, back, forward and reload
 * all change the key. Going back to an earlier key shows its last answer at once and searches again (stale at once).
 */
export function useSearchPatents(state: SearchState | null, key: string) {
  return useQuery({
    queryKey: ['patents-search', key],
    queryFn: () => searchPatents({ ...state!.criteria, sort: state!.sort }, state!.page),
    enabled: state !== null,
    staleTime: 0,
  });
}

import { useMutation } from '@tanstack/react-query';
import { searchPatents } from '@/api/patents';
import type { SearchState } from '@/hooks/use-search-url';

export function useSearchPatents() {
  return useMutation({
    mutationFn: ({ criteria, sort, page }: SearchState) => searchPatents({ ...criteria, sort }, page),
  });
}

import { useMutation } from '@tanstack/react-query';
import { searchPatents } from '@/api/patents';
import type { SearchCriteria } from '@/api/types';

export function useSearchPatents() {
  return useMutation({
    mutationFn: ({ criteria, page }: { criteria: SearchCriteria; page: number }) =>
      searchPatents(criteria, page),
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchSavedPatents } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';

export function useGetSavedPatents() {
  return useQuery({ queryKey: queryKeys.saved, queryFn: fetchSavedPatents, select: (r) => r?.data ?? [] });
}

import { useQuery } from '@tanstack/react-query';
import { fetchCollections } from '@/api/collections';
import { queryKeys } from '@/api/query-keys';

export function useGetCollections() {
  return useQuery({
    queryKey: queryKeys.collections,
    queryFn: fetchCollections,
    select: (r) => r?.data ?? [],
  });
}

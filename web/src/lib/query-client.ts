import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from '@/api/http';

/** SPEC §7: the default fetch joins the key parts with '/'; a 401 is an error. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

/** SPEC §9: no interval refetch, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

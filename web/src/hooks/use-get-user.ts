import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/api/auth';
import { queryKeys } from '@/api/query-keys';

/** SPEC §4: the current-user query decides signed in or out; never retried. */
export function useGetUser() {
  const query = useQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser, retry: false });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: !!user };
}

import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/api/auth';
import { queryKeys } from '@/api/query-keys';
import { claimBrowserRecords } from '@/lib/browser-records';

/** The signed-in user; the browser's records are made theirs before any screen reads them. */
async function currentUser() {
  const user = await fetchCurrentUser();
  if (user) claimBrowserRecords(user.id);
  return user;
}

/** SPEC §4: the current-user query decides signed in or out; never retried. */
export function useGetUser() {
  const query = useQuery({ queryKey: queryKeys.user, queryFn: currentUser, retry: false });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: !!user };
}

import { useQuery } from '@tanstack/react-query';
import { fetchDrafts } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';

/** The drafts saved to the user's account (GET /api/patents/drafts). */
export const useGetDrafts = () => useQuery({ queryKey: queryKeys.drafts, queryFn: fetchDrafts });

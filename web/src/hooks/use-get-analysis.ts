import { useQuery } from '@tanstack/react-query';
import { fetchAnalysis } from '@/api/analysis';
import { queryKeys } from '@/api/query-keys';

export const ANALYSIS_POLL_MS = 1500;

/** Polls only while the job is pending or running; a failed fetch is not retried (SPEC §4). */
export function useGetAnalysis(patentNumber: string | null) {
  return useQuery({
    queryKey: queryKeys.analysis(patentNumber ?? ''),
    queryFn: () => fetchAnalysis(patentNumber!),
    enabled: !!patentNumber,
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' || q.state.data?.status === 'running' ? ANALYSIS_POLL_MS : false,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestAnalysis } from '@/api/analysis';
import { queryKeys } from '@/api/query-keys';
import type { Patent } from '@/api/types';

/** Queues an analysis; the analysis query then polls until the job completes. */
export function useAnalyzePatent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ patentNumber, patentData }: { patentNumber: string; patentData?: Patent }) =>
      requestAnalysis(patentNumber, patentData),
    onSuccess: (res, { patentNumber }) => {
      // A queued job shows as in progress at once; a finished one is simply refetched.
      if (res?.status !== 'complete') qc.setQueryData(queryKeys.analysis(patentNumber), { status: res?.status ?? 'pending' });
      qc.invalidateQueries({ queryKey: queryKeys.analysis(patentNumber) });
      qc.invalidateQueries({ queryKey: queryKeys.saved });
    },
  });
}

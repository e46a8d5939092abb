import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestAnalysis } from '@/api/analysis';
import { queryKeys } from '@/api/query-keys';
import type { AnalysisStatus, Patent } from '@/api/types';

/** After a job was queued: it shows as in progress at once; a finished one is simply refetched. */
export function afterAnalysisQueued(
  qc: QueryClient,
  patentNumber: string,
  status: AnalysisStatus | undefined,
) {
  if (status !== 'complete')
    qc.setQueryData(queryKeys.analysis(patentNumber), { status: status ?? 'pending' });
  void qc.invalidateQueries({ queryKey: queryKeys.analysis(patentNumber) });
  void qc.invalidateQueries({ queryKey: queryKeys.saved });
}

/** Queues a new analysis job (Generate, Regenerate); the analysis query then polls until it completes. */
export function useAnalyzePatent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ patentNumber, patentData }: { patentNumber: string; patentData?: Patent }) =>
      requestAnalysis(patentNumber, patentData),
    onSuccess: (res, { patentNumber }) => afterAnalysisQueued(qc, patentNumber, res?.status),
  });
}

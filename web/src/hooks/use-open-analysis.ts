import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchAnalysis, requestAnalysis } from '@/api/analysis';
import { queryKeys } from '@/api/query-keys';
import type { AnalysisStatus, Patent } from '@/api/types';
import { afterAnalysisQueued } from './use-analyze-patent';

/**
 * AI Analyze on a card: a complete (or still running) analysis of the patent is shown as it is;
 * only when none exists, or the last one failed, is a new job queued.
 */
export function useOpenAnalysis() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      patentNumber,
      patentData,
    }: {
      patentNumber: string;
      patentData?: Patent;
    }): Promise<{ status: AnalysisStatus; queued: boolean }> => {
      const existing = await qc.fetchQuery({
        queryKey: queryKeys.analysis(patentNumber),
        queryFn: () => fetchAnalysis(patentNumber),
        staleTime: 0,
      });
      if (existing.status === 'complete' || existing.status === 'pending' || existing.status === 'running')
        return { status: existing.status, queued: false };
      const res = await requestAnalysis(patentNumber, patentData);
      return { status: res?.status ?? 'pending', queued: true };
    },
    onSuccess: (res, { patentNumber }) => {
      if (res.queued) afterAnalysisQueued(qc, patentNumber, res.status);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/api/http';
import { deleteDraft } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';
import type { ListResponse, PatentDraft } from '@/api/types';

/** Deletes a draft's server copy; one that was never saved there (404) is already gone. */
export function useDeleteDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await deleteDraft(id);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_r, id) =>
      qc.setQueryData<ListResponse<PatentDraft>>(queryKeys.drafts, (old) =>
        old?.data ? { ...old, data: old.data.filter((d) => d.id !== id) } : old,
      ),
  });
}

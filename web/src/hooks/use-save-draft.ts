import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDraft } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';

export function useSaveDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.drafts }),
  });
}

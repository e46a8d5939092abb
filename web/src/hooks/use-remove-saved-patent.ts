import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSavedPatent } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';

export function useRemoveSavedPatent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeSavedPatent(id),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: queryKeys.saved });
      qc.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSavedPatent } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';

export function useUpdateSavedPatent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) => updateSavedPatent(id, { notes }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.saved }),
  });
}

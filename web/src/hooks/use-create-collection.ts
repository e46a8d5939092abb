import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollection } from '@/api/collections';
import { queryKeys } from '@/api/query-keys';

export function useCreateCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.collections }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCollection } from '@/api/collections';
import { queryKeys } from '@/api/query-keys';

/** Renames a collection (name and description); the cards and the sidebar follow. */
export function useUpdateCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string; name: string; description: string }) =>
      updateCollection(id, changes),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.collections }),
  });
}

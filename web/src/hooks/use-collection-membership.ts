import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPatentToCollection, removePatentFromCollection } from '@/api/collections';
import { queryKeys } from '@/api/query-keys';

export interface MembershipChange {
  collectionId: string;
  /** The saved patent's id (not its patent number). */
  patentId: string;
  add: boolean;
}

/** Adds a saved patent to a collection or takes it out; the collection cards and sidebar counts refresh. */
export function useCollectionMembership() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, patentId, add }: MembershipChange) =>
      add
        ? addPatentToCollection(collectionId, patentId)
        : removePatentFromCollection(collectionId, patentId),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.collections }),
  });
}

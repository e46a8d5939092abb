import { X } from 'lucide-react';
import type { Collection } from '@/api/types';
import { Badge } from '@/components/ui/badge';
import { Label, NativeSelect } from '@/components/ui/input';
import { useCollectionMembership } from '@/hooks/use-collection-membership';
import { useGetCollections } from '@/hooks/use-get-collections';
import { toastError } from '@/hooks/use-toast';

const PICK = '';

/**
 * The collections a saved patent belongs to (each removable) and a labelled native select that adds
 * it to another one: a native control keeps keyboard and screen-reader use free of custom code.
 */
export function CollectionMembership({ patentId }: { patentId: string }) {
  const collections = useGetCollections();
  const change = useCollectionMembership();
  const all: Collection[] = collections.data ?? [];
  if (all.length === 0) return null;
  const member = all.filter((c) => c.patentIds.includes(patentId));
  const others = all.filter((c) => !c.patentIds.includes(patentId));
  const selectId = `add-to-collection-${patentId}`;
  const run = (collectionId: string, add: boolean) =>
    change.mutate(
      { collectionId, patentId, add },
      {
        onError: (e) =>
          toastError('Error', e, add ? 'Failed to add to collection' : 'Failed to remove from collection'),
      },
    );

  return (
    <div className="space-y-2">
      {member.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="In collections">
          {member.map((c) => (
            <li key={c.id}>
              <Badge variant="secondary" className="gap-1">
                {c.name}
                <button
                  type="button"
                  className="rounded-sm opacity-70 hover:opacity-100"
                  aria-label={`Remove from ${c.name}`}
                  disabled={change.isPending}
                  onClick={() => run(c.id, false)}
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <div className="space-y-1">
          <Label htmlFor={selectId}>Add to collection</Label>
          <NativeSelect
            id={selectId}
            value={PICK}
            disabled={change.isPending}
            onChange={(e) => e.target.value && run(e.target.value, true)}
            options={[
              { value: PICK, label: 'Choose a collection' },
              ...others.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}

import { Download, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '@patent-hub/contracts/web';
import { collectionExportUrl } from '@/api/collections';
import type { Collection, SavedPatent } from '@/api/types';
import { CollectionFields } from '@/components/collection-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCollectionMembership } from '@/hooks/use-collection-membership';
import { useUpdateCollection } from '@/hooks/use-update-collection';
import { toast, toastError } from '@/hooks/use-toast';
import { validateCollection, type CollectionErrors, type CollectionForm } from '@/lib/collection-form';
import { countOf } from '@/lib/texts';

const EXPORT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  ris: 'RIS',
  bibtex: 'BibTeX',
  csljson: 'CSL-JSON',
};

function RenameForm({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const [form, setForm] = useState<CollectionForm>({
    name: collection.name,
    description: collection.description ?? '',
  });
  const [errors, setErrors] = useState<CollectionErrors>({});
  const update = useUpdateCollection();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCollection(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { id: collection.id, name: form.name.trim(), description: form.description.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Collection renamed' });
          onDone();
        },
        onError: (err) => toastError('Error', err, 'Failed to rename collection'),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Rename collection">
      <CollectionFields idPrefix="rename-collection" form={form} errors={errors} onChange={setForm} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** An opened collection: its patents (each removable), rename, and the four export formats. */
export function CollectionViewDialog({
  collection,
  saved,
  onClose,
}: {
  collection: Collection | null;
  saved: readonly SavedPatent[];
  onClose: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const membership = useCollectionMembership();
  if (!collection) return null;
  const patents = collection.patentIds
    .map((id) => saved.find((p) => p.id === id))
    .filter((p): p is SavedPatent => !!p);
  const removeFromCollection = (p: SavedPatent) =>
    membership.mutate(
      { collectionId: collection.id, patentId: p.id, add: false },
      {
        onSuccess: () => toast({ title: 'Removed from collection' }),
        onError: (e) => toastError('Error', e, 'Failed to remove from collection'),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) {
          setRenaming(false);
          onClose();
        }
      }}
    >
      <DialogContent
        title={collection.name}
        description={collection.description || undefined}
        className="max-w-2xl"
      >
        {renaming ? (
          <RenameForm collection={collection} onDone={() => setRenaming(false)} />
        ) : (
          <Button variant="outline" size="sm" className="self-start" onClick={() => setRenaming(true)}>
            <Pencil className="h-4 w-4" aria-hidden />
            Rename
          </Button>
        )}
        <section className="space-y-2" aria-labelledby="collection-patents-heading">
          <h3 id="collection-patents-heading" className="font-semibold">
            {countOf(patents.length, 'patent')}
          </h3>
          {patents.length ? (
            <ul className="space-y-2 text-sm">
              {patents.map((p) => (
                <li key={p.id} className="flex items-start justify-between gap-3 rounded-md border p-2">
                  <div className="min-w-0">
                    <p className="font-medium">{p.title ?? `US${p.patentNumber}`}</p>
                    <p className="text-muted-foreground">US{p.patentNumber}</p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={membership.isPending}
                    onClick={() => removeFromCollection(p)}
                    aria-label={`Remove US${p.patentNumber} from collection`}
                  >
                    <X className="h-4 w-4" aria-hidden />
                    Remove from collection
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No patents in this collection yet</p>
          )}
        </section>
        <section className="space-y-2" aria-labelledby="collection-export-heading">
          <h3 id="collection-export-heading" className="font-semibold">
            Export
          </h3>
          <div className="flex flex-wrap gap-2">
            {EXPORT_FORMATS.map((f) => (
              <Button key={f} size="sm" variant="outline" asChild>
                <a href={collectionExportUrl(collection.id, f)} download>
                  <Download className="h-4 w-4" aria-hidden />
                  {EXPORT_LABELS[f]}
                </a>
              </Button>
            ))}
          </div>
        </section>
      </DialogContent>
    </Dialog>
  );
}

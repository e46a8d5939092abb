import { FolderPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CollectionFields } from '@/components/collection-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useCreateCollection } from '@/hooks/use-create-collection';
import { toast, toastError } from '@/hooks/use-toast';
import { validateCollection, type CollectionErrors } from '@/lib/collection-form';

const EMPTY = { name: '', description: '' };

export function CollectionDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<CollectionErrors>({});
  const create = useCreateCollection();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCollection(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { name: form.name.trim(), description: form.description.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Collection created' });
          setForm(EMPTY);
          setOpen(false);
        },
        onError: (err) =>
          toastError('Error creating collection', err, 'Failed to create collection. Please try again.'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <FolderPlus className="h-4 w-4" aria-hidden />
          New Collection
        </Button>
      </DialogTrigger>
      <DialogContent title="Create New Collection" description="Group related patents together.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <CollectionFields idPrefix="collection" form={form} errors={errors} onChange={setForm} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Collection'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

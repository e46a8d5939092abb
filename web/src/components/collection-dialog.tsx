import { FolderPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FieldMessage, Input, Label, Textarea } from '@/components/ui/input';
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
  const change = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

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
          <div className="space-y-2">
            <Label htmlFor="collection-name">Name</Label>
            <Input
              id="collection-name"
              value={form.name}
              onChange={change('name')}
              aria-invalid={!!errors.name}
              aria-describedby="collection-name-error"
            />
            <FieldMessage id="collection-name-error">{errors.name}</FieldMessage>
          </div>
          <div className="space-y-2">
            <Label htmlFor="collection-description">Description</Label>
            <Textarea
              id="collection-description"
              value={form.description}
              onChange={change('description')}
              aria-invalid={!!errors.description}
              aria-describedby="collection-description-error"
            />
            <FieldMessage id="collection-description-error">{errors.description}</FieldMessage>
          </div>
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

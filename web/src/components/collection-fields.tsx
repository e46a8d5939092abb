import { FieldMessage, Input, Label, Textarea } from '@/components/ui/input';
import type { CollectionErrors, CollectionForm } from '@/lib/collection-form';

/** The name and description fields of a collection (create and rename), each with its message below. */
export function CollectionFields({
  idPrefix,
  form,
  errors,
  onChange,
}: {
  idPrefix: string;
  form: CollectionForm;
  errors: CollectionErrors;
  onChange: (next: CollectionForm) => void;
}) {
  const change = (k: keyof CollectionForm) => (e: { target: { value: string } }) =>
    onChange({ ...form, [k]: e.target.value });
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-name`}>Name</Label>
        <Input
          id={`${idPrefix}-name`}
          value={form.name}
          onChange={change('name')}
          aria-invalid={!!errors.name}
          aria-describedby={`${idPrefix}-name-error`}
        />
        <FieldMessage id={`${idPrefix}-name-error`}>{errors.name}</FieldMessage>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <Textarea
          id={`${idPrefix}-description`}
          value={form.description}
          onChange={change('description')}
          aria-invalid={!!errors.description}
          aria-describedby={`${idPrefix}-description-error`}
        />
        <FieldMessage id={`${idPrefix}-description-error`}>{errors.description}</FieldMessage>
      </div>
    </>
  );
}

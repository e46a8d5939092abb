export interface CollectionForm {
  name: string;
  description: string;
}
export type CollectionErrors = Partial<Record<keyof CollectionForm, string>>;

/** SPEC §5: the collection form's rules and exact messages. */
export function validateCollection(form: CollectionForm): CollectionErrors {
  const errors: CollectionErrors = {};
  if (!form.name.trim()) errors.name = 'Collection name is required';
  else if (form.name.length > 100) errors.name = 'Name must be less than 100 characters';
  if (form.description.length > 500) errors.description = 'Description must be less than 500 characters';
  return errors;
}

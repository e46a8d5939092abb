import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_MESSAGES,
  COLLECTION_NAME_MAX,
} from '@patent-hub/contracts/web';

export interface CollectionForm {
  name: string;
  description: string;
}
export type CollectionErrors = Partial<Record<keyof CollectionForm, string>>;

/** SPEC §5: the collection form's rules and exact messages. */
export function validateCollection(form: CollectionForm): CollectionErrors {
  const errors: CollectionErrors = {};
  if (!form.name.trim()) errors.name = COLLECTION_MESSAGES.nameRequired;
  else if (form.name.length > COLLECTION_NAME_MAX) errors.name = COLLECTION_MESSAGES.nameTooLong;
  if (form.description.length > COLLECTION_DESCRIPTION_MAX)
    errors.description = COLLECTION_MESSAGES.descriptionTooLong;
  return errors;
}

import {
  savedPatentTypeFor,
  type SavePatentInput,
  type SavedPatent,
  type SavedPatentType,
} from '@patent-hub/contracts';
import type { NewSavedPatent, SavedPatentRow } from './saved-patents.repository.js';

export function toSavedPatent(row: SavedPatentRow): SavedPatent {
  const { userId: _owner, createdAt, updatedAt, type, ...rest } = row;
  return {
    ...rest,
    type: type as SavedPatentType,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** SPEC §4: the type follows the status unless the caller chose one. */
export function toNewSavedPatent(input: SavePatentInput): NewSavedPatent {
  return { ...input, type: input.type ?? savedPatentTypeFor(input.status) };
}

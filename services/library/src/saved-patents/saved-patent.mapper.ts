import {
  savedPatentTypeFor,
  textOrNull,
  type SavePatentInput,
  type SavedPatent,
  type SavedPatentType,
  type UpdateSavedPatentInput,
} from '@patent-hub/contracts';
import type { NewSavedPatent, SavedPatentChanges, SavedPatentRow } from './saved-patents.repository.js';

export function toSavedPatent(row: SavedPatentRow): SavedPatent {
  const { userId: _owner, createdAt, updatedAt, type, ...rest } = row;
  return {
    ...rest,
    type: type as SavedPatentType,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * SPEC §4: the type follows the status unless the caller chose one. An abstract that is only an export's placeholder
 * ('NULL', 'None': the patents service clears them) is stored as none (migration 0001 cleared the rows before).
 */
export function toNewSavedPatent(input: SavePatentInput): NewSavedPatent {
  return {
    ...input,
    abstract: textOrNull(input.abstract),
    type: input.type ?? savedPatentTypeFor(input.status),
  };
}

/** A user's edit, with a placeholder abstract stored as none, as on save. */
export function toSavedPatentChanges(changes: UpdateSavedPatentInput): SavedPatentChanges {
  return typeof changes.abstract === 'string'
    ? { ...changes, abstract: textOrNull(changes.abstract) }
    : changes;
}

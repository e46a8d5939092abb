import { useCallback, useEffect, useRef, useState } from 'react';
import { Label, Textarea } from '@/components/ui/input';
import { useUpdateSavedPatent } from '@/hooks/use-update-saved-patent';
import { toastError } from '@/hooks/use-toast';

/** How long typing must pause before the notes are sent. */
export const NOTES_SAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
const STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving...',
  saved: 'Saved',
  failed: 'Not saved',
};

/**
 * A saved patent's notes, kept on the server: sent (PATCH) on blur and after a pause in typing.
 * A failed save keeps the text, says so and shows the error toast; the next edit or blur retries.
 */
export function SavedPatentNotes({ id, initial }: { id: string; initial: string }) {
  const { mutate } = useUpdateSavedPatent();
  const [notes, setNotes] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');
  // The text the server holds and the text on its way there: neither is sent twice.
  const stored = useRef(initial);
  const sending = useRef<string | null>(null);

  const save = useCallback(
    (text: string) => {
      if (text === stored.current || text === sending.current) return;
      sending.current = text;
      setState('saving');
      mutate(
        { id, notes: text },
        {
          onSuccess: () => {
            stored.current = text;
            setState('saved');
          },
          onError: (e) => {
            setState('failed');
            toastError('Error', e, 'Failed to save notes');
          },
          onSettled: () => {
            if (sending.current === text) sending.current = null;
          },
        },
      );
    },
    [id, mutate],
  );

  useEffect(() => {
    const timer = setTimeout(() => save(notes), NOTES_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [notes, save]);

  const statusId = `notes-status-${id}`;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={`notes-${id}`}>Notes</Label>
        <span
          id={statusId}
          role="status"
          className={state === 'failed' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
        >
          {STATE_TEXT[state]}
        </span>
      </div>
      <Textarea
        id={`notes-${id}`}
        value={notes}
        placeholder="Add notes about this patent"
        aria-describedby={statusId}
        onChange={(e) => {
          setNotes(e.target.value);
          if (state === 'saved') setState('idle');
        }}
        onBlur={() => save(notes)}
      />
    </div>
  );
}

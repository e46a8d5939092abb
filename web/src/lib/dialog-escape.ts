// Which layer Escape closes when a toast is shown over an open dialog (used by the Toaster, marked by the dialogs).

/** Marks a dialog's own close button: what Escape presses when a toast is over the dialog (closeFocusedDialog). */
export const DIALOG_CLOSE = { 'data-dialog-close': '' } as const;

/**
 * Escape belongs to the dialog or panel the focus is in, not to a toast shown over it (attorney review, issue 23).
 * Radix gives Escape to the newest layer only, and a toast opened while a dialog is open is newer, so the toast
 * passes it on: it stays, and the dialog closes through its own close button (its focus return included).
 */
export function closeFocusedDialog(event: KeyboardEvent, viewport: HTMLElement | null) {
  const target = event.target instanceof Element ? event.target : null;
  const dialog = target?.closest('[role="dialog"], [role="alertdialog"]');
  if (!dialog || viewport?.contains(dialog)) return;
  const close = dialog.querySelector<HTMLElement>('[data-dialog-close]');
  if (!close) return;
  event.preventDefault();
  close.click();
}

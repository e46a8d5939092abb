import { useRef } from 'react';

/**
 * Radix gives the focus back to a Dialog.Trigger only; a dialog or side panel opened from elsewhere (a result card,
 * its AI Analyze button) would leave it on the page body. The handlers remember what held the focus on opening and
 * return it there on closing, when it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const onCloseAutoFocus = (e: Event) => {
    const el = opener.current;
    opener.current = null;
    if (!el?.isConnected) return;
    e.preventDefault();
    el.focus();
  };
  return { onOpenAutoFocus, onCloseAutoFocus };
}

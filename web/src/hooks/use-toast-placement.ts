import { useEffect, useState, type CSSProperties } from 'react';

/** The narrowest room beside a dialog a toast is moved into; SPEC §9's widest viewport. */
const MIN_ROOM = 280;
const MAX_WIDTH = 420;

type Box = { left: number; right: number };

/**
 * Where the toast viewport goes so that it covers no open dialog (issue 23: 'Analysis completed' over the bottom of the
 * analysis panel): at the right edge, narrower if need be, when the dialogs leave room there; else just left of them
 * (the side panel docked on the right); else where it always is (phones: dialogs keep their close button at the top).
 */
export function toastPlacement(dialogs: readonly Box[], viewportWidth: number): CSSProperties | null {
  if (!dialogs.length) return null;
  const left = Math.min(...dialogs.map((d) => d.left));
  const right = Math.max(...dialogs.map((d) => d.right));
  const roomRight = viewportWidth - right;
  if (roomRight >= MIN_ROOM) return { right: 0, maxWidth: Math.min(MAX_WIDTH, roomRight) };
  if (left >= MIN_ROOM) return { right: viewportWidth - left, maxWidth: Math.min(MAX_WIDTH, left) };
  return null;
}

/** toastPlacement for the dialogs open now, followed while `active` (a toast is shown) as dialogs open, close, resize. */
export function useToastPlacement(
  active: boolean,
  viewport: () => HTMLElement | null,
): CSSProperties | undefined {
  const [placement, setPlacement] = useState<CSSProperties | null>(null);
  useEffect(() => {
    if (!active) return;
    let last = '';
    const update = () => {
      const own = viewport();
      const boxes = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')]
        .filter((el) => !own?.contains(el))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
      const next = toastPlacement(boxes, document.documentElement.clientWidth || window.innerWidth);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setPlacement(next);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [active, viewport]);
  // Without a toast the last placement is not followed any more: not used either.
  return active ? (placement ?? undefined) : undefined;
}

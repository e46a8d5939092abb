import { useEffect, useState, type CSSProperties } from 'react';

/** The narrowest room beside a dialog a toast is moved into; SPEC §9's widest viewport. */
const MIN_ROOM = 280;
const MAX_WIDTH = 420;

type Box = { left: number; right: number };

/** The height the toast viewport takes at the bottom while the dialogs have no room beside them for it. */
const TOAST_ROOM = '--toast-room';

/**
 * How the dialogs leave that room: a centred dialog stays centred in the height above it (its top edge does not move,
 * it is shorter); the side panel ends above it. The variable is unset (0 px) at any other time.
 */
export const ROOM_FOR_TOASTS = {
  centred: {
    top: `calc(50% - var(${TOAST_ROOM}, 0px) / 2)`,
    maxHeight: `calc(90vh - var(${TOAST_ROOM}, 0px))`,
  },
  docked: { bottom: `var(${TOAST_ROOM}, 0px)` },
} satisfies Record<string, CSSProperties>;

/**
 * Where the toast viewport goes so that it covers no open dialog (issue 23: 'Analysis completed' over the bottom of the
 * analysis panel, toasts over the centred detail dialog from 770 to 1000 px): at the right edge, narrower if need be,
 * when the dialogs leave room there; else just left of them (the side panel docked on the right); else 'below': it
 * stays at the bottom and the dialogs end above it (ROOM_FOR_TOASTS). Null: no dialog, nothing to avoid.
 */
export function toastPlacement(
  dialogs: readonly Box[],
  viewportWidth: number,
): CSSProperties | 'below' | null {
  if (!dialogs.length) return null;
  const left = Math.min(...dialogs.map((d) => d.left));
  const right = Math.max(...dialogs.map((d) => d.right));
  const roomRight = viewportWidth - right;
  if (roomRight >= MIN_ROOM) return { right: 0, maxWidth: Math.min(MAX_WIDTH, roomRight) };
  if (left >= MIN_ROOM) return { right: viewportWidth - left, maxWidth: Math.min(MAX_WIDTH, left) };
  return 'below';
}

/** The room the dialogs leave under them: the toast viewport's height while it is 'below' them, else none. */
function setToastRoom(height: number | null) {
  const root = document.documentElement.style;
  if (height === null) root.removeProperty(TOAST_ROOM);
  else root.setProperty(TOAST_ROOM, `${Math.ceil(height)}px`);
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
      // The viewport's own height: the toast in it can grow (a second line) while it shows.
      const room = next === 'below' ? (own?.getBoundingClientRect().height ?? 0) : null;
      const key = JSON.stringify([next, room]);
      if (key === last) return;
      last = key;
      setToastRoom(room);
      setPlacement(next === 'below' ? null : next);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      setToastRoom(null);
    };
  }, [active, viewport]);
  // Without a toast the last placement is not followed any more: not used either.
  return active ? (placement ?? undefined) : undefined;
}

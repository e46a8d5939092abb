import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useCallback, useRef } from 'react';
import { TOAST_DURATION, dismissToast, useToasts } from '@/hooks/use-toast';
import { useToastPlacement } from '@/hooks/use-toast-placement';
import { closeFocusedDialog } from '@/lib/dialog-escape';
import { cn } from '@/lib/utils';

/**
 * SPEC §9: 5000 ms, swipe right past 50 px, F8 focuses the 'Notifications' region, 420 px from md up.
 * At the bottom on every screen: dialogs keep their close button at the top, where a toast would cover it.
 * Beside an open dialog when there is room; else the dialog ends above it: it covers none of its content
 * (useToastPlacement).
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const ownViewport = useCallback(() => viewport.current, []);
  const placement = useToastPlacement(
    toasts.some((t) => t.open),
    ownViewport,
  );
  return (
    <T.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notifications">
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          onEscapeKeyDown={(e) => closeFocusedDialog(e, viewport.current)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
          data-variant={t.variant ?? 'default'}
        >
          <div className="grid gap-1">
            {t.title ? <T.Title className="text-sm font-semibold">{t.title}</T.Title> : null}
            {t.description ? (
              // Full colour on red: at 90 % the description fell under 4.5:1 (axe, 'search error').
              <T.Description className={cn('text-sm', t.variant !== 'destructive' && 'opacity-90')}>
                {t.description}
              </T.Description>
            ) : null}
          </div>
          {t.action}
          <T.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label="Close"
          >
            <X className="h-4 w-4" aria-hidden />
          </T.Close>
        </T.Root>
      ))}
      {/* A modal (Radix Dialog, the side panel) marks everything outside it aria-hidden but spares
          [aria-live] elements and their ancestors: the marker keeps this region exposed to screen
          readers under a modal. 'off' because Radix already announces each toast through its own
          live status element; the list itself must not announce it twice. */}
      <T.Viewport
        ref={viewport}
        style={placement}
        label="Notifications"
        aria-live="off"
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]"
      />
    </T.Provider>
  );
}

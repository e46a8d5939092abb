import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { ROOM_FOR_TOASTS } from '@/hooks/use-toast-placement';
import { DIALOG_CLOSE } from '@/lib/dialog-escape';
import { cn } from '@/lib/utils';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-overlay" />
      <D.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed left-1/2 z-50 flex w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-card p-4 shadow-lg sm:p-6',
          className,
        )}
        // Centred, at most 90 % of the height, above a toast that has no room beside it.
        style={ROOM_FOR_TOASTS.centred}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <D.Title className="text-lg font-semibold">{title}</D.Title>
            {description ? (
              <D.Description className="text-sm text-muted-foreground">{description}</D.Description>
            ) : (
              <D.Description className="sr-only">{title}</D.Description>
            )}
          </div>
          <D.Close className="rounded-sm opacity-70 hover:opacity-100" aria-label="Close" {...DIALOG_CLOSE}>
            <X className="h-4 w-4" aria-hidden />
          </D.Close>
        </div>
        {children}
      </D.Content>
    </D.Portal>
  );
}

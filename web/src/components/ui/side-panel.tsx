import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { ROOM_FOR_TOASTS } from '@/hooks/use-toast-placement';
import { DIALOG_CLOSE } from '@/lib/dialog-escape';
import { cn } from '@/lib/utils';

interface Props {
  title: ReactNode;
  description: ReactNode;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** The close button of a sheet (this panel, the phone navigation drawer). */
export const SheetClose = ({ label }: { label: string }) => (
  <D.Close asChild>
    <Button variant="ghost" size="icon" aria-label={label} {...DIALOG_CLOSE}>
      <X className="h-4 w-4" aria-hidden />
    </Button>
  </D.Close>
);

/** A modal sheet docked on the right edge; full width on phones. */
export function SidePanel({ title, description, onClose, className, children }: Props) {
  // Escape or Close: the focus goes back to what opened the panel (AI Analyze on a card), not the page body.
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  return (
    <D.Root open onOpenChange={(o) => !o && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <D.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-0 right-0 z-50 flex w-full flex-col border-l bg-card shadow-xl',
            className,
          )}
          style={ROOM_FOR_TOASTS.docked}
        >
          <div className="flex items-center justify-between gap-2 border-b p-4">
            <div>
              <D.Title className="flex items-center gap-2 font-semibold">{title}</D.Title>
              <D.Description className="text-sm text-muted-foreground">{description}</D.Description>
            </div>
            <SheetClose label="Close" />
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

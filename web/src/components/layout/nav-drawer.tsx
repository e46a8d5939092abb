import { Menu } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SheetClose } from '@/components/ui/side-panel';
import { Logo, SidebarBody } from './sidebar';

/**
 * Phones: the sidebar as a drawer behind a menu button. Radix Dialog traps the focus while it is open,
 * closes on Escape and gives the focus back to the menu button; using a link closes it.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <D.Root open={open} onOpenChange={setOpen}>
      <D.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open navigation">
          <Menu className="h-5 w-5" aria-hidden />
        </Button>
      </D.Trigger>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-card shadow-lg"
        >
          <div className="flex h-14 items-center justify-between gap-2 border-b px-3">
            <Logo className="flex" />
            <D.Title className="sr-only">Navigation</D.Title>
            <SheetClose label="Close navigation" />
          </div>
          <SidebarBody collapsed={false} onNavigate={close} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

import { LogOut } from 'lucide-react';
import type { MouseEvent } from 'react';
import { LOGOUT_PATH } from '@/api/auth';
import { Button, type ButtonProps } from '@/components/ui/button';
import { signOut } from '@/lib/sign-out';

/** The logout link (SPEC §2: a browser navigation to /api/logout) that first clears the browser. */
export function SignOutLink({ label, ...props }: { label: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, window) only navigates; this page stays signed in.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void signOut();
  };
  return (
    <Button asChild {...props}>
      <a href={LOGOUT_PATH} onClick={onClick}>
        <LogOut className="h-4 w-4" aria-hidden />
        {label}
      </a>
    </Button>
  );
}

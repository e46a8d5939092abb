import { Avatar as A } from 'radix-ui';
import { userInitials, type DisplayUser } from '@/lib/user-display';
import { cn } from '@/lib/utils';

/** SPEC §2: the profile image, else initials (first+last, e-mail letter, 'U'). */
export function UserAvatar({ user, className }: { user: DisplayUser | null | undefined; className?: string }) {
  return (
    <A.Root className={cn('inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground', className)}>
      {user?.profileImageUrl ? <A.Image src={user.profileImageUrl} alt="" className="h-full w-full object-cover" /> : null}
      <A.Fallback delayMs={user?.profileImageUrl ? 600 : 0}>{userInitials(user)}</A.Fallback>
    </A.Root>
  );
}

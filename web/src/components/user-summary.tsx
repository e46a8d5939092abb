import type { User } from '@/api/types';
import { UserAvatar } from '@/components/ui/avatar';
import { displayName } from '@/lib/user-display';
import { cn } from '@/lib/utils';

/** Avatar, display name and e-mail with the fallbacks of SPEC §2 (dashboard header, sidebar footer). */
export function UserSummary({
  user,
  avatarClass,
  textClass,
}: {
  user: User | null;
  avatarClass?: string;
  textClass?: string;
}) {
  return (
    <>
      <UserAvatar user={user} className={avatarClass} />
      <div className={cn('min-w-0 flex-1', textClass)}>
        <p className="truncate text-sm font-medium">{displayName(user)}</p>
        <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
      </div>
    </>
  );
}

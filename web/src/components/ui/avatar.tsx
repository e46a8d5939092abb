import { useState } from 'react';
import { userInitials, type DisplayUser } from '@/lib/user-display';
import { cn } from '@/lib/utils';

/** SPEC §2: the profile image, else initials (first+last, e-mail letter, 'U'); a broken image falls back too. */
export function UserAvatar({
  user,
  className,
}: {
  user: DisplayUser | null | undefined;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const src = user?.profileImageUrl;
  return (
    <span
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {src && !broken ? (
        <img src={src} alt="" className="h-full w-full object-cover" onError={() => setBroken(true)} />
      ) : (
        userInitials(user)
      )}
    </span>
  );
}

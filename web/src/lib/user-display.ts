export interface DisplayUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

/** SPEC §2: initials from first and last name, else the e-mail's first letter, else 'U'. */
export function userInitials(user: DisplayUser | null | undefined): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = user?.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}

/** SPEC §2: first and last name, else the e-mail, else 'User'. */
export function displayName(user: DisplayUser | null | undefined): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  return user?.email?.trim() || 'User';
}

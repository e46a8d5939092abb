import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from '@/components/ui/avatar';
import { displayName, userInitials } from './user-display';

describe(userInitials.name, () => {
  it.each([
    [{ firstName: 'ada', lastName: 'lovelace', email: 'a@x.io' }, 'AL'],
    [{ firstName: 'Ada', lastName: null, email: 'zed@x.io' }, 'Z'],
    [{ firstName: null, lastName: null, email: 'bob@x.io' }, 'B'],
    [{ firstName: null, lastName: null, email: null }, 'U'],
    [null, 'U'],
  ])('returns the initials for %j', (user, expected) => expect(userInitials(user)).toBe(expected));
});

describe(displayName.name, () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: '', email: 'a@x.io' }, 'a@x.io'],
    [{ firstName: null, lastName: null, email: null }, 'User'],
    [undefined, 'User'],
  ])('returns the display name for %j', (user, expected) => expect(displayName(user)).toBe(expected));
});

describe(UserAvatar.name, () => {
  it('returns the initials when there is no profile image', () => {
    render(
      <UserAvatar user={{ firstName: 'Grace', lastName: 'Hopper', email: null, profileImageUrl: null }} />,
    );
    expect(screen.getByText('GH')).toBeInTheDocument();
  });
});

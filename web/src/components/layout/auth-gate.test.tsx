import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/test/render';
import { AuthGate } from './auth-gate';

// /profile signed out (the Unauthorized toast, then the login path) is in profile-page.test.tsx, which
// mocks the navigation module: with isolate off two files must not mock the same module.

describe(AuthGate.name, () => {
  it('returns the landing screen for /profile while the sign-in state is loading', () => {
    mockApi({ 'GET /api/auth/user': () => new Promise(() => {}) });
    renderApp('/profile');
    expect(screen.getByRole('button', { name: 'Client Login' })).toBeInTheDocument();
  });

  it('returns the landing screen for / and an unknown path when signed out', async () => {
    for (const path of ['/', '/no-such-screen']) {
      mockApi({}, null);
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('button', { name: 'Client Login' })).toBeInTheDocument();
      expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
      unmount();
    }
  });
});

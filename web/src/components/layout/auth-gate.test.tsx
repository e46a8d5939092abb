import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goTo } from '@/lib/browser-navigation';
import { mockApi, renderApp } from '@/test/render';
import { AuthGate } from './auth-gate';

vi.mock('@/lib/browser-navigation', () => ({ goTo: vi.fn() }));

describe(AuthGate.name, () => {
  it('returns the Unauthorized toast and then the login path for /profile when signed out', async () => {
    mockApi({}, null);
    renderApp('/profile');
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Client Login' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
  });

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

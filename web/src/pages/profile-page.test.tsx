import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { goTo } from '@/lib/browser-navigation';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, renderApp } from '@/test/render';
import ProfilePage from './profile-page';

vi.mock('@/lib/browser-navigation', () => ({ goTo: vi.fn() }));

describe(ProfilePage.name, () => {
  it('returns the profile facts, read-only e-mail and zero usage statistics', async () => {
    mockApi();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.getByText('u1')).toBeInTheDocument();
    expect(screen.getByText('Jan 05, 2026')).toBeInTheDocument();
    const usage = screen.getByRole('heading', { name: 'Usage Statistics' }).parentElement!.parentElement!;
    expect(within(usage).getAllByText('0')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Sign Out/ })).toHaveAttribute('href', '/api/logout');
  });

  it('returns edit mode on Edit Profile and the not-implemented toast on Save, changing nothing', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const first = screen.getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Profile Update')).toBeInTheDocument();
    expect(
      screen.getByText('Profile editing is not yet implemented. Your changes were not saved.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('returns view mode on Cancel', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('returns the Unauthorized toast, then goes to the login path after 500 ms when signed out', async () => {
    mockApi({}, null);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ProfilePage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Unauthorized', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/login'), { timeout: 5000 });
  });

  it('returns the Unauthorized toast through the app (past the sign-in gate) for /profile when signed out', async () => {
    mockApi({}, null);
    renderApp('/profile');
    expect(await screen.findByText('Unauthorized', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Client Login' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/login'), { timeout: 5000 });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/test/render';
import { LandingPage } from './landing-page';

describe(LandingPage.name, () => {
  it('returns the landing screen with every action, service and the 2026 footer when signed out', async () => {
    mockApi({}, null);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'AI-Powered Intellectual Property Services' }),
    ).toBeInTheDocument();
    for (const name of ['Client Login', 'Sign Up for Free', 'Get Started Free'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '#services');
    for (const s of [
      'Patent Research and Analytics',
      'AI-Assisted Patent Prosecution Support',
      'Strategic IP Consulting',
      'AI-Assisted Document Preparation',
      'Patent Portfolio Analysis',
      'Confidential and Secure Handling',
    ])
      expect(screen.getByText(s)).toBeInTheDocument();
    for (const s of ['AI-Powered Patent Search', 'Free Beta Access', '24/7 Platform Access'])
      expect(screen.getByText(s)).toBeInTheDocument();
    expect(screen.getByText(/2026/)).toBeInTheDocument();
  });

  it('returns the landing screen for a signed-in route when signed out', async () => {
    mockApi({}, null);
    renderApp('/saved');
    expect(await screen.findByRole('button', { name: 'Sign Up for Free' })).toBeInTheDocument();
    expect(screen.queryByText('No saved patents')).not.toBeInTheDocument();
  });

  it('returns the landing screen at once while the sign-in state is loading', () => {
    mockApi({ 'GET /api/auth/user': () => new Promise(() => {}) });
    renderApp('/search');
    expect(screen.getByRole('button', { name: 'Client Login' })).toBeInTheDocument();
  });
});

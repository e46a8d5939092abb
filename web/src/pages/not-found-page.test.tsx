import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/test/render';
import NotFoundPage from './not-found-page';

describe(NotFoundPage.name, () => {
  it('returns the not-found texts for an unknown path when signed in', async () => {
    mockApi();
    renderApp('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('returns the landing screen for an unknown path when signed out', async () => {
    mockApi({}, null);
    renderApp('/no-such-page');
    expect(await screen.findByRole('button', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCollection, makeSaved } from '@/test/fixtures';
import { mockApi, renderApp, testUser } from '@/test/render';
import DashboardPage from './dashboard-page';

describe(DashboardPage.name, () => {
  it('returns the header, greeting, cards, recent activity and tools texts', async () => {
    mockApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByText('Your patent intelligence hub is ready')).toBeInTheDocument();
    for (const t of [
      'Search USPTO',
      'Find patents & prior art',
      'My Collection',
      'Get expert guidance',
      'Draft Patents',
      'AI-powered drafting',
    ])
      expect(screen.getByText(t)).toBeInTheDocument();
    expect(screen.getByText('Your recent patent searches and analyses will appear here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Search$/ })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: /Log Out/ })).toHaveAttribute('href', '/api/logout');
    const tools = screen.getByRole('heading', { name: 'Advanced Tools' }).parentElement!;
    for (const [name, href] of [
      ['Analysis Dashboard', '/analysis'],
      ['Strategy Advisor', '/strategy'],
      ['Profile Settings', '/profile'],
    ])
      expect(within(tools).getByRole('link', { name })).toHaveAttribute('href', href);
    const main = screen.getByRole('main');
    expect(within(main).getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(within(main).getByText('AL')).toBeInTheDocument();
  });

  it('returns the stats derived from the saved list and collections', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ hasAnalysis: true }),
          makeSaved({ id: '2', hasAnalysis: false }),
          makeSaved({ id: '3', hasAnalysis: true }),
        ],
      }),
      'GET /api/collections': () => ({ data: [makeCollection()] }),
    });
    renderApp('/');
    await screen.findByText('Your Stats');
    expect(await screen.findByTestId('stat-Patents Saved')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Analyses Run')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-Collections')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Total Items')).toHaveTextContent('4');
  });

  it('returns the e-mail as name and its letter as avatar when names are missing', async () => {
    mockApi({}, { ...testUser, firstName: null, lastName: null, email: 'zoe@example.com' });
    renderApp('/');
    await screen.findByText('Your patent intelligence hub is ready');
    expect(screen.getAllByText('Z').length).toBeGreaterThan(0);
    expect(screen.getAllByText('zoe@example.com').length).toBeGreaterThan(0);
  });

  it('returns the sidebar with the saved badge, collections and a remembered collapse', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({ data: [makeSaved(), makeSaved({ id: '2' })] }),
      'GET /api/collections': () => ({
        data: [makeCollection({ name: 'Solar', patentIds: ['a', 'b', 'c'] })],
      }),
    });
    const user = userEvent.setup();
    renderApp('/');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByText('Solar')).toBeInTheDocument();
    expect(within(sidebar).getByText('3')).toBeInTheDocument();
    expect(
      within(within(sidebar).getByRole('link', { name: 'Saved Patents' }).parentElement!).getByText('2'),
    ).toBeInTheDocument();
    for (const name of [
      'Dashboard',
      'Patent Search',
      'Analysis Dashboard',
      'AI Assistant',
      'Patent Writing',
      'Strategy Advisor',
    ])
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    expect(sidebar.className).toContain('md:w-64');
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar.className).toContain('w-16');
    expect(sidebar.className).not.toContain('md:w-64');
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(within(sidebar).queryByText('Solar')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCollection, makeSaved } from '@/test/fixtures';
import { mockApi, renderApp } from '@/test/render';
import AnalysisPage from './analysis-page';

describe(AnalysisPage.name, () => {
  it('returns the empty state with a link to search when nothing is saved', async () => {
    mockApi();
    renderApp('/analysis');
    expect(await screen.findByText('No patents to analyze yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Patents' })).toHaveAttribute('href', '/search');
  });

  it('returns real figures from the saved list and collections, with the novelty placeholder marked', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ classifications: ['G06F', 'H01M'], hasAnalysis: true, title: 'First' }),
          makeSaved({
            id: '2',
            classifications: ['G06F'],
            title: 'Second',
            createdAt: '2026-02-01T00:00:00.000Z',
          }),
        ],
      }),
      'GET /api/collections': () => ({ data: [makeCollection({ name: 'Solar', patentIds: ['a'] })] }),
    });
    renderApp('/analysis');
    expect(await screen.findByText('Total Patents')).toBeInTheDocument();
    for (const t of [
      'Collections',
      'Average Novelty Score',
      'AI Analyses',
      'Top Classifications',
      'Recent Activity',
      'Collections Overview',
    ])
      expect(screen.getAllByText(t).length).toBeGreaterThan(0);
    expect(screen.getByText('7.8/10')).toBeInTheDocument();
    expect(screen.getByText('Example figure')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'G06F' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Saved Second')).toBeInTheDocument();
    expect(screen.getByText('1 patent')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAnalysis, makeCollection, makeSaved } from '@/test/fixtures';
import { mockApi, renderApp } from '@/test/render';
import AnalysisPage from './analysis-page';

describe(AnalysisPage.name, () => {
  it('returns the empty state with a link to search when nothing is saved', async () => {
    mockApi();
    renderApp('/analysis');
    expect(await screen.findByText('No patents to analyze yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Patents' })).toHaveAttribute('href', '/search');
  });

  it('returns real figures from the saved list and collections, with no novelty figure before any analysis', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ classifications: ['G06F', 'H01M'], title: 'First' }),
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
    expect(screen.getByTestId('average-novelty')).toHaveTextContent('N/A');
    expect(screen.queryByText('7.8/10')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'G06F' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Saved Second')).toBeInTheDocument();
    expect(screen.getByText('1 patent')).toBeInTheDocument();
  });

  it('returns the cards, not the empty state, when collections exist but no patent is saved', async () => {
    mockApi({
      'GET /api/collections': () => ({ data: [makeCollection({ name: 'Solar', patentIds: [] })] }),
    });
    renderApp('/analysis');
    expect(await screen.findByText('Collections Overview')).toBeInTheDocument();
    expect(screen.queryByText('No patents to analyze yet')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Solar')).toBeInTheDocument();
    expect(screen.getByTestId('total-patents')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Search Patents' })).toHaveAttribute('href', '/search');
  });

  it('returns the average novelty score of the analysed saved patents', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ patentNumber: '1', hasAnalysis: true }),
          makeSaved({ id: '2', patentNumber: '2', hasAnalysis: true }),
          makeSaved({ id: '3', patentNumber: '3', hasAnalysis: false }),
        ],
      }),
      'GET /api/patents/1/analysis': () => ({ data: makeAnalysis({ patentNumber: '1', noveltyScore: 8 }) }),
      'GET /api/patents/2/analysis': () => ({ data: makeAnalysis({ patentNumber: '2', noveltyScore: 6.5 }) }),
    });
    renderApp('/analysis');
    const novelty = await screen.findByTestId('average-novelty');
    await waitFor(() => expect(novelty).toHaveTextContent('7.3/10'));
    expect(screen.getByText('From 2 AI analyses')).toBeInTheDocument();
  });

  it('leaves a not-assessed novelty out of the average', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ patentNumber: '1', hasAnalysis: true }),
          makeSaved({ id: '2', patentNumber: '2', hasAnalysis: true }),
        ],
      }),
      'GET /api/patents/1/analysis': () => ({ data: makeAnalysis({ patentNumber: '1', noveltyScore: 8 }) }),
      'GET /api/patents/2/analysis': () => ({
        data: makeAnalysis({ patentNumber: '2', noveltyScore: null }),
      }),
    });
    renderApp('/analysis');
    const novelty = await screen.findByTestId('average-novelty');
    await waitFor(() => expect(novelty).toHaveTextContent('8.0/10'));
    expect(screen.getByText('From 1 AI analysis')).toBeInTheDocument();
  });
});

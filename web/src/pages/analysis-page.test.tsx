import { screen, waitFor, within } from '@testing-library/react';
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
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ patentNumber: '1', hasAnalysis: true }),
          makeSaved({ id: '2', patentNumber: '2', hasAnalysis: true }),
          makeSaved({ id: '3', patentNumber: '3', hasAnalysis: false }),
        ],
      }),
      // The ai service averages the analyses (one request); the page never fetches each analysis.
      'POST /api/ai/analysis-summary': (body) => {
        expect(body).toEqual({ patentNumbers: ['1', '2'] });
        return { success: true, data: { meanNovelty: 7.25, analyses: 2, assessed: 2 } };
      },
    });
    renderApp('/analysis');
    const novelty = await screen.findByTestId('average-novelty');
    await waitFor(() => expect(novelty).toHaveTextContent('7.3/10'));
    expect(screen.getByText('From 2 AI analyses')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/analysis'))).toBe(false);
  });

  it('leaves a not-assessed novelty out of the average', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({ patentNumber: '1', hasAnalysis: true }),
          makeSaved({ id: '2', patentNumber: '2', hasAnalysis: true }),
        ],
      }),
      'POST /api/ai/analysis-summary': () => ({
        success: true,
        data: { meanNovelty: 8, analyses: 2, assessed: 1 },
      }),
    });
    renderApp('/analysis');
    const novelty = await screen.findByTestId('average-novelty');
    await waitFor(() => expect(novelty).toHaveTextContent('8.0/10'));
    expect(screen.getByText('From 1 AI analysis')).toBeInTheDocument();
  });

  it('charts filings per year, assignees and CPC groups of the saved patents, with the numbers as tables', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({
        data: [
          makeSaved({
            assignee: 'ACME CORPORATION',
            filingDate: '2019-03-01',
            classifications: ['B60L 53/80'],
          }),
          makeSaved({
            id: '2',
            assignee: 'Acme Corp.',
            filingDate: '2021-05-02',
            classifications: ['B60L 53/16'],
          }),
          makeSaved({
            id: '3',
            assignee: 'Other LLC',
            filingDate: '2021-07-09',
            classifications: ['G06N 3/08'],
          }),
        ],
      }),
    });
    renderApp('/analysis');
    const assignees = await screen.findByRole('table', {
      name: /Top assignees: 3 saved patents, dated 2019-03-01 to 2021-07-09/,
    });
    expect(within(assignees).getByRole('row', { name: /^Acme Corp\S* 2$/ })).toBeInTheDocument();
    expect(within(assignees).getByRole('row', { name: 'Other LLC 1' })).toBeInTheDocument();
    const years = screen.getByRole('table', { name: /Filings per year/ });
    expect(within(years).getByRole('row', { name: '2021 2' })).toBeInTheDocument();
    const cpc = screen.getByRole('table', { name: /Top CPC groups/ });
    expect(within(cpc).getByRole('row', { name: 'B60L53/00 2' })).toBeInTheDocument();
  });
});

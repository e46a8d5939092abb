import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StrategySession } from '@/api/types';
import { mockApi, renderApp } from '@/test/render';
import StrategyPage from './strategy-page';

const stored = () => JSON.parse(localStorage.getItem('strategyAdvisorSessions') ?? '[]') as StrategySession[];
const analysis = {
  strengths: ['Early filing'],
  weaknesses: ['Narrow claims'],
  opportunities: ['EV market'],
  threats: ['Big incumbents'],
  competitiveLandscape: 'Crowded.',
  filingStrategy: 'File a PCT.',
  recommendations: ['Broaden claim 1'],
  engine: { provider: 'openai', model: 'gpt-x', label: 'gpt-x' },
};

describe(StrategyPage.name, () => {
  it('returns the disclaimer and a session titled New Strategy Analysis until a scenario is typed', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/strategy');
    expect(await screen.findByText(/AI-generated and is not legal advice/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Strategy sessions' });
    expect(within(list).getByText('New Strategy Analysis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Strategy' })).toBeDisabled();
    const text = 'We make solid-state battery separators for electric scooters in Europe';
    await user.type(screen.getByLabelText('Scenario'), text);
    expect(within(list).getByText(`${text.slice(0, 50)}...`)).toBeInTheDocument();
  });

  it('returns the SWOT output, engine and Analysis Complete toast, kept in the session', async () => {
    const { calls } = mockApi({ 'POST /api/ai/strategy-analysis': () => ({ data: { analysis } }) });
    const user = userEvent.setup();
    renderApp('/strategy');
    await user.type(await screen.findByLabelText('Scenario'), '  Scooter batteries  ');
    await user.click(screen.getByRole('button', { name: 'Analyze Strategy' }));
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    for (const t of [
      'Strengths',
      'Weaknesses',
      'Opportunities',
      'Threats',
      'Competitive Landscape',
      'Filing Strategy',
      'Recommendations',
      'Early filing',
      'File a PCT.',
    ])
      expect(screen.getByText(t)).toBeInTheDocument();
    expect(screen.getByText('Answered by: gpt-x')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/strategy-analysis')?.body).toEqual({
      scenario: 'Scooter batteries',
    });
    await waitFor(() => expect(stored()[0].analysis?.strengths).toEqual(['Early filing']));
  });

  it('returns the Error toast when the analysis fails', async () => {
    mockApi({ 'POST /api/ai/strategy-analysis': () => ({ status: 500, body: '' }) });
    const user = userEvent.setup();
    renderApp('/strategy');
    await user.type(await screen.findByLabelText('Scenario'), 'Scooters');
    await user.click(screen.getByRole('button', { name: 'Analyze Strategy' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });
});

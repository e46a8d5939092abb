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

  it('returns the grounding, charts with their numbers as tables, answered questions and cited deadlines', async () => {
    const grounded = {
      ...analysis,
      engine: { provider: 'local', model: 'strategy-rules-v2', label: 'Local engine' },
      writtenBy:
        'Local engine: rule-based text from the landscape, the deadline calculator and the legal texts',
      grounding: {
        matched: 3,
        candidates: 100,
        relevanceFloor: 0.2,
        dateRange: { from: '2012-08-14', to: '2012-10-23' },
        topAssignees: [{ name: 'Nvidia Corporation', count: 3, variants: ['NVIDIA CORPORATION'] }],
        topCpcGroups: [{ group: 'G06T9/00', count: 2 }],
        filingsByYear: [{ year: 2012, count: 3 }],
        note: 'Grounded in 3 relevant corpus patents (of the 100 most similar), filed 2012-08-14 to 2012-10-23.',
      },
      items: {
        strengths: [{ text: 'Only 3 corpus patents come close.', evidence: ['L-set'], general: false }],
        weaknesses: [],
        opportunities: [],
        threats: [],
      },
      evidence: [{ id: 'L-set', kind: 'landscape', text: '3 of the 100 most similar pass the floor.' }],
      questions: [
        {
          topic: 'disclosure',
          question: 'I showed it at a trade show on 2026-01-15.',
          answer: 'Your disclosure on 2026-01-15: file by 2027-01-15 — 35 U.S.C. 102(b)(1)(A).',
          basis: ['35 U.S.C. 102(b)(1)'],
          answered: true,
        },
      ],
      deadlines: {
        kind: 'utility',
        notes: [],
        engine: { provider: 'local', model: 'deadline-rules-v1', label: 'calc' },
        items: [
          {
            id: 'grace-period-us',
            label: 'US grace period for your own disclosure ends',
            status: 'computed',
            from: { event: 'first public disclosure', date: '2026-01-15' },
            date: '2027-01-15',
            due: '2027-01-15',
            moved: null,
            passed: false,
            explanation: 'File by 2027-01-15.',
            basis: [
              {
                label: '35 U.S.C. 102(b)(1)',
                title: 'Conditions for patentability; novelty',
                revision: 'OLRC text of ~2022',
                url: 'https://www.law.cornell.edu/uscode/text/35/102',
                quote: 'A disclosure made 1 year or less before ...',
                inKb: true,
              },
            ],
            fees: [],
            general: false,
          },
        ],
      },
    };
    mockApi({ 'POST /api/ai/strategy-analysis': () => ({ data: { analysis: grounded } }) });
    const user = userEvent.setup();
    renderApp('/strategy');
    await user.type(await screen.findByLabelText('Scenario'), 'GPU frame buffer compression');
    await user.click(screen.getByRole('button', { name: 'Analyze Strategy' }));
    expect(await screen.findByTestId('strategy-grounding')).toHaveTextContent(
      'Grounded in 3 relevant corpus patents',
    );
    const assignees = screen.getByRole('table', { name: /Top assignees: 3 relevant corpus patents/ });
    expect(within(assignees).getByRole('row', { name: 'Nvidia Corporation 3' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Filings per year/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Top CPC groups/ })).toBeInTheDocument();
    expect(screen.getByText(/file by 2027-01-15 — 35 U.S.C. 102\(b\)\(1\)\(A\)/)).toBeInTheDocument();
    const grace = screen.getByTestId('deadline-grace-period-us');
    expect(within(grace).getByRole('link', { name: '35 U.S.C. 102(b)(1)' })).toHaveAttribute(
      'href',
      'https://www.law.cornell.edu/uscode/text/35/102',
    );
    expect(grace).toHaveTextContent('OLRC text of ~2022');
    expect(screen.getByText(/Evidence L-set:/)).toBeInTheDocument();
    expect(screen.getByTestId('strategy-written-by')).toHaveTextContent('rule-based text');
    expect(screen.getByText(/AI-generated and is not legal advice/)).toBeInTheDocument();
  });
});

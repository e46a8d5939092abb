import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimFinding, PatentDraft } from '@/api/types';
import { mockApi, renderApp } from '@/test/render';
import WritingPage from './writing-page';

const stored = () => JSON.parse(localStorage.getItem('patentWritingDrafts') ?? '[]') as PatentDraft[];
const engine = { provider: 'local', model: 'local', label: 'Local engine' };

async function fillBasics(user: ReturnType<typeof userEvent.setup>, withDescription = true) {
  await user.type(await screen.findByLabelText('Title'), 'Pump loop');
  await user.click(screen.getByRole('tab', { name: 'Description' }));
  if (withDescription)
    await user.type(screen.getByLabelText('Detailed Description'), 'A pump moves coolant.');
}

const counts = { independent: 1, dependent: 1, multipleDependent: 0, total: 2, forFees: 2 };
const fees = {
  excessIndependent: 0,
  excessTotal: 0,
  multipleDependentFee: false,
  lines: [],
  citation: '37 CFR 1.16(h), (i), (j) (as printed in MPEP Appendix R, March 2014)',
  asOf: 'March 2014',
  note: 'No excess-claims fees.',
};

/** Check Claims on one typed claim, the API replying with these findings. */
async function checkOneClaim(claim: string, findings: ClaimFinding[]) {
  const api = mockApi({
    'POST /api/ai/check-claims': () => ({ data: { findings, counts, fees, abstractFindings: [] } }),
  });
  const user = userEvent.setup();
  renderApp('/writing');
  await user.click(await screen.findByRole('tab', { name: 'Claims' }));
  await user.type(screen.getByLabelText('Claim 1'), claim);
  await user.click(screen.getByRole('button', { name: 'Check Claims' }));
  return { ...api, user };
}

describe(WritingPage.name, () => {
  it('returns an auto-created draft with the four tabs', async () => {
    mockApi();
    renderApp('/writing');
    for (const tab of ['Basic Info', 'Description', 'Claims', 'Review'])
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(screen.getByLabelText('Inventors')).toHaveAttribute('placeholder', 'Comma-separated names');
  });

  it('returns Generate Abstract disabled until title and detailed description exist, then the generated abstract', async () => {
    const { calls } = mockApi({
      'POST /api/ai/generate-abstract': () => ({
        data: {
          abstract: 'An abstract.',
          wordCount: 2,
          findings: [],
          label:
            'Draft abstract (local engine): sentences extracted from the description, review before filing',
          engine,
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    await fillBasics(user, false);
    expect(screen.getByRole('button', { name: 'Generate Abstract' })).toBeDisabled();
    expect(screen.getByLabelText('Abstract').getAttribute('placeholder')).toContain('150-250 words');
    await user.type(screen.getByLabelText('Detailed Description'), 'A pump moves coolant.');
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    expect(await screen.findByText('Abstract Generated')).toBeInTheDocument();
    expect(screen.getByLabelText('Abstract')).toHaveValue('An abstract.');
    expect(calls.find((c) => c.path === '/api/ai/generate-abstract')?.body).toEqual({
      title: 'Pump loop',
      description: 'A pump moves coolant.',
    });
    expect(screen.getByText('Answered by: Local engine')).toBeInTheDocument();
    // The abstract's own label under the field, like the claims' label, and gone once the text is edited.
    const label =
      'Draft abstract (local engine): sentences extracted from the description, review before filing';
    expect(screen.getByText(label)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Abstract'), ' Edited.');
    expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('returns claim removal only with more than one claim', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/writing');
    await user.click(await screen.findByRole('tab', { name: 'Claims' }));
    expect(screen.queryByRole('button', { name: /Remove claim/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Claim' }));
    expect(screen.getAllByRole('button', { name: /Remove claim/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove claim 2' }));
    expect(screen.queryByRole('button', { name: /Remove claim/ })).not.toBeInTheDocument();
  });

  it('returns generated claims with claim-check findings, sending only non-empty existing claims', async () => {
    const { calls } = mockApi({
      'POST /api/ai/generate-claims': () => ({
        data: {
          claims: ['1. A loop.', '2. The loop of claim 3.'],
          findings: [
            {
              claim: 2,
              code: 'DEPENDS_ON_LATER_CLAIM',
              severity: 'error',
              message: 'depends on a later claim',
              start: 15,
              end: 22,
            },
          ],
          counts,
          fees,
          label: 'Draft claim skeleton (local engine): review before filing',
          engine,
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    await fillBasics(user);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    await user.click(screen.getByRole('button', { name: 'Add Claim' }));
    await user.type(screen.getByLabelText('Claim 2'), 'A pump.');
    await user.click(screen.getByRole('button', { name: 'Generate Claims' }));
    expect(await screen.findByText('Claims Generated')).toBeInTheDocument();
    expect(screen.getByLabelText('Claim 2')).toHaveValue('2. The loop of claim 3.');
    expect(
      within(screen.getByRole('region', { name: 'Claim check' })).getByText(/depends on a later claim/),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft claim skeleton (local engine): review before filing')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Findings on claim 2')).getByText('claim 3', { selector: 'mark' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/generate-claims')?.body).toEqual({
      description: 'A pump moves coolant.',
      existingClaims: ['A pump.'],
      title: expect.any(String),
    });
  });

  it('returns the findings of Check Claims highlighted on the claim, in the Review tab, with counts and the fee note', async () => {
    const { calls, user } = await checkOneClaim('1. A mug comprising: a body, the lid.', [
      {
        claim: 1,
        code: 'ANTECEDENT_BASIS',
        severity: 'warning',
        message: '"the lid" has no antecedent basis',
        start: 29,
        end: 36,
      },
    ]);
    const mark = await screen.findByText('the lid', { selector: 'mark' });
    expect(mark).toHaveAttribute('data-code', 'ANTECEDENT_BASIS');
    expect(calls.find((c) => c.path === '/api/ai/check-claims')?.body).toEqual({
      claims: ['1. A mug comprising: a body, the lid.'],
      abstract: '',
    });
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    expect(screen.getByText('A mug comprising: a body, the lid.')).toBeInTheDocument();
    expect(screen.getByText(/1 independent, 1 dependent/)).toBeInTheDocument();
    expect(screen.getByText(/37 CFR 1\.16\(h\), \(i\), \(j\)/)).toBeInTheDocument();
  });

  it('returns a RELATIVE_TERM info finding marked on the claim and listed with its code', async () => {
    await checkOneClaim('1. A clamp comprising: a thin plate.', [
      {
        claim: 1,
        code: 'RELATIVE_TERM',
        severity: 'info',
        message:
          '"thin" is a relative term (a term of degree) and no number or comparison in this element measures it (MPEP 2173.05(b)).',
        start: 25,
        end: 29,
      },
    ]);
    const mark = await screen.findByText('thin', { selector: 'mark' });
    expect(mark).toHaveAttribute('data-code', 'RELATIVE_TERM');
    expect(
      within(screen.getByLabelText('Findings on claim 1')).getByText('(RELATIVE_TERM)'),
    ).toBeInTheDocument();
  });

  it('returns the Error toast when claims generation fails', async () => {
    mockApi({ 'POST /api/ai/generate-claims': () => ({ status: 500, body: '' }) });
    const user = userEvent.setup();
    renderApp('/writing');
    await fillBasics(user);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    await user.click(screen.getByRole('button', { name: 'Generate Claims' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('returns Draft Saved after posting the whole draft, and the Error toast when saving fails', async () => {
    let fail = false;
    const { calls } = mockApi({
      'POST /api/patents/drafts': () => (fail ? { status: 500, body: {} } : { data: {} }),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    await user.type(await screen.findByLabelText('Title'), 'Pump loop');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft Saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/patents/drafts')?.body).toMatchObject({
      title: 'Pump loop',
      claims: [''],
    });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Drafts' });
    expect(within(list).getByText('Pump loop')).toBeInTheDocument();
  });

  const serverDraft: PatentDraft = {
    id: 'd-server',
    title: 'Heat pipe wick',
    inventors: 'Ray Sun',
    abstract: '',
    background: '',
    summary: '',
    detailedDescription: 'A sintered wick.',
    claims: ['1. A wick.'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
  };

  it('returns the drafts saved to the account (GET), opened in place of the blank one', async () => {
    mockApi({ 'GET /api/patents/drafts': () => ({ data: [serverDraft] }) });
    renderApp('/writing');
    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(await within(list).findByRole('button', { name: 'Heat pipe wick' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Heat pipe wick');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(stored().map((d) => d.id)).toEqual(['d-server']));
  });

  it('returns both copies deleted: DELETE on the server, then gone from the list and the browser', async () => {
    const { calls } = mockApi({
      'GET /api/patents/drafts': () => ({ data: [serverDraft] }),
      'DELETE /api/patents/drafts/d-server': () => ({ data: { id: 'd-server', deleted: true } }),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    const list = await screen.findByRole('list', { name: 'Drafts' });
    await user.click(await within(list).findByRole('button', { name: 'Delete Heat pipe wick' }));
    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/patents/drafts/d-server',
    ]);
    // The list is drawn anew once the last draft is gone (a blank one is auto-created).
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Drafts' })).queryByRole('button', {
          name: 'Heat pipe wick',
        }),
      ).toBeNull(),
    );
    await waitFor(() => expect(stored().some((d) => d.id === 'd-server')).toBe(false));
  });

  it('keeps the browser copy and shows the error toast when the server delete fails', async () => {
    mockApi({
      'GET /api/patents/drafts': () => ({ data: [serverDraft] }),
      'DELETE /api/patents/drafts/d-server': () => ({
        status: 503,
        body: { message: 'Library unavailable' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    const list = await screen.findByRole('list', { name: 'Drafts' });
    await user.click(await within(list).findByRole('button', { name: 'Delete Heat pipe wick' }));
    expect(await screen.findByText('503: Library unavailable')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Heat pipe wick' })).toBeInTheDocument();
  });
});

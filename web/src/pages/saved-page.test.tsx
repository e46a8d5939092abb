import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCollection, makeSaved } from '@/test/fixtures';
import { mockApi, renderApp, type Calls } from '@/test/render';
import SavedPage from './saved-page';

const two = [
  makeSaved(),
  makeSaved({
    id: '00000000-0000-4000-8000-000000000002',
    patentNumber: '10000001',
    title: 'Solar roof tile',
    inventors: ['Ray Sun'],
    notes: 'Check claim 3',
  }),
];

describe(SavedPage.name, () => {
  it('returns No saved patents when the list is empty', async () => {
    mockApi();
    renderApp('/saved');
    expect(await screen.findByText('No saved patents')).toBeInTheDocument();
    expect(screen.getByText('0 of 0 patents')).toBeInTheDocument();
  });

  it('returns the collection cards with name, count and description', async () => {
    mockApi({
      'GET /api/collections': () => ({ data: [makeCollection({ patentIds: [two[0].id], patentCount: 1 })] }),
    });
    renderApp('/saved');
    expect(await screen.findByRole('heading', { name: 'Batteries' })).toBeInTheDocument();
    expect(screen.getByText('1 patents')).toBeInTheDocument();
    expect(screen.getByText('Cooling art')).toBeInTheDocument();
  });

  it('returns X of Y patents while filtering by title, number and inventor', async () => {
    mockApi({ 'GET /api/patents/saved': () => ({ data: two }) });
    const user = userEvent.setup();
    renderApp('/saved');
    expect(await screen.findByText('2 of 2 patents')).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter saved patents');
    await user.type(filter, 'solar');
    expect(screen.getByText('1 of 2 patents')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, '11646');
    expect(screen.getByText('1 of 2 patents')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'ray sun');
    expect(screen.getByText('1 of 2 patents')).toBeInTheDocument();
    expect(screen.getByText('Solar roof tile')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Check claim 3')).toBeInTheDocument();
  });

  it('returns the Patent removed toast after Remove, calling DELETE with the saved id', async () => {
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'DELETE /api/patents/00000000-0000-4000-8000-000000000002': () => ({ data: { deleted: true } }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = (await screen.findByText('Solar roof tile')).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Patent removed')).toBeInTheDocument();
    expect(
      calls.some(
        (c) => c.method === 'DELETE' && c.path === '/api/patents/00000000-0000-4000-8000-000000000002',
      ),
    ).toBe(true);
  });

  it('returns the Error removing patent toast when removal fails', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'DELETE /api/patents/00000000-0000-4000-8000-000000000002': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = (await screen.findByText('Solar roof tile')).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing patent')).toBeInTheDocument();
  });

  const firstCard = async () =>
    (await screen.findByText('Battery thermal management system')).closest('li') as HTMLElement;
  const patches = (calls: Calls) => calls.filter((c) => c.method === 'PATCH');

  it('returns one PATCH with the notes after a pause in typing, then Saved', async () => {
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'PATCH /api/patents/00000000-0000-4000-8000-000000000001': () => ({ data: {} }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = await firstCard();
    await user.type(within(card).getByLabelText('Notes'), 'Key art');
    expect(await within(card).findByText('Saved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(patches(calls).map((c) => c.body)).toEqual([{ notes: 'Key art' }]);
    expect(within(card).queryByRole('button', { name: 'Save Notes' })).toBeNull();
  });

  it('returns PATCH at once when the notes field loses focus', async () => {
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'PATCH /api/patents/00000000-0000-4000-8000-000000000001': () => ({ data: {} }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = await firstCard();
    await user.type(within(card).getByLabelText('Notes'), 'Blurred');
    await user.tab();
    expect(patches(calls).map((c) => c.body)).toEqual([{ notes: 'Blurred' }]);
    expect(await within(card).findByText('Saved', {}, { timeout: 3000 })).toBeInTheDocument();
    // The pause timer finds nothing left to send.
    await new Promise((r) => setTimeout(r, 1000));
    expect(patches(calls)).toHaveLength(1);
  });

  it('returns the error toast and keeps the text when saving the notes fails', async () => {
    mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'PATCH /api/patents/00000000-0000-4000-8000-000000000001': () => ({
        status: 503,
        body: { message: 'Library unavailable' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = await firstCard();
    await user.type(within(card).getByLabelText('Notes'), 'Keep me');
    await user.tab();
    expect(await screen.findByText('Library unavailable')).toBeInTheDocument();
    expect(within(card).getByText('Not saved')).toBeInTheDocument();
    expect(within(card).getByLabelText('Notes')).toHaveValue('Keep me');
  });

  it('returns the collection count raised after Add to collection, calling POST with the saved id', async () => {
    const collection = makeCollection();
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'GET /api/collections': () => ({ data: [collection] }),
      [`POST /api/collections/${collection.id}/patents/${two[1].id}`]: () => {
        collection.patentIds = [two[1].id];
        return { data: {} };
      },
    });
    const user = userEvent.setup();
    renderApp('/saved');
    expect(await screen.findByText('0 patents')).toBeInTheDocument();
    const card = (await screen.findByText('Solar roof tile')).closest('li') as HTMLElement;
    await user.selectOptions(within(card).getByLabelText('Add to collection'), 'Batteries');
    expect(await screen.findByText('1 patents')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`/patents/${two[1].id}`))).toBe(true);
    // Now a member: a remove control instead of the option.
    expect(within(card).getByRole('button', { name: 'Remove from Batteries' })).toBeInTheDocument();
    expect(within(card).queryByLabelText('Add to collection')).not.toBeInTheDocument();
  });

  it('returns DELETE with the saved id when a patent is taken out of a collection', async () => {
    const collection = makeCollection({ patentIds: [two[0].id] });
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'GET /api/collections': () => ({ data: [collection] }),
      [`DELETE /api/collections/${collection.id}/patents/${two[0].id}`]: () => {
        collection.patentIds = [];
        return { data: {} };
      },
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const card = (await screen.findByText('Battery thermal management system')).closest('li') as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: 'Remove from Batteries' }));
    expect(await screen.findByText('0 patents')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(`/patents/${two[0].id}`))).toBe(true);
  });
});

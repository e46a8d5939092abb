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
    expect(screen.getByText('1 patent')).toBeInTheDocument();
    expect(screen.queryByText('1 patents')).toBeNull();
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
    expect(await screen.findByText('503: Library unavailable')).toBeInTheDocument();
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
    expect(await screen.findByText('1 patent')).toBeInTheDocument();
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

  it('matches a number as the screens show it: US prefix, separators and kind code', async () => {
    mockApi({ 'GET /api/patents/saved': () => ({ data: two }) });
    const user = userEvent.setup();
    renderApp('/saved');
    const filter = await screen.findByLabelText('Filter saved patents');
    for (const shown of ['US11646472', 'us 11,646,472', 'US11646472B2']) {
      await user.clear(filter);
      await user.type(filter, shown);
      expect(screen.getByText('1 of 2 patents')).toBeInTheDocument();
      expect(screen.getByText('Battery thermal management system')).toBeInTheDocument();
    }
    await user.clear(filter);
    await user.type(filter, 'US99999999');
    expect(screen.getByText('0 of 2 patents')).toBeInTheDocument();
  });

  it('opens a collection with its patents, renames it, takes a patent out and offers the four exports', async () => {
    const collection = makeCollection({ patentIds: [two[0].id, two[1].id], patentCount: 2 });
    const { calls } = mockApi({
      'GET /api/patents/saved': () => ({ data: two }),
      'GET /api/collections': () => ({ data: [collection] }),
      [`PATCH /api/collections/${collection.id}`]: (body) => {
        Object.assign(collection, body);
        return { data: collection };
      },
      [`DELETE /api/collections/${collection.id}/patents/${two[1].id}`]: () => {
        collection.patentIds = [two[0].id];
        return { data: {} };
      },
    });
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Batteries' }));
    let dialog = await screen.findByRole('dialog', { name: 'Batteries' });
    expect(within(dialog).getByText('2 patents')).toBeInTheDocument();
    expect(within(dialog).getByText('Battery thermal management system')).toBeInTheDocument();
    expect(within(dialog).getByText('Solar roof tile')).toBeInTheDocument();

    const exports = { CSV: 'csv', RIS: 'ris', BibTeX: 'bibtex', 'CSL-JSON': 'csljson' };
    for (const [label, format] of Object.entries(exports))
      expect(within(dialog).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        `/api/collections/${collection.id}/export?format=${format}`,
      );

    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Collection name is required')).toBeInTheDocument();
    await user.type(name, 'Seawater cells');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Collection renamed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Seawater cells',
      description: 'Cooling art',
    });
    dialog = await screen.findByRole('dialog', { name: 'Seawater cells' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove US10000001 from collection' }));
    expect(await within(dialog).findByText('1 patent')).toBeInTheDocument();
    expect(within(dialog).queryByText('Solar roof tile')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(`/patents/${two[1].id}`))).toBe(true);
    // Taken out of the collection only: still a saved patent.
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Solar roof tile')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 patents')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateCollection } from '@/lib/collection-form';
import { makeCollection } from '@/test/fixtures';
import { mockApi, renderApp } from '@/test/render';
import { CollectionDialog } from './collection-dialog';

describe(CollectionDialog.name, () => {
  it.each([
    [{ name: '', description: '' }, { name: 'Collection name is required' }],
    [{ name: '   ', description: '' }, { name: 'Collection name is required' }],
    [{ name: 'x'.repeat(101), description: '' }, { name: 'Name must be less than 100 characters' }],
    [{ name: 'x'.repeat(100), description: 'd'.repeat(500) }, {}],
    [
      { name: 'ok', description: 'd'.repeat(501) },
      { description: 'Description must be less than 500 characters' },
    ],
  ])('returns the spec messages for %#', (form, expected) =>
    expect(validateCollection(form)).toEqual(expected),
  );

  async function openDialog() {
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'New Collection' }));
    return { user, dialog: await screen.findByRole('dialog') };
  }

  it('returns the field messages under the fields and sends nothing when invalid', async () => {
    const { calls } = mockApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('d'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));
    expect(within(dialog).getByText('Collection name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be less than 500 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 20_000);

  it('returns the Collection created toast and refreshes the collections', async () => {
    let created = false;
    const { calls } = mockApi({
      'POST /api/collections': () => ((created = true), { data: makeCollection({ name: 'Solar' }) }),
      'GET /api/collections': () => ({
        data: created ? [makeCollection({ name: 'Solar', description: 'PV art', patentIds: [] })] : [],
      }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Solar');
    await user.type(within(dialog).getByLabelText('Description'), 'PV art');
    await user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));
    expect(await screen.findByText('Collection created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Solar', description: 'PV art' });
    expect(await screen.findByText('PV art')).toBeInTheDocument();
  });

  it('returns the Error creating collection toast when the call fails', async () => {
    mockApi({ 'POST /api/collections': () => ({ status: 500, body: {} }) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Solar');
    await user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));
    expect(await screen.findByText('Error creating collection')).toBeInTheDocument();
  });
});

import { capture, dismissToasts, expect, expectToast, newPerson, signIn, test } from '../support/fixtures.js';
import { cards, search } from '../support/search.js';

const SAVE = [
  { number: '11646472', title: /seawater battery/i },
  { number: '10000000', title: /Coherent LADAR/i },
];

test('journey 5: saved patents — filter, notes, collections with validation, add a patent, remove', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Hedy', 'Lamarr'));
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

  await sidebar.getByRole('link', { name: 'Saved Patents' }).click();
  await expect(page.getByText('No saved patents')).toBeVisible();
  await capture(page, testInfo, 'saved empty');

  // Two real patents saved from the search screen.
  await sidebar.getByRole('link', { name: 'Patent Search' }).click();
  for (const p of SAVE) {
    await search(page, { patentNumber: p.number, dateRange: 'All time' });
    await dismissToasts(page);
    await cards(page).filter({ hasText: p.title }).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Patent saved');
  }
  await expect(sidebar.getByRole('link', { name: 'Saved Patents' })).toContainText('2');

  await sidebar.getByRole('link', { name: 'Saved Patents' }).click();
  await expect(page.getByText('2 of 2 patents')).toBeVisible();
  await capture(page, testInfo, 'saved list');

  // The local filter: title, number or inventor.
  const filter = page.getByLabel('Filter saved patents');
  await filter.fill('ladar');
  await expect(page.getByText('1 of 2 patents')).toBeVisible();
  await expect(page.getByRole('heading', { name: SAVE[1].title })).toBeVisible();
  await expect(page.getByRole('heading', { name: SAVE[0].title })).toHaveCount(0);
  await filter.fill('11646472');
  await expect(page.getByText('1 of 2 patents')).toBeVisible();
  await filter.fill('Visco');
  await expect(page.getByRole('heading', { name: SAVE[0].title })).toBeVisible();
  await filter.fill('');
  await expect(page.getByText('2 of 2 patents')).toBeVisible();

  // Notes are kept on the server.
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SAVE[0].title }) });
  await first.getByLabel('Notes').fill('Compare with our seawater cell claims');
  await expect(first.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(first.getByLabel('Notes')).toHaveValue('Compare with our seawater cell claims');

  // Create a collection: an empty and a 101-character name are refused with their messages.
  await page.getByRole('button', { name: 'New Collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Collection' });
  await dialog.getByRole('button', { name: 'Create Collection' }).click();
  await expect(dialog.getByText('Collection name is required')).toBeVisible();
  await capture(page, testInfo, 'collection name required');
  await dialog.getByLabel('Name').fill('x'.repeat(101));
  await dialog.getByRole('button', { name: 'Create Collection' }).click();
  await expect(dialog.getByText('Name must be less than 100 characters')).toBeVisible();
  await dialog.getByLabel('Name').fill('Battery prior art');
  await dialog.getByLabel('Description').fill('Cells with protected lithium electrodes');
  await dismissToasts(page);
  await dialog.getByRole('button', { name: 'Create Collection' }).click();
  await expectToast(page, 'Collection created');
  await expect(dialog).toHaveCount(0);
  const collectionCard = page.getByRole('region', { name: 'Collections' }).getByText('Battery prior art');
  await expect(collectionCard).toBeVisible();
  await expect(page.getByText('Cells with protected lithium electrodes')).toBeVisible();
  await expect(page.getByText('0 patents')).toBeVisible();
  const sidebarCollection = sidebar.getByRole('button', { name: /Battery prior art/ });
  await expect(sidebarCollection).toContainText('0');

  // Add a patent to the collection from its card; the collection card and the sidebar count follow.
  await first.getByLabel('Add to collection').selectOption({ label: 'Battery prior art' });
  await expect(first.getByRole('button', { name: 'Remove from Battery prior art' })).toBeVisible();
  await expect(page.getByText('1 patents').or(page.getByText('1 patent', { exact: true }))).toBeVisible();
  await expect(sidebarCollection).toContainText('1');
  await capture(page, testInfo, 'saved with collection');

  // Remove a patent.
  await dismissToasts(page);
  const second = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SAVE[1].title }) });
  await second.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, 'Patent removed');
  await expect(page.getByText('1 of 1 patents')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Saved Patents' })).toContainText('1');

  // The analysis dashboard with saved patents.
  await sidebar.getByRole('link', { name: 'Analysis Dashboard' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await capture(page, testInfo, 'analysis dashboard');
});

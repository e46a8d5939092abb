import { capture, completeSignInPage, expect, newPerson, test } from '../support/fixtures.js';

test('journey 2: sign in through the identity provider — dashboard, zero stats, sidebar collapse survives reload', async ({
  page,
}, testInfo) => {
  const ada = newPerson('Ada', 'Lovelace');
  await page.goto('/');
  await page.getByRole('button', { name: 'Client Login' }).click();
  await completeSignInPage(page, ada);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page.getByText('Your patent intelligence hub is ready')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Ada Lovelace').first()).toBeVisible();
  await expect(main.getByText(ada.email).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /Log Out/ })).toHaveAttribute('href', '/api/logout');
  for (const label of ['Patents Saved', 'Analyses Run', 'Collections', 'Total Items']) {
    const stat = main.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(stat, `stat ${label}`).toHaveText('0');
  }
  await expect(main.getByText('Your recent patent searches and analyses will appear here')).toBeVisible();
  await capture(page, testInfo, 'dashboard', { phoneAxe: true });

  // The sidebar collapses to icons; the choice is kept in local storage and survives a reload.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Patent Search' })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  // SPEC §2: 16 units (64 px) collapsed, 64 units (256 px) expanded; the width animates.
  const width = async () => (await sidebar.boundingBox())?.width;
  await expect.poll(width).toBe(64);
  expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect.poll(width).toBe(64);
  await capture(page, testInfo, 'dashboard sidebar collapsed', { phone: false });

  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect.poll(width).toBe(256);
  await page.reload();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

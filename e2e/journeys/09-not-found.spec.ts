import { capture, expect, newPerson, signIn, test } from '../support/fixtures.js';

test('journey 9: the not-found screen when signed in', async ({ page }, testInfo) => {
  await signIn(page, newPerson('Barbara', 'Liskov'));
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  // Still inside the app: the sidebar leads back.
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await capture(page, testInfo, 'not found');
});

import { capture, dismissToasts, expect, expectToast, newPerson, signIn, test } from '../support/fixtures.js';
import { logOut } from '../support/sign-out.js';

test('journey 8: profile — fields, edit/cancel/save toast; logout to the landing; /profile signed out', async ({
  page,
}, testInfo) => {
  const alan = newPerson('Alan', 'Turing');
  await signIn(page, alan);
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByText('AT').first()).toBeVisible();
  await expect(main.getByText('Alan Turing').first()).toBeVisible();
  await expect(main.getByText(alan.email).first()).toBeVisible();
  for (const label of [/Member since/i, /User ID/i, /provider/i])
    await expect(main.getByText(label).first()).toBeVisible();
  await capture(page, testInfo, 'profile');

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  const email = main.getByLabel(/E-?mail/i);
  await expect(email).not.toBeEditable();
  await expect(main.getByText('Email cannot be changed')).toBeVisible();
  await capture(page, testInfo, 'profile edit');
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await dismissToasts(page);
  await main.getByRole('button', { name: /^Save/ }).click();
  await expectToast(
    page,
    'Profile Update',
    'Profile editing is not yet implemented. Your changes were not saved.',
  );
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);

  // Signed out, /profile says 'Unauthorized' and then goes to the login path.
  const login = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/login' && r.isNavigationRequest(),
  );
  await page.goto('/profile');
  await expectToast(page, 'Unauthorized');
  await login;
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
});

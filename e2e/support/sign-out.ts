import { expect, type Page } from '@playwright/test';

/** Logs out from the dashboard header; the identity provider may ask to end its own session too. */
export async function logOut(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: /Log Out/ }).click();
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
  const landing = page.getByRole('button', { name: 'Client Login' });
  await expect(confirm.or(landing)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(landing).toBeVisible();
}

import { capture, expect, test } from '../support/fixtures.js';

test('journey 1: signed out — landing content, login buttons, #services, unknown path', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Client Login', 'Sign Up for Free', 'View Services', 'Get Started Free']) {
    await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toBeVisible();
  }
  for (const service of [
    /patent research and analytics/i,
    /AI-assisted patent prosecution support/i,
    /strategic IP consulting/i,
    /AI-assisted document preparation/i,
    /patent portfolio analysis/i,
    /confidential and secure handling/i,
  ]) {
    await expect(page.getByText(service).first()).toBeVisible();
  }
  for (const highlight of [/AI-powered patent search/i, /free beta access/i, /24\/7 platform access/i]) {
    await expect(page.getByText(highlight).first()).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('2026');
  await capture(page, testInfo, 'landing', { phoneAxe: true });

  // The in-page anchor scrolls to the services list.
  await page.getByRole('link', { name: 'View Services' }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator('#services')).toBeInViewport();
  await capture(page, testInfo, 'landing services');

  // Each of the three login buttons is a browser navigation to /api/login (which leads on to the
  // identity provider's sign-in page).
  for (const name of ['Client Login', 'Sign Up for Free', 'Get Started Free']) {
    await page.goto('/');
    const login = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/login' && req.isNavigationRequest(),
    );
    await page.getByRole('button', { name }).click();
    await login;
    await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  }
  await capture(page, testInfo, 'identity provider sign-in');

  // Signed out, any other path shows the landing screen.
  await page.goto('/no/such/page');
  await expect(page.getByRole('button', { name: 'Client Login' })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await capture(page, testInfo, 'unknown path signed out');
});

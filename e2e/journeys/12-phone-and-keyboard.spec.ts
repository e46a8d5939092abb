import type { Locator, Page } from '@playwright/test';
import {
  capture,
  dismissToasts,
  expect,
  expectToast,
  expectToastClearOf,
  newPerson,
  signIn,
  test,
} from '../support/fixtures.js';
import { cards, search } from '../support/search.js';

const PHONE = { width: 375, height: 740 } as const;
// SPEC §9: a collection name holds at most 100 characters; one unbroken word is the hardest to lay out.
const LONG_NAME = 'Protectedlithiumelectrodeseawaterbatterycells'.repeat(3).slice(0, 100);

/** The page scrolls sideways when the document is wider than the window. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${screen}: document width ${scrollWidth} within the ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Tabs forward until `target` holds the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('journey 12: phone — skip link, navigation drawer by keyboard, no sideways scroll, toasts clear of dialogs', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signIn(page, newPerson('Radia', 'Perlman'));
  await expect(page).toHaveTitle('Dashboard · Patent Hub');
  await capture(page, testInfo, 'dashboard with menu button', { phoneAxe: true });
  await page.setViewportSize(PHONE);

  // The skip link is the first stop of the Tab key and moves the focus to the main content.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // On a phone the sidebar is a drawer behind a menu button: Enter opens it, the focus stays inside, Escape closes it.
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Saved Patents' })).toBeVisible();
  await capture(page, testInfo, 'navigation drawer', { phoneAxe: true });
  await page.setViewportSize(PHONE);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inside = await drawer.evaluate((el) => el.contains(document.activeElement));
    expect(inside, `focus stays in the drawer after ${i + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menu).toBeFocused();

  // A link in the drawer navigates and closes it.
  await menu.press('Enter');
  await drawer.getByRole('link', { name: 'Saved Patents' }).press('Enter');
  await expect(page).toHaveURL(/\/saved$/);
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveTitle('Saved Patents · Patent Hub');

  // A collection with a 100-character name: neither /saved nor /analysis scrolls sideways.
  const opener = page.getByRole('button', { name: 'New Collection' });
  await opener.click();
  const create = page.getByRole('dialog', { name: 'Create New Collection' });
  await create.getByLabel('Name').fill(LONG_NAME);
  await create.getByRole('button', { name: 'Create Collection' }).click();
  await expectToast(page, 'Collection created');
  await expect(page.getByRole('region', { name: 'Collections' }).getByText(LONG_NAME)).toBeVisible();
  await expectNoSidewaysScroll(page, '/saved');
  await capture(page, testInfo, 'saved long collection name', { phoneAxe: true });
  await page.setViewportSize(PHONE);

  // Closing a dialog gives the focus back to the button that opened it.
  await opener.click();
  await create.getByRole('button', { name: 'Close' }).click();
  await expect(create).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The analysis dashboard shows its cards once a collection exists, even with no patent saved.
  await menu.click();
  await drawer.getByRole('link', { name: 'Analysis Dashboard' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  await expect(page).toHaveTitle('Analysis Dashboard · Patent Hub');
  await expect(page.getByText('Collections Overview')).toBeVisible();
  await expect(page.getByRole('main').getByText(LONG_NAME)).toBeVisible();
  await expectNoSidewaysScroll(page, '/analysis');
  await capture(page, testInfo, 'analysis collections only', { phoneAxe: true });
  await page.setViewportSize(PHONE);

  // A toast never covers a dialog's close button: the search toast is still up when the detail dialog opens.
  await menu.click();
  await drawer.getByRole('link', { name: 'Patent Search' }).click();
  await search(page, { patentNumber: '11646472', dateRange: 'All time' });
  await expectNoSidewaysScroll(page, '/search');
  const toast = await expectToast(page, 'Search completed');
  await cards(page).first().getByRole('heading', { level: 3 }).getByRole('button').click();
  const detail = page.getByRole('dialog').filter({ hasText: 'US11646472' });
  const close = detail.getByRole('button', { name: 'Close' }).first();
  await expect(close).toBeVisible();
  await expect(toast).toBeVisible();
  await expectToastClearOf(page, 'Search completed', close, "the dialog's close button");
  await close.click();
  await expect(detail).toHaveCount(0);
  await dismissToasts(page);

  // At 800 px the centred dialog leaves no room beside a toast: it ends above the toast instead of under it.
  await page.setViewportSize({ width: 800, height: 740 });
  await search(page, { patentNumber: '11646472', dateRange: 'All time' });
  await expectToast(page, 'Search completed');
  await cards(page).first().getByRole('heading', { level: 3 }).getByRole('button').click();
  await expect(detail).toBeVisible();
  await expectToastClearOf(page, 'Search completed', detail, 'the detail dialog at 800 px');
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toHaveCount(0);
  await dismissToasts(page);
  await page.setViewportSize(PHONE);
});

test('journey 12: keyboard — a result card opens with Enter and gets the focus back; the assistant input keeps it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, newPerson('Frances', 'Allen'));
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Patent Search' })
    .click();
  await expect(page).toHaveTitle('Search · Patent Hub');
  await search(page, { keywords: 'lithium seawater battery' });

  // Tab from the search button reaches the first result card itself; Enter opens it, Escape returns to it.
  const card = cards(page).first().getByTestId('patent-card');
  await page.getByRole('button', { name: 'Search Patents' }).focus();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog').filter({ hasText: /^US\d+|US\d+/ });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(card).toBeFocused();

  // The assistant: after sending, the focus is back in the message input for the next question.
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'AI Assistant' })
    .click();
  await expect(page).toHaveTitle('AI Assistant · Patent Hub');
  const input = page.getByRole('main').getByRole('textbox', { name: 'Message' });
  await input.fill('What is prior art?');
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/ai/assistant/stream'));
  await input.press('Enter');
  await (await streamed).finished();
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  // By the send button as well.
  await input.fill('And a claim?');
  await page.getByRole('main').getByRole('button', { name: 'Send message' }).click();
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
});

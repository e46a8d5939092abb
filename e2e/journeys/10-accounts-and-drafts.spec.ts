// Issue 22: what the browser keeps belongs to the signed-in user; notes and drafts live on the server.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { browserApi } from '../support/api.js';
import {
  dismissToasts,
  expect,
  expectToast,
  newPerson,
  signIn,
  test,
  type Person,
} from '../support/fixtures.js';
import { cards, search } from '../support/search.js';
import { logOut } from '../support/sign-out.js';

const RECORD_KEYS = ['patentAssistantChats', 'patentWritingDrafts', 'strategyAdvisorSessions'];

/** Everything the browser keeps for this origin, as one string. */
const browserStorage = (page: Page) =>
  page.evaluate(
    () => JSON.stringify(Object.entries(localStorage)) + JSON.stringify(Object.entries(sessionStorage)),
  );

async function writeDraft(page: Page, title: string, description: string) {
  await page.goto('/writing');
  const main = page.getByRole('main');
  await main.getByLabel('Title', { exact: true }).fill(title);
  await main.getByRole('tab', { name: 'Description' }).click();
  await main.getByLabel('Detailed Description').fill(description);
}

test('journey 10a: one browser, two people — none of A’s writing reaches B; A’s draft comes back', async ({
  page,
}) => {
  const secret = `Zephyr-${randomBytes(4).toString('hex')}`;
  const ada = newPerson('Ada', 'Byron');
  await signIn(page, ada);

  // A writes an unfiled invention (never pressing Save Draft), a strategy scenario and a chat.
  await writeDraft(page, `Invention ${secret}`, `A ${secret} turbine blade with a cooling channel.`);
  await page.goto('/strategy');
  await page.getByRole('main').getByLabel('Scenario').fill(`We plan to license the ${secret} blade.`);
  await page.goto('/assistant');
  const input = page.getByRole('main').getByRole('textbox', { name: 'Message' });
  await input.fill(`Is the ${secret} blade patentable?`);
  await input.press('Enter');
  await expect(page.getByRole('main').getByRole('list', { name: 'Chats' })).toContainText(secret);
  expect(await browserStorage(page)).toContain(secret);

  await logOut(page);
  // Signing out leaves none of the records in the browser.
  const left = await page.evaluate(
    (keys) => keys.filter((k) => localStorage.getItem(k) !== null),
    RECORD_KEYS,
  );
  expect(left).toEqual([]);
  expect(await browserStorage(page)).not.toContain(secret);

  // B signs in on the same browser and finds nothing of A's anywhere.
  const bob = newPerson('Bob', 'Other');
  await signIn(page, bob);
  for (const path of ['/writing', '/strategy', '/assistant']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);
  }
  await page.goto('/writing');
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft Saved');
  const bobDrafts = await browserApi(page, 'GET', '/api/patents/drafts');
  expect(bobDrafts.status).toBe(200);
  expect(bobDrafts.text).not.toContain(secret);
  expect(await browserStorage(page)).not.toContain(secret);
  await logOut(page);

  // A signs in again: the draft written before signing out is back, from the account.
  await signIn(page, ada);
  await page.goto('/writing');
  await expect(page.getByRole('main').getByRole('list', { name: 'Drafts' })).toContainText(
    `Invention ${secret}`,
  );
});

test('journey 10b: a note on a saved patent is kept — type, reload, still there', async ({ page }) => {
  await signIn(page, newPerson('Grace', 'Hopper'));
  await page.goto('/search');
  await search(page, { patentNumber: '11646472', dateRange: 'All time' });
  await dismissToasts(page);
  await cards(page).first().getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Patent saved');

  await page.goto('/saved');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /seawater battery/i }) });
  const notes = card.getByPlaceholder('Add notes about this patent');
  const note = 'Closest art to our membrane; check claim 7';
  await notes.pressSequentially(note, { delay: 20 });
  await expect(card.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(card.getByPlaceholder('Add notes about this patent')).toHaveValue(note);
});

async function signInFresh(page: Page, person: Person) {
  await signIn(page, person);
  await page.goto('/writing');
  return page.getByRole('main').getByRole('list', { name: 'Drafts' });
}

test('journey 10c: a saved draft is listed on another browser, opens there and is deleted from both copies', async ({
  page,
  browser,
}) => {
  const title = `Wick ${randomBytes(4).toString('hex')}`;
  const kim = newPerson('Kim', 'Drafter');
  await signIn(page, kim);
  await writeDraft(page, title, 'A sintered copper wick for a heat pipe.');
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft Saved');

  // A second browser (its own storage and cookies), the same person.
  const other = await browser.newContext();
  try {
    const page2 = await other.newPage();
    const list = await signInFresh(page2, kim);
    await list.getByRole('button', { name: title, exact: true }).click();
    const main = page2.getByRole('main');
    await expect(main.getByLabel('Title', { exact: true })).toHaveValue(title);
    await main.getByRole('tab', { name: 'Description' }).click();
    await expect(main.getByLabel('Detailed Description')).toHaveValue(
      'A sintered copper wick for a heat pipe.',
    );

    await dismissToasts(page2);
    const deleted = page2.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/patents/drafts/'),
    );
    await list.getByRole('button', { name: `Delete ${title}` }).click();
    expect((await deleted).status()).toBe(200);
    await expectToast(page2, 'Draft deleted');
    await expect(page2.getByRole('main').getByRole('list', { name: 'Drafts' })).not.toContainText(title);
    expect(await browserStorage(page2)).not.toContain(title);
    expect((await browserApi(page2, 'GET', '/api/patents/drafts')).text).not.toContain(title);
    await page2.reload();
    await expect(page2.getByRole('main').getByRole('list', { name: 'Drafts' })).toBeVisible();
    await expect(page2.getByRole('main').getByRole('list', { name: 'Drafts' })).not.toContainText(title);
  } finally {
    await other.close();
  }
});

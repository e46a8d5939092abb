import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  capture,
  dismissToasts,
  expect,
  expectToast,
  newPerson,
  signIn,
  test,
  toastWith,
} from '../support/fixtures.js';
import { cards, search } from '../support/search.js';

// Real grants of the first-run corpus (shared USPTO XML). US11646472B2: claim 1 independent, claim 2
// "The method of claim 1 …"; its first reference is US3343988 A (Friend, September 1967).
const LITHIUM = { number: '11646472', title: /seawater battery/i };
const LADAR = { number: '10000000', title: /Coherent LADAR/i };

const EXPORTS = [
  { label: 'CSV', type: 'text/csv', file: /\.csv$/, firstLine: /^Patent Number,Title,Inventors,/ },
  { label: 'RIS', type: 'application/x-research-info-systems', file: /\.ris$/, firstLine: /^TY {2}- PAT$/ },
  { label: 'BibTeX', type: 'application/x-bibtex', file: /\.bib$/, firstLine: /^@patent\{US\d+,$/ },
  { label: 'CSL-JSON', type: 'application/vnd.citationstyles.csl+json', file: /\.json$/, firstLine: /^\[$/ },
];

/** Downloads one export from its link; checks the file name, the answer's content type and the first line. */
async function download(page: Page, link: Locator, e: (typeof EXPORTS)[number]): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(e.file);
  const body = await readFile(await file.path(), 'utf8');
  expect(body.split(/\r?\n/)[0]).toMatch(e.firstLine);
  // The same address as the browser session (its cookies) for the header a download does not expose.
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain(e.type);
  expect(res.headers()['content-disposition']).toContain('attachment');
  return body;
}

test('journey 13: detail claims and citations; a collection opened, exported, renamed, emptied', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, newPerson('Rosalind', 'Franklin'));
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Patent Search' }).click();

  // The detail dialog of a real patent: every claim, independent ones marked, dependencies named.
  await search(page, { patentNumber: LITHIUM.number, dateRange: 'All time' });
  await cards(page)
    .filter({ hasText: LITHIUM.title })
    .first()
    .getByText(/Patent Number:/)
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `US${LITHIUM.number}` })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Claims' }).click();
  const claim1 = dialog.getByRole('listitem', { name: 'Claim 1', exact: true });
  await expect(claim1).toContainText('Independent');
  await expect(claim1).toContainText('A method of making a battery cell');
  const claim2 = dialog.getByRole('listitem', { name: 'Claim 2', exact: true });
  await expect(claim2).toContainText('Depends on claim 1');
  await expect(claim2).toContainText('The method of claim 1');
  await expect(claim2).not.toContainText('Independent');
  await expect(dialog.getByRole('tabpanel')).toContainText(/\d+ claims, \d+ independent/);
  await capture(page, testInfo, 'detail claims', { phone: false });

  // Citations: the patents it cites; the corpus's citing patents (none in the first-run corpus).
  await dialog.getByRole('tab', { name: 'Citations' }).click();
  const cited = dialog.getByRole('link', { name: 'US3343988 A' });
  await expect(cited).toHaveAttribute('href', 'https://patents.google.com/patent/US3343988');
  await expect(dialog.getByRole('tabpanel')).toContainText('Friend, Sep 1967');
  await expect(dialog.getByRole('heading', { name: 'Cited by patents in the corpus' })).toBeVisible();
  await expect(dialog.getByRole('tabpanel')).toContainText(/No patent in the corpus cites this one|US\d+ — /);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Two saved patents in one collection.
  for (const p of [LITHIUM, LADAR]) {
    await search(page, { patentNumber: p.number, dateRange: 'All time' });
    await dismissToasts(page);
    await cards(page).filter({ hasText: p.title }).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Patent saved');
  }
  await sidebar.getByRole('link', { name: 'Saved Patents' }).click();
  await expect(page.getByText('2 of 2 patents')).toBeVisible();
  // The filter takes a number as the screens print it.
  await page.getByLabel('Filter saved patents').fill(`US${LITHIUM.number}`);
  await expect(page.getByText('1 of 2 patents')).toBeVisible();
  await page.getByLabel('Filter saved patents').fill('');
  // A toast cannot be closed under a modal dialog: close them first.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'New Collection' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Collection' });
  await create.getByLabel('Name').fill('Seawater cells');
  await create.getByRole('button', { name: 'Create Collection' }).click();
  await expectToast(page, 'Collection created');
  for (const p of [LITHIUM, LADAR]) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: p.title }) });
    await item.getByLabel('Add to collection').selectOption({ label: 'Seawater cells' });
    await expect(item.getByRole('button', { name: 'Remove from Seawater cells' })).toBeVisible();
  }
  const collections = page.getByRole('region', { name: 'Collections' });
  await expect(collections.getByText('2 patents')).toBeVisible();

  // Open it: its patents and the four exports, each a real download.
  await dismissToasts(page);
  await collections.getByRole('button', { name: 'Seawater cells' }).click();
  let opened = page.getByRole('dialog', { name: 'Seawater cells' });
  await expect(opened.getByRole('heading', { name: '2 patents' })).toBeVisible();
  await expect(opened.getByText(LITHIUM.title)).toBeVisible();
  await expect(opened.getByText(LADAR.title)).toBeVisible();
  await capture(page, testInfo, 'collection opened');
  for (const e of EXPORTS) {
    const body = await download(page, opened.getByRole('link', { name: e.label, exact: true }), e);
    expect(body).toContain(`US${LITHIUM.number}`);
    expect(body).toContain(`US${LADAR.number}`);
  }

  // Rename: the collection form's rules, then the new name everywhere.
  await opened.getByRole('button', { name: 'Rename' }).click();
  await opened.getByLabel('Name', { exact: true }).fill('');
  await opened.getByRole('button', { name: 'Save' }).click();
  await expect(opened.getByText('Collection name is required')).toBeVisible();
  await opened.getByLabel('Name', { exact: true }).fill('Seawater cell prior art');
  await opened.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Collection renamed');
  opened = page.getByRole('dialog', { name: 'Seawater cell prior art' });
  await expect(opened).toBeVisible();

  // Remove a patent from the collection: it stays saved; the export follows.
  await opened.getByRole('button', { name: `Remove US${LADAR.number} from collection` }).click();
  await expect(opened.getByRole('heading', { name: '1 patent' })).toBeVisible();
  await expect(opened.getByText(LADAR.title)).toHaveCount(0);
  const csv = await download(page, opened.getByRole('link', { name: 'CSV', exact: true }), EXPORTS[0]);
  expect(csv).toContain(`US${LITHIUM.number}`);
  expect(csv).not.toContain(`US${LADAR.number}`);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  // The removal's toast came up over the open dialog; Escape with the focus in the dialog closes the dialog the user
  // works in, not that toast (a pointer move on the toast pauses its timer, as hovering would under the overlay).
  const removed = toastWith(page, 'Removed from collection').first();
  await expect(removed).toBeVisible();
  await removed.dispatchEvent('pointermove');
  await opened.getByRole('link', { name: 'CSV', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(opened).toHaveCount(0);
  await expect(removed).toBeVisible();
  await expect(collections.getByText('1 patent', { exact: true })).toBeVisible();
  await expect(collections.getByRole('button', { name: 'Seawater cell prior art' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /Seawater cell prior art/ })).toContainText('1');
  await expect(page.getByText('2 of 2 patents')).toBeVisible();
  await capture(page, testInfo, 'collection renamed', { phone: false });
});

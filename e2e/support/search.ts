import { expect, type Page } from '@playwright/test';
import { dismissToasts, expectToast } from './fixtures.js';

export interface Criteria {
  keywords?: string;
  patentNumber?: string;
  applicationNumber?: string;
  inventor?: string;
  assignee?: string;
  /** Option label, e.g. 'All time'. */
  dateRange?: string;
  classification?: string;
  /** Option label, e.g. 'Granted'. */
  status?: string;
}

const TEXT: [keyof Criteria, string][] = [
  ['keywords', 'Keywords'],
  ['patentNumber', 'Patent Number'],
  ['applicationNumber', 'Application Number'],
  ['inventor', 'Inventor Name'],
  ['assignee', 'Assignee/Company'],
];

/** Sets every field (blank or default when not given) so earlier searches leave nothing behind. */
export async function fillSearch(page: Page, c: Criteria) {
  const form = page.getByRole('form', { name: 'Patent search' });
  for (const [key, label] of TEXT) await form.getByLabel(label, { exact: true }).fill(c[key] ?? '');
  await form.getByLabel('Date Range').selectOption({ label: c.dateRange ?? 'Last 5 years' });
  await form.getByLabel('Classification').selectOption(c.classification ?? 'all');
  await form.getByLabel('Status').selectOption({ label: c.status ?? 'All statuses' });
}

export const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
export const cards = (page: Page) => results(page).getByRole('listitem');
export const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allInnerTexts();

/** Submits and waits for what the user sees: the 'Search completed' toast, then cards or the empty message. */
export async function search(page: Page, c: Criteria) {
  await fillSearch(page, c);
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Search Patents' }).click();
  await expectToast(page, 'Search completed', /Found (about )?\d+ patents? in/);
  await expect(page.getByRole('button', { name: 'Search Patents' })).toBeEnabled();
  await expect(
    results(page).or(page.getByText('No patents found matching your search criteria.')),
  ).toBeVisible();
}

/** Picks an order in the sort selector and waits for the server's re-sorted results. */
export async function sortBy(page: Page, value: string) {
  await dismissToasts(page);
  await page.getByLabel('Sort by').selectOption(value);
  await expectToast(page, 'Search completed', /Found (about )?\d+ patents? in/);
  await expect(results(page)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue(value);
}

/** Title order as the server compares titles: lower case, then code points (the database collation is C). */
export const titleKey = (t: string) => t.toLowerCase();
export const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The 'N patents found' figure. */
export async function foundCount(page: Page): Promise<number> {
  const text = await results(page)
    .getByText(/\d+ patents? found/)
    .innerText();
  return Number(/(\d+) patents? found/.exec(text)![1]);
}

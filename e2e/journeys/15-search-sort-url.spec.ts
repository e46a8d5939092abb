import type { Page } from '@playwright/test';
import { dismissToasts, expect, newPerson, signIn, test } from '../support/fixtures.js';
import {
  byCodePoints,
  cardTitles,
  cards,
  foundCount,
  results,
  search,
  sortBy,
  titleKey,
} from '../support/search.js';

const pageLabel = (page: Page) =>
  page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page \d+ of \d+$/);

test('journey 15: the server sorts the whole result set; the search lives in the address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, newPerson('Edsger', 'Dijkstra'));
  await page.goto('/search');

  // A keyword search offers and starts on Best match.
  await search(page, { keywords: 'device', dateRange: 'All time' });
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  await expect(sort.locator('option').first()).toHaveText('Best match');
  expect(await foundCount(page)).toBeGreaterThan(20);

  // Title A-Z, then page 2: the order continues across the page boundary and the selector keeps the sort.
  await sortBy(page, 'title-asc');
  await expect(pageLabel(page)).toHaveText(/^Page 1 of \d+$/);
  const first = await cardTitles(page);
  expect(first).toHaveLength(20);
  expect(first.map(titleKey)).toEqual(first.map(titleKey).sort(byCodePoints));
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageLabel(page)).toHaveText(/^Page 2 of \d+$/);
  await expect(cards(page).first()).toBeVisible();
  const second = await cardTitles(page);
  expect(second.map(titleKey)).toEqual(second.map(titleKey).sort(byCodePoints));
  expect(
    byCodePoints(titleKey(second[0]), titleKey(first.at(-1)!)),
    'page 2 starts after page 1 ends',
  ).toBeGreaterThanOrEqual(0);
  await expect(sort).toHaveValue('title-asc');
  await expect(page).toHaveURL(/[?&]sort=title-asc(&|$)/);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);

  // Reload: the same criteria, sort, page and results.
  await page.reload();
  await expect(pageLabel(page)).toHaveText(/^Page 2 of \d+$/);
  await expect(page.getByLabel('Keywords', { exact: true })).toHaveValue('device');
  await expect(page.getByLabel('Date Range')).toHaveValue('all_time');
  await expect(page.getByLabel('Sort by')).toHaveValue('title-asc');
  expect(await cardTitles(page)).toEqual(second);

  // A shared link shows the same results in another tab.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(pageLabel(shared)).toHaveText(/^Page 2 of \d+$/);
  await expect(shared.getByLabel('Sort by')).toHaveValue('title-asc');
  expect(await cardTitles(shared)).toEqual(second);
  await shared.close();

  // Back returns to the previous page of results.
  await page.goBack();
  await expect(pageLabel(page)).toHaveText(/^Page 1 of \d+$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('title-asc');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(first[0]);
  expect(await cardTitles(page)).toEqual(first);
});

test('journey 15: a patent number is found whatever the date range', async ({ page }) => {
  await signIn(page, newPerson('Barbara', 'Liskov'));
  await page.goto('/search');
  // US10000000 was granted in 2018: outside the default 'Last 5 years'.
  await search(page, { patentNumber: '10000000' });
  await expect(page.getByLabel('Date Range')).toHaveValue('last_5_years');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('US10000000');
  await expect(cards(page).first()).toContainText(/Coherent LADAR using intra-pixel quadrature detection/i);
});

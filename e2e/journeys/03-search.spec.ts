import { capture, dismissToasts, expect, expectToast, newPerson, signIn, test } from '../support/fixtures.js';
import { holdDown } from '../support/processes.js';
import {
  byCodePoints,
  cardTitles,
  cards,
  fillSearch,
  foundCount,
  results,
  search,
  sortBy,
  titleKey,
} from '../support/search.js';

// Real grants in the first-run corpus (shared USPTO XML): US11646472B2, PolyPlus Battery Company.
const LITHIUM = {
  number: '11646472',
  application: '17248024',
  title: /lithium metal.+seawater battery cells/i,
  inventor: 'Visco',
  assignee: 'PolyPlus',
};

test('journey 3: search by every field, sort, detail dialog, save, search error while patents is stopped', async ({
  page,
}, testInfo) => {
  // The longest journey: about twenty searches and a 10 s RPC deadline while patents is down.
  test.setTimeout(240_000);
  await signIn(page, newPerson('Grace', 'Hopper'));
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Patent Search' })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Enter search criteria above to find patents.')).toBeVisible();
  await capture(page, testInfo, 'search empty');

  // Keywords.
  await search(page, { keywords: 'lithium seawater battery' });
  await expect(cards(page).filter({ hasText: LITHIUM.title }).first()).toBeVisible();
  expect(await foundCount(page)).toBeGreaterThan(0);
  await expect(results(page).getByText(/\([\d.]+ms\)/)).toBeVisible();
  await capture(page, testInfo, 'search results');

  // Each other field finds the same real patent.
  const byField = [
    { patentNumber: LITHIUM.number },
    { patentNumber: `US${LITHIUM.number}` },
    { applicationNumber: LITHIUM.application },
    { inventor: LITHIUM.inventor },
    { assignee: LITHIUM.assignee },
    // Expired: its term runs from the 2004 division in its chain plus 304 days of adjustment (issue 23).
    { keywords: 'battery', classification: 'all', status: 'Expired', dateRange: 'All time' },
  ];
  for (const c of byField) {
    await search(page, c);
    await expect(cards(page).filter({ hasText: LITHIUM.title }).first(), JSON.stringify(c)).toBeVisible();
  }
  // Classification: every G06F hit carries a G06F class; the lithium cell (H01M) is not among them.
  await search(page, { keywords: 'data', classification: 'G06F', dateRange: 'All time' });
  expect(await foundCount(page)).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: LITHIUM.title })).toHaveCount(0);
  // Date range: the corpus has no grant from the last year.
  await search(page, { keywords: 'battery', dateRange: 'Last year' });
  await expect(page.getByText('No patents found matching your search criteria.')).toBeVisible();
  await capture(page, testInfo, 'search no results');

  // Sorting a broad result set: the server orders the whole set; a keyword search starts on Best match.
  await search(page, { keywords: 'device', dateRange: 'All time' });
  expect(await cards(page).count()).toBeGreaterThan(5);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  const cardDates = async () =>
    (
      await results(page)
        .locator('dt', { hasText: /^Date:$/ })
        .locator('xpath=following-sibling::dd[1]')
        .allInnerTexts()
    )
      .filter((d) => d !== 'N/A')
      .map((d) => Date.parse(d));
  const inOrder = (xs: number[], dir: 1 | -1) => xs.every((x, i) => i === 0 || dir * (x - xs[i - 1]) >= 0);
  await sortBy(page, 'date-desc');
  expect(inOrder(await cardDates(), -1), 'date-desc').toBe(true);
  await sortBy(page, 'date-asc');
  expect(inOrder(await cardDates(), 1), 'date-asc').toBe(true);
  for (const [value, dir] of [
    ['title-asc', 1],
    ['title-desc', -1],
  ] as const) {
    await sortBy(page, value);
    const titles = (await cardTitles(page)).map(titleKey);
    expect(titles, value).toEqual([...titles].sort((a, b) => dir * byCodePoints(a, b)));
  }
  // Assignees compare as the database keeps them (assignee_norm); patents without one come last.
  const normName = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const assignees = async () =>
    (
      await results(page)
        .locator('dt', { hasText: /^Assignee:$/ })
        .locator('xpath=following-sibling::dd[1]')
        .allInnerTexts()
    ).map((a) => (a === 'N/A' ? '' : normName(a)));
  for (const [value, dir] of [
    ['assignee-asc', 1],
    ['assignee-desc', -1],
  ] as const) {
    await sortBy(page, value);
    const list = await assignees();
    const named = list.filter(Boolean);
    expect(list, value).toEqual([
      ...[...named].sort((a, b) => dir * byCodePoints(a, b)),
      ...list.filter((a) => !a),
    ]);
  }
  for (const value of ['inventor-asc', 'inventor-desc']) {
    await sortBy(page, value);
    expect(await cards(page).count()).toBeGreaterThan(5);
  }
  const inventorAsc = await (async () => {
    await sortBy(page, 'inventor-asc');
    return cardTitles(page);
  })();
  await sortBy(page, 'inventor-desc');
  expect(await cardTitles(page)).not.toEqual(inventorAsc);

  // Detail dialog and its tabs.
  await search(page, { patentNumber: LITHIUM.number });
  const card = cards(page).filter({ hasText: LITHIUM.title }).first();
  await card.getByText(/Patent Number:/).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `US${LITHIUM.number}` })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Google Patents/ })).toHaveAttribute(
    'href',
    new RegExp(`US${LITHIUM.number}`),
  );
  await expect(dialog.getByRole('link', { name: /Google Patents/ })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('tabpanel')).toContainText('Abstract');
  await expect(dialog.getByRole('tabpanel')).toContainText(/Grant Date\s*May 09, 2023/);
  await capture(page, testInfo, 'detail overview');
  const tabs: [string, RegExp][] = [
    ['Application Data', new RegExp(`Application Number\\s*${LITHIUM.application}`)],
    ['Classifications', /CPC Classifications[\s\S]*H01M/],
    ['Parties', /Visco[\s\S]*Berkeley/],
    ['Continuity', /Parent Applications|No continuity data available for this patent/],
    ['Dates', /Effective filing date\s*Feb 06, 2004[\s\S]*Expiry\s*Feb 12, 2025/],
  ];
  for (const [tab, content] of tabs) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText(content);
  }
  await capture(page, testInfo, 'detail continuity');
  if (await dialog.getByRole('tab', { name: 'Assignments' }).count()) {
    await dialog.getByRole('tab', { name: 'Assignments' }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText('→');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Save: Saved and disabled; the sidebar badge counts it.
  await dismissToasts(page);
  await card.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Patent saved', 'Patent has been added to your saved collection.');
  await expect(card.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Saved Patents' }),
  ).toContainText('1');
  await capture(page, testInfo, 'search saved');

  // The patents service stops: the search fails with the 'Search error' toast.
  await dismissToasts(page);
  await fillSearch(page, { keywords: 'battery' });
  const down = holdDown('patents');
  try {
    await page.getByRole('button', { name: 'Search Patents' }).click();
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    await expectToast(page, 'Search error');
    await capture(page, testInfo, 'search error', { phone: false });
  } finally {
    await down.release();
  }
  expect(down.kills).toBeGreaterThan(0);

  // It comes back (the supervisor restarts it) and the same search works again.
  await expect(async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Search Patents' }).click();
    await expectToast(page, 'Search completed');
  }).toPass({ timeout: 45_000 });
  await expect(cards(page).first()).toBeVisible();
});

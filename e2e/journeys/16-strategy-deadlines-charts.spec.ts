import { browserApi } from '../support/api.js';
import { capture, dismissToasts, expect, expectToast, newPerson, signIn, test } from '../support/fixtures.js';

// A scenario that names a trade-show date and a country, about a device the first-run corpus holds
// (US6838984, a tire air-pressure sensor fitted to the valve).
const SCENARIO =
  'Our tire air pressure sensor is fitted to the air valve inside the tire, with an electric cell driving a ' +
  'detection and transmission unit that sends the tire pressure to the vehicle. I showed it at a trade show on ' +
  '2026-01-15. Can we also file in Europe?';

test('journey 16: strategy — trade-show grace period with its cited section, landscape charts, deadline API', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Grace', 'Period'));
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Strategy Advisor' }).click();
  await expect(page).toHaveURL(/\/strategy$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('note').filter({ hasText: /AI-generated and is not legal advice/ }),
  ).toBeVisible();

  await main.getByLabel('Scenario').fill(SCENARIO);
  await dismissToasts(page);
  await main.getByRole('button', { name: 'Analyze Strategy' }).click();
  await expectToast(page, 'Analysis Complete');

  // The trade-show question is answered from the calculator: the 102(b)(1)(A) grace period, one year on.
  await expect(
    main.getByText(/file by 2027-01-15 — the grace period of 35 U\.S\.C\. 102\(b\)\(1\)\(A\)/),
  ).toBeVisible();
  const grace = main.getByTestId('deadline-grace-period-us');
  await expect(grace).toContainText('2027-01-15');
  await expect(grace.getByRole('link', { name: '35 U.S.C. 102(b)(1)' })).toHaveAttribute(
    'href',
    'https://www.law.cornell.edu/uscode/text/35/102',
  );
  await expect(grace).toContainText('OLRC text of ~2022');
  // Europe: absolute novelty is general information; the EPO rule is said not to be in the knowledge base.
  await expect(main.getByText(/About countries/)).toBeVisible();
  await expect(main.getByTestId('deadline-grace-period-abroad')).toContainText('general information');

  // The grounding says what the figures count, and the charts render with their numbers as tables.
  await expect(main.getByTestId('strategy-grounding')).toContainText(
    /Grounded in \d+ relevant corpus patents?/,
  );
  const years = main.getByTestId('chart-filings-by-year');
  await expect(years.locator('svg.recharts-surface')).toBeVisible();
  await expect(years.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const yearTable = main.getByRole('table', { name: /Filings per year: \d+ relevant corpus patents?/ });
  await expect(yearTable.getByRole('row')).not.toHaveCount(1);
  const assignees = main.getByTestId('chart-top-assignees');
  await expect(assignees.locator('svg.recharts-surface')).toBeVisible();
  await expect(main.getByRole('table', { name: /Top assignees/ })).toContainText(/Honda/i);
  await expect(main.getByTestId('strategy-written-by')).toContainText('Local engine');
  await capture(page, testInfo, 'strategy grounded');

  // The calculator through the gateway: a design priority from a foreign filing, and a field-named error.
  const ok = await browserApi(page, 'POST', '/api/ai/deadlines', {
    kind: 'design',
    foreign: '2026-08-31',
    today: '2026-11-25',
  });
  expect(ok.status).toBe(200);
  const item = (
    ok.json as { data: { report: { items: { id: string; due: string; basis: { label: string }[] }[] } } }
  ).data.report.items.find((i) => i.id === 'paris-priority');
  expect(item?.due).toBe('2027-03-01'); // 28 Feb 2027 is a Sunday (35 U.S.C. 21(b))
  expect(item?.basis.map((b) => b.label)).toEqual(['35 U.S.C. 172', '35 U.S.C. 21(b)']);
  const bad = await browserApi(page, 'POST', '/api/ai/deadlines', { disclosure: '2026-02-30' });
  expect(bad.status).toBe(400);
  expect(bad.text).toMatch(/disclosure/);
});

import { capture, dismissToasts, expect, expectToast, newPerson, signIn, test } from '../support/fixtures.js';

const DESCRIPTION =
  'A battery cell has a lithium metal anode protected by a solid electrolyte membrane that is impervious to seawater. ' +
  'The cathode uses seawater as the oxidant, and a porous separator keeps the membrane wetted during discharge.';

test('journey 7: writing — auto-created draft, claims, abstract generation with validation, save; strategy with disclaimer', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Marie', 'Curie'));
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Patent Writing' }).click();
  await expect(page).toHaveURL(/\/writing$/);
  const main = page.getByRole('main');
  for (const tab of ['Basic Info', 'Description', 'Claims', 'Review'])
    await expect(main.getByRole('tab', { name: tab })).toBeVisible();
  // A draft exists without asking (auto-created) and is kept in the browser.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('patentWritingDrafts') ?? '[]').length))
    .toBe(1);
  await capture(page, testInfo, 'writing');

  // Abstract generation needs a title and a detailed description first: until then the button is
  // disabled and says why.
  await main.getByRole('tab', { name: 'Description' }).click();
  const generateAbstract = main.getByRole('button', { name: 'Generate Abstract' });
  await expect(generateAbstract).toBeDisabled();
  await expect(
    main.getByText('Generating an abstract needs a title and a detailed description.'),
  ).toBeVisible();
  await capture(page, testInfo, 'writing abstract validation', { phone: false });

  await main.getByRole('tab', { name: 'Basic Info' }).click();
  await main.getByLabel('Title', { exact: true }).fill('Protected lithium seawater battery cell');
  await main.getByRole('tab', { name: 'Description' }).click();
  await expect(generateAbstract, 'a title alone is not enough').toBeDisabled();
  await main.getByLabel('Detailed Description').fill(DESCRIPTION);
  await expect(
    main.getByText('Generating an abstract needs a title and a detailed description.'),
  ).toHaveCount(0);
  await dismissToasts(page);
  await generateAbstract.click();
  await expectToast(page, 'Abstract Generated');
  await expect(main.getByLabel('Abstract', { exact: true })).not.toHaveValue('');

  // Claims: add one, remove one; removal only while more than one claim exists.
  await main.getByRole('tab', { name: 'Claims' }).click();
  const claims = main.getByRole('textbox', { name: /Claim \d+/ });
  await expect(claims).toHaveCount(1);
  await expect(main.getByRole('button', { name: /Remove claim/i })).toHaveCount(0);
  await claims
    .first()
    .fill('A battery cell comprising a lithium metal anode and a seawater-impervious membrane.');
  await main.getByRole('button', { name: /Add Claim/i }).click();
  await expect(claims).toHaveCount(2);
  await claims.nth(1).fill('The cell of claim 1, wherein the membrane is a solid electrolyte.');
  await main.getByRole('button', { name: /Add Claim/i }).click();
  await expect(claims).toHaveCount(3);
  await main
    .getByRole('button', { name: /Remove claim/i })
    .last()
    .click();
  await expect(claims).toHaveCount(2);
  await capture(page, testInfo, 'writing claims');

  await main.getByRole('tab', { name: 'Review' }).click();
  await expect(main.getByText('Protected lithium seawater battery cell').first()).toBeVisible();
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft Saved');
  await capture(page, testInfo, 'writing review');

  // Strategy: a scenario, then the SWOT analysis with the disclaimer.
  await sidebar.getByRole('link', { name: 'Strategy Advisor' }).click();
  await expect(page).toHaveURL(/\/strategy$/);
  await expect(
    main.getByRole('note').filter({ hasText: /AI-generated and is not legal advice/ }),
  ).toBeVisible();
  await expect(main.getByText('New Strategy Analysis').first()).toBeVisible();
  await capture(page, testInfo, 'strategy');
  const scenario =
    'We are a start-up with a seawater battery using a protected lithium anode and want to license it to marine drone makers.';
  await main.getByLabel('Scenario').fill(scenario);
  await dismissToasts(page);
  await main.getByRole('button', { name: 'Analyze Strategy' }).click();
  await expectToast(page, 'Analysis Complete');
  for (const section of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) {
    await expect(main.getByRole('heading', { name: new RegExp(section) }).first()).toBeVisible();
  }
  await expect(main.getByText(scenario.slice(0, 50), { exact: false }).first()).toBeVisible();
  await capture(page, testInfo, 'strategy analysis');
});

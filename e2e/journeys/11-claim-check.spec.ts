import { capture, expect, newPerson, signIn, test } from '../support/fixtures.js';

test('journey 11: claim check — a defective claim typed on /writing gets its finding highlighted', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Pauline', 'Newman'));
  await page.goto('/writing');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Claims' }).click();
  const claims = main.getByRole('textbox', { name: /Claim \d+/ });
  await claims.first().fill('1. A mug comprising: a body; and a handle attached to the body.');
  await main.getByRole('button', { name: /Add Claim/i }).click();
  await claims.nth(1).fill('2. The mug of claim 1, wherein the lid is removable.');
  await main.getByRole('button', { name: 'Check Claims' }).click();

  // The finding is on claim 2, its span is "the lid", and focusing it shows the message.
  const findings = main.getByLabel('Findings on claim 2');
  const mark = findings.locator('mark[data-code="ANTECEDENT_BASIS"]');
  await expect(mark).toHaveText('the lid');
  await findings.getByRole('button', { name: /^the lid:/ }).focus();
  await expect(findings.getByRole('status')).toContainText('has no antecedent basis');
  await expect(main.getByLabel('Findings on claim 1')).toHaveCount(0);
  await expect(main.getByText(/1 independent, 1 dependent/)).toBeVisible();
  await expect(main.getByText(/37 CFR 1\.16\(h\), \(i\), \(j\)/)).toBeVisible();
  await capture(page, testInfo, 'claim check');

  // The Review tab lists the finding and numbers the claims once.
  await main.getByRole('tab', { name: 'Review' }).click();
  await expect(main.getByText('Claim 2: ', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('1. 1.')).toHaveCount(0);
});

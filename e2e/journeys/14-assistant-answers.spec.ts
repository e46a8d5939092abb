import { capture, expect, newPerson, signIn, test } from '../support/fixtures.js';

// Issue 25: the assistant answers from the patent's record and from the legal texts, each answer ending with its sources.
test('journey 14: assistant — a claim quoted from the record, a procedural answer citing its section', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Pauline', 'Newman'));
  await page.goto('/assistant');
  const main = page.getByRole('main');
  const log = main.getByRole('log', { name: 'Messages' });
  const input = main.getByRole('textbox', { name: 'Message' });

  await input.fill('What does claim 1 of US10000000 cover?');
  await input.press('Enter');
  const answer = log.locator('[data-role="assistant"]').last();
  await expect(answer).toContainText('Answering about US10000000', { timeout: 30_000 });
  await expect(answer).toContainText('Claim 1');
  // The claim is quoted (a blockquote), and the sources name the patent with its link.
  await expect(answer.locator('blockquote')).toContainText(/laser|LADAR/i);
  await expect(answer).toContainText('Sources');
  await expect(answer).toContainText(/US10000000 — Coherent LADAR/i);
  await expect(input).toBeEnabled();
  await capture(page, testInfo, 'assistant claim answer');

  await input.fill('How long do I have to file a non-provisional after a provisional?');
  await input.press('Enter');
  const legal = log.locator('[data-role="assistant"]').last();
  await expect(legal).toContainText('may be out of date', { timeout: 30_000 });
  await expect(
    legal
      .getByRole('strong')
      .filter({ hasText: /^(35 U\.S\.C\.|37 CFR|MPEP) / })
      .first(),
  ).toBeVisible();
  await expect(legal).toContainText('12 months');
  await expect(legal).not.toContainText('Answering about');
  await capture(page, testInfo, 'assistant procedural answer');
});

import { readFileSync } from 'node:fs';
import { capture, expect, expectToastClearOf, newPerson, signIn, test, toasts } from '../support/fixtures.js';
import { cards, search } from '../support/search.js';

test('journey 4: analyze a patent from its card — spinner, sections, report download', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Rosalind', 'Franklin'));
  await page.goto('/search');
  await search(page, { patentNumber: '11646472' });
  const card = cards(page).first();
  // The spinner can be brief on a fast run: record whether it was ever shown instead of racing it.
  await page.evaluate(() => {
    const w = window as unknown as { __spinnerSeen: boolean };
    w.__spinnerSeen = false;
    const check = () => {
      for (const el of document.querySelectorAll('[role="dialog"] [role="status"]')) {
        if (el.textContent?.includes('Analyzing patent...')) w.__spinnerSeen = true;
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await card.getByRole('button', { name: 'AI Analyze' }).click();

  const panel = page.getByRole('dialog', { name: /AI Patent Analysis/ });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('US11646472');
  // The analysis is a queued job: the panel shows the spinner until it completes.
  for (const heading of ['Summary', 'Key Claims', 'Prior Art Comparison', 'Recommendations']) {
    await expect(panel.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 60_000 });
  }
  expect(
    await page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen),
    "the 'Analyzing patent...' spinner before the sections",
  ).toBe(true);
  await expect(panel.getByRole('status').filter({ hasText: 'Analyzing patent...' })).toHaveCount(0);
  await expect(panel.getByText(/Patent Strength/).first()).toBeVisible();
  for (const score of ['Novelty Score', 'Technical Merit', 'Commercial Potential']) {
    await expect(panel.getByRole('progressbar', { name: score })).toBeVisible();
  }
  await expect(panel.getByText(/Claim 1:/)).toBeVisible();
  // The claim's own printed number is not repeated after 'Claim 1:' (issue 23).
  const keyClaim = panel
    .getByRole('listitem')
    .filter({ hasText: /^Claim 1:/ })
    .first();
  await expect(keyClaim).not.toHaveText(/^Claim 1:\s*1\s*[.)]/);
  // The panel's 'Analysis completed' toast (the job was queued by the card) covers none of the panel (desktop).
  await expectToastClearOf(page, 'Analysis completed', panel, 'the analysis panel');
  await expect(panel.getByRole('button', { name: 'Compare with Collection' })).toBeVisible();
  await capture(page, testInfo, 'analysis panel');

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: /Download Report/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^patent-analysis-11646472-\d+\.txt$/);
  await expectToastClearOf(page, 'Report generated', panel, 'the analysis panel');
  const text = readFileSync(await download.path(), 'utf8');
  let at = -1;
  for (const section of [
    'Summary',
    'Key Claims',
    'Prior Art Comparison',
    'Patent Strength Analysis',
    'Recommendations',
  ]) {
    const next = text.indexOf(`\n${section}\n`);
    expect(next, `report section ${section} in order`).toBeGreaterThan(at);
    at = next;
  }
  // Prior art is judged against the effective filing date (its 2004 provisional, not its own 2021 filing); the
  // journey's corpus holds no relevant earlier document, so the report says so and gives no novelty score.
  expect(text).toContain('Cut-off: before 2004-02-06 (effective filing date');
  expect(text).toMatch(/No relevant prior art found among \d+ documents? dated before 2004-02-06\./);
  expect(text).toMatch(/Novelty Score: Not assessed/);
  expect(text).not.toMatch(/Novelty Score: \d/);
  // Key claims read 'Claim 1 (independent): A …', never with the claim's number printed twice.
  expect(text).toMatch(/^Claim 1 \(independent\): \D/m);
  expect(text).not.toMatch(/Claim \d+[^:\n]*: \d+\s*[.)]\s/);

  // Escape closes the panel and gives the focus back to the button that opened it (issue 23). While a toast shows,
  // Escape closes the toast first (the newest layer): wait until it has gone by itself.
  await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'AI Analyze' })).toBeFocused();
});

import type { Locator, Page } from '@playwright/test';
import { capture, expect, newPerson, signIn, test } from '../support/fixtures.js';
import { cards, results, search, sortBy } from '../support/search.js';

// A real grant of the first-run corpus (shared USPTO XML): US8418361B2,
// "Method of manufacturing printed circuit board having landless via hole".
const PCB = /Method of manufacturing printed circuit board having landless via hole/;
const QUERY = 'printed circuit boards via';
// What a marked word may be: a word of the query or a form of it the search matches by stem.
const FORMS = /^(printed|print|circuits?|boards?|vias?)$/i;

const aiBox = (page: Page) => page.getByLabel('Enable AI analysis for results');
const why = (scope: Page | Locator) => scope.getByRole('region', { name: 'Why it matched' });
const marks = (scope: Locator) => scope.locator('mark').allInnerTexts();

/** Every shown card explains its match: query words named, each marked word a form of one of them. */
async function expectExplained(page: Page) {
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(why(results(page))).toHaveCount(shown);
  for (let i = 0; i < Math.min(shown, 5); i++) {
    const box = why(cards(page).nth(i));
    await expect(box).toContainText(/Terms? “/);
    const words = await marks(box);
    expect(words.length, `card ${i + 1} marks the words it matched`).toBeGreaterThan(0);
    for (const w of words) expect(w).toMatch(FORMS);
  }
}

test('journey 17: with AI analysis ticked each result says why it matched, with the words marked', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, newPerson('Hedy', 'Lamarr'));
  await page.goto('/search');

  // Unticked (the default): the cards carry no explanation.
  await expect(aiBox(page)).not.toBeChecked();
  await search(page, { keywords: QUERY, dateRange: 'All time' });
  await expect(cards(page).first()).toBeVisible();
  await expect(why(page)).toHaveCount(0);

  // Ticked: every card names the words and marks them in the passage they occur in.
  await aiBox(page).check();
  await search(page, { keywords: QUERY, dateRange: 'All time' });
  await expect(page).toHaveURL(/[?&]ai=1(&|$)/);
  await expectExplained(page);
  const pcb = why(cards(page).filter({ hasText: PCB }).first());
  // The typed words, not their stems ('print', 'board'), with the forms the passage holds them in.
  await expect(pcb).toContainText('Terms “printed”, “circuit”, “boards” (as “board”), “via” in the title:');
  expect(await marks(pcb)).toEqual(['printed', 'circuit', 'board', 'via']);
  await pcb.scrollIntoViewIfNeeded();
  await capture(page, testInfo, 'why it matched');

  // Sorted by date instead of relevance: the explanations stay.
  await sortBy(page, 'date-desc');
  await expectExplained(page);

  // Only a number: nothing in the text to explain, and the card says so.
  await search(page, { patentNumber: '8418361', dateRange: 'All time' });
  await expect(why(cards(page).first())).toContainText(
    'Matched on the number, party, classification or date criteria, not on text.',
  );
  await expect(why(cards(page).first()).locator('mark')).toHaveCount(0);

  // Unticked again: the explanations go.
  await aiBox(page).uncheck();
  await search(page, { keywords: QUERY, dateRange: 'All time' });
  await expect(cards(page).first()).toBeVisible();
  await expect(why(page)).toHaveCount(0);
});

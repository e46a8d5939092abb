import { capture, dismissToasts, expect, newPerson, signIn, test } from '../support/fixtures.js';

const QUESTION = 'How should I claim a lithium seawater battery cell with a protected lithium electrode?';
// SPEC §4: the title is the first 50 characters of the first message, with an ellipsis when longer.
const TITLE_START = QUESTION.slice(0, 50);

test('journey 6: assistant — new chat, streamed reply, title from the first message, delete; the assistant panel', async ({
  page,
}, testInfo) => {
  await signIn(page, newPerson('Katherine', 'Johnson'));
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'AI Assistant' })
    .click();
  await expect(page).toHaveURL(/\/assistant$/);
  const main = page.getByRole('main');
  const chats = main.getByRole('list', { name: 'Chats' });
  const log = main.getByRole('log', { name: 'Messages' });
  const deletes = chats.getByRole('button', { name: /^Delete / });
  // A chat is auto-created with its welcome message.
  await expect(chats.getByRole('button', { name: 'New Chat', exact: true })).toBeVisible();
  await expect(log.getByText(/AI patent assistant/)).toBeVisible();
  await capture(page, testInfo, 'assistant');

  const chatsBefore = await deletes.count();
  await main.getByRole('button', { name: 'New Chat', exact: true }).first().click();
  await expect(deletes).toHaveCount(chatsBefore + 1);

  // Record what the user sees while the answer streams in: every distinct length of the page text.
  await page.evaluate(() => {
    const w = window as unknown as { __seen: number[] };
    w.__seen = [];
    const root = document.querySelector('main')!;
    new MutationObserver(() => {
      const n = root.textContent?.length ?? 0;
      if (w.__seen[w.__seen.length - 1] !== n) w.__seen.push(n);
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/ai/assistant/stream'));
  const input = main.getByRole('textbox', { name: 'Message' });
  await input.fill(QUESTION);
  await input.press('Enter');
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const body = await response.text();
  const chunks = body.split('\n').filter((l) => l.startsWith('data: ') && l.includes('"chunk"'));
  expect(chunks.length, 'the reply arrives as several chunks').toBeGreaterThan(1);
  expect(body).toContain('"done"');

  await expect(log.getByText(QUESTION)).toBeVisible();
  await expect(
    chats
      .getByText(new RegExp(`^${TITLE_START.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(…|\\.\\.\\.)$`))
      .first(),
  ).toBeVisible();
  await expect(input).toBeEnabled();
  const seen = await page.evaluate(() => (window as unknown as { __seen: number[] }).__seen);
  // The question, then at least one partial answer, then the whole answer.
  expect.soft(seen.length, `text lengths seen while streaming: ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
  await capture(page, testInfo, 'assistant reply');

  // Delete the chat; another one is selected.
  const count = await deletes.count();
  const titled = chats.getByRole('button', { name: new RegExp(`^Delete ${TITLE_START.slice(0, 20)}`) });
  await titled.click();
  await expect(deletes).toHaveCount(count - 1);
  await expect(titled).toHaveCount(0);

  // The assistant panel on the search screen: greeting, quick prompts that only fill the input, history.
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Patent Search' })
    .click();
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: /AI Patent Assistant/ });
  await expect(panel.getByText(/patent strategy assistant/)).toBeVisible();
  await capture(page, testInfo, 'assistant panel');
  const panelInput = panel.getByRole('textbox', { name: 'Message' });
  for (const prompt of ['Patent Strategy', 'Prior Art Search', 'Claim Writing']) {
    await panel.getByRole('button', { name: prompt }).click();
    await expect(panelInput).toHaveValue(prompt);
  }
  await panelInput.fill('What makes a battery claim novel?');
  await dismissToasts(page);
  await panelInput.press('Enter');
  await expect(panelInput).toHaveValue('');
  await expect(panel.getByText('What makes a battery claim novel?')).toBeVisible();
  // The reply replaces 'Thinking...'.
  await expect(panel.getByText('Thinking...')).toHaveCount(0, { timeout: 30_000 });
  await expect(panelInput).toBeEnabled();
  // The question and a non-empty answer after it.
  const panelLog = panel.getByRole('log', { name: 'Messages' });
  await expect(panelLog.getByText('What makes a battery claim novel?')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await panelLog.textContent()) ?? '').split('What makes a battery claim novel?')[1]?.trim().length ??
        0,
    )
    .toBeGreaterThan(0);
  await capture(page, testInfo, 'assistant panel reply');

  // Closed and opened again, it shows the history from the server.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(panel.getByText('What makes a battery claim novel?')).toBeVisible();
});

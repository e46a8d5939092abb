// The journeys' shared steps: a fresh user signed in through the identity provider's real page,
// a screenshot of every screen at desktop and phone size with an accessibility check at each.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { screenshotDir } from './system-state.js';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

export const newPerson = (firstName: string, lastName = 'Tester'): Person => ({
  email: `e2e-${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`,
  firstName,
  lastName,
});

/** Fills and submits the identity provider's own "Development sign-in" page. */
export async function completeSignInPage(page: Page, person: Person) {
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  const problems: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') problems.push(m.text());
  };
  page.on('console', onConsole);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  try {
    await expect(
      page.getByRole('heading', { name: 'Development sign-in' }),
      `sign-in did not leave the provider's page; browser errors: ${problems.join(' | ') || 'none'}`,
    ).toHaveCount(0);
  } finally {
    page.off('console', onConsole);
  }
}

/** Signs a new user in through /api/login and the provider's page; ends on the dashboard. */
export async function signIn(page: Page, person: Person) {
  await page.goto('/api/login');
  await completeSignInPage(page, person);
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.firstName}!` })).toBeVisible();
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Lets the layout settle after a viewport change: two animation frames. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

async function axeCheck(page: Page, screen: string, size: string, exclude: string[]) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const sel of exclude) builder = builder.exclude(sel);
  const { violations } = await builder.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} "${n.html.slice(0, 80)}" (${n.any[0]?.message ?? n.failureSummary ?? ''})`,
        );
      return `${v.impact} ${v.id}: ${v.help} — ${where.join(' | ')}`;
    });
  // Soft: one screen's findings must not hide the rest of the journey.
  expect.soft(bad, `axe: serious/critical violations on "${screen}" at ${size}`).toEqual([]);
}

export interface CaptureOptions {
  /** CSS selectors axe skips (e.g. a third-party page region); use sparingly and say why. */
  axeExclude?: string[];
  /** Also screenshot at phone size (default true). */
  phone?: boolean;
  /** Also run axe at phone size (default false: the same DOM, only the layout differs). */
  phoneAxe?: boolean;
}

/**
 * Screenshots the current screen at 1280×800 and 375×812 under e2e/screenshots/<journey>/ and runs
 * axe at both sizes; leaves the page at desktop size.
 */
export async function capture(page: Page, testInfo: TestInfo, screen: string, opts: CaptureOptions = {}) {
  await base.step(`screen: ${screen}`, () => captureScreen(page, testInfo, screen, opts));
}

async function captureScreen(page: Page, testInfo: TestInfo, screen: string, opts: CaptureOptions) {
  const dir = path.join(screenshotDir, slug(testInfo.title.split(':')[0] ?? testInfo.title));
  mkdirSync(dir, { recursive: true });
  const sizes: [string, { width: number; height: number }][] = [['1280x800', DESKTOP]];
  if (opts.phone !== false) sizes.push(['375x812', PHONE]);
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    await settle(page);
    await base.step(`screenshot ${label}`, () =>
      page.screenshot({
        path: path.join(dir, `${slug(screen)}-${label}.png`),
        animations: 'disabled',
        caret: 'hide',
      }),
    );
    // axe costs seconds a run on 2 cores: every screen at desktop size, at phone size when asked.
    if (size === DESKTOP || opts.phoneAxe)
      await base.step(`axe ${label}`, () => axeCheck(page, screen, label, opts.axeExclude ?? []));
  }
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/** Toasts: the items of the list inside the 'Notifications' region (SPEC §9). */
// No includeHidden: the region must stay exposed to screen readers even while a modal is open.
export const toasts = (page: Page): Locator =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
export const toastWith = (page: Page, title: string | RegExp): Locator =>
  toasts(page).filter({ hasText: title });

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const toast = toastWith(page, title);
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
  return toast.first();
}

/** Closes the current toast so it cannot be mistaken for the next one. */
export async function dismissToasts(page: Page) {
  const close = toasts(page).getByRole('button', { name: 'Close' });
  for (let tries = 0; tries < 20 && (await close.count()) > 0; tries++) {
    // A toast can close by itself (its duration) between the count and the click: then there is nothing to click.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(toasts(page)).toHaveCount(0);
}

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes on screen share any area. */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast titled `title` shows and covers no part of `target` (a dialog's close button, its whole content). */
export async function expectToastClearOf(page: Page, title: string | RegExp, target: Locator, what: string) {
  const toast = await expectToast(page, title);
  const [toastBox, targetBox] = [await toast.boundingBox(), await target.boundingBox()];
  expect(toastBox, 'the toast on screen').not.toBeNull();
  expect(targetBox, `${what} on screen`).not.toBeNull();
  expect(
    overlaps(toastBox!, targetBox!),
    `toast ${JSON.stringify(toastBox)} clear of ${what} ${JSON.stringify(targetBox)}`,
  ).toBe(false);
  return toast;
}

export const test = base;
export { expect };

// In Chromium, against the real built web app served by the gateway: the security headers, no inline
// script in the page, no framing by another origin, and a markdown XSS corpus shown in the assistant
// panel (as the assistant's own replies, read back from the chat history) rendered inert.
// HSTS in production is asserted in services/gateway/test/http-surface.e2e-spec.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { repoRoot, startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Each would set window.__xss or open a dialog if anything in it ran. */
export const XSS_CORPUS = [
  '[js link](javascript:window.__xss=1)',
  '[mixed case](JaVaScRiPt:window.__xss=2)',
  '[entity](java&#x09;script:window.__xss=3)',
  '[encoded](javascript%3Awindow.__xss%3D4)',
  '[data html](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[data svg](data:image/svg+xml,<svg onload=alert(1)>)',
  '[vb](vbscript:msgbox(1))',
  '[ref link][r]\n\n[r]: javascript:window.__xss=5',
  '<javascript:window.__xss=6>',
  '![img](javascript:window.__xss=7)',
  '![data img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<script>window.__xss=8</script>',
  '<img src=x onerror="window.__xss=9">',
  '<a href="javascript:window.__xss=10">raw anchor</a>',
  '<iframe src="javascript:window.__xss=11"></iframe>',
  '<svg onload="window.__xss=12"></svg>',
  '<details open ontoggle="window.__xss=13">x</details>',
  '**bold <img src=x onerror=alert(1)>** and `<script>alert(1)</script>`',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '[ok link](https://example.com/safe) and [relative](/search)',
];

describe('Browser security', () => {
  let system: TestSystem;
  let browser: Browser;
  let agent: TestAgent;

  async function signedInPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: system.baseUrl });
    await context.addCookies(
      ['ph_sid', 'ph_csrf'].map((name) => ({
        name,
        value: agent.cookie(name) as string,
        url: system.baseUrl,
      })),
    );
    return context.newPage();
  }

  beforeAll(async () => {
    if (!existsSync(path.join(repoRoot, 'web/dist/index.html')))
      throw new Error('web/dist is not built: npm run build -w @patent-hub/web');
    system = await startTestSystem({ env: { AI_PROVIDER: 'local' } });
    agent = await system.signIn({ firstName: 'Xss' });
    const userId = agent.user?.id as string;
    let t = Date.now() - 60_000;
    for (const content of XSS_CORPUS) {
      await system.sql(
        `insert into ai.chat_messages (user_id, role, content, created_at) values ($1, 'assistant', $2, $3)`,
        [userId, content, new Date(t++)],
      );
    }
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('serves the app with a CSP without inline script, no framing, nosniff and a referrer policy', async () => {
    const page = await signedInPage();
    const res = await page.goto('/search');
    const headers = res?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.getByRole('heading', { name: 'Patent Search' }).waitFor();
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.close();
  });

  it('refuses to be framed by another origin', async () => {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.setContent(`<iframe id="f" src="${system.baseUrl}/search"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framedText = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(framedText ?? '').not.toContain('Patent Search');
    await page.close();
  });

  it('renders the markdown XSS corpus inert in the assistant panel', async () => {
    const page = await signedInPage();
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.goto('/search');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    // The last reply of the corpus is plain and safe: once it shows, every reply has rendered.
    await page.getByRole('link', { name: 'ok link' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);

    const report = await page.evaluate(() => {
      const dangerous = /^(javascript|data|vbscript):/i;
      const bad: string[] = [];
      const inMessages = document.querySelectorAll('body *');
      for (const el of inMessages) {
        for (const attr of el.getAttributeNames())
          if (attr.toLowerCase().startsWith('on')) bad.push(`${el.tagName} ${attr}`);
        for (const attr of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
          const value = el.getAttribute(attr);
          if (value && dangerous.test([...value].filter((c) => c.charCodeAt(0) > 0x20).join('')))
            bad.push(`${el.tagName} ${attr}=${value}`);
        }
        if (
          ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName) &&
          !(el as HTMLScriptElement).src?.includes('/assets/')
        )
          bad.push(`<${el.tagName.toLowerCase()}>`);
      }
      return {
        bad,
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        text: document.body.innerText,
      };
    });
    expect(report.bad).toEqual([]);
    expect(report.xss).toBeNull();
    expect(dialogs).toEqual([]);
    // Raw HTML is shown as text (SPEC §5), so the reader sees what was sent rather than nothing.
    expect(report.text).toContain('<script>window.__xss=8</script>');
    expect(report.text).toContain('<img src=x onerror="window.__xss=9">');
    // Safe links keep their targets.
    expect(await page.getByRole('link', { name: 'ok link' }).getAttribute('href')).toBe(
      'https://example.com/safe',
    );
    expect(await page.getByRole('link', { name: 'relative' }).getAttribute('href')).toBe('/search');
    await page.close();
  });
});

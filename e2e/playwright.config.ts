// Browser journeys against the whole system started the way `npm start` starts it (see global-setup).
// Debian's Chromium only: never a downloaded browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export default defineConfig({
  testDir: path.join(here, 'journeys'),
  outputDir: path.join(root, '.data', 'e2e', 'test-results'),
  globalSetup: path.join(here, 'global-setup.ts'),
  globalTeardown: path.join(here, 'global-teardown.ts'),
  // One browser at a time: 2 cores also run the six Node processes of the system.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  // 21 journeys took 8.6 min on a loaded 2-core machine (2026-11-27): the cap keeps room above that.
  globalTimeout: 14 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.data', 'playwright-report.json') }]],
  use: {
    // Global setup exports the address before the workers load this file.
    baseURL: process.env.PH_E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    // Diagnosis aid only, off by default: PH_E2E_IDP_CSP_WORKAROUND=1 ignores pages' CSP so the identity
    // provider's `form-action 'self'` cannot block the redirect back to the app (see the e2e report).
    bypassCSP: process.env.PH_E2E_IDP_CSP_WORKAROUND === '1',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          headless: true,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});

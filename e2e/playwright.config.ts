import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/browser';
import { CHROMIUM_PATH, RESULTS_DIR } from './support/paths';

/**
 * Browser tests on Playwright's own runner (`npm run test:e2e` from the root, or
 * `npx playwright test` in e2e/). Each spec file gets its own real server (a copy of the seeded
 * database) and mail catcher (support/fixtures.ts), so files are independent; two files run at a
 * time (E2E_WORKERS, default 2; 1 runs them one after another): most of a browser test is waiting
 * for the server and the page, so two keep both cores of the CI machine busy without starving either.
 *
 * Contexts ask for reduced motion, so the app turns antd's motion off (ThemeProvider) and no test
 * waits for an animation; assertions are Playwright's auto-waiting ones (15 s). No retries: a retry
 * would hide a flaky screen. A failed test keeps its trace and screenshot under e2e/test-results/.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: RESULTS_DIR,
  globalSetup: './support/global-setup.ts',
  workers,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test visiting many pages (the reflow walk checks ten with axe) needs more than a minute on the
  // 2-core CI machine running two workers; assertions still wait at most 15 s each.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // DOM snapshots, network and sources of every action; no screencast frames (a failure's final
    // screenshot is saved anyway), which would cost CPU the two workers need on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});

/**
 * Debian's Chromium with the flags STACK.md requires when running as root on a closed network
 * (playwright.config.ts launches it with these), a second context for a test that needs another
 * person (`newPage`), and screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { a11yCheckpoint } from './a11y';
import { CHROMIUM_PATH, RESULTS_DIR } from './paths';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium (a fresh temporary profile each launch). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (no storage) whose relative URLs resolve against baseURL, with the options of
 * playwright.config.ts (reduced motion, en-AU, Sydney, desktop 1280x800 unless `options` say
 * otherwise): a second person in a test; the caller closes `context`.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/** File-name-safe version of a test name. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Saves a full-page screenshot to E2E_SCREENSHOT_DIR when that is set (for looking at screens),
 * or always to `dir` when given. Returns the path or null. A screen a test photographs is also
 * checked for accessibility in that state when the test runs in `portal.run` (a11y.ts).
 */
export async function screenshot(
  page: Page,
  name: string,
  dir = process.env.E2E_SCREENSHOT_DIR,
): Promise<string | null> {
  await a11yCheckpoint(page);
  if (!dir) return null;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Screenshot of a failed test under e2e/test-results/. */
export async function failureScreenshot(page: Page, name: string): Promise<string | null> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${slug(`failed-${name}`)}.png`);
  return page
    .screenshot({ path: file, fullPage: true })
    .then(() => file)
    .catch(() => null);
}

/** A phone-sized context (spec 01 §2: below 992 px the shell uses the mobile layout). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/**
 * Small waiting assertions on top of playwright-core (Vitest's expect does not retry), and the
 * sign-in helper. Selectors follow what a person sees: labels, roles and the spec's texts.
 */
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './accounts';

/** Waits until the locator (its first match) is visible. */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing the locator matches is visible. */
export async function expectHidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/**
 * Waits for the page's URL to have this path (and, when given, exactly this search string,
 * e.g. "?x=1" or "" for none). The error names the URL the page is still on.
 */
export async function expectPath(page: Page, pathname: string, search?: string, timeout = 15_000): Promise<URL> {
  try {
    await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search), { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`Expected the page at ${pathname}${search ?? ''}, but it is at ${page.url()}`);
  }
  return new URL(page.url());
}

/**
 * Waits until the page has made no request for 500 ms. Used after a client-side navigation to a
 * lazily loaded account screen before typing: the web app currently re-mounts such a screen
 * shortly after it first appears (the typed text is lost); see the e2e report. Remove the calls
 * once that is fixed, so the tests type as fast as a person with autofill would.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** The sign-in form's fields and button (spec 01 §2 Sign-in screen). */
export function signInForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    continue: page.getByRole('button', { name: 'Continue', exact: true }),
  };
}

/** Fills email and password on the open sign-in page and presses Continue. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.continue.click();
}

/** The shell's account menu button (avatar). */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Account menu' });
}

/**
 * Signs in a user without two-factor from a fresh page and waits for the shell.
 * `from` is the page to open first (default the sign-in page).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, from = '/account/sign-in'): Promise<void> {
  await page.goto(from);
  await expectPath(page, '/account/sign-in');
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/account/'), { timeout: 20_000 });
  await expectVisible(accountMenuButton(page), 20_000);
}

/** Converts "#004C58" to "rgb(0, 76, 88)", the form computed styles use. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

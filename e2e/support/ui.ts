/**
 * The sign-in helper and small page helpers for the browser tests; assertions are Playwright's
 * auto-waiting `expect` (fixtures.ts). Selectors follow what a person sees: labels, roles and the
 * spec's texts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/**
 * Waits until the page is settled as a user would see it: no request in flight for 500 ms
 * (playwright's networkidle) and two frames painted after that, so any re-render a late
 * response causes has happened.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits for the page's URL to have this path (and, when given, exactly this search string,
 * e.g. "?x=1" or "" for none). The error names the URL the page is still on.
 */
export async function expectPath(page: Page, pathname: string, search?: string, timeout = 15_000): Promise<URL> {
  try {
    await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search), {
      timeout,
      waitUntil: 'commit',
    });
  } catch {
    throw new Error(`Expected the page at ${pathname}${search ?? ''}, but it is at ${page.url()}`);
  }
  return new URL(page.url());
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
 * Signs in through the form as a person does (spec 01 §2 Sign-in screen): opens `from` (default the
 * sign-in page), expects to land on the sign-in page, submits the demo password and waits for the
 * shell. For tests about sign-in itself and the redirect back to the page first asked for; other
 * tests use `signIn`, which skips the sign-in screen's page load.
 */
export async function signInWithForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  from = '/account/sign-in',
): Promise<void> {
  await page.goto(from);
  await expectPath(page, '/account/sign-in');
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/account/'), { timeout: 20_000 });
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs in a user without two-factor through the API (`POST /api/v1/auth/sign-in`, spec 01 §7),
 * stores the session the way the app does after its own sign-in (localStorage `token`, `userId`,
 * `userName`: apps/web/src/lib/session.ts) and opens `at` (default home). The storage is written on
 * `/robots.txt`, a same-origin text page that does not boot the app, so a test pays one app load
 * for its first page instead of three (sign-in screen, home, then its page). Home waits for the
 * shell's account menu; any other page is left to the test's own first assertion.
 * Throws with the server's answer when the sign-in is refused.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, at = '/'): Promise<void> {
  const response = await page.request.post('/api/v1/auth/sign-in', { data: { email, password } });
  if (!response.ok()) throw new Error(`Sign-in as ${email} answered ${response.status()}: ${await response.text()}`);
  const session = (await response.json()) as { token: string; user: { id: string; email?: string | null } };
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, userId, userName }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('userId', userId);
      window.localStorage.setItem('userName', userName);
    },
    { token: session.token, userId: session.user.id, userName: session.user.email ?? email },
  );
  await page.goto(at);
  if (at === '/') await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
}

/** WCAG 2 contrast ratio of two opaque computed colours ("rgb(r, g, b)"), 1 … 21. */
export function contrastOfRgb(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Converts "#004C58" to "rgb(0, 76, 88)", the form computed styles use. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The options of the antd select list that is open now (a closed list stays in the page, hidden). */
export function openSelectOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** Clicks the option of the open antd select list whose whole text is `text`, once it shows. */
export async function pickOption(page: Page, text: string): Promise<void> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const item = openSelectOptions(page)
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first();
  await item.click();
}

/**
 * After typing `text` into a searchable select: waits until the list shows only the options that
 * contain it (a click on a list still filtering is lost), then clicks the one whose text it is.
 */
export async function pickFilteredOption(page: Page, text: string): Promise<void> {
  await expect(openSelectOptions(page).filter({ hasText: text }).first()).toBeVisible();
  await expect(openSelectOptions(page).filter({ hasNotText: text })).toHaveCount(0);
  await pickOption(page, text);
}

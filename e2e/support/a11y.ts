/**
 * Accessibility check of a page (issue 13: WCAG 2.2 A and AA): axe-core through
 * `@axe-core/playwright` with the WCAG 2.0/2.1/2.2 A and AA rule tags, run on the page once it
 * is settled. The `page` fixture (fixtures.ts) calls it for every page a browser test reaches; the
 * measuring script `e2e/measure-a11y.ts` uses it for the twelve pages.
 *
 * Settled means what the user sees: the document loaded, no API call in flight, no skeleton or
 * spinner (`.ant-skeleton`, a spinning `.ant-spin`, `[aria-busy="true"]`). It polls for that
 * state; there is no fixed delay. No animation is waited for: contexts ask for reduced motion
 * (playwright.config.ts, browser.ts newPage) and the app then turns antd's motion off.
 */
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe rule tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Impacts that fail a test. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Documented exceptions: a rule, optionally limited to elements matching `target` (a substring of
 * axe's CSS selector), and why it does not apply. Never colour contrast.
 */
export const A11Y_EXCEPTIONS: { rule: string; target?: string; reason: string }[] = [
  // Issue 32: the Tabs' overflow ('more') button of antd, which failed aria-required-children on a
  // narrow screen, is gone (global.css wraps the tabs below 768 px); no exception is left.
];

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** One line per element: its selector and axe's fix hint. */
  nodes: string[];
}

/** Pages whose content is still loading show one of these. */
const BUSY_SELECTOR = '.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]';

/**
 * Evaluated in the page: '' when settled, else what is still busy. A string, so that the test
 * runner's transform (tsx adds `__name` helpers to named functions) cannot touch it.
 */
export const BUSY_PROBE = `(() => {
  const loading = [...document.querySelectorAll(${JSON.stringify(BUSY_SELECTOR)})].find((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  });
  return loading ? 'loading: ' + loading.outerHTML.slice(0, 120) : '';
})()`;

/**
 * Waits until the page is settled (see the module docstring). `isApiIdle` tells whether API calls
 * are in flight (fixtures.ts counts them); without it only the DOM is looked at.
 */
export async function waitForSettled(page: Page, isApiIdle: () => boolean = () => true, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  let quietSince = 0;
  for (;;) {
    const busy = await page.evaluate(BUSY_PROBE).catch((err: Error) => `evaluate failed: ${err.message}`);
    const now = Date.now();
    if (busy || !isApiIdle()) quietSince = 0;
    else if (!quietSince) quietSince = now;
    // Quiet for two polls in a row (a query that starts right after another ends is seen).
    else if (now - quietSince >= 100) return;
    if (now > deadline)
      throw new Error(
        `The page at ${page.url()} did not settle within ${timeout} ms (${busy || 'API calls in flight'})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Counts the page's API calls in flight; `isIdle()` is true when none is. */
export function trackApiCalls(page: Page): { isIdle(): boolean } {
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (isApi(r.url())) inFlight++;
  });
  const done = (r: { url(): string }) => {
    if (isApi(r.url())) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { isIdle: () => inFlight === 0 };
}

/** Runs axe on the page as it is; returns the serious and critical violations not excepted. */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found: A11yViolation[] = [];
  for (const v of results.violations) {
    if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
    const nodes = v.nodes
      .filter((n) => FAILING_IMPACTS.has(n.impact ?? v.impact ?? ''))
      .filter(
        (n) =>
          !A11Y_EXCEPTIONS.some(
            (e) => e.rule === v.id && (e.target === undefined || n.target.join(' ').includes(e.target)),
          ),
      )
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}`);
    if (nodes.length) found.push({ rule: v.id, impact: v.impact ?? '', help: v.help, helpUrl: v.helpUrl, nodes });
  }
  return found;
}

/** A readable report of violations found on one page. */
export function formatViolations(where: string, violations: A11yViolation[]): string {
  return [
    `${where}:`,
    ...violations.flatMap((v) => [
      `  [${v.impact}] ${v.rule}: ${v.help} (${v.helpUrl})`,
      ...v.nodes.slice(0, 8).map((n) => `    ${n}`),
      ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
    ]),
  ].join('\n');
}

/** Paths never re-opened after a test: opening them acts (buys, signs in as someone, uses a one-time link). */
const NO_REOPEN = [
  /^\/buy-now/,
  /^\/checkout\//,
  /^\/account\/(impersonate|verification-code|reset-password)/,
  /\/verify$/,
];

const audits = new WeakMap<Page, A11yAudit>();

/** The phone width every page is also checked at (browser.ts PHONE). */
export const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;

/** What the audit asks of the set of pages already checked (a Set, or CheckedPages below). */
export interface CheckedSet {
  has(key: string): boolean;
  add(key: string): unknown;
}

/**
 * The pages the axe check has seen in this run of the browser tests, shared by every spec file
 * (and by files running at the same time in other workers) through one file of keys, a line each,
 * that global-setup.ts creates per run. Appends are single `write` calls of one short line, so two
 * workers never interleave a key; two workers may both check a page they start at the same
 * moment, which costs time, not correctness.
 */
export class CheckedPages implements CheckedSet {
  private readonly keys = new Set<string>();

  constructor(private readonly file: string | undefined) {}

  has(key: string): boolean {
    if (this.keys.has(key)) return true;
    if (!this.file) return false;
    let text = '';
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return false;
    }
    for (const line of text.split('\n')) if (line) this.keys.add(line);
    return this.keys.has(key);
  }

  add(key: string): void {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    if (this.file) fs.appendFileSync(this.file, `${key}\n`);
  }
}

/**
 * A route path with its record ids (numbers, uuids) replaced by ':id': the event details page is
 * one page whichever event it shows, so it is checked once per run, not once per event.
 */
export function pageTemplate(pathname: string): string {
  return pathname
    .split('/')
    .map((part) => (/^\d+$/.test(part) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(part) ? ':id' : part))
    .join('/');
}

/**
 * The accessibility check of one browser test (see fixtures.ts). Each distinct page (tenant, viewport
 * width and route path with its ids as ':id') the tests of the whole run reach is checked once,
 * settled:
 * - at each `screenshot()` a test takes (browser.ts calls `a11yCheckpoint`): the screens a test
 *   names, in the state it shows them (an open dialog, a filled form);
 * - when the test body ends: the page it ends on, as it is;
 * - then every other path the main frame navigated to (recorded from `framenavigated`, which
 *   fires after the page has moved on, so those pages are re-opened in the same context, with the
 *   test's session, and checked once settled). Paths whose opening acts (NO_REOPEN) are not
 *   re-opened; they are checked only when the test ends on them or takes a screenshot there.
 * At the end of a desktop test (finish), each page it checks is also checked at a phone's width
 * (PHONE_WIDTH, issue 32: axe at 390 px in every browser test): the viewport is narrowed, the page
 * settles in its phone layout, axe runs, and the viewport is restored; once per run for each page
 * (key with width 390), so a page the phone walk or a phone test has checked is not checked again.
 * Not at a mid-test screenshot: a layout switch can remount what the test is still using.
 * `finish()` throws one error listing every serious or critical violation: rule, element, fix.
 */
export class A11yAudit {
  private readonly visited = new Map<string, string>();
  private readonly failures: string[] = [];

  /**
   * `checked` is shared by the tests of the run (fixtures.ts: CheckedPages): a page already checked
   * by an earlier test is not checked again, except at a screenshot. `scope` tells tenants apart
   * (each has its own brand colours).
   */
  constructor(
    private readonly page: Page,
    private readonly isApiIdle: () => boolean,
    private readonly checked: CheckedSet = new Set(),
    private readonly scope = '',
  ) {
    audits.set(page, this);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      // Not the app's pages: API answers, the developer pages and files such as /robots.txt (signIn
      // writes the session there) or a downloaded .ics or .pdf.
      if (
        !url.protocol.startsWith('http') ||
        url.pathname.startsWith('/api/') ||
        url.pathname.startsWith('/dev/') ||
        /\.[a-z0-9]+$/i.test(url.pathname)
      )
        return;
      if (!this.visited.has(url.pathname)) this.visited.set(url.pathname, url.href);
    });
  }

  /** The key of a page: tenant, viewport width (phone and desktop differ) and the path's template. */
  private key(pathname: string, width = this.page.viewportSize()?.width ?? 0): string {
    return `${this.scope}|${width}|${pageTemplate(pathname)}`;
  }

  /**
   * Checks the page as it is now (once settled); `force` checks a path already checked; `phone`
   * then checks it at PHONE_WIDTH too when the viewport is wider and the run has not yet.
   */
  async check(force = false, phone = false): Promise<void> {
    const url = new URL(this.page.url());
    if (force || !this.checked.has(this.key(url.pathname))) {
      await waitForSettled(this.page, this.isApiIdle);
      // A page that redirects in the app (an index route, a gate) settles on another path, which
      // may have been checked already.
      const settled = new URL(this.page.url());
      if (force || settled.pathname === url.pathname || !this.checked.has(this.key(settled.pathname))) {
        this.checked.add(this.key(settled.pathname));
        const violations = await axeViolations(this.page);
        if (violations.length) this.failures.push(formatViolations(settled.pathname + settled.search, violations));
      }
    }
    if (phone) await this.checkAtPhoneWidth();
  }

  /** The page narrowed to PHONE_WIDTH, settled and checked, then the viewport restored. */
  private async checkAtPhoneWidth(): Promise<void> {
    const size = this.page.viewportSize();
    const url = new URL(this.page.url());
    if (!size || size.width <= PHONE_WIDTH || this.checked.has(this.key(url.pathname, PHONE_WIDTH))) return;
    this.checked.add(this.key(url.pathname, PHONE_WIDTH));
    await this.page.setViewportSize({ width: PHONE_WIDTH, height: PHONE_HEIGHT });
    try {
      await waitForSettled(this.page, this.isApiIdle);
      const violations = await axeViolations(this.page);
      if (violations.length)
        this.failures.push(formatViolations(`${url.pathname}${url.search} at ${PHONE_WIDTH} px`, violations));
    } finally {
      await this.page.setViewportSize(size);
    }
  }

  /** After the body: the page it ends on, then the paths it left; throws when anything failed. */
  async finish(): Promise<void> {
    if (!this.page.isClosed() && this.page.url().startsWith('http')) {
      await this.check(false, true);
      for (const [pathname, href] of this.visited) {
        const done = this.checked.has(this.key(pathname)) && this.checked.has(this.key(pathname, PHONE_WIDTH));
        if (done || NO_REOPEN.some((re) => re.test(pathname))) continue;
        await this.page.goto(href);
        await this.check(false, true);
      }
    }
    if (this.failures.length)
      throw new Error(
        `Accessibility (WCAG 2.2 A/AA, serious or critical; e2e/support/a11y.ts):\n${this.failures.join('\n')}`,
      );
  }
}

/** Checks the page now when a test's audit is running (screenshot() calls it); otherwise nothing. */
export async function a11yCheckpoint(page: Page): Promise<void> {
  await audits.get(page)?.check(true);
}

/**
 * Checks the page now unless the run has checked its page (tenant, width, template) already: a walk
 * over many pages checks each where it stands, so the audit need not open it again after the test.
 */
export async function a11yCheckOnce(page: Page): Promise<void> {
  await audits.get(page)?.check(false);
}

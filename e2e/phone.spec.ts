/**
 * Every route of the web app at 390 px (issue 32): the route table comes from the web router itself
 * (support/web-routes.ts reads apps/web/src/app/routes*), so a new route is walked without editing
 * this file. Each route is opened once, settled, and fails the test when the page is wider than
 * the phone (document.documentElement.scrollWidth > 390) or when axe finds a serious or critical
 * issue at this width (support/a11y.ts, through the `page` fixture's audit).
 *
 * Who opens what: the routes a signed-out visitor sees (sign-in, forgot password, first-time
 * login, the accessibility statement, Find an OT) first, then every signed-in route as the
 * administrator (Admin role, a member too: the one demo account that may open every area), in
 * one session; the staff homes of events@ and membership@ (their home and their admin landing) in
 * one more session each. Ids of parameterised routes (/events/:id, /communities/:alias,
 * /admin/community/:id/log ...) are taken from the links the walked pages show (their data comes
 * from the API) and, for events, from POST /api/event/list; a route none resolves is listed in the
 * test's annotations. Routes whose opening acts (one-time links, impersonation, checkout, the
 * first-login wizard) are not opened.
 *
 * Budget: one sign-in per account, no new context per page, no route twice; the time is printed.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { a11yCheckpoint, axeViolations, formatViolations, waitForSettled } from './support/a11y';
import { newPage, PHONE } from './support/browser';
import { eventsApi, upcomingEvents } from './support/events-api';
import { expect, test } from './support/fixtures';
import { signIn } from './support/ui';
import { webRoutes } from './support/web-routes';

test.use(PHONE);

/** Routes never opened: opening them acts, or they need a one-time token or a first login. */
const SKIP = [
  /^\/account\/(verification-code|reset-password|verify-email|undo-email-change|impersonate)/,
  /^\/account\/first-time-login\/verify/,
  /^\/first-time-login\//,
  /^\/buy-now/,
  /^\/checkout\//,
];
/** The routes a signed-out visitor opens (the rest need a session). */
const SIGNED_OUT = [/^\/account\//, /^\/accessibility$/, /^\/find-an-ot$/];

const WIDTH = PHONE.viewport?.width ?? 390;

/** A route pattern as a regular expression over a pathname (":x" matches one segment). */
function patternOf(route: string): RegExp {
  const body = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/** The same-origin link paths on the page (their ids come from the API's data). */
async function linkPaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname),
  );
}

/** Opens a path, waits until settled, checks width (and axe through the audit). */
async function visit(page: Page, path: string, problems: string[], axeHere?: () => Promise<void>) {
  await page.goto(path);
  await waitForSettled(page);
  if (axeHere) await axeHere();
  else await a11yCheckpoint(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > WIDTH) problems.push(`${path} (opened as ${new URL(page.url()).pathname}): ${width} px wide`);
}

test('every route fits a 390 px phone without sideways scrolling, with no serious axe issue', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const routes = (await webRoutes()).filter((r) => !SKIP.some((re) => re.test(r)));
  const problems: string[] = [];
  const opened = new Set<string>();

  // Signed out.
  for (const route of routes.filter((r) => SIGNED_OUT.some((re) => re.test(r)) && !r.includes(':'))) {
    await visit(page, route, problems);
    opened.add(route);
  }

  // Signed in as the administrator: static routes first, their links resolve the rest.
  await signIn(page, ACCOUNTS.admin.email);
  const api = await eventsApi(baseURL as string, ACCOUNTS.admin.email);
  const links = new Set<string>((await upcomingEvents(api)).slice(0, 1).map((e) => `/events/${e.id}`));
  const signedIn = routes.filter((r) => !SIGNED_OUT.some((re) => re.test(r)));
  let pending = signedIn;
  for (let pass = 0; pass < 3 && pending.length; pass++) {
    const next: string[] = [];
    for (const route of pending) {
      const path = route.includes(':') ? [...links].find((l) => patternOf(route).test(l)) : route;
      if (!path) {
        next.push(route);
        continue;
      }
      await visit(page, path, problems);
      opened.add(route);
      for (const l of await linkPaths(page)) links.add(l);
    }
    pending = next;
  }
  if (pending.length)
    testInfo.annotations.push({ type: 'routes without an id to open', description: pending.join(', ') });

  // Staff homes: their home page and where Admin takes them, in one session each.
  for (const who of [ACCOUNTS.eventsStaff, ACCOUNTS.membershipStaff]) {
    const staff = await newPage(browser, baseURL as string, PHONE);
    try {
      await signIn(staff.page, who.email);
      for (const path of ['/', '/admin']) {
        await visit(staff.page, path, problems, async () => {
          const found = await axeViolations(staff.page);
          if (found.length) problems.push(formatViolations(`${who.email} ${path}`, found));
        });
      }
    } finally {
      await staff.context.close();
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`phone walk: ${opened.size} routes (+4 staff pages) in ${seconds} s; unresolved: ${pending.length}`);
  testInfo.annotations.push({ type: 'time', description: `${seconds} s for ${opened.size} routes` });
  expect(problems, 'pages wider than 390 px or with serious axe issues').toEqual([]);
  expect(opened.size, 'routes opened').toBeGreaterThan(80);
});

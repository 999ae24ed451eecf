/**
 * The phone walk (issue 32 "Phone"): every page a demo account can reach from its menus, opened at
 * 390 CSS px on a phone, fits the screen (`scrollWidth` no wider than the viewport) and passes the
 * axe check at that width (the `page` fixture's audit; each page template once per run).
 *
 * The walk is a crawl: it starts from the account's areas (the shell's menu destinations, the admin
 * areas its scopes open), then follows every link of the app on each page it opens, one page per
 * route template (record ids as ':id', a11y.ts pageTemplate), so it reaches the details pages of
 * seeded events, communities, news, resources, invoices and members without naming their ids.
 * Each account is its own test, so the two workers share the walk.
 */
import type { Page } from '@playwright/test';
import { ADMIN_PAGES } from '../apps/web/src/features/communities/admin/paths';
import { a11yCheckOnce, pageTemplate, waitForSettled } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { signIn } from './support/ui';

/** Where a walk starts for every signed-in account: the shell's menu destinations. */
const MEMBER_AREAS = [
  '/',
  '/events/discover/all',
  '/events/attending',
  '/events/calendar',
  '/communities',
  '/communities/explore',
  '/news',
  '/resources',
  '/cpd',
  '/members',
  '/organisations',
  '/favourites/resources',
  '/settings',
];

/**
 * The admin rail's destinations (app/shell/AdminLayout.tsx; on a phone the rail is a menu, not
 * links): every staff walk starts from them; a page the account's scopes do not open redirects.
 */
const ADMIN_AREAS = [
  '/admin',
  ...['communities', 'categories', 'tags', 'administrators', 'global-tc', 'faq'].map(
    (tab) => `/admin/communities-management/${tab}`,
  ),
  '/admin/announcement',
  '/admin/content/news',
  '/admin/content/resource',
  '/admin/content/page',
  '/admin/content/taxonomy',
  '/admin/events',
  '/admin/users',
  '/admin/users/import',
  '/admin/audit',
  '/admin/enquiries',
  '/admin/settings',
  '/admin/api-keys',
  '/admin/webhooks',
];

/** A community's admin pages (the web app's own list), opened when the walk reaches one. */
const COMMUNITY_ADMIN_TABS = [...ADMIN_PAGES, 'requirements/join-questions'];

/** Paths the walk does not open: not app pages, or pages whose opening acts (checkout, sign-out). */
const NOT_WALKED = [
  /^\/api\//,
  /^\/dev\//,
  /\.[a-z0-9]+$/i,
  /^\/checkout\//,
  /^\/buy-now/,
  /sign-out|logout/i,
  /^\/account\//,
  /^\/verify/,
];

/** The community pages under the communities route (not its fixed pages) are one template each. */
const COMMUNITY_PAGE = /^\/communities\/(?!explore$|saved-posts$|faq$)[^/]+/;

/** A page's template for the walk: a11y.ts pageTemplate, with a community's alias as ':alias'. */
function walkTemplate(pathname: string): string {
  return pageTemplate(pathname).replace(COMMUNITY_PAGE, '/communities/:alias');
}

/** The most pages one account's walk opens (a bound against a link that mints new paths forever). */
const MAX_PAGES = 60;

interface WalkResult {
  /** Route templates opened, in order. */
  opened: string[];
  /** Pages wider than the screen: path and widths. */
  wide: string[];
}

/** The app's own links on the page, as paths with their query (same origin only). */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const paths: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    paths.push(url.pathname + url.search);
  }
  return paths;
}

/** Opens `starts`, then every link found on the way that `follow` matches, one page per route template. */
async function walk(page: Page, starts: string[], follow: RegExp): Promise<WalkResult> {
  const queue = [...starts];
  const seen = new Set<string>();
  const opened: string[] = [];
  const wide: string[] = [];
  while (queue.length > 0 && opened.length < MAX_PAGES) {
    const path = queue.shift() as string;
    const pathname = new URL(path, 'http://x').pathname;
    if (NOT_WALKED.some((re) => re.test(pathname)) || seen.has(walkTemplate(pathname))) continue;
    seen.add(walkTemplate(pathname));
    await page.goto(path);
    // Redirects (a gate, an index route) land elsewhere: measure where the page ends.
    const landed = new URL(page.url()).pathname;
    seen.add(walkTemplate(landed));
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await a11yCheckOnce(page);
    await waitForSettled(page);
    opened.push(walkTemplate(landed));
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    if (scroll > client) wide.push(`${landed}: ${scroll} px content in ${client} px`);
    const communityAdmin = /^\/admin\/community\/\d+/.exec(landed)?.[0];
    const tabs = communityAdmin ? COMMUNITY_ADMIN_TABS.map((tab) => `${communityAdmin}/${tab}`) : [];
    for (const link of [...tabs, ...(await linksOn(page))]) {
      const linkPath = new URL(link, 'http://x').pathname;
      if (follow.test(linkPath) && !seen.has(walkTemplate(linkPath))) queue.push(link);
    }
  }
  return { opened, wide };
}

/**
 * Each demo account's walk: where it starts and which links it follows. Members and clients walk
 * the member areas; the admin every admin area; staff the areas of their scopes (their home too,
 * which shows staff cards), and the moderator the communities it moderates: the member pages a
 * staff account would reach look the same again, and the run has a time budget (docs/operations.md
 * "CI run time").
 */
const ALL = /./;
const WALKS: { account: keyof typeof ACCOUNTS; starts: string[]; follow: RegExp }[] = [
  { account: 'member', starts: MEMBER_AREAS, follow: ALL },
  { account: 'client', starts: MEMBER_AREAS, follow: ALL },
  {
    account: 'moderator',
    starts: ['/', '/communities', '/meetings/explore', '/admin'],
    follow: /^\/(communities|community|meetings|admin)(\/|$)/,
  },
  { account: 'admin', starts: ['/', ...ADMIN_AREAS, '/settings'], follow: /^\/(admin|settings)(\/|$)/ },
  // The staff accounts walk the areas of their scopes (seeded: content and events; members; events);
  // the admin's walk has shown every other admin page at this width.
  {
    account: 'staff',
    starts: ['/', '/admin', ...ADMIN_AREAS.filter((p) => /^\/admin\/(content|events|announcement)/.test(p))],
    follow: /^\/admin(\/|$)/,
  },
  {
    account: 'membershipStaff',
    starts: ['/', '/admin', '/admin/users', '/admin/users/import', '/admin/audit'],
    follow: /^\/admin(\/|$)/,
  },
  { account: 'eventsStaff', starts: ['/', '/admin', '/admin/events'], follow: /^\/admin(\/|$)/ },
];

test.describe('phone walk at 390 px (issue 32)', () => {
  test.use(PHONE);
  // A walk opens up to MAX_PAGES pages, each settled and (once a run) checked by axe.
  test.setTimeout(300_000);

  // The accounts' walks are independent: both workers take them (each worker starts its own server).
  test.describe.configure({ mode: 'parallel' });

  for (const { account, starts, follow } of WALKS) {
    test(`every page ${account} reaches fits the phone's width`, async ({ page }) => {
      await signIn(page, ACCOUNTS[account].email);
      const { opened, wide } = await walk(page, starts, follow);
      console.log(`phone walk as ${account}: ${opened.length} pages: ${opened.join(' ')}`);
      // Every start is opened, though a start the account may not open lands on a page already seen.
      expect(opened.length, 'pages the walk opened').toBeGreaterThanOrEqual(5);
      expect(wide, 'pages wider than a 390 px phone').toEqual([]);
    });
  }
});

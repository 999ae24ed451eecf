/**
 * Web, signed in (issue 33): the JavaScript each top-level route loads with a cold cache. Signs in
 * once through the sign-in form as the demo administrator (who sees every area), keeps the session
 * (localStorage), then opens each route in a fresh browser context with the cache disabled and
 * sums the JavaScript fetched until the route's main content shows (the shell's <main> with a
 * heading, no skeleton left, and the network idle). Sizes are the served files gzipped at level 9
 * (KB = 1024 bytes), with the number of script files and the milliseconds to the content and to the
 * network idle. Target: each route ≤ 300 KB gzip. Desktop viewport, no throttling: the figures are
 * bytes and requests; the times only compare builds on the same machine. Used by web.ts
 * (`npm run bench:web`); needs apps/web/dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WEB_DIST, withProduct } from './lib/common';

export const ROUTE_TARGET_GZIP_KB = 300;
const ADMIN = 'admin@example.org';
const PASSWORD = 'Member#2025';

/** Top-level routes: each area of the shell's navigation, settings, admin, and the anonymous pages. */
export const TOP_LEVEL_ROUTES = [
  '/',
  '/communities',
  '/events',
  '/news/all',
  '/resources/all',
  '/cpd',
  '/meetings/explore',
  '/members',
  '/search?keyword=practice',
  '/favourites/news',
  '/settings',
  '/admin',
  '/admin/users',
  '/admin/events',
  '/find-an-ot',
  '/accessibility',
];

export interface RouteLoad {
  route: string;
  /** Where the page ended up (a redirect shows here). */
  finalPath: string;
  heading: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** The script files loaded (paths under dist), in the order they arrived. */
  scripts: string[];
  /** Milliseconds from navigation to the main content shown, and to the network idle after it. */
  contentMs: number;
  idleMs: number;
}

function distFile(url: string): string | null {
  const file = path.join(WEB_DIST, decodeURIComponent(new URL(url).pathname));
  return file.startsWith(WEB_DIST) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

async function loadRoute(context: BrowserContext, baseUrl: string, route: string): Promise<RouteLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.response.url);
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 60_000 });
  const content = page.locator('main h1, main h2, [role="main"] h1, h1').first();
  // A page without a heading is still measured (shown as "(no heading)" in the table).
  const hasHeading = await content
    .waitFor({ state: 'visible', timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  const contentMs = Date.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const idleMs = Date.now() - started;
  const heading = hasHeading ? ((await content.textContent()) ?? '').trim().slice(0, 40) : '(no heading)';
  let rawBytes = 0;
  let gzipBytes = 0;
  const files: string[] = [];
  for (const url of scripts) {
    const file = distFile(url);
    if (!file) continue;
    const data = fs.readFileSync(file);
    files.push(path.relative(WEB_DIST, file));
    rawBytes += data.length;
    gzipBytes += gzipSync(data, { level: 9 }).length;
  }
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return { route, finalPath, heading, files: files.length, rawBytes, gzipBytes, scripts: files, contentMs, idleMs };
}

/** Starts the product with the demo data, signs in once, and measures every route in TOP_LEVEL_ROUTES. */
export async function runWebRoutes(routes = TOP_LEVEL_ROUTES): Promise<RouteLoad[]> {
  return withProduct('bench-web-routes-', { env: { SEED_DEMO: 'true' }, timeoutMs: 600_000 }, async (server) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
      const signIn = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await signIn.newPage();
      await page.goto(`${server.url}/account/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(ADMIN);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/account/'), { timeout: 60_000 });
      const storageState = await signIn.storageState();
      await signIn.close();
      const results: RouteLoad[] = [];
      for (const route of routes) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState });
        try {
          results.push(await loadRoute(context, server.url, route));
        } finally {
          await context.close();
        }
      }
      return results;
    } finally {
      await browser.close();
    }
  });
}

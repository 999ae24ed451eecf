/**
 * Screenshots for looking at the first impression of every tenant (issue 32 "Tests"): home, a news
 * article, an event, a community, brand assets and the events calendar, at 1366 px (desktop) and
 * 390 px (phone), signed in as the demo member; then one contact sheet per tenant (the shots side by
 * side, drawn by Chromium from a local HTML page) to open with an image viewer. Needs the built app
 * (`npm run build`). Prints each page's width at 390 px and exits 1 when one scrolls sideways.
 *
 *   node --import tsx e2e/tenant-screens.ts /tmp/shots [tenant ...]   # default: all five tenants
 */
import fs from 'node:fs';
import path from 'node:path';
import { TENANT_IDS } from '@portal/shared';
import type { Page } from '@playwright/test';
import { trackApiCalls, waitForSettled } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer } from './support/server';
import { signIn } from './support/ui';

const outDir = path.resolve(process.argv[2] ?? 'tenant-screens');
const tenants = process.argv.length > 3 ? process.argv.slice(3) : [...TENANT_IDS];
fs.mkdirSync(outDir, { recursive: true });

/** The first link on the page whose path matches, or null. */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((h) => pattern.test(h)) ?? null;
}

const browser = await launchBrowser();
let wide = 0;
try {
  for (const tenant of tenants) {
    const server = await startServer({ tenant, startTimeoutMs: 180_000 });
    const shots: { name: string; file: string; width: number }[] = [];
    try {
      for (const [label, options] of [
        ['1366', { viewport: { width: 1366, height: 900 } }],
        ['390', PHONE],
      ] as const) {
        const { context, page } = await newPage(browser, server.url, options);
        const api = trackApiCalls(page);
        // Not the shell's account menu as signIn waits for on '/': a tenant may show its splash instead
        // (the law council's "coming soon" page), which is then what each shot shows.
        await signIn(page, ACCOUNTS.member.email, undefined, '/?from=sign-in');
        const shoot = async (name: string, at: string | null) => {
          if (!at) return console.log(`${tenant} ${label}: no ${name} found`);
          await page.goto(at);
          await waitForSettled(page, api.isIdle, 30_000);
          const file = path.join(outDir, `${tenant}-${label}-${name}.png`);
          await page.screenshot({ path: file, fullPage: false });
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          const client = await page.evaluate(() => document.documentElement.clientWidth);
          if (scroll > client) wide += 1;
          console.log(`${tenant} ${label} ${name} ${at}: ${scroll} px in ${client} px`);
          shots.push({ name: `${label} ${name}`, file, width: label === '1366' ? 1366 : 390 });
        };
        // The communities route family the server runs with (GET /api/tenant, default /communities).
        const runtime = (await (await fetch(`${server.url}/api/tenant`)).json()) as { communitiesRoute?: string };
        const communities = runtime.communitiesRoute ?? '/communities';
        await shoot('home', '/');
        await page.goto('/news');
        await waitForSettled(page, api.isIdle, 30_000);
        await shoot('news-article', await firstLink(page, /^\/news\/details\//));
        await page.goto('/events/discover/all');
        await waitForSettled(page, api.isIdle, 30_000);
        await shoot('event', await firstLink(page, /^\/events\/\d+$/));
        await page.goto(`${communities}/explore`);
        await waitForSettled(page, api.isIdle, 30_000);
        await shoot(
          'community',
          await firstLink(page, new RegExp(`^${communities}/(?!explore|saved-posts|faq)[^/]+$`)),
        );
        await shoot('brand-assets', '/settings/brand-assets');
        await shoot('calendar', '/events/calendar');
        await context.close();
      }
    } finally {
      await server.stop();
    }
    // The contact sheet: every shot of the tenant on one page, desktop shots at half size.
    const html = `<html><body style="margin:0;background:#888;font:14px sans-serif">${shots
      .map(
        (s) =>
          `<figure style="display:inline-block;vertical-align:top;margin:6px"><img src="file://${s.file}" style="width:${
            s.width === 1366 ? 683 : 195
          }px;border:1px solid #333"><figcaption>${s.name}</figcaption></figure>`,
      )
      .join('')}</body></html>`;
    const sheetHtml = path.join(outDir, `${tenant}-sheet.html`);
    fs.writeFileSync(sheetHtml, html);
    const { context, page } = await newPage(browser, 'http://localhost', { viewport: { width: 1440, height: 900 } });
    await page.goto(`file://${sheetHtml}`);
    await page.screenshot({ path: path.join(outDir, `${tenant}-sheet.png`), fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${outDir}; ${wide} page(s) wider than the window`);
process.exit(wide > 0 ? 1 : 0);

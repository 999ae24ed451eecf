/**
 * The per-file fixture: `usePortal()` registers beforeAll/afterAll hooks that start an SMTP catcher,
 * the product server (copied seeded database, mail to the catcher) and Chromium; `portal.run(fn)`
 * wraps a test body with a fresh browser context and page, checks every page the test reaches
 * with axe-core for WCAG 2.2 A and AA (see `A11yAudit` in a11y.ts: at each screenshot, at the end
 * of the body, then each other path it visited, re-opened and settled; a serious or critical
 * violation fails the test; each page once per run; off with `E2E_A11Y=0`, see e2e/README.md),
 * and when the test fails takes a
 * screenshot and prints the tail of the server log.
 *
 *   const portal = usePortal({ tenant: 'psa' });
 *   it('…', portal.run(async ({ page, mail, server }) => { … }));
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject, type TestContext } from 'vitest';
import { A11yAudit, CheckedPages } from './a11y';
import { failureScreenshot, launchBrowser, newPage } from './browser';
import { MailCatcher } from '@portal/test-support';
import { type RunningServer, startServer } from './server';

export interface PortalOptions {
  tenant?: string;
  env?: Record<string, string>;
}

export interface PortalTestArgs {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  server: RunningServer;
  mail: MailCatcher;
}

export interface Portal {
  readonly server: RunningServer;
  readonly mail: MailCatcher;
  readonly browser: Browser;
  /** Wraps a test body; `contextOptions` change the browser context (e.g. PHONE). */
  run(
    body: (args: PortalTestArgs) => Promise<void>,
    contextOptions?: BrowserContextOptions,
  ): (ctx: TestContext) => Promise<void>;
}

/** Starts mail catcher, server and browser for a spec file (or a describe block). */
/** The axe check is on unless `E2E_A11Y=0` (to time or debug a test without it). */
const A11Y_ON = process.env.E2E_A11Y !== '0';

export function usePortal(options: PortalOptions = {}): Portal {
  /** Pages the axe check has seen in this run (every spec file; global-setup.ts makes the file). */
  const a11yChecked = new CheckedPages(inject('a11yCheckedFile'));
  let server: RunningServer | undefined;
  let mail: MailCatcher | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    [server, browser] = await Promise.all([
      startServer({
        tenant: options.tenant,
        smtpUrl: mail.url,
        templateDataDir: inject('templateDataDir'),
        env: options.env,
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    await mail?.stop();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start (see beforeAll)`);
    return value;
  };

  return {
    get server() {
      return need(server, 'server');
    },
    get mail() {
      return need(mail, 'mail catcher');
    },
    get browser() {
      return need(browser, 'browser');
    },
    run(body, contextOptions) {
      return async (ctx) => {
        const running = need(server, 'server');
        const { context, page } = await newPage(need(browser, 'browser'), running.url, contextOptions);
        const pageErrors: string[] = [];
        page.on('pageerror', (err) => pageErrors.push(err.message));
        const apiCalls: string[] = [];
        // Calls in flight, counted per label: two identical calls at once stay visible until both end.
        const pending = new Map<string, number>();
        const settle = (key: string) => {
          const n = (pending.get(key) ?? 0) - 1;
          if (n > 0) pending.set(key, n);
          else pending.delete(key);
        };
        const label = (r: { method(): string; url(): string }) => `${r.method()} ${new URL(r.url()).pathname}`;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/')) pending.set(label(r), (pending.get(label(r)) ?? 0) + 1);
        });
        page.on('requestfinished', async (r) => {
          if (!new URL(r.url()).pathname.startsWith('/api/')) return;
          settle(label(r));
          apiCalls.push(`${label(r)} → ${(await r.response().catch(() => null))?.status() ?? '?'}`);
        });
        page.on('requestfailed', (r) => {
          if (!new URL(r.url()).pathname.startsWith('/api/')) return;
          settle(label(r));
          apiCalls.push(`${label(r)} → failed (${r.failure()?.errorText})`);
        });
        const audit = A11Y_ON
          ? new A11yAudit(page, () => pending.size === 0, a11yChecked, options.tenant ?? 'default')
          : null;
        try {
          await body({
            page,
            context,
            browser: need(browser, 'browser'),
            server: running,
            mail: need(mail, 'mail catcher'),
          });
          await audit?.finish();
        } catch (err) {
          const shot = await failureScreenshot(page, ctx.task.name);
          const aria = await page
            .locator('body')
            .ariaSnapshot({ timeout: 2_000 })
            .catch(() => '');
          const tail = running.output().split('\n').slice(-40).join('\n');
          console.error(
            [
              `✗ ${ctx.task.name}`,
              `  page: ${page.url()}`,
              shot ? `  screenshot: ${shot}` : '',
              pageErrors.length ? `  page errors:\n    ${pageErrors.join('\n    ')}` : '',
              apiCalls.length ? `  API calls (last 15):\n    ${apiCalls.slice(-15).join('\n    ')}` : '',
              pending.size
                ? `  API calls still pending: ${[...pending].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(', ')}`
                : '',
              aria ? `  page content (accessibility tree):\n${aria.slice(0, 4_000)}` : '',
              tail.trim() ? `  server log (tail):\n${tail}` : '',
            ]
              .filter(Boolean)
              .join('\n'),
          );
          throw err;
        } finally {
          await context.close().catch(() => undefined);
        }
      };
    },
  };
}

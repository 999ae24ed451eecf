/**
 * The browser tests' fixtures on Playwright's runner: `import { expect, test } from './support/fixtures'`.
 *
 * - `server` and `mail`: the real product server (a copy of the seeded database, mail to the
 *   catcher) and its SMTP catcher, started once per spec file and shared by that file's tests.
 *   Playwright has no file scope, so a worker-scoped `FilePortals` keeps the current file's pair and
 *   replaces it when the worker moves to another file (or another `tenant`/`serverEnv` in the same
 *   file): files never see each other's data. `test.use({ tenant: 'psa' })` picks the tenant.
 * - `baseURL` is that server, so `page.goto('/events')` works; `browser`, `context` and `page` are
 *   Playwright's own (options in playwright.config.ts: reduced motion, en-AU, Australia/Sydney,
 *   1280x800, traces kept on failure); a phone test does `test.use(PHONE)`.
 * - `page` also runs the accessibility check (a11y.ts `A11yAudit`) on every page the test reaches
 *   once the body has passed (off with `E2E_A11Y=0`), and when the test fails attaches and prints
 *   the page URL, page errors, the last API calls, the accessibility tree and the server log tail.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { MailCatcher } from '@portal/test-support';
import { A11yAudit, CheckedPages } from './a11y';
import { seededTemplate } from './global-setup';
import { type RunningServer, startServer } from './server';

export { expect };

/** Options a spec file (or describe block) sets with `test.use`. */
export interface PortalOptions {
  /** TENANT the file's server runs as (default ota). */
  tenant: string;
  /** More environment variables for the file's server. */
  serverEnv: Record<string, string>;
}

interface FilePortal {
  key: string;
  server: RunningServer;
  mail: MailCatcher;
}

/** The server and mail catcher of the spec file a worker is running now (see the module docstring). */
class FilePortals {
  private current: FilePortal | undefined;

  /** The pair for `key` (file, tenant, env): the running one, or a fresh one after stopping the last. */
  async forKey(key: string, options: PortalOptions): Promise<FilePortal> {
    if (this.current?.key === key) return this.current;
    await this.close();
    const mail = await MailCatcher.start();
    try {
      const server = await startServer({
        tenant: options.tenant,
        smtpUrl: mail.url,
        template: seededTemplate(),
        env: options.serverEnv,
      });
      this.current = { key, server, mail };
      return this.current;
    } catch (err) {
      await mail.stop();
      throw err;
    }
  }

  /** Stops the current server (SIGTERM) and catcher. */
  async close(): Promise<void> {
    const last = this.current;
    this.current = undefined;
    await last?.server.stop();
    await last?.mail.stop();
  }
}

/** The axe check is on unless `E2E_A11Y=0` (to time or debug a test without it). */
const A11Y_ON = process.env.E2E_A11Y !== '0';

/** Pages the axe check has seen in this run, shared by every file and worker (global-setup.ts). */
const a11yChecked = new CheckedPages(process.env.E2E_A11Y_CHECKED_FILE);

/** Records what a failure report needs: page errors, API calls done and still in flight. */
function watchPage(page: Page) {
  const pageErrors: string[] = [];
  const apiCalls: string[] = [];
  // Calls in flight, counted per label: two identical calls at once stay visible until both end.
  const pending = new Map<string, number>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const label = (r: { method(): string; url(): string }) => `${r.method()} ${new URL(r.url()).pathname}`;
  const settle = (key: string) => {
    const n = (pending.get(key) ?? 0) - 1;
    if (n > 0) pending.set(key, n);
    else pending.delete(key);
  };
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('request', (r) => {
    if (isApi(r.url())) pending.set(label(r), (pending.get(label(r)) ?? 0) + 1);
  });
  page.on('requestfinished', async (r) => {
    if (!isApi(r.url())) return;
    settle(label(r));
    apiCalls.push(`${label(r)} → ${(await r.response().catch(() => null))?.status() ?? '?'}`);
  });
  page.on('requestfailed', (r) => {
    if (!isApi(r.url())) return;
    settle(label(r));
    apiCalls.push(`${label(r)} → failed (${r.failure()?.errorText})`);
  });
  return {
    isApiIdle: () => pending.size === 0,
    /** The failure report: URL, page errors, API calls, accessibility tree, server log tail. */
    async report(server: RunningServer): Promise<string> {
      const aria = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch(() => '');
      const tail = server.output().split('\n').slice(-40).join('\n');
      return [
        `  page: ${page.isClosed() ? '(closed)' : page.url()}`,
        pageErrors.length ? `  page errors:\n    ${pageErrors.join('\n    ')}` : '',
        apiCalls.length ? `  API calls (last 15):\n    ${apiCalls.slice(-15).join('\n    ')}` : '',
        pending.size
          ? `  API calls still pending: ${[...pending].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(', ')}`
          : '',
        aria ? `  page content (accessibility tree):\n${aria.slice(0, 4_000)}` : '',
        tail.trim() ? `  server log (tail):\n${tail}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    },
  };
}

export const test = base.extend<
  PortalOptions & { filePortal: FilePortal; server: RunningServer; mail: MailCatcher },
  { filePortals: FilePortals }
>({
  tenant: ['ota', { option: true }],
  serverEnv: [{}, { option: true }],
  filePortals: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const portals = new FilePortals();
      await use(portals);
      await portals.close();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  // Its own timeout: a server start (copy, migrate check, listen) on a busy machine is not the test's time.
  filePortal: [
    async ({ filePortals, tenant, serverEnv }, use, testInfo) => {
      const key = `${testInfo.file}|${tenant}|${JSON.stringify(serverEnv)}`;
      await use(await filePortals.forKey(key, { tenant, serverEnv }));
    },
    { timeout: 120_000 },
  ],
  server: async ({ filePortal }, use) => use(filePortal.server),
  mail: async ({ filePortal }, use) => use(filePortal.mail),
  baseURL: async ({ server }, use) => use(server.url),
  page: async ({ page, server, tenant }, use, testInfo) => {
    const watch = watchPage(page);
    const audit = A11Y_ON ? new A11yAudit(page, watch.isApiIdle, a11yChecked, tenant) : null;
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      await audit?.finish();
      return;
    }
    const report = await watch.report(server);
    await testInfo.attach('diagnostics', { body: report, contentType: 'text/plain' });
    console.error(`✗ ${testInfo.titlePath.slice(1).join(' › ')}\n${report}`);
  },
});

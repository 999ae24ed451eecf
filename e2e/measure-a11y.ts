/**
 * Measures the twelve pages of issue 13 with axe-core (WCAG 2.0/2.1/2.2 A and AA rule tags),
 * signed in as the demo member at 1366 x 900, and prints the serious and critical violations (one
 * per element) per page and per rule. Needs the built app (`npm run build`).
 *
 *   npm run measure-a11y -w e2e          # from the repository root
 *
 * It starts its own server on an empty data folder (migrated and seeded at start) and Chromium,
 * and exits 1 when any serious or critical violation is found.
 */
import { ACCOUNTS } from './support/accounts';
import { axeViolations, trackApiCalls, waitForSettled } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer } from './support/server';
import { signIn } from './support/ui';

const server = await startServer({ startTimeoutMs: 120_000 });
const browser = await launchBrowser();
const rows: { page: string; serious: number; critical: number; rules: Map<string, number> }[] = [];
let exitCode = 0;
try {
  const { page } = await newPage(browser, server.url, { viewport: { width: 1366, height: 900 } });
  const api = trackApiCalls(page);
  const measure = async (name: string, path: string | null) => {
    if (path) await page.goto(path);
    await waitForSettled(page, api.isIdle);
    const found = await axeViolations(page);
    if (process.env.A11Y_SHOTS) await screenshot(page, `a11y-${name}`, process.env.A11Y_SHOTS);
    const rules = new Map<string, number>();
    let serious = 0;
    let critical = 0;
    for (const v of found) {
      rules.set(v.rule, (rules.get(v.rule) ?? 0) + v.nodes.length);
      if (v.impact === 'critical') critical += v.nodes.length;
      else serious += v.nodes.length;
      if (process.env.A11Y_VERBOSE) console.log(`${name}: ${v.rule}\n  ${v.nodes.join('\n  ')}`);
    }
    rows.push({ page: name, serious, critical, rules });
  };

  await page.goto('/account/sign-in');
  await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
  await measure('sign-in', null);
  await signIn(page, ACCOUNTS.member.email);
  await measure('home', '/');
  await measure('events home', '/events');
  await measure('discover (list)', '/events/discover/all?activeTab=listing');
  const eventHref = await page.getByTestId('event-card').first().getByRole('link').first().getAttribute('href');
  await measure('discover (calendar)', '/events/discover/all?activeTab=calendar');
  await measure("an event's details", eventHref);
  await measure('communities feed', '/communities');
  await measure('explore', '/communities/explore');
  await measure('news', '/news');
  await measure('resources', '/resources');
  await measure('favourites', '/favourites/resources');
  await measure('attending', '/events/attending');
} finally {
  await browser.close();
  await server.stop();
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`${pad('page', 22)}${pad('serious', 9)}${pad('critical', 10)}rules`);
for (const r of rows) {
  console.log(
    `${pad(r.page, 22)}${pad(r.serious, 9)}${pad(r.critical, 10)}${[...r.rules].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  );
}
const total = rows.reduce((n, r) => n + r.serious + r.critical, 0);
const byRule = new Map<string, number>();
for (const r of rows) for (const [k, n] of r.rules) byRule.set(k, (byRule.get(k) ?? 0) + n);
console.log(
  `total: ${total} over ${rows.length} pages (${[...byRule].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'})`,
);
if (total > 0) exitCode = 1;
process.exit(exitCode);

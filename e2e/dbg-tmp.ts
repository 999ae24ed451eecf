import { AxeBuilder } from '@axe-core/playwright';
import { ACCOUNTS } from '/work/wt-a11y/e2e/support/accounts';
import { BUSY_PROBE, waitForSettled } from '/work/wt-a11y/e2e/support/a11y';
import { launchBrowser, newPage } from '/work/wt-a11y/e2e/support/browser';
import { startServer } from '/work/wt-a11y/e2e/support/server';
import { signIn } from '/work/wt-a11y/e2e/support/ui';
const server = await startServer({ startTimeoutMs: 120_000 });
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, server.url, { viewport: { width: 1366, height: 900 } });
  await signIn(page, ACCOUNTS.member.email);
  for (const p of (process.env.PAGES ?? '/communities/explore').split(',')) for (let i = 0; i < 2; i++) {
    await page.goto(p);
    console.log('probe0', await page.evaluate(BUSY_PROBE));
    await waitForSettled(page);
    console.log('probe1', await page.evaluate(BUSY_PROBE));
    const st = await page.evaluate(() => ({ main: document.querySelectorAll('main').length, body: document.body.innerText.slice(0, 300), hidden: [...document.querySelectorAll('main [style*="display: none"]')].map((e) => e.outerHTML.slice(0, 100)), ariaHidden: [...document.querySelectorAll('[aria-hidden="true"], [inert]')].filter((e)=>e.contains(document.querySelector('main'))).map((e) => e.outerHTML.slice(0, 200)) }));
    console.log(JSON.stringify(st));
    const r = await new AxeBuilder({ page }).withTags(['wcag2aa']).withRules(['color-contrast']).analyze();
    const info = await page.evaluate(() => { const el = [...document.querySelectorAll('*')].find((e) => e.childElementCount === 0 && e.textContent === 'Ageing well, dementia and care'); if (!el) return 'none'; const cs = getComputedStyle(el); return `${el.className} ${cs.color} ${cs.opacity} ${el.getBoundingClientRect().y} scrollY=${scrollY}`; });
    await page.screenshot({ path: `/tmp/dbg-${i}.png` });
    console.log(info);
    console.log(p, 'violations', r.violations.map((v) => v.nodes.length), 'passes', r.passes.map((v) => v.nodes.length), 'inapplicable', r.inapplicable.map((v)=>v.id), JSON.stringify(r.passes[0]?.nodes.slice(0,3).map((n)=>n.target)), 'incomplete', r.incomplete.map((v) => `${v.id}:${v.nodes.length} ${v.nodes[0]?.any[0]?.message}`));
  }
} finally { await browser.close(); await server.stop(); }

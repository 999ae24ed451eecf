import { ACCOUNTS } from './support/accounts';
import { waitForSettled } from './support/a11y';
import { launchBrowser, newPage } from './support/browser';
import { startServer } from './support/server';
import { signIn } from './support/ui';
const server = await startServer({ startTimeoutMs: 120_000 });
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, server.url, { viewport: { width: 1366, height: 900 } });
  await signIn(page, ACCOUNTS.member.email);
  await page.goto('/events/discover/all');
  await waitForSettled(page);
  console.log(
    await page.evaluate(() => {
      const t = document.querySelector('.ant-tag-gold')!;
      const cs = getComputedStyle(t);
      return [
        t.className,
        cs.color,
        cs.getPropertyValue('--ant-gold-7'),
        cs.getPropertyValue('--ant-color-text-tertiary'),
        [...document.styleSheets]
          .flatMap((s) => {
            try {
              return [...s.cssRules].map((r) => r.cssText).filter((c) => c.includes('ant-tag-gold'));
            } catch {
              return [];
            }
          })
          .slice(0, 3),
      ];
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}

/**
 * Each of the five tenants (spec 01 §1 Tenants): the server starts with TENANT set, and the
 * sign-in page shows the tenant's logo and name, the brand colour on the primary button, the
 * create-account link to the tenant's registration route, and "First time logging in" only where
 * that feature is on. An unknown tenant stops the start.
 */
import { isFeatureEnabled, registrationUrl, TENANT_IDS, TENANTS } from '@portal/shared';
import { expect, test } from './support/fixtures';
import { newPage, screenshot } from './support/browser';
import { seededTemplate } from './support/global-setup';
import { runServerToExit, startServer } from './support/server';
import { contrastOfRgb, expectPath, hexToRgb, signInForm } from './support/ui';

for (const id of TENANT_IDS) {
  const tenant = TENANTS[id];

  // Its own server per tenant (not the file's fixture): the test is that the server starts with its TENANT.
  test.describe(`tenant ${id}`, () => {
    test(`starts and shows ${tenant.fullName}'s logo, colour ${tenant.theme.brandColor} and registration link`, async ({
      browser,
    }) => {
      const server = await startServer({ tenant: id, template: seededTemplate() });
      const { context, page } = await newPage(browser, server.url);
      try {
        await page.goto('/account/sign-in');
        await expectPath(page, '/account/sign-in');

        await expect(page.getByRole('img', { name: tenant.fullName }).filter({ visible: true }).first()).toBeVisible();
        // The tab title becomes "{page} | {short name}" once the route renders.
        await expect.poll(() => page.title()).toContain(tenant.shortName);

        // The primary button takes the brand colour once enabled (valid email, password of 2+), darkened
        // where white text on the brand would fall below WCAG AA (4.5:1).
        const form = signInForm(page);
        await form.email.fill('someone@example.org');
        await form.password.fill('xx');
        await page.mouse.move(0, 0);
        const brand = hexToRgb(tenant.theme.brandColor);
        const brandReadable = contrastOfRgb(brand, 'rgb(255, 255, 255)') >= 4.5;
        // Reduced motion: antd's colour transition is off, the colour is final once the button is enabled.
        await expect(form.continue).toBeEnabled();
        const [text, background] = await form.continue.evaluate((b) => [
          getComputedStyle(b).color,
          getComputedStyle(b).backgroundColor,
        ]);
        expect(contrastOfRgb(text, background), `text ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
        if (brandReadable) expect(background).toBe(brand);
        else expect(background).not.toBe(brand);

        const create = page.getByRole('link', { name: /create an account/i });
        await expect(create.first()).toBeVisible();
        const href = await create.getAttribute('href');
        expect(href).toBe(registrationUrl(tenant));
        expect(href?.endsWith(tenant.registrationRoute)).toBe(true);
        await expect(create).toHaveAttribute('target', '_blank');

        const firstTime = page.getByRole('link', { name: 'First time logging in' });
        await expect(firstTime).toHaveCount(isFeatureEnabled(tenant.features, 'first_time_login') ? 1 : 0);

        await screenshot(page, `tenant-${id}`);
      } finally {
        await context.close();
        await server.stop();
      }
    });
  });
}

test.describe('unknown tenant', () => {
  test('stops the start with a non-zero exit and "Unknown tenant"', async () => {
    const { code, output } = await runServerToExit({ TENANT: 'atlantis' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain('Unknown tenant');
  });
});

/**
 * Shell behaviour (spec 01 §2 Main routes, Shell and navigation): the 404 page, the
 * under-construction page, and routes whose feature is off or whose user lacks access.
 */
import { MESSAGES, TENANTS } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { PHONE, screenshot } from './support/browser';
import { accountMenuButton, contrastOfRgb, expectPath, hexToRgb, signIn } from './support/ui';

/** The computed colour of the 404 illustration (drawn in currentColor). */
async function notFoundArtColour(page: Page): Promise<string> {
  const art = page
    .locator('main svg[aria-hidden="true"]')
    .filter({ has: page.locator('circle') })
    .first();
  return art.evaluate((svg) => getComputedStyle(svg).color);
}

/** Text colour against background colour of a menu item, as computed. */
async function itemContrast(page: Page, name: string): Promise<number> {
  const [color, background] = await page
    .getByRole('menuitem', { name })
    .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  return contrastOfRgb(color, background);
}

test.describe('occupational therapy tenant', () => {
  test.use({ tenant: 'ota' });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/no/such/page');
    await expect(page.getByText(MESSAGES.notFoundText, { exact: true }).first()).toBeVisible();
    // The illustration follows the tenant's brand colour, not antd's fixed blue.
    expect(await notFoundArtColour(page)).toBe(hexToRgb(TENANTS.ota.theme.brandColor));
    await screenshot(page, '404');
  });

  test('the marketplace shows the under-construction page', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/marketplace');
    await expectPath(page, '/marketplace');
    await expect(page.getByText(MESSAGES.underConstructionTitle, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(MESSAGES.underConstructionText, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'under-construction');
  });

  test("a client user cannot open Manage 'Find an OT' (members only) and is sent home", async ({ page }) => {
    await signIn(page, ACCOUNTS.client.email, undefined, '/settings/manage-find-an-ot');
    await expectPath(page, '/', '');
  });

  test.describe(() => {
    test.use(PHONE);
    test('on a phone the home page fits the screen and the account menu is within reach', async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await expect(page.getByRole('button', { name: 'Open menu' }).first()).toBeVisible();
      // Let the home page's cards load before measuring.
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'phone-home');
      // The phone's screen width (a page wider than it makes a phone zoom out, so innerWidth grows too).
      const width = page.viewportSize()?.width ?? 390;
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'width of the home page in px on a 390 px phone').toBeLessThanOrEqual(width);
      const box = await accountMenuButton(page).boundingBox();
      expect(box && box.x + box.width, 'right edge of the account menu button').toBeLessThanOrEqual(width);
      await accountMenuButton(page).click();
      await expect(page.getByText(ACCOUNTS.member.name, { exact: true }).first()).toBeVisible();
    });
  });

  test("a member can open Manage 'Find an OT'", async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/manage-find-an-ot');
    await expect(page.getByRole('heading', { name: "Manage 'Find an OT'" }).first()).toBeVisible();
    await expectPath(page, '/settings/manage-find-an-ot');
  });
});

test.describe('public skills tenant (CPD off)', () => {
  test.use({ tenant: 'psa' });

  test('/cpd redirects home because the CPD feature is off', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/cpd');
    await expectPath(page, '/', '');
  });

  test('/marketplace redirects home because the marketplace feature is off', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/marketplace');
    await expectPath(page, '/', '');
  });
});

test.describe('maritime tenant (the lightest brand colour)', () => {
  test.use({ tenant: 'maritime' });
  const brand = TENANTS.maritime.theme.brandColor;

  test.describe(() => {
    test.use(PHONE);
    test('the mobile drawer shows the selected and hovered items with AA contrast', async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Home' }).first()).toBeVisible();
      // Home is the selected item on "/" (a tint of the brand behind brand-coloured text).
      expect(await itemContrast(page, 'Home'), 'selected item text contrast').toBeGreaterThanOrEqual(4.5);
      const events = page.getByRole('menuitem', { name: 'Events', exact: true });
      // Reduced motion: the hover colours apply at once, no fade to wait for.
      await events.hover();
      expect(await itemContrast(page, 'Events'), 'hovered item text contrast').toBeGreaterThanOrEqual(4.5);
      await screenshot(page, 'maritime-phone-drawer');
    });
  });

  test('the 404 page shows its illustration in the maritime brand colour', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/no/such/page');
    await expect(page.getByText(MESSAGES.notFoundText, { exact: true }).first()).toBeVisible();
    expect(await notFoundArtColour(page)).toBe(hexToRgb(brand));
    await screenshot(page, 'maritime-404');
  });
});

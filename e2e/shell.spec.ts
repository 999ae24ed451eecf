/**
 * Shell behaviour (spec 01 §2 Main routes, Shell and navigation): the 404 page, the
 * under-construction page, and routes whose feature is off or whose user lacks access.
 */
import { MESSAGES, TENANTS } from '@portal/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { PHONE, screenshot } from './support/browser';
import { usePortal } from './support/portal';
import {
  accountMenuButton,
  contrastOfRgb,
  expectPath,
  expectVisible,
  fullyShown,
  hexToRgb,
  signIn,
} from './support/ui';

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

describe('occupational therapy tenant', () => {
  const portal = usePortal({ tenant: 'ota' });

  it(
    'an unknown path shows the 404 page',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/no/such/page');
      await expectVisible(page.getByText(MESSAGES.notFoundText, { exact: true }));
      // The illustration follows the tenant's brand colour, not antd's fixed blue.
      expect(await notFoundArtColour(page)).toBe(hexToRgb(TENANTS.ota.theme.brandColor));
      await screenshot(page, '404');
    }),
  );

  it(
    'the marketplace shows the under-construction page',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/marketplace');
      await expectPath(page, '/marketplace');
      await expectVisible(page.getByText(MESSAGES.underConstructionTitle, { exact: true }));
      await expectVisible(page.getByText(MESSAGES.underConstructionText, { exact: true }));
      await screenshot(page, 'under-construction');
    }),
  );

  it(
    "a client user cannot open Manage 'Find an OT' (members only) and is sent home",
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.client.email);
      await page.goto('/settings/manage-find-an-ot');
      await expectPath(page, '/', '');
    }),
  );

  it(
    'on a phone the home page fits the screen and the account menu is within reach',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await expectVisible(page.getByRole('button', { name: 'Open menu' }));
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
      await expectVisible(page.getByText(ACCOUNTS.member.name, { exact: true }));
    }, PHONE),
  );

  it(
    "a member can open Manage 'Find an OT'",
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/settings/manage-find-an-ot');
      await expectVisible(page.getByRole('heading', { name: "Manage 'Find an OT'" }));
      await expectPath(page, '/settings/manage-find-an-ot');
    }),
  );
});

describe('public skills tenant (CPD off)', () => {
  const portal = usePortal({ tenant: 'psa' });

  it(
    '/cpd redirects home because the CPD feature is off',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/cpd');
      await expectPath(page, '/', '');
    }),
  );

  it(
    '/marketplace redirects home because the marketplace feature is off',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/marketplace');
      await expectPath(page, '/', '');
    }),
  );
});

describe('maritime tenant (the lightest brand colour)', () => {
  const portal = usePortal({ tenant: 'maritime' });
  const brand = TENANTS.maritime.theme.brandColor;

  it(
    'the mobile drawer shows the selected and hovered items with AA contrast',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectVisible(page.getByRole('menuitem', { name: 'Home' }));
      // Home is the selected item on "/" (a tint of the brand behind brand-coloured text).
      expect(await itemContrast(page, 'Home'), 'selected item text contrast').toBeGreaterThanOrEqual(4.5);
      const events = page.getByRole('menuitem', { name: 'Events', exact: true });
      await events.hover();
      await fullyShown(events); // the hover colours fade in
      expect(await itemContrast(page, 'Events'), 'hovered item text contrast').toBeGreaterThanOrEqual(4.5);
      await screenshot(page, 'maritime-phone-drawer');
    }, PHONE),
  );

  it(
    'the 404 page shows its illustration in the maritime brand colour',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/no/such/page');
      await expectVisible(page.getByText(MESSAGES.notFoundText, { exact: true }));
      expect(await notFoundArtColour(page)).toBe(hexToRgb(brand));
      await screenshot(page, 'maritime-404');
    }),
  );
});

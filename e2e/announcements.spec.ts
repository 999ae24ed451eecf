/**
 * Announcements and server values in Chromium against the real server (spec 02 §2 Global
 * administration, §4, §5; spec 01 §2 Home dashboard banner; issue 20): the administrator sets the
 * support email in Settings > Server values, creates an announcement (validation messages first) and
 * activates it from the row menu; a member sees the new support email in the footer and the banner
 * on home, dismisses it, and it stays gone after a reload. One journey (one sign-in each) keeps the
 * file short.
 */
import { ANNOUNCEMENT_MESSAGES } from '@portal/shared';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { accountMenuButton, expectPath, signIn } from './support/ui';

/** A Sydney day `offset` days from now as the picker types it (DD/MM/YYYY). */
const sydneyDay = (offset: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + offset * 86_400_000));

test.describe('announcements', () => {
  test('the admin sets the support email and creates and activates an announcement; a member sees both, and dismisses the banner for good', async ({
    page,
  }) => {
    const title = 'CPD audit: upload your evidence by 15 December';
    await signIn(page, ACCOUNTS.admin.email, undefined, '/admin/settings');
    await expect(page.getByRole('heading', { name: 'Server values', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add value' }).first().click();
    const valueDialog = page.getByRole('dialog', { name: 'Add server value' });
    await valueDialog.getByLabel('Key', { exact: true }).fill('support.email');
    await valueDialog.getByLabel('Value', { exact: true }).fill('help@ota.example.org.au');
    await valueDialog.getByRole('button', { name: 'Save' }).click();
    await expect(valueDialog.first()).toBeHidden();
    await expect(page.getByRole('cell', { name: 'help@ota.example.org.au' }).first()).toBeVisible();
    await screenshot(page, 'server-values');

    await page.goto('/admin/announcement');
    await expect(page.getByRole('heading', { name: 'Announcements', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Create announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create announcement' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Members selected for this year’s CPD audit: upload your log and evidence in the CPD area.');
    await dialog.getByLabel(/^Link/).fill('ota.example.org.au/cpd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(ANNOUNCEMENT_MESSAGES.linkInvalid, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText(ANNOUNCEMENT_MESSAGES.dateRangeRequired, { exact: true }).first()).toBeVisible();
    await dialog.getByLabel(/^Link/).fill('https://ota.example.org.au/cpd');
    await page.locator('#announcement-start').fill(sydneyDay(0));
    await page.locator('#announcement-start').press('Enter');
    await page.locator('#announcement-end').fill(sydneyDay(20));
    await page.locator('#announcement-end').press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.first()).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Inactive', { exact: true }).first()).toBeVisible();
    await row.getByRole('button', { name: `Actions: ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await expect(row.getByText('Active', { exact: true }).first()).toBeVisible();
    // One active at a time: the seeded early-bird announcement is now inactive.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'National conference early bird' })
        .getByText('Inactive', { exact: true })
        .first(),
    ).toBeVisible();
    await screenshot(page, 'announcements-admin');

    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/account/sign-in');
    await signIn(page, ACCOUNTS.member.email);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByText(title, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'help@ota.example.org.au' }).first(),
    ).toBeVisible();
    await screenshot(page, 'announcements-home-banner');
    const dismissed = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/cancelled') && r.ok(),
    );
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await dismissed;
    await expect(banner.first()).toBeHidden();

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/announcements' && r.ok());
    await page.reload();
    await answered;
    await expect(page.getByRole('heading', { name: /Welcome back/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' }).first()).toBeHidden();
  });
});

/**
 * Announcements and server values in Chromium against the real server (spec 02 §2 Global
 * administration, §4, §5; spec 01 §2 Home dashboard banner; issue 20): the administrator sets the
 * support email in Settings > Server values, creates an announcement (validation messages first) and
 * activates it from the row menu; a member sees the new support email in the footer and the banner
 * on home, dismisses it, and it stays gone after a reload. One journey (one sign-in each) keeps the
 * file short.
 */
import { ANNOUNCEMENT_MESSAGES } from '@portal/shared';
import { describe, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { accountMenuButton, expectHidden, expectPath, expectVisible, fullyShown, signIn } from './support/ui';

const portal = usePortal();

/** A Sydney day `offset` days from now as the picker types it (DD/MM/YYYY). */
const sydneyDay = (offset: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + offset * 86_400_000));

describe('announcements', () => {
  it(
    'the admin sets the support email and creates and activates an announcement; a member sees both, and dismisses the banner for good',
    portal.run(async ({ page }) => {
      const title = 'CPD audit: upload your evidence by 15 December';
      await signIn(page, ACCOUNTS.admin.email);
      await page.goto('/admin/settings');
      await expectVisible(page.getByRole('heading', { name: 'Server values', exact: true }));
      await page.getByRole('button', { name: 'Add value' }).click();
      const valueDialog = page.getByRole('dialog', { name: 'Add server value' });
      await valueDialog.getByLabel('Key', { exact: true }).fill('support.email');
      await valueDialog.getByLabel('Value', { exact: true }).fill('help@ota.example.org.au');
      await valueDialog.getByRole('button', { name: 'Save' }).click();
      await expectHidden(valueDialog);
      await expectVisible(page.getByRole('cell', { name: 'help@ota.example.org.au' }));
      await screenshot(page, 'server-values');

      await page.goto('/admin/announcement');
      await expectVisible(page.getByRole('heading', { name: 'Announcements', exact: true }));
      await page.getByRole('button', { name: 'Create announcement' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create announcement' });
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog
        .getByLabel('Description', { exact: true })
        .fill('Members selected for this year’s CPD audit: upload your log and evidence in the CPD area.');
      await dialog.getByLabel(/^Link/).fill('ota.example.org.au/cpd');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText(ANNOUNCEMENT_MESSAGES.linkInvalid, { exact: true }));
      await expectVisible(dialog.getByText(ANNOUNCEMENT_MESSAGES.dateRangeRequired, { exact: true }));
      await dialog.getByLabel(/^Link/).fill('https://ota.example.org.au/cpd');
      await page.locator('#announcement-start').fill(sydneyDay(0));
      await page.locator('#announcement-start').press('Enter');
      await page.locator('#announcement-end').fill(sydneyDay(20));
      await page.locator('#announcement-end').press('Enter');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectHidden(dialog);

      const row = page.getByRole('row').filter({ hasText: title });
      await expectVisible(row.getByText('Inactive', { exact: true }));
      await row.getByRole('button', { name: `Actions: ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Activate' }).click();
      await (await fullyShown(page.getByRole('dialog'))).getByRole('button', { name: 'Activate' }).click();
      await expectVisible(row.getByText('Active', { exact: true }));
      // One active at a time: the seeded early-bird announcement is now inactive.
      await expectVisible(
        page
          .getByRole('row')
          .filter({ hasText: 'National conference early bird' })
          .getByText('Inactive', { exact: true }),
      );
      await screenshot(page, 'announcements-admin');

      await accountMenuButton(page).click();
      await (await fullyShown(page.getByRole('button', { name: 'Log out' }))).click();
      await expectPath(page, '/account/sign-in');
      await signIn(page, ACCOUNTS.member.email);
      const banner = page.getByRole('region', { name: 'Announcement' });
      await expectVisible(banner.getByText(title, { exact: true }));
      await expectVisible(page.getByRole('contentinfo').getByRole('link', { name: 'help@ota.example.org.au' }));
      await screenshot(page, 'announcements-home-banner');
      const dismissed = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/cancelled') && r.ok(),
      );
      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      await dismissed;
      await expectHidden(banner);

      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/announcements' && r.ok());
      await page.reload();
      await answered;
      await expectVisible(page.getByRole('heading', { name: /Welcome back/ }));
      await expectHidden(page.getByRole('region', { name: 'Announcement' }));
    }),
  );
});

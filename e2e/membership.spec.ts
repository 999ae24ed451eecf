/**
 * Membership, renewal, invoices and cancelling membership in Chromium against the real server and
 * its seeded demo data (issue #15; spec 03 §2 Settings pages, §4 Invoice status display and
 * cancel-membership page, §5; spec 01 §2 home renewal notice): the membership profile, renewal
 * through the built-in gateway ending on the new renewed-to date and a paid invoice, an invoice's
 * PDF download, paying the pending invoice, and cancelling with 'other' and a detail, ending on
 * sign-in.
 */
import type { MembershipProfile } from '@portal/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { expectPath, expectVisible, signIn } from './support/ui';

const portal = usePortal();

const auDate = (iso: string) => iso.split('-').reverse().join('/');

async function payWithTestCard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/test-gateway/'));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Mia Member');
  await page.getByRole('button', { name: /Pay \$/ }).click();
}

async function membershipOf(baseUrl: string, email: string): Promise<MembershipProfile> {
  const signInRes = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await signInRes.json()) as { token: string };
  const res = await fetch(`${baseUrl}/api/user/membership`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as MembershipProfile;
}

describe('membership and invoices', () => {
  it(
    'a member follows the home renewal notice to their profile, renews through the built-in gateway and sees the new renewed-to date and a paid invoice',
    portal.run(async ({ page, server }) => {
      const before = await membershipOf(server.url, ACCOUNTS.member.email);
      expect(before.renewalDue).toBe(true);
      await signIn(page, ACCOUNTS.member.email);
      await expectVisible(page.getByText('Membership renewal', { exact: true }));
      await page.getByRole('link', { name: 'Renew Membership' }).click();
      await expectPath(page, '/settings/membership-profile', '?renew=1');
      await expectVisible(page.getByText('OT000003', { exact: true }));
      await expectVisible(page.getByText('Full Member', { exact: true }));
      await expectVisible(page.getByText('Active', { exact: true }));
      await expectVisible(page.getByText(auDate(before.renewedToDate ?? ''), { exact: true }));
      await expectVisible(page.getByRole('button', { name: 'Download certificate' }));
      await screenshot(page, 'membership-profile');
      await page.getByRole('button', { name: 'Renew Membership' }).click();
      await payWithTestCard(page);
      await expectPath(page, '/settings/membership-profile', '?checkout=success');
      await expectVisible(page.getByText('Thank you. Your membership is renewed.'));
      await expectVisible(page.getByText(auDate(before.nextRenewedToDate ?? ''), { exact: true }));
      await page.goto('/settings/invoices');
      const first = page.getByRole('row').nth(1);
      await expectVisible(first.getByText('Membership renewal: Full Member'));
      await expectVisible(first.getByText('Paid', { exact: true }));
    }),
  );

  it(
    'opens an invoice and downloads its PDF',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/settings/invoices');
      await page
        .getByRole('row', { name: /National conference 2026/ })
        .getByRole('link')
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/settings/invoice/'));
      await expectVisible(page.getByText('National conference 2026: Full registration (member)'));
      await expectVisible(page.getByText('GST (10%)'));
      await screenshot(page, 'invoice-detail');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
    }),
  );

  it(
    'pays the pending invoice',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/settings/invoices');
      const row = page.getByRole('row', { name: /Clinical supervision course/ });
      await expectVisible(row.getByText('Pending', { exact: true }));
      await row.getByRole('button', { name: /^Pay INV-/ }).click();
      await payWithTestCard(page);
      await page.waitForURL(
        (url) => url.pathname.startsWith('/settings/invoice/') && url.search === '?checkout=success',
      );
      await expectVisible(page.getByText('Payment received. Thank you!'));
      await expectVisible(page.getByText('Paid', { exact: true }));
      await expect(page.getByRole('button', { name: /^Pay INV-/ }).count()).resolves.toBe(0);
    }),
  );

  it(
    'cancels membership with the other reason and a detail, ending on sign-in',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/settings/cancel-membership');
      const other = page.getByRole('radio', { name: 'Other' });
      await expectVisible(other);
      expect(await other.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel Membership' }).click();
      await other.check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expectVisible(page.getByText('Please enter cancellation details.'));
      await page.getByLabel('Cancellation details').fill('Moving into full-time research');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expectPath(page, '/account/sign-in');
    }),
  );
});

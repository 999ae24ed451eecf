/**
 * Membership, renewal, invoices and cancelling membership in Chromium against the real server and
 * its seeded demo data (issue #15; spec 03 §2 Settings pages, §4 Invoice status display and
 * cancel-membership page, §5; spec 01 §2 home renewal notice): the membership profile, renewal
 * through the built-in gateway ending on the new renewed-to date and a paid invoice, an invoice's
 * PDF download, paying the pending invoice, and cancelling with 'other' and a detail, ending on
 * sign-in.
 */
import { formatCalendarDate, type MembershipProfile } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, signIn } from './support/ui';

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

test.describe('membership and invoices', () => {
  test('a member follows the home renewal notice to their profile, renews through the built-in gateway and sees the new renewed-to date and a paid invoice', async ({
    page,
    server,
  }) => {
    const before = await membershipOf(server.url, ACCOUNTS.member.email);
    expect(before.renewalDue).toBe(true);
    await signIn(page, ACCOUNTS.member.email);
    await expect(page.getByText('Membership renewal', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Renew Membership' }).click();
    await expectPath(page, '/settings/membership-profile', '?renew=1');
    await expect(page.getByText('OT000003', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Full Member', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(formatCalendarDate(before.renewedToDate ?? ''), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download certificate' }).first()).toBeVisible();
    await screenshot(page, 'membership-profile');
    await page.getByRole('button', { name: 'Renew Membership' }).click();
    await payWithTestCard(page);
    await expectPath(page, '/settings/membership-profile', '?checkout=success');
    await expect(page.getByText('Thank you. Your membership is renewed.').first()).toBeVisible();
    await expect(
      page.getByText(formatCalendarDate(before.nextRenewedToDate ?? ''), { exact: true }).first(),
    ).toBeVisible();
    await page.goto('/settings/invoices');
    const first = page.getByRole('row').nth(1);
    await expect(first.getByText('Membership renewal: Full Member').first()).toBeVisible();
    await expect(first.getByText('Paid', { exact: true }).first()).toBeVisible();
  });

  test('opens an invoice and downloads its PDF', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/invoices');
    await page
      .getByRole('row', { name: /National conference 2026/ })
      .getByRole('link')
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/settings/invoice/'));
    await expect(page.getByText('National conference 2026: Full registration (member)').first()).toBeVisible();
    await expect(page.getByText('GST (10%)').first()).toBeVisible();
    await screenshot(page, 'invoice-detail');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  });

  test('pays the pending invoice', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/invoices');
    const row = page.getByRole('row', { name: /Clinical supervision course/ });
    await expect(row.getByText('Pending', { exact: true }).first()).toBeVisible();
    await row.getByRole('button', { name: /^Pay INV-/ }).click();
    await payWithTestCard(page);
    await page.waitForURL((url) => url.pathname.startsWith('/settings/invoice/') && url.search === '?checkout=success');
    await expect(page.getByText('Payment received. Thank you!').first()).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay INV-/ }).count()).resolves.toBe(0);
  });

  test('cancels membership with the other reason and a detail, ending on sign-in', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/cancel-membership');
    const other = page.getByRole('radio', { name: 'Other' });
    await expect(other.first()).toBeVisible();
    await expect(other).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel Membership' }).click();
    await other.check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please enter cancellation details.').first()).toBeVisible();
    await page.getByLabel('Cancellation details').fill('Moving into full-time research');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/account/sign-in');
  });
});

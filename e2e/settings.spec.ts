/**
 * Account settings and first-time onboarding in Chromium against the real server (spec 01 §2
 * Account settings screens, First-time onboarding wizard, Guided tour; §5; §8; issue 14): account
 * details edit with a validation error first and an avatar; change password then sign in with it;
 * two-factor on, then sign-in asks for the code from the mail; the contact form with an attachment
 * lands in the association's mail; a new member walks the seven onboarding steps to the final dialog
 * and then the tour.
 */
import { extractCode } from '@portal/test-support';
import { MESSAGES, TENANTS } from '@portal/shared';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { accountMenuButton, expectPath, pickOption, signIn, signInWithForm, submitSignIn } from './support/ui';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('account settings', () => {
  test('a member edits account details: an empty first name shows the message, then Save keeps the change; an avatar uploads', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/account-details');
    await expect(page.getByText('Member number OT000003').first()).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const first = page.getByLabel('First name', { exact: true });
    await first.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(MESSAGES.firstNameRequired, { exact: true }).first()).toBeVisible();
    await first.fill('Mia');
    await page.getByLabel('Preferred name', { exact: true }).fill('Mimi');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Mimi', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '12 Apr 1988', exact: true }).first()).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(MESSAGES.avatarUploaded, { exact: true }).first()).toBeVisible();
    await expect(page.locator('img[src^="/api/user/avatar/"]').first()).toBeVisible();
    await screenshot(page, 'settings-account-details');
  });

  test('a member changes the password, then signs in with the new one', async ({ page }) => {
    await signIn(page, ACCOUNTS.client.email, undefined, '/settings/change-password');
    await page.getByLabel('Current password', { exact: true }).fill('Member#2025');
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Retype new password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText(MESSAGES.changePasswordRule, { exact: true }).first()).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Brand#New2026');
    await page.getByLabel('Retype new password', { exact: true }).fill('Brand#New2026');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText(MESSAGES.passwordChanged, { exact: true }).first()).toBeVisible();

    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/account/sign-in');
    await signInWithForm(page, ACCOUNTS.client.email, 'Brand#New2026');
  });

  test('a member turns two-factor on; the next sign-in asks for the code sent by mail; notification settings Cancel restores, Save persists', async ({
    page,
    mail,
  }) => {
    await signIn(page, ACCOUNTS.moderator.email, undefined, '/settings/change-password');
    await page.getByRole('switch', { name: /verification code/ }).click();
    await expect(page.getByText(MESSAGES.tfaEnabled, { exact: true }).first()).toBeVisible();

    await page.goto('/settings/notifications');
    const posts = page.getByRole('switch', { name: 'New posts in communities' });
    await expect(posts.first()).toBeVisible();
    const before = await posts.getAttribute('aria-checked');
    await expect(posts).toBeDisabled();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await posts.click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(posts).toHaveAttribute('aria-checked', String(before));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await posts.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(MESSAGES.notificationSettingsSaved, { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(posts.first()).toBeVisible();
    await expect(posts).not.toHaveAttribute('aria-checked', String(before));

    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/account/sign-in');
    const mark = mail.mark();
    await submitSignIn(page, ACCOUNTS.moderator.email);
    await expectPath(page, '/account/verification-code');
    const code = extractCode(await mail.waitFor({ to: ACCOUNTS.moderator.email, after: mark }));
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(accountMenuButton(page).first()).toBeVisible({ timeout: 20_000 });
  });

  test('the contact form with an attachment lands in the association mail', async ({ page, mail }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/settings/contact-us');
    await expect(page.getByLabel('Email', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(MESSAGES.commentsRequired, { exact: true }).first()).toBeVisible();
    await page
      .getByLabel('Comments', { exact: true })
      .fill('Please check my CPD certificate for the splinting workshop.');
    await page.locator('input[type=file]').setInputFiles({
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    // The chosen file is listed above the button (the button moves down): wait for it before pressing Submit.
    await expect(page.getByText('certificate.pdf', { exact: true }).first()).toBeVisible();
    const mark = mail.mark();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(MESSAGES.enquirySubmitted, { exact: true }).first()).toBeVisible();
    const sent = await mail.waitFor({ to: TENANTS.ota.contactEmail, after: mark });
    expect(sent.text).toContain('splinting workshop');
    expect(sent.raw).toContain('certificate.pdf');
  });
});

test.describe('first-time onboarding', () => {
  test('a new member walks the seven steps, sees the final dialog, then the guided tour', async ({ page, mail }) => {
    const user = ACCOUNTS.newmember;
    await page.goto('/account/first-time-login');
    const mark = mail.mark();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectPath(page, '/account/first-time-login/verify');
    const code = extractCode(await mail.waitFor({ to: user.email, after: mark }));
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectPath(page, '/first-time-login/user-details', undefined, 20_000);

    const cont = page.getByRole('button', { name: 'Continue', exact: true });
    const choose = async (label: string, option: string) => {
      await page.getByLabel(label, { exact: true }).click();
      await pickOption(page, option);
      await page.keyboard.press('Escape');
    };
    // Step 1: the required fields show "This field is required" until chosen.
    await expect(page.getByRole('heading', { name: 'Welcome back' }).first()).toBeVisible();
    await cont.click();
    await expect(page.getByText(MESSAGES.fieldRequired).first()).toBeVisible();
    await choose('Title', 'Ms');
    await choose('Gender', 'Female');
    await choose('Do you identify as Aboriginal or Torres Strait Islander?', 'Neither');
    await choose('Constituent body membership', 'OT Australia NSW/ACT');
    await cont.click();
    // Step 2: password.
    await expectPath(page, '/first-time-login/user-password');
    await page.getByLabel('Password', { exact: true }).fill('Fresh#Start2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh#Start2026');
    await cont.click();
    await expectPath(page, '/first-time-login/privacy-preferences');
    await cont.click();
    // Step 4: communication details.
    await expectPath(page, '/first-time-login/communication-details');
    await page.getByLabel('Landline', { exact: true }).fill('02 9000 1234');
    await page.getByLabel('Mobile', { exact: true }).fill('0400 123 456');
    await choose('Contact preference', 'Email');
    await cont.click();
    // Step 5: organisation by search.
    await expectPath(page, '/first-time-login/org-details');
    await page.getByLabel('Organisation', { exact: true }).fill('Royal Dar');
    await pickOption(page, 'Royal Darwin Hospital');
    await expect(page.locator('input[value="Tiwi NT 0810"]').first()).toBeVisible();
    await cont.click();
    await expectPath(page, '/first-time-login/user-profile-setup');
    await page.getByLabel('Profile description', { exact: true }).fill('New graduate OT working in acute care.');
    await cont.click();
    // Step 7: expertise with a sub-category.
    await expectPath(page, '/first-time-login/areas-of-expertise');
    await page.getByText('Early intervention', { exact: true }).click();
    await page.getByText('Feeding', { exact: true }).click();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: "You're all set!" });
    await expect(dialog.first()).toBeVisible();
    await screenshot(page, 'onboarding-final');
    await dialog.getByRole('button', { name: 'Automatic renewal' }).click();
    await expectPath(page, '/settings/membership-profile');
    // antd's Tour panel carries no dialog role: its title is what the member sees.
    await expect(page.getByText('Welcome to the OT Association portal', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show me around' }).click();
    await expect(page.getByText('Join communities of practice', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.reload();
    await expect(accountMenuButton(page).first()).toBeVisible();
    await expect(page.getByText('Show me around')).toHaveCount(0);
  });
});

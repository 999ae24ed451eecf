/**
 * Sign-in journeys in Chromium against the real server (spec 01 §2 Account, §4 Sign-in, §5, §8;
 * issue: sign in without code, with the mailed code, wrong code, forgot and reset password end to
 * end, redirectTo honoured, log out, first-time login).
 */
import { MESSAGES } from '@portal/shared';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { extractCode, extractLink } from '@portal/test-support';
import { accountMenuButton, expectPath, pageSettled, signIn, submitSignIn } from './support/ui';

test.describe('sign-in', () => {
  test('a member signs in with email and password and lands on the shell', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/account/sign-in', '');
    await screenshot(page, 'sign-in-ota');
    await submitSignIn(page, ACCOUNTS.member.email);
    await expectPath(page, '/', '', 20_000);
    await expect(accountMenuButton(page).first()).toBeVisible({ timeout: 20_000 });
    await accountMenuButton(page).click();
    await expect(page.getByText(ACCOUNTS.member.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(ACCOUNTS.member.email, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'home-member');
  });

  test('a two-factor member enters the code from the mail and lands on the shell', async ({ page, mail }) => {
    const mark = mail.mark();
    await page.goto('/account/sign-in');
    await submitSignIn(page, ACCOUNTS.member2fa.email);
    await expectPath(page, '/account/verification-code');
    const code = extractCode(await mail.waitFor({ to: ACCOUNTS.member2fa.email, after: mark }));
    await screenshot(page, 'verification-code');
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectPath(page, '/', '', 20_000);
    await expect(accountMenuButton(page).first()).toBeVisible({ timeout: 20_000 });
  });

  test('a wrong code shows "Wrong password"; the right code then signs in', async ({ page, mail }) => {
    const mark = mail.mark();
    await page.goto('/account/sign-in');
    await submitSignIn(page, ACCOUNTS.member2fa.email);
    await expectPath(page, '/account/verification-code');
    const code = extractCode(await mail.waitFor({ to: ACCOUNTS.member2fa.email, after: mark }));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText(MESSAGES.wrongCode, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'wrong-code');
    expect(new URL(page.url()).pathname).toBe('/account/verification-code');

    // The user corrects the typo: the right code of the same request still signs in.
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectPath(page, '/', '', 20_000);
    await expect(accountMenuButton(page).first()).toBeVisible({ timeout: 20_000 });
  });

  test('a wrong password shows the login error banner', async ({ page }) => {
    await page.goto('/account/sign-in');
    await submitSignIn(page, ACCOUNTS.member.email, 'Not-the-password1!');
    await expect(page.getByText(MESSAGES.loginIncorrect, { exact: true }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/account/sign-in');
  });
});

test.describe('account screens', () => {
  test('a screen opened from a link takes typing at once and keeps it (no re-mount, no stale screen)', async ({
    page,
  }) => {
    await page.goto('/account/sign-in');
    await expect(page.getByRole('heading', { name: 'Log in' }).first()).toBeVisible();

    // Straight after the URL changes, the user types: the text goes into the new screen's field
    // (the old screen never stays on view under the new URL) and is still there once all code
    // and requests have settled.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/account/forgot-password');
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('typed.at.once@example.org');
    await pageSettled(page);
    await expect(page.getByRole('heading', { name: 'Forgot password?' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
    await expect(email).toHaveValue('typed.at.once@example.org');

    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expectPath(page, '/account/sign-in');
    await page.getByLabel('Email', { exact: true }).fill('back.again@example.org');
    await page.getByRole('link', { name: 'First time logging in' }).click();
    await expectPath(page, '/account/first-time-login');
    const firstTimeEmail = page.getByLabel('Email', { exact: true });
    await firstTimeEmail.fill('first.time@example.org');
    await pageSettled(page);
    await expect(page.getByRole('heading', { name: 'First time logging in' }).first()).toBeVisible();
    await expect(firstTimeEmail).toHaveValue('first.time@example.org');
    await screenshot(page, 'first-time-typed');
  });
});

test.describe('password reset', () => {
  test('forgot password mails a link that sets a new password, which then signs in', async ({ page, mail }) => {
    const user = ACCOUNTS.client;
    const newPassword = 'Fresh#Start2026';
    await page.goto('/account/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/account/forgot-password');
    const mark = mail.mark();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText(MESSAGES.resetEmailSent, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'reset-email-sent');

    const link = extractLink(await mail.waitFor({ to: user.email, after: mark }), '/account/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('userId')).toBeTruthy();
    await page.goto(link.href);
    await expectPath(page, '/account/reset-password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText(MESSAGES.newPasswordSet, { exact: true }).first()).toBeVisible();

    await page.getByText(MESSAGES.returnToLogIn, { exact: true }).click();
    await expectPath(page, '/account/sign-in');
    await submitSignIn(page, user.email, DEMO_PASSWORD);
    await expect(page.getByText(MESSAGES.loginIncorrect, { exact: true }).first()).toBeVisible();
    await submitSignIn(page, user.email, newPassword);
    await expectPath(page, '/', '', 20_000);
    await expect(accountMenuButton(page).first()).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('routing guard and session', () => {
  test('a signed-out visit keeps its path and query in redirectTo and returns there after sign-in', async ({
    page,
  }) => {
    await page.goto('/events?x=1');
    const signInUrl = await expectPath(page, '/account/sign-in');
    expect(signInUrl.searchParams.get('redirectTo')).toBe('/events?x=1');
    await submitSignIn(page, ACCOUNTS.member.email);
    await expectPath(page, '/events', '?x=1', 20_000);
    await expect(accountMenuButton(page).first()).toBeVisible({ timeout: 20_000 });
  });

  test('log out from the account menu returns to sign-in and the shell needs signing in again', async ({ page }) => {
    await signIn(page, ACCOUNTS.moderator.email);
    await accountMenuButton(page).click();
    await screenshot(page, 'account-menu');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/account/sign-in');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto('/');
    await expectPath(page, '/account/sign-in');
    await expect(accountMenuButton(page).first()).toBeHidden();
  });

  test('a signed-in user opening the sign-in page goes to redirectTo instead', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/account/sign-in?redirectTo=%2Fnews');
    await expectPath(page, '/news');
  });
});

test.describe('impersonation', () => {
  test('a signed-in administrator opens the impersonation link and lands home as the member, with the banner', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin.email);
    const adminId = await page.evaluate(() => window.localStorage.getItem('userId'));
    expect(adminId).toMatch(/^[0-9a-f-]{36}$/);
    const query = new URLSearchParams({
      username: ACCOUNTS.member.email,
      password: DEMO_PASSWORD,
      impersonatorId: adminId ?? '',
    });
    await page.goto(`/account/impersonate?${query}`);
    await expectPath(page, '/', '', 20_000);
    await expect(
      page.getByText(`You are signed in as ${ACCOUNTS.member.name} on behalf of ${ACCOUNTS.admin.name}`).first(),
    ).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'impersonation-banner');
  });
});

test.describe('first-time login', () => {
  test('a new member gets a code by mail, sees the tick and is taken to the welcome form', async ({ page, mail }) => {
    const user = ACCOUNTS.newmember;
    await page.goto('/account/sign-in');
    await page.getByRole('link', { name: 'First time logging in' }).click();
    await expectPath(page, '/account/first-time-login');
    const mark = mail.mark();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectPath(page, '/account/first-time-login/verify');
    const code = extractCode(await mail.waitFor({ to: user.email, after: mark }));
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('img', { name: 'Signed in' }).first()).toBeVisible();
    await screenshot(page, 'first-time-tick');
    await expectPath(page, '/first-time-login/user-details', undefined, 10_000);
    // The wizard's first step (spec 01 §2 First-time onboarding wizard: "Welcome back").
    const steps = page.getByRole('complementary', { name: 'Onboarding steps' });
    await expect(steps.first()).toBeVisible();
    await expect(steps.getByText('Welcome back', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'first-time-user-details');
  });
});

/**
 * Sign-in journeys in Chromium against the real server (spec 01 §2 Account, §4 Sign-in, §5, §8;
 * issue: sign in without code, with the mailed code, wrong code, forgot and reset password end to
 * end, redirectTo honoured, log out, first-time login).
 */
import { MESSAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { extractCode, extractLink } from '@portal/test-support';
import { usePortal } from './support/portal';
import {
  accountMenuButton,
  expectHidden,
  expectPath,
  expectVisible,
  pageSettled,
  signIn,
  submitSignIn,
} from './support/ui';

const portal = usePortal();

describe('sign-in', () => {
  it(
    'a member signs in with email and password and lands on the shell',
    portal.run(async ({ page }) => {
      await page.goto('/');
      await expectPath(page, '/account/sign-in', '');
      await screenshot(page, 'sign-in-ota');
      await submitSignIn(page, ACCOUNTS.member.email);
      await expectPath(page, '/', '', 20_000);
      await expectVisible(accountMenuButton(page), 20_000);
      await accountMenuButton(page).click();
      await expectVisible(page.getByText(ACCOUNTS.member.name, { exact: true }));
      await expectVisible(page.getByText(ACCOUNTS.member.email, { exact: true }));
      await screenshot(page, 'home-member');
    }),
  );

  it(
    'a two-factor member enters the code from the mail and lands on the shell',
    portal.run(async ({ page, mail }) => {
      const mark = mail.mark();
      await page.goto('/account/sign-in');
      await submitSignIn(page, ACCOUNTS.member2fa.email);
      await expectPath(page, '/account/verification-code');
      const code = extractCode(await mail.waitFor({ to: ACCOUNTS.member2fa.email, after: mark }));
      await screenshot(page, 'verification-code');
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectPath(page, '/', '', 20_000);
      await expectVisible(accountMenuButton(page), 20_000);
    }),
  );

  it(
    'a wrong code shows "Wrong password"; the right code then signs in',
    portal.run(async ({ page, mail }) => {
      const mark = mail.mark();
      await page.goto('/account/sign-in');
      await submitSignIn(page, ACCOUNTS.member2fa.email);
      await expectPath(page, '/account/verification-code');
      const code = extractCode(await mail.waitFor({ to: ACCOUNTS.member2fa.email, after: mark }));
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel('Code', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectVisible(page.getByText(MESSAGES.wrongCode, { exact: true }));
      await screenshot(page, 'wrong-code');
      expect(new URL(page.url()).pathname).toBe('/account/verification-code');

      // The user corrects the typo: the right code of the same request still signs in.
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectPath(page, '/', '', 20_000);
      await expectVisible(accountMenuButton(page), 20_000);
    }),
  );

  it(
    'a wrong password shows the login error banner',
    portal.run(async ({ page }) => {
      await page.goto('/account/sign-in');
      await submitSignIn(page, ACCOUNTS.member.email, 'Not-the-password1!');
      await expectVisible(page.getByText(MESSAGES.loginIncorrect, { exact: true }));
      expect(new URL(page.url()).pathname).toBe('/account/sign-in');
    }),
  );
});

describe('account screens', () => {
  it(
    'a screen opened from a link takes typing at once and keeps it (no re-mount, no stale screen)',
    portal.run(async ({ page }) => {
      await page.goto('/account/sign-in');
      await expectVisible(page.getByRole('heading', { name: 'Log in' }));

      // Straight after the URL changes, the user types: the text goes into the new screen's field
      // (the old screen never stays on view under the new URL) and is still there once all code
      // and requests have settled.
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectPath(page, '/account/forgot-password');
      const email = page.getByLabel('Email', { exact: true });
      await email.fill('typed.at.once@example.org');
      await pageSettled(page);
      await expectVisible(page.getByRole('heading', { name: 'Forgot password?' }));
      expect(await page.getByRole('heading', { name: 'Log in' }).count()).toBe(0);
      expect(await email.inputValue()).toBe('typed.at.once@example.org');

      await page.getByRole('link', { name: 'Back to log in' }).click();
      await expectPath(page, '/account/sign-in');
      await page.getByLabel('Email', { exact: true }).fill('back.again@example.org');
      await page.getByRole('link', { name: 'First time logging in' }).click();
      await expectPath(page, '/account/first-time-login');
      const firstTimeEmail = page.getByLabel('Email', { exact: true });
      await firstTimeEmail.fill('first.time@example.org');
      await pageSettled(page);
      await expectVisible(page.getByRole('heading', { name: 'First time logging in' }));
      expect(await firstTimeEmail.inputValue()).toBe('first.time@example.org');
      await screenshot(page, 'first-time-typed');
    }),
  );
});

describe('password reset', () => {
  it(
    'forgot password mails a link that sets a new password, which then signs in',
    portal.run(async ({ page, mail }) => {
      const user = ACCOUNTS.client;
      const newPassword = 'Fresh#Start2026';
      await page.goto('/account/sign-in');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectPath(page, '/account/forgot-password');
      const mark = mail.mark();
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectVisible(page.getByText(MESSAGES.resetEmailSent, { exact: true }));
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
      await expectVisible(page.getByText(MESSAGES.newPasswordSet, { exact: true }));

      await page.getByText(MESSAGES.returnToLogIn, { exact: true }).click();
      await expectPath(page, '/account/sign-in');
      await submitSignIn(page, user.email, DEMO_PASSWORD);
      await expectVisible(page.getByText(MESSAGES.loginIncorrect, { exact: true }));
      await submitSignIn(page, user.email, newPassword);
      await expectPath(page, '/', '', 20_000);
      await expectVisible(accountMenuButton(page), 20_000);
    }),
  );
});

describe('routing guard and session', () => {
  it(
    'a signed-out visit keeps its path and query in redirectTo and returns there after sign-in',
    portal.run(async ({ page }) => {
      await page.goto('/events?x=1');
      const signInUrl = await expectPath(page, '/account/sign-in');
      expect(signInUrl.searchParams.get('redirectTo')).toBe('/events?x=1');
      await submitSignIn(page, ACCOUNTS.member.email);
      await expectPath(page, '/events', '?x=1', 20_000);
      await expectVisible(accountMenuButton(page), 20_000);
    }),
  );

  it(
    'log out from the account menu returns to sign-in and the shell needs signing in again',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.moderator.email);
      await accountMenuButton(page).click();
      await screenshot(page, 'account-menu');
      await page.getByRole('button', { name: 'Log out' }).click();
      await expectPath(page, '/account/sign-in');
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      await page.goto('/');
      await expectPath(page, '/account/sign-in');
      await expectHidden(accountMenuButton(page));
    }),
  );

  it(
    'a signed-in user opening the sign-in page goes to redirectTo instead',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      await page.goto('/account/sign-in?redirectTo=%2Fnews');
      await expectPath(page, '/news');
    }),
  );
});

describe('impersonation', () => {
  it(
    'a signed-in administrator opens the impersonation link and lands home as the member, with the banner',
    portal.run(async ({ page }) => {
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
      await expectVisible(
        page.getByText(`You are signed in as ${ACCOUNTS.member.name} on behalf of ${ACCOUNTS.admin.name}`),
        20_000,
      );
      await screenshot(page, 'impersonation-banner');
    }),
  );
});

describe('first-time login', () => {
  it(
    'a new member gets a code by mail, sees the tick and is taken to the welcome form',
    portal.run(async ({ page, mail }) => {
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
      await expectVisible(page.getByRole('img', { name: 'Signed in' }));
      await screenshot(page, 'first-time-tick');
      await expectPath(page, '/first-time-login/user-details', undefined, 10_000);
      // The wizard's first step (spec 01 §2 First-time onboarding wizard: "Welcome back").
      const steps = page.getByRole('complementary', { name: 'Onboarding steps' });
      await expectVisible(steps);
      await expectVisible(steps.getByText('Welcome back', { exact: true }));
      await screenshot(page, 'first-time-user-details');
    }),
  );
});

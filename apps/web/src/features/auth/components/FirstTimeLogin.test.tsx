/** First-time login (spec 01 §2 First-time onboarding, §5 First-login email): the email step and the code step. */
import { LIMITS, MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast, findFormBanner, formBanners } from '../../../test/feedback';
import { signInAnswer } from '../../../test/fixtures/account';
import { answerError, captureRequests } from '../../../test/mock-api';
import { clickWhenEnabled, renderWithProviders } from '../../../test/render';
import { holdPendingFirstLogin, readPendingFirstLogin } from '../utils/pending-login';
import { FirstTimeLoginCodeForm } from './FirstTimeLoginCodeForm';
import { FirstTimeLoginEmailForm } from './FirstTimeLoginEmailForm';

const GENERATE = '/api/v1/auth/generate-one-time-login-code';
const VERIFY = '/api/v1/auth/sign-in-with-one-time-code';

describe('FirstTimeLoginEmailForm', () => {
  function renderForm() {
    const view = renderWithProviders(<FirstTimeLoginEmailForm />, {
      route: '/account/first-time-login',
      path: '/account/first-time-login',
      routes: <Route path="/account/first-time-login/verify" element={<p>Code step</p>} />,
    });
    const continueButton = () => screen.getByRole('button', { name: /Continue/ });
    return { ...view, continueButton };
  }

  it('keeps Continue disabled until the email matches the pattern', async () => {
    const { user, continueButton } = renderForm();
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.org');
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it('shows "Email is required" when the field is emptied', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'a');
    await user.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText(MESSAGES.firstLoginEmailRequired)).toBeInTheDocument();
  });

  it('asks for a code for the trimmed email, holds the request and opens the code step', async () => {
    const posts = captureRequests('post', GENERATE, { tokenSent: true, requestId: 'first-1' });
    const { user, continueButton } = renderForm();
    await user.type(screen.getByLabelText('Email'), ' new@example.org ');
    await clickWhenEnabled(user, continueButton());
    expect(await screen.findByText('Code step')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ email: 'new@example.org' }]);
    expect(readPendingFirstLogin()).toEqual({ email: 'new@example.org', requestId: 'first-1' });
  });

  it("shows a refusal's message in the banner and a 500 as the notification", async () => {
    answerError('post', GENERATE, 429, { code: 'RATE_LIMITED', message: 'Too many codes requested' }, { once: true });
    const { user, continueButton } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'new@example.org');
    await clickWhenEnabled(user, continueButton());
    expect(await findFormBanner()).toHaveTextContent('Too many codes requested');

    answerError('post', GENERATE, 500, { code: 'INTERNAL', message: 'Mailer down' });
    await clickWhenEnabled(user, continueButton());
    await expectErrorNotification('Mailer down');
    expect(formBanners()).toEqual([]);
  });
});

describe('FirstTimeLoginCodeForm', () => {
  function renderForm() {
    holdPendingFirstLogin({ email: 'new@example.org', requestId: 'first-1' });
    const view = renderWithProviders(<FirstTimeLoginCodeForm />, {
      route: '/account/first-time-login/verify',
      path: '/account/first-time-login/verify',
      routes: <Route path="/first-time-login/user-details" element={<p>Welcome form</p>} />,
    });
    const continueButton = () => screen.getByRole('button', { name: /Continue/ });
    const typeCode = (code: string) => view.user.type(screen.getByLabelText('Code'), code);
    return { ...view, continueButton, typeCode };
  }

  it('sends back when no first login is in progress', () => {
    renderWithProviders(<FirstTimeLoginCodeForm />);
    expect(screen.getByText(MESSAGES.missingCredentials)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account/first-time-login');
  });

  it('names the address and enables Continue from six characters', async () => {
    const { continueButton, typeCode } = renderForm();
    expect(screen.getByText('new@example.org')).toBeInTheDocument();
    await typeCode('12345');
    expect(continueButton()).toBeDisabled();
    await typeCode('6');
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it('signs in with the code, shows the tick, then opens the welcome form after the delay', async () => {
    const posts = captureRequests('post', VERIFY, signInAnswer({ isFirstLogin: true }));
    captureRequests('post', '/api/engagement/track');
    const { user, continueButton, typeCode } = renderForm();
    await typeCode('654 321');
    await clickWhenEnabled(user, continueButton());
    expect(await screen.findByLabelText('Signed in')).toBeInTheDocument();
    expect(screen.getByText("You're signed in")).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ email: 'new@example.org', requestId: 'first-1', code: '654321' }]);
    expect(window.localStorage.getItem('token')).toBe(signInAnswer().token);
    expect(
      await screen.findByText('Welcome form', undefined, { timeout: LIMITS.onboardingRedirectDelayMs + 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows "Wrong password" for a wrong code', async () => {
    answerError('post', VERIFY, 401, { code: 'WRONG_CODE', message: 'Code expired' });
    const { user, continueButton, typeCode } = renderForm();
    await typeCode('000000');
    await clickWhenEnabled(user, continueButton());
    expect(await findFormBanner()).toHaveTextContent(MESSAGES.wrongCode);
  });

  it('resends a code to the same address and uses the new request', async () => {
    const resends = captureRequests('post', GENERATE, { tokenSent: true, requestId: 'first-2' });
    const { user, typeCode } = renderForm();
    await typeCode('99');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await expectToast(MESSAGES.newCodeSent);
    expect(resends.map((r) => r.body)).toEqual([{ email: 'new@example.org' }]);
    expect(readPendingFirstLogin()).toEqual({ email: 'new@example.org', requestId: 'first-2' });
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });
});

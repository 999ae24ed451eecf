/** Two-factor code (spec 01 §2 Verification code, §4, §5, §8 Login): held credentials, the payload, wrong code, resend. */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast, findFormBanner, formBanners } from '../../../test/feedback';
import { signInAnswer } from '../../../test/fixtures/account';
import { answerError, captureRequests } from '../../../test/mock-api';
import { clickWhenEnabled, renderWithProviders } from '../../../test/render';
import { holdPendingLogin, readPendingLogin } from '../utils/pending-login';
import { VerificationCodeForm } from './VerificationCodeForm';

const VERIFY = '/api/v1/auth/sign-in-with-code';
const RESEND = '/api/v1/auth/resend-one-time-code';
const held = { email: 'ada@example.org', password: 'Secret1!', requestId: 'req-1' };

function renderForm(route = '/account/verification-code') {
  const view = renderWithProviders(<VerificationCodeForm />, {
    route,
    path: '/account/verification-code',
    routes: (
      <>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/cpd" element={<p>CPD</p>} />
      </>
    ),
  });
  const continueButton = () => screen.getByRole('button', { name: /Continue/ });
  const typeCode = (code: string) => view.user.type(screen.getByLabelText('Code'), code);
  return { ...view, continueButton, typeCode };
}

describe('VerificationCodeForm', () => {
  beforeEach(() => holdPendingLogin(held));

  it('sends back to login when no credentials are held', () => {
    window.sessionStorage.clear();
    renderForm('/account/verification-code?redirectTo=%2Fcpd');
    expect(screen.getByText(MESSAGES.missingCredentials)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/account/sign-in?redirectTo=%2Fcpd',
    );
  });

  it('enables Continue only from six characters, spaces not counted', async () => {
    const { continueButton, typeCode } = renderForm();
    expect(continueButton()).toBeDisabled();
    await typeCode('123 45');
    expect(continueButton()).toBeDisabled();
    await typeCode('6');
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it('posts the held credentials with the code, stores the session and follows redirectTo', async () => {
    const posts = captureRequests('post', VERIFY, signInAnswer());
    captureRequests('post', '/api/engagement/track');
    const { user, continueButton, typeCode } = renderForm('/account/verification-code?redirectTo=%2Fcpd');
    await typeCode('123 456');
    await clickWhenEnabled(user, continueButton());
    expect(await screen.findByText('CPD')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ ...held, code: '123456' }]);
    expect(window.localStorage.getItem('token')).toBe(signInAnswer().token);
    expect(readPendingLogin()).toBeNull();
  });

  it('shows "Wrong password" for a wrong code, clears it on typing', async () => {
    answerError('post', VERIFY, 401, { code: 'WRONG_CODE', message: 'The code is not valid' });
    const { user, continueButton, typeCode } = renderForm();
    await typeCode('000000');
    await clickWhenEnabled(user, continueButton());
    expect(await findFormBanner()).toHaveTextContent(MESSAGES.wrongCode);
    await typeCode('1');
    await waitFor(() => expect(formBanners()).toEqual([]));
  });

  it("shows another refusal's own message", async () => {
    answerError('post', VERIFY, 429, { code: 'RATE_LIMITED', message: 'Too many attempts' });
    const { user, continueButton, typeCode } = renderForm();
    await typeCode('000000');
    await clickWhenEnabled(user, continueButton());
    expect(await findFormBanner()).toHaveTextContent('Too many attempts');
  });

  it('resends a code for the held request, keeps the new request id and empties the field', async () => {
    const resends = captureRequests('post', RESEND, { tokenSent: true, requestId: 'req-2' });
    const verifies = captureRequests('post', VERIFY, signInAnswer());
    captureRequests('post', '/api/engagement/track');
    const { user, continueButton, typeCode } = renderForm();
    await typeCode('111');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await expectToast(MESSAGES.newCodeSent);
    expect(resends.map((r) => r.body)).toEqual([{ requestId: 'req-1', userName: 'ada@example.org' }]);
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(readPendingLogin()?.requestId).toBe('req-2');
    await typeCode('222222');
    await clickWhenEnabled(user, continueButton());
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(verifies.map((v) => v.body)).toEqual([{ ...held, requestId: 'req-2', code: '222222' }]);
  });

  it('leaves a 500 to the error notification', async () => {
    answerError('post', VERIFY, 500, { code: 'INTERNAL', message: 'Identity store unavailable' });
    const { user, continueButton, typeCode } = renderForm();
    await typeCode('123456');
    await clickWhenEnabled(user, continueButton());
    await expectErrorNotification('Identity store unavailable');
    expect(formBanners()).toEqual([]);
  });
});

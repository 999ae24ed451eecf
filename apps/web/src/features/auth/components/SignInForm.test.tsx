/** Sign-in (spec 01 §2 Account, §4 Sign-in, §5, §8 Login): the Continue rule, both flows, the 401 banner, no double submit. */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, findFormBanner, formBanners } from '../../../test/feedback';
import { signInAnswer } from '../../../test/fixtures/account';
import { answerError, captureRequests } from '../../../test/mock-api';
import { server } from '../../../test/msw-server';
import { clickWhenEnabled, renderWithProviders } from '../../../test/render';
import { readPendingLogin } from '../utils/pending-login';
import { SignInForm } from './SignInForm';

const REQUEST_CODE = '/api/v1/auth/request-one-time-login-code';
const SIGN_IN = '/api/v1/auth/sign-in';

function renderForm(route = '/account/sign-in') {
  const view = renderWithProviders(<SignInForm />, {
    route,
    path: '/account/sign-in',
    routes: (
      <>
        <Route path="/account/verification-code" element={<p>Code screen</p>} />
        <Route path="/" element={<p>Home</p>} />
        <Route path="/events/discover" element={<p>Events</p>} />
      </>
    ),
  });
  const continueButton = () => screen.getByRole('button', { name: /Continue/ });
  const fill = async (email = 'ada@example.org', password = 'Secret1!') => {
    await view.user.type(screen.getByLabelText('Email'), email);
    await view.user.type(screen.getByLabelText('Password'), password);
  };
  return { ...view, continueButton, fill };
}

describe('SignInForm', () => {
  it('keeps Continue disabled until the email is valid and the password has two characters', async () => {
    const { user, continueButton } = renderForm();
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), 'S');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.org');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'e');
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("shows the spec's email message when leaving a malformed address", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada-at-example');
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('signs in at once when two-factor is off, stores the session and follows redirectTo', async () => {
    const codes = captureRequests('post', REQUEST_CODE, { tfaDisabled: true, requestId: null });
    const signIns = captureRequests('post', SIGN_IN, signInAnswer());
    const tracked = captureRequests('post', '/api/engagement/track');
    const { user, fill, continueButton } = renderForm('/account/sign-in?redirectTo=%2Fevents%2Fdiscover');
    await fill(' ada@example.org ');
    await clickWhenEnabled(user, continueButton());

    expect(await screen.findByText('Events')).toBeInTheDocument();
    expect(codes.map((c) => c.body)).toEqual([{ email: 'ada@example.org', password: 'Secret1!' }]);
    expect(signIns.map((c) => c.body)).toEqual([{ email: 'ada@example.org', password: 'Secret1!' }]);
    expect(window.localStorage.getItem('token')).toBe(signInAnswer().token);
    expect(window.localStorage.getItem('userName')).toBe('ada@example.org');
    await waitFor(() =>
      expect(tracked.map((t) => t.body)).toEqual([{ eventType: 'loggedIn', entityId: signInAnswer().user.id }]),
    );
  });

  it('holds the credentials and opens the code screen when two-factor is on', async () => {
    captureRequests('post', REQUEST_CODE, { tfaDisabled: false, requestId: 'req-1' });
    const signIns = captureRequests('post', SIGN_IN, signInAnswer());
    const { user, fill, continueButton } = renderForm();
    await fill();
    await clickWhenEnabled(user, continueButton());
    expect(await screen.findByText('Code screen')).toBeInTheDocument();
    expect(readPendingLogin()).toEqual({ email: 'ada@example.org', password: 'Secret1!', requestId: 'req-1' });
    expect(signIns).toHaveLength(0);
  });

  it("shows the server's 401 message in the banner and hides it on the next keystroke", async () => {
    answerError('post', REQUEST_CODE, 401, { code: 'UNAUTHORIZED', message: MESSAGES.loginIncorrect });
    const { user, fill, continueButton } = renderForm();
    await fill();
    await clickWhenEnabled(user, continueButton());
    expect(await findFormBanner()).toHaveTextContent(MESSAGES.loginIncorrect);
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(formBanners()).toEqual([]));
    expect(window.localStorage.getItem('userName')).toBeNull();
  });

  it('leaves a 500 to the error notification, with no banner', async () => {
    answerError('post', REQUEST_CODE, 500, { code: 'INTERNAL', message: 'Identity store unavailable' });
    const { user, fill, continueButton } = renderForm();
    await fill();
    await clickWhenEnabled(user, continueButton());
    await expectErrorNotification('Identity store unavailable');
    expect(formBanners()).toEqual([]);
    expect(continueButton()).toBeEnabled();
  });

  it('sends one request for a double click while the first is running', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.post(REQUEST_CODE, async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ tfaDisabled: false, requestId: 'req-2' });
      }),
    );
    const { user, fill, continueButton } = renderForm();
    await fill();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.dblClick(continueButton());
    await waitFor(() => expect(continueButton()).toBeDisabled());
    release();
    expect(await screen.findByText('Code screen')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('tells a member whose session ended to sign in again, until an error replaces it', async () => {
    answerError('post', REQUEST_CODE, 401, { code: 'UNAUTHORIZED', message: MESSAGES.loginIncorrect });
    const view = renderWithProviders(<SignInForm />, { route: '/account/sign-in', state: { sessionEnded: true } });
    expect(screen.getByText(MESSAGES.unauthorized)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await view.user.type(screen.getByLabelText('Password'), 'Wrong1!');
    await clickWhenEnabled(view.user, screen.getByRole('button', { name: /Continue/ }));
    expect(await findFormBanner()).toHaveTextContent(MESSAGES.loginIncorrect);
    expect(screen.queryByText(MESSAGES.unauthorized)).not.toBeInTheDocument();
  });
});

/** Reset password (spec 01 §5 Reset password, §8): the link check, the rules, the payload, dead links and errors. */
import { MESSAGES } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, findFormBanner, formBanners } from '../../../test/feedback';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ResetPasswordForm } from './ResetPasswordForm';

const API = '/api/v1/auth/reset-password';
const LINK = '/account/reset-password?token=tok-1&userId=7d1e2f3a';

function renderForm(route = LINK) {
  const view = renderWithProviders(<ResetPasswordForm />, { route });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Continue' }));
  const fill = async (password: string, confirm = password) => {
    await view.user.type(screen.getByLabelText('New password'), password);
    await view.user.type(screen.getByLabelText('Confirm password'), confirm);
  };
  return { ...view, submit, fill };
}

describe('ResetPasswordForm', () => {
  it('says the link is invalid when token or user is missing, with a way to ask again', () => {
    renderForm('/account/reset-password?token=tok-1');
    expect(screen.getByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("shows the rule and the spec's messages for empty fields", async () => {
    const posts = captureRequests('post', API, true);
    const { submit } = renderForm();
    expect(screen.getByText(MESSAGES.resetPasswordRule)).toBeInTheDocument();
    await submit();
    expect(await screen.findAllByText(MESSAGES.passwordRequired)).toHaveLength(2);
    expect(posts).toHaveLength(0);
  });

  it('refuses a weak password and a confirmation that differs', async () => {
    const posts = captureRequests('post', API, true);
    const { fill, submit } = renderForm();
    await fill('short', 'shorter');
    await submit();
    expect(await screen.findByText(MESSAGES.resetRejected)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('posts token, user and password, then shows "New password set"', async () => {
    const posts = captureRequests('post', API, true);
    const { fill, submit } = renderForm();
    await fill('Stronger#Pass1');
    await submit();
    expect(await screen.findByText(MESSAGES.newPasswordSet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToLogIn })).toHaveAttribute('href', '/account/sign-in');
    expect(posts.map((p) => p.body)).toEqual([{ token: 'tok-1', userId: '7d1e2f3a', password: 'Stronger#Pass1' }]);
  });

  it('turns to the dead-link screen when the server answers false', async () => {
    answer('post', API, false);
    const { fill, submit } = renderForm();
    await fill('Stronger#Pass1');
    await submit();
    expect(await screen.findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("shows a 400's message in the banner and keeps the form", async () => {
    answerError('post', API, 400, { code: 'VALIDATION_ERROR', message: 'The password was used before' });
    const { fill, submit } = renderForm();
    await fill('Stronger#Pass1');
    await submit();
    expect(await findFormBanner()).toHaveTextContent('The password was used before');
    expect(screen.getByLabelText('New password')).toHaveValue('Stronger#Pass1');
  });

  it('leaves a 500 to the error notification', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Identity store unavailable' });
    const { fill, submit } = renderForm();
    await fill('Stronger#Pass1');
    await submit();
    await expectErrorNotification('Identity store unavailable');
    expect(formBanners()).toEqual([]);
  });
});

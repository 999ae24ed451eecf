/** Forgot password (spec 01 §5 Forgot password, §8): the email rules, the payload, the true/false answers and errors. */
import { MESSAGES } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, findFormBanner, formBanners } from '../../../test/feedback';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const API = '/api/v1/auth/forgot-password';

function renderForm() {
  const view = renderWithProviders(<ForgotPasswordForm />);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...view, submit };
}

describe('ForgotPasswordForm', () => {
  it("asks for an email with the spec's message and sends nothing", async () => {
    const posts = captureRequests('post', API, true);
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a malformed address', async () => {
    const posts = captureRequests('post', API, true);
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await submit();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('posts the trimmed email and confirms with a way back to log in', async () => {
    const posts = captureRequests('post', API, true);
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Email'), '  ada@example.org ');
    await submit();
    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for ada@example\.org/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/account/sign-in');
    expect(posts.map((p) => p.body)).toEqual([{ email: 'ada@example.org' }]);
  });

  it('says "Incorrect email provided." when the server answers false', async () => {
    answer('post', API, false);
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.org');
    await submit();
    expect(await findFormBanner()).toHaveTextContent(MESSAGES.incorrectEmail);
    expect(screen.queryByText(MESSAGES.resetEmailSent)).not.toBeInTheDocument();
  });

  it("shows a 429's message in the banner", async () => {
    answerError('post', API, 429, { code: 'RATE_LIMITED', message: 'Too many requests, try again in a minute' });
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await submit();
    expect(await findFormBanner()).toHaveTextContent('Too many requests, try again in a minute');
  });

  it('leaves a 500 to the error notification', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Mailer down' });
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await submit();
    await expectErrorNotification('Mailer down');
    expect(formBanners()).toEqual([]);
  });
});

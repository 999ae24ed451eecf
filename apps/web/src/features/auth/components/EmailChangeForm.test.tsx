/**
 * The email change links (issue 28): nothing happens until the member presses the button; the
 * token goes to verify-email or undo-email-change; the result, an invalid link, and a refusal.
 */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findFormBanner } from '../../../test/feedback';
import { answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { EmailChangeForm } from './EmailChangeForm';

function renderLink(kind: 'verify' | 'undo', query = '?token=tok-123') {
  return renderWithProviders(<EmailChangeForm kind={kind} />, { route: `/account/${kind}${query}` });
}

describe('EmailChangeForm', () => {
  it('confirms the new address only when the member presses the button, then offers to log in', async () => {
    const posts = captureRequests('post', '/api/v1/auth/verify-email', { email: 'ada@new.example.org' });
    const { user } = renderLink('verify');
    expect(posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my new email address' }));
    expect(await screen.findByText(MESSAGES.emailChangeVerified)).toBeInTheDocument();
    expect(screen.getByText("Your account's email address is ada@new.example.org.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToLogIn })).toHaveAttribute('href', '/account/sign-in');
    expect(posts.map((p) => p.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('undoes the change and sends the member to reset the password', async () => {
    const posts = captureRequests('post', '/api/v1/auth/undo-email-change', { email: 'ada@example.org' });
    const { user } = renderLink('undo');
    expect(screen.getByText(/every device signed in to your account is signed out/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByText(MESSAGES.emailChangeUndone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/account/forgot-password');
    expect(posts.map((p) => p.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('says a link without a token is invalid and offers no button to press', () => {
    renderLink('verify', '');
    expect(screen.getByText(MESSAGES.emailChangeLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm my new email address' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/account/sign-in');
  });

  it("shows the server's refusal and lets the member try again", async () => {
    answerError('post', '/api/v1/auth/verify-email', 409, { code: 'CONFLICT', message: MESSAGES.emailChangeTaken });
    const { user } = renderLink('verify');
    await user.click(screen.getByRole('button', { name: 'Confirm my new email address' }));
    expect(await findFormBanner()).toHaveTextContent(MESSAGES.emailChangeTaken);
    // The button stops loading a render after the banner shows.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm my new email address' })).toBeEnabled());
  });
});

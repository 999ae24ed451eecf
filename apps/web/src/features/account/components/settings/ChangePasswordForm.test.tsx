/** Change password and the two-factor switch (spec 01 §2, §5, §8; issues 14 and 28). */
import { AccountSettingsSchema, MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { fixture } from '../../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ChangePasswordForm, TwoFactorCard } from './ChangePasswordForm';

const API = '/api/v1/account/change-password';
const submit = () => screen.getByRole('button', { name: 'Change password' });

async function fill(user: ReturnType<typeof renderWithProviders>['user'], next = 'Newpass1!', retyped = next) {
  await user.type(screen.getByLabelText('Current password'), 'Oldpass1!');
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Retype new password'), retyped);
}

describe('ChangePasswordForm', () => {
  it("shows the spec's three messages on an empty submit", async () => {
    const posts = captureRequests('post', API, true);
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.changePasswordRule)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a weak new password and a retyped one that differs', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'password', 'Password');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.changePasswordRule)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('posts the three passwords, says so and empties the form', async () => {
    const posts = captureRequests('post', API, true);
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user);
    await user.click(submit());
    await expectToast(MESSAGES.passwordChanged);
    expect(posts.map((p) => p.body)).toEqual([
      { currentPassword: 'Oldpass1!', newPassword: 'Newpass1!', confirmPassword: 'Newpass1!' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says "Password not changed" with the reasons of a 400 answer', async () => {
    answerError('post', API, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [{ field: 'currentPassword', message: 'The current password is wrong' }],
    });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user);
    await user.click(submit());
    expect(
      await screen.findByText(`${MESSAGES.passwordNotChanged}: The current password is wrong`),
    ).toBeInTheDocument();
  });

  it('leaves a 500 to the error notification', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Mail queue down' });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user);
    await user.click(submit());
    await expectErrorNotification('Mail queue down');
    expect(screen.queryByText(new RegExp(MESSAGES.passwordNotChanged))).not.toBeInTheDocument();
  });
});

describe('TwoFactorCard', () => {
  const settings = (enableTfa: boolean) => fixture(AccountSettingsSchema, { enableTfa, mailTo: null, allowSms: false });

  it('turns two-factor on with one switch', async () => {
    answer('get', '/api/v1/account/settings', settings(false));
    const puts = captureRequests('put', '/api/v1/account/settings', settings(true));
    const { user } = renderWithProviders(<TwoFactorCard />);
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await expectToast(MESSAGES.tfaEnabled);
    expect(puts.map((p) => p.body)).toEqual([{ enableTFA: true }]);
  });

  it('asks for the password to turn it off and shows a wrong-password answer', async () => {
    answer('get', '/api/v1/account/settings', settings(true));
    answerError('put', '/api/v1/account/settings', 403, { code: 'FORBIDDEN', message: 'The password is not correct' });
    const { user } = renderWithProviders(<TwoFactorCard />);
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    await user.click(screen.getByRole('switch'));
    await user.type(await screen.findByLabelText('Password'), 'Oldpass1!');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
  });

  it('sends the password with the switch-off', async () => {
    answer('get', '/api/v1/account/settings', settings(true));
    const puts = captureRequests('put', '/api/v1/account/settings', settings(false));
    const { user } = renderWithProviders(<TwoFactorCard />);
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    await user.click(screen.getByRole('switch'));
    await user.type(await screen.findByLabelText('Password'), 'Oldpass1!');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await expectToast(MESSAGES.tfaDisabled);
    expect(puts.map((p) => p.body)).toEqual([{ enableTFA: false, currentPassword: 'Oldpass1!' }]);
  });
});

/** Notification settings (spec 01 §3 User settings, §8; issue 14): the toggles, the PUT payload, the failure notices. */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { NotificationSettings } from './NotificationSettings';

const GET = '/api/v1/community/users/settings';
const PUT = '/api/v1/community/users/notification-settings';

async function renderOn(types: number[]) {
  answer('get', GET, { notificationActivityTypes: types });
  const view = renderWithProviders(<NotificationSettings />);
  await screen.findByRole('button', { name: 'Edit' });
  return view;
}

const toggle = (label: string) => screen.getByRole('switch', { name: label });

describe('NotificationSettings', () => {
  it('shows the saved choices as disabled toggles', async () => {
    await renderOn([4]);
    expect(toggle('Comments on your posts')).toBeChecked();
    expect(toggle('New posts in communities')).not.toBeChecked();
    expect(toggle('Replies to your comments')).toBeDisabled();
  });

  it('puts the chosen activity types in ascending order and leaves edit mode', async () => {
    const puts = captureRequests('put', PUT, { notificationActivityTypes: [2, 17] });
    const { user } = await renderOn([4]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(toggle('Replies to your comments'));
    await user.click(toggle('Comments on your posts'));
    await user.click(toggle('New posts in communities'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.notificationSettingsSaved);
    expect(puts.map((p) => p.body)).toEqual([{ notificationActivityTypes: [2, 17] }]);
    await waitFor(() => expect(toggle('New posts in communities')).toBeDisabled());
    expect(toggle('Replies to your comments')).toBeChecked();
  });

  it('Cancel restores the saved values without sending', async () => {
    const puts = captureRequests('put', PUT, { notificationActivityTypes: [] });
    const { user } = await renderOn([2]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(toggle('New posts in communities'));
    expect(toggle('New posts in communities')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle('New posts in communities')).toBeChecked();
    expect(puts).toHaveLength(0);
  });

  it("names a failed save with the spec's title and the server's reason, still editing", async () => {
    answerError('put', PUT, 400, { code: 'VALIDATION_ERROR', message: 'Unknown activity type' });
    const { user } = await renderOn([]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(toggle('Comments on your posts'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectErrorNotification(MESSAGES.notificationSettingsSaveFailed, 'Unknown activity type');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toggle('Comments on your posts')).toBeChecked();
  });

  it('names a failed load and offers Retry', async () => {
    answerError('get', GET, 403, { code: 'FORBIDDEN', message: 'Communities are off' });
    renderWithProviders(<NotificationSettings />);
    await expectErrorNotification(MESSAGES.notificationSettingsFetchFailed, 'Communities are off');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

/**
 * Profile visibility (spec 03 §2 /settings/profile-visibility, §3 Privacy settings, §4 read-only
 * until Edit, §7 GET and POST /api/user/privacy; issue 16): the switches, the POST of all seven,
 * Cancel, and the failures.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../test/feedback';
import { allShownPrivacy } from '../../../test/fixtures/onboarding';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { DIRECTORY_TEXT as TEXT, PRIVACY_LABELS } from '../constants';
import { PrivacySettingsView } from './PrivacySettingsView';

const API = '/api/user/privacy';
const saved = { ...allShownPrivacy, showPersonalMobile: false };

async function renderSettings() {
  answer('get', API, saved);
  const view = renderWithProviders(<PrivacySettingsView />);
  await screen.findByLabelText(PRIVACY_LABELS.showEmail);
  const button = (name: string) => screen.getByRole('button', { name });
  return { ...view, button };
}

describe('PrivacySettingsView', () => {
  it('shows the saved settings read only until Edit', async () => {
    const { user, button } = await renderSettings();
    expect(screen.getByLabelText(PRIVACY_LABELS.showEmail)).toBeChecked();
    expect(screen.getByLabelText(PRIVACY_LABELS.showPersonalMobile)).not.toBeChecked();
    expect(screen.getAllByRole('switch').every((s) => s.hasAttribute('disabled'))).toBe(true);
    await user.click(button(TEXT.edit));
    expect(screen.getAllByRole('switch').some((s) => s.hasAttribute('disabled'))).toBe(false);
  });

  it('posts all seven settings with the changed ones and says they are saved', async () => {
    const posts = captureRequests('post', API, { ...saved, showEmail: false, showPersonalMobile: true });
    const { user, button } = await renderSettings();
    await user.click(button(TEXT.edit));
    await user.click(screen.getByLabelText(PRIVACY_LABELS.showEmail));
    await user.click(screen.getByLabelText(PRIVACY_LABELS.showPersonalMobile));
    await user.click(button(TEXT.save));
    await expectToast(TEXT.privacySaved);
    expect(posts.map((p) => p.body)).toEqual([{ ...allShownPrivacy, showEmail: false }]);
    await waitFor(() => expect(button(TEXT.edit)).toBeInTheDocument());
  });

  it('puts the saved settings back on Cancel without sending anything', async () => {
    const posts = captureRequests('post', API, saved);
    const { user, button } = await renderSettings();
    await user.click(button(TEXT.edit));
    await user.click(screen.getByLabelText(PRIVACY_LABELS.includeInDirectory));
    expect(screen.getByLabelText(PRIVACY_LABELS.includeInDirectory)).not.toBeChecked();
    await user.click(button(TEXT.cancel));
    expect(screen.getByLabelText(PRIVACY_LABELS.includeInDirectory)).toBeChecked();
    expect(posts).toHaveLength(0);
  });

  it('keeps the edit open with the failure notice when saving fails', async () => {
    answerError('post', API, 400, { code: 'VALIDATION_ERROR', message: 'showEmail must be a boolean' });
    const { user, button } = await renderSettings();
    await user.click(button(TEXT.edit));
    await user.click(screen.getByLabelText(PRIVACY_LABELS.showEmail));
    await user.click(button(TEXT.save));
    await expectErrorNotification(TEXT.privacyFailed, 'showEmail must be a boolean');
    expect(button(TEXT.save)).toBeInTheDocument();
    expect(screen.getByLabelText(PRIVACY_LABELS.showEmail)).not.toBeChecked();
  });

  it("shows the server's message when the settings cannot load", async () => {
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Members only' });
    renderWithProviders(<PrivacySettingsView />);
    expect(await screen.findByText('Members only')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

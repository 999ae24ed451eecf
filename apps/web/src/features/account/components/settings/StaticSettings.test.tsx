/** The static settings screens (spec 01 §2): Privacy's radio groups and Profile details' Save, neither of which sends anything. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { PrivacySettings, ProfileDetailsSettings } from './StaticSettings';

describe('PrivacySettings', () => {
  it('offers the four audiences for each item, Members chosen, and says nothing is saved', async () => {
    const { user } = renderWithProviders(<PrivacySettings />);
    expect(screen.getByText('These choices are shown for preview only and are not saved yet.')).toBeInTheDocument();
    const email = screen.getByRole('group', { name: 'Who can see my email address' });
    expect(
      within(email)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Everyone', 'Members', 'Connections', 'Only me']);
    expect(within(email).getByRole('radio', { name: 'Members' })).toBeChecked();
    await user.click(within(email).getByText('Only me'));
    await waitFor(() => expect(within(email).getByRole('radio', { name: 'Only me' })).toBeChecked());
    expect(within(email).getByRole('radio', { name: 'Members' })).not.toBeChecked();
  });
});

describe('ProfileDetailsSettings', () => {
  it('says on Save that profile details are not saved yet (no request: an unanswered one fails the test)', async () => {
    const { user } = renderWithProviders(<ProfileDetailsSettings />);
    await user.type(screen.getByLabelText('Headline'), 'Occupational therapist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile details are not saved yet.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Headline')).toHaveValue('Occupational therapist');
  });
});

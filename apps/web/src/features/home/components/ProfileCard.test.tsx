/**
 * The home profile card reads contact types as words (issue 32): "Membership staff" and "Events
 * staff", never the enum values "MembershipStaff" / "EventsStaff".
 */
import { contactTypeLabel, roleLabel } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAccount } from '../../../test/fixtures/account';
import { renderWithProviders } from '../../../test/render';
import { ProfileCard } from './ProfileCard';

describe('ProfileCard contact type badges', () => {
  it('shows each contact type as words', () => {
    const user = currentAccount({ contactTypes: ['MembershipStaff', 'EventsStaff', 'ClientUser'], memberNum: null });
    renderWithProviders(<ProfileCard user={user} />);
    expect(screen.getByText('Membership staff')).toBeTruthy();
    expect(screen.getByText('Events staff')).toBeTruthy();
    expect(screen.getByText('Client user')).toBeTruthy();
    expect(screen.queryByText('MembershipStaff')).toBeNull();
    expect(screen.queryByText('EventsStaff')).toBeNull();
  });
});

describe('shared role and contact type labels', () => {
  it('spell every known value and an unknown one as words', () => {
    expect(contactTypeLabel('MembershipStaff')).toBe('Membership staff');
    expect(contactTypeLabel('EventsStaff')).toBe('Events staff');
    expect(contactTypeLabel('VolunteerCoordinator')).toBe('Volunteer coordinator');
    expect([0, 1, 2, 3].map(roleLabel)).toEqual(['Standard', 'Admin', 'Workspace owner', 'Manager']);
    expect(roleLabel(9)).toBe('Role 9');
  });
});

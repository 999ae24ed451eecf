import { TENANTS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { avatarProblem } from '../components/settings/AvatarUpload';
import { isAllowedAttachment } from '../components/settings/ContactUsForm';
import { toggleActivityType } from '../components/settings/NotificationSettings';
import { buildSettingsMenu } from './settings-menu';
import { testUser } from '../../../lib/test-fixtures';

describe('settings logic', () => {
  it('toggles notification activity types, ascending without duplicates', () => {
    expect(toggleActivityType([17, 2], 4, true)).toEqual([2, 4, 17]);
    expect(toggleActivityType([2, 4], 4, true)).toEqual([2, 4]);
    expect(toggleActivityType([2, 4, 17], 2, false)).toEqual([4, 17]);
  });

  it('checks avatars and contact attachments by type and size', () => {
    expect(avatarProblem({ type: 'text/html', size: 10 })).toBe('Only images!');
    expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('Less than 5MB!');
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(isAllowedAttachment('scan.TIFF')).toBe(true);
    expect(isAllowedAttachment('notes.txt')).toBe(false);
  });

  it('builds the settings menu per tenant: ota with the directory items, psa with cancel membership', () => {
    const member = testUser({ contactTypes: ['Member'] });
    const ota = buildSettingsMenu(TENANTS.ota, member, false).map((l) => l.label);
    expect(ota.slice(0, 4)).toEqual(['Account details', 'Profile details', 'Profile visibility', 'Change password']);
    expect(ota.at(-1)).toBe('Contact us');
    expect(ota).not.toContain('Cancel my Membership');
    const psa = buildSettingsMenu(TENANTS.psa, member, true).map((l) => l.label);
    expect(psa).not.toContain('Profile details');
    expect(psa).toContain('Cancel my Membership');
  });
});

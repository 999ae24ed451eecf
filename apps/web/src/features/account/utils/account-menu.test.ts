import { TENANTS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { testPermissions, testTenant, testUser } from '../../../lib/test-fixtures';
import { type AccountMenuEntry, buildAccountMenu } from './account-menu';

/** Keys of the entries, groups as "group:child,child". */
function shape(entries: AccountMenuEntry[]): string[] {
  return entries.map((entry) => ('children' in entry ? `${entry.key}:${entry.children.map((c) => c.key)}` : entry.key));
}

const member = testUser();
const staff = testUser({ contactTypes: ['Staff'] });

describe('buildAccountMenu (spec 01 §2 Account menu)', () => {
  it('with no feature on, shows only the website, My Favourites and Admin for an admin', () => {
    const entries = buildAccountMenu({
      tenant: testTenant({}),
      user: member,
      permissions: testPermissions('canAccessAdmin'),
      canCancelMembership: false,
      onAdminSide: false,
    });
    expect(shape(entries)).toEqual(['website', 'favourites', 'admin']);
    expect(entries[0]).toMatchObject({ label: 'Go to organisation website', href: TENANTS.ota.website });
  });

  it('lists the full menu in the spec order when everything is on', () => {
    const entries = buildAccountMenu({
      tenant: testTenant({
        member_directory: {},
        organisation_directory: {},
        settings: { subModules: { membership_profile: [], find_an_ot: [], cancel_membership: [] } },
        preferences_and_interests: {
          subModules: {
            communication_preferences: [],
            user_communication_preferences: [],
            practice_areas_of_interest: [],
            user_areas_of_interest: [],
          },
        },
        activities_and_billing: { subModules: { invoices: [] } },
        cpd: {},
      }),
      user: member,
      permissions: testPermissions(),
      canCancelMembership: true,
      onAdminSide: false,
    });
    expect(shape(entries)).toEqual([
      'view-profile',
      'member-directory',
      'organisation-directory',
      'profile-settings:account-details,profile-details,profile-visibility,change-password,membership-profile,organisation-details,dietary,find-an-ot,cancel-membership',
      'preferences:all-comm-prefs,my-comm-prefs,practice-areas,my-areas',
      'billing:invoices,cpd',
      'contact-us',
      'website',
      'favourites',
    ]);
  });

  it('hides Cancel my Membership unless the server offers it, and the profile entries without the directory', () => {
    const entries = buildAccountMenu({
      tenant: testTenant({ settings: { subModules: { cancel_membership: [] } } }),
      user: member,
      canCancelMembership: false,
      onAdminSide: false,
    });
    expect(shape(entries)).toEqual([
      'profile-settings:account-details,change-password,organisation-details,dietary',
      'contact-us',
      'website',
      'favourites',
    ]);
  });

  it('applies the access rules of a module to the user (CPD for members only)', () => {
    const tenant = testTenant({ cpd: { accessRules: ['isMember'] } });
    const forMember = buildAccountMenu({ tenant, user: member, canCancelMembership: false, onAdminSide: false });
    const forStaff = buildAccountMenu({ tenant, user: staff, canCancelMembership: false, onAdminSide: false });
    expect(shape(forMember)).toContain('billing:cpd');
    expect(shape(forStaff)).not.toContain('billing:cpd');
  });

  it('offers Admin to content authors without the admin permission, and Home on the admin side', () => {
    const base = { tenant: testTenant({}), user: staff, permissions: testPermissions(), canCancelMembership: false };
    expect(shape(buildAccountMenu({ ...base, onAdminSide: false }))).not.toContain('admin');
    expect(shape(buildAccountMenu({ ...base, onAdminSide: false, canManageContent: true }))).toContain('admin');
    const adminSide = buildAccountMenu({ ...base, permissions: testPermissions('canAccessAdmin'), onAdminSide: true });
    expect(shape(adminSide)).toEqual(['website', 'favourites', 'home']);
  });
});

/**
 * The account menu's entries (spec 01 §2 Account menu), gated by features and permissions:
 * View Profile; Member Directory; Organisation Directory; Profile & Settings; Preferences &
 * Interests; Activities & Billing; Contact us; Go to organisation website; My Favourites;
 * Home (on the admin side) or Admin; Log out (rendered by the component).
 */
import {
  canUseFeature,
  canUseSubModule,
  type CurrentAccount,
  type GlobalPermissions,
  type SubModuleKey,
  type TenantConfig,
} from '@portal/shared';

export interface AccountMenuLink {
  key: string;
  label: string;
  /** In-app path. */
  to?: string;
  /** External address, opened in a new tab. */
  href?: string;
}

export type AccountMenuEntry = AccountMenuLink | { key: string; group: string; children: AccountMenuLink[] };

export interface AccountMenuContext {
  tenant: TenantConfig;
  user: CurrentAccount;
  permissions?: GlobalPermissions;
  canCancelMembership: boolean;
  onAdminSide: boolean;
  /** May author content (issue #5): the Admin entry shows for them too. */
  canManageContent?: boolean;
}

/** Builds the visible entries, in the spec's order; empty groups are left out. */
export function buildAccountMenu({
  tenant,
  user,
  permissions,
  canCancelMembership,
  onAdminSide,
  canManageContent,
}: AccountMenuContext): AccountMenuEntry[] {
  const f = tenant.features;
  const feature = (key: Parameters<typeof canUseFeature>[1]) => canUseFeature(f, key, user);
  const settingsSub = (sub: SubModuleKey<'settings'>) => canUseSubModule(f, 'settings', sub, user);
  const prefsSub = (sub: SubModuleKey<'preferences_and_interests'>) =>
    canUseSubModule(f, 'preferences_and_interests', sub, user);
  const entries: AccountMenuEntry[] = [];
  const directory = feature('member_directory');

  if (directory) entries.push({ key: 'view-profile', label: 'View Profile', to: '/profile' });
  if (directory) entries.push({ key: 'member-directory', label: 'Member Directory', to: '/members' });
  if (feature('organisation_directory')) {
    entries.push({ key: 'organisation-directory', label: 'Organisation Directory', to: '/organisations' });
  }

  const settings = feature('settings');
  const profileAndSettings: AccountMenuLink[] = [];
  if (settings) {
    profileAndSettings.push({ key: 'account-details', label: 'Account details', to: '/settings/account-details' });
    if (directory) {
      profileAndSettings.push({ key: 'profile-details', label: 'Profile details', to: '/settings/profile-details' });
      profileAndSettings.push({
        key: 'profile-visibility',
        label: 'Profile visibility',
        to: '/settings/profile-visibility',
      });
    }
    profileAndSettings.push({ key: 'change-password', label: 'Change password', to: '/settings/change-password' });
    if (settingsSub('membership_profile')) {
      profileAndSettings.push({
        key: 'membership-profile',
        label: 'Membership profile',
        to: '/settings/membership-profile',
      });
    }
    profileAndSettings.push({
      key: 'organisation-details',
      label: 'Organisation details',
      to: '/settings/organisation-details',
    });
    profileAndSettings.push({
      key: 'dietary',
      label: 'Dietary & special requirements',
      to: '/settings/dietary-and-special-requirements',
    });
    if (settingsSub('find_an_ot')) {
      profileAndSettings.push({ key: 'find-an-ot', label: "Manage 'Find an OT'", to: '/settings/manage-find-an-ot' });
    }
    if (settingsSub('cancel_membership') && canCancelMembership) {
      profileAndSettings.push({
        key: 'cancel-membership',
        label: 'Cancel my Membership',
        to: '/settings/cancel-membership',
      });
    }
  }
  if (profileAndSettings.length)
    entries.push({ key: 'profile-settings', group: 'Profile & Settings', children: profileAndSettings });

  const preferences: AccountMenuLink[] = [];
  if (prefsSub('communication_preferences')) {
    preferences.push({
      key: 'all-comm-prefs',
      label: 'All communication preferences',
      to: '/settings/communication-preferences',
    });
  }
  if (prefsSub('user_communication_preferences')) {
    preferences.push({
      key: 'my-comm-prefs',
      label: 'My communication preferences',
      to: '/settings/user-communication-preferences',
    });
  }
  if (prefsSub('practice_areas_of_interest')) {
    preferences.push({ key: 'practice-areas', label: 'Practice Areas of Interest', to: '/settings/area-of-interests' });
  }
  if (prefsSub('user_areas_of_interest')) {
    preferences.push({ key: 'my-areas', label: 'My Areas of Interest', to: '/settings/user-interests' });
  }
  if (preferences.length) entries.push({ key: 'preferences', group: 'Preferences & Interests', children: preferences });

  const billing: AccountMenuLink[] = [];
  if (settings && canUseSubModule(f, 'activities_and_billing', 'invoices', user)) {
    billing.push({ key: 'invoices', label: 'Invoices', to: '/settings/invoices' });
  }
  if (feature('cpd')) billing.push({ key: 'cpd', label: 'CPD', to: '/cpd' });
  if (billing.length) entries.push({ key: 'billing', group: 'Activities & Billing', children: billing });

  if (settings) entries.push({ key: 'contact-us', label: 'Contact us', to: '/settings/contact-us' });
  entries.push({ key: 'website', label: 'Go to organisation website', href: tenant.website });
  entries.push({ key: 'favourites', label: 'My Favourites', to: '/my-favourites' });
  if (onAdminSide) entries.push({ key: 'home', label: 'Home', to: '/' });
  else if (permissions?.canAccessAdmin || canManageContent)
    entries.push({ key: 'admin', label: 'Admin', to: '/admin' });
  return entries;
}

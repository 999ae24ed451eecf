/**
 * The settings side menu (spec 01 §2 Settings routes: "Settings side menu"), in the spec's order,
 * gated by the tenant's features and the user: Account details; Profile details and Profile
 * visibility (member directory); Change password; Membership profile (with Brand assets for
 * members); Organisation details; Dietary & special requirements; Manage 'Find an OT' (members);
 * Cancel my Membership; communication preferences; My communication preferences; Practice Areas of
 * Interest; My Areas of Interest; Notification settings; Invoices; Contact us.
 */
import {
  canUseFeature,
  canUseSubModule,
  type CurrentAccount,
  type SubModuleKey,
  type TenantConfig,
} from '@portal/shared';

export interface SettingsMenuLink {
  key: string;
  label: string;
  to: string;
  /** Indented under the item before it (Brand assets under Membership profile). */
  nested?: boolean;
}

/** The visible settings menu links for a user of a tenant. */
export function buildSettingsMenu(
  tenant: TenantConfig,
  user: CurrentAccount,
  canCancelMembership: boolean,
): SettingsMenuLink[] {
  const f = tenant.features;
  const settingsSub = (sub: SubModuleKey<'settings'>) => canUseSubModule(f, 'settings', sub, user);
  const prefs = (sub: SubModuleKey<'preferences_and_interests'>) =>
    canUseSubModule(f, 'preferences_and_interests', sub, user);
  const links: SettingsMenuLink[] = [];
  const add = (key: string, label: string, nested = false) =>
    links.push({ key, label, to: `/settings/${key}`, nested });
  add('account-details', 'Account details');
  if (canUseFeature(f, 'member_directory', user)) {
    add('profile-details', 'Profile details');
    add('profile-visibility', 'Profile visibility');
  }
  add('change-password', 'Change password');
  if (settingsSub('membership_profile')) {
    add('membership-profile', 'Membership profile');
    if (settingsSub('brand_assets')) add('brand-assets', 'Brand assets', true);
  }
  add('organisation-details', 'Organisation details');
  add('dietary-and-special-requirements', 'Dietary & special requirements');
  if (settingsSub('find_an_ot')) add('manage-find-an-ot', "Manage 'Find an OT'");
  if (settingsSub('cancel_membership') && canCancelMembership) add('cancel-membership', 'Cancel my Membership');
  if (prefs('communication_preferences')) add('communication-preferences', 'Communication preferences');
  if (prefs('user_communication_preferences')) add('user-communication-preferences', 'My communication preferences');
  if (prefs('practice_areas_of_interest')) add('area-of-interests', 'Practice Areas of Interest');
  if (prefs('user_areas_of_interest')) add('user-interests', 'My Areas of Interest');
  if (canUseFeature(f, 'communities', user)) add('notifications', 'Notification settings');
  if (canUseSubModule(f, 'activities_and_billing', 'invoices', user)) add('invoices', 'Invoices');
  add('contact-us', 'Contact us');
  return links;
}

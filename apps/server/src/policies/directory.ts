/**
 * Who sees what of another member (spec 03 §3 Privacy settings, §6; issue 16): the one place the
 * seven privacy settings turn into visibility. Every answer that shows another member to a member
 * (member directory, profile by id, community member lists, the account lookups GET account/{id},
 * POST account/batch and account/search of issue 28 finding 6) asks here, and the SQL twin in
 * `modules/directory/directory.repository.ts` applies the same rules in `where`
 * clauses so a hidden member or a filter on a hidden field never reaches a page or a total.
 *
 * Rules: a missing setting counts as true (spec 01 §3: all default on). Staff and the members
 * scope (policies/staff.ts) and the member themself see everything. Anyone else: a member with includeInDirectory off is not
 * listed at all; otherwise photo needs showDirectoryPhoto, workplace (organisation, job title)
 * showOrganisation, the contact block (location) showContactInformation, and inside it email
 * showEmail, mobile showPersonalMobile and work landline showWorkLandline.
 */
import { PRIVACY_KEYS, type PrivacySettings } from '@portal/shared';
import { canManageMembers, isStaff, type StaffActor } from './staff';

/** The privacy settings as stored (account_profiles.privacy: null or partial). */
export type StoredPrivacy = Partial<Record<string, boolean>> | null | undefined;

/** The viewer: an account id and the facts of the staff rule. */
export type DirectoryViewer = StaffActor & { id: string };

/** What a viewer may see of one member. */
export interface MemberVisibility {
  /** Listed in the directory, search, and member lists; false: absent everywhere a member looks. */
  listed: boolean;
  photo: boolean;
  organisation: boolean;
  contact: boolean;
  email: boolean;
  mobile: boolean;
  workLandline: boolean;
}

/** The full settings of a member: stored values, missing ones true. */
export function privacySettingsOf(stored: StoredPrivacy): PrivacySettings {
  return Object.fromEntries(PRIVACY_KEYS.map((k) => [k, stored?.[k] !== false])) as PrivacySettings;
}

/**
 * True when the viewer sees members without privacy limits (spec brief: staff views are not
 * restricted): staff (Admin, Staff) and the members scope (MembershipStaff), which administers
 * every member's record anyway (issue 28 finding 6: the account lookups use this same rule).
 */
export function seesAllMembers(viewer: StaffActor): boolean {
  return isStaff(viewer) || canManageMembers(viewer);
}

const ALL: MemberVisibility = {
  listed: true,
  photo: true,
  organisation: true,
  contact: true,
  email: true,
  mobile: true,
  workLandline: true,
};

/** What `viewer` may see of member `subjectId` whose stored settings are `stored`. */
export function memberVisibility(viewer: DirectoryViewer, subjectId: string, stored: StoredPrivacy): MemberVisibility {
  if (viewer.id === subjectId || seesAllMembers(viewer)) return ALL;
  const s = privacySettingsOf(stored);
  if (!s.includeInDirectory) {
    return {
      listed: false,
      photo: false,
      organisation: false,
      contact: false,
      email: false,
      mobile: false,
      workLandline: false,
    };
  }
  return {
    listed: true,
    photo: s.showDirectoryPhoto,
    organisation: s.showOrganisation,
    contact: s.showContactInformation,
    email: s.showContactInformation && s.showEmail,
    mobile: s.showContactInformation && s.showPersonalMobile,
    workLandline: s.showContactInformation && s.showWorkLandline,
  };
}

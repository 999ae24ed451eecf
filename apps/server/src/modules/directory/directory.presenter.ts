/**
 * Shapes members and profiles for a viewer (spec 03 §3 Member in directory, Profile; issue 16): a
 * field the member hides from this viewer is absent from the JSON (policies/directory.ts decides).
 */
import type { DirectoryMember, Profile, TenantId } from '@portal/shared';
import { type DirectoryViewer, memberVisibility, privacySettingsOf } from '../../policies/directory';
import { fieldOptionsFor } from './onboarding.options';
import type { DirectoryRow, ProfileFacts } from './directory.repository';

/** A member of the directory as `viewer` may see them. */
export function presentDirectoryMember(viewer: DirectoryViewer, row: DirectoryRow): DirectoryMember {
  const see = memberVisibility(viewer, row.id, row.privacy);
  const member: DirectoryMember = {
    userId: row.id,
    contactId: row.memberNum,
    firstName: row.firstName,
    lastName: row.lastName,
  };
  if (see.organisation) {
    member.jobPosition = row.jobTitle;
    member.companyName = row.companyName;
  }
  if (see.photo) member.memberImg = row.avatarUrl;
  return member;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** The names of the member's expertise areas (the tenant's onboarding options, spec 03 §3 Expertise area). */
function expertiseNames(tenant: TenantId, expertise: ProfileFacts['expertise']): string[] {
  const areas = fieldOptionsFor(tenant).expertiseAreas;
  return (expertise ?? []).flatMap((e) => areas.find((a) => a.id === e.areaId)?.name ?? []);
}

/**
 * A profile as `viewer` may see it. The own profile carries `privacy` (for the notice of hidden
 * items); another member's carries only what they share.
 */
export function presentProfile(viewer: DirectoryViewer, tenant: TenantId, f: ProfileFacts): Profile {
  const see = memberVisibility(viewer, f.id, f.privacy);
  const isOwn = viewer.id === f.id;
  const profile: Profile = {
    id: f.id,
    isOwn,
    firstName: f.firstName,
    lastName: f.lastName,
    postNominal: f.postNominals?.length ? f.postNominals.join(', ') : null,
    pronoun: f.pronoun,
    aboutMe: f.description,
    expertiseAreas: expertiseNames(tenant, f.expertise),
  };
  if (see.photo) profile.imageUrl = f.avatarUrl;
  if (see.organisation) {
    profile.organisation = {
      name: f.organisationName,
      address: join(f.orgAddress, [f.orgSuburb, f.orgState, f.orgPostcode].filter(Boolean).join(' ')),
      jobTitle: f.jobTitle,
    };
  }
  if (see.contact) {
    const contact: NonNullable<Profile['contact']> = { address: join(f.suburb, f.state) };
    if (see.email) contact.email = f.email;
    if (see.mobile) contact.mobile = f.mobile;
    if (see.workLandline) contact.workLandline = f.phoneNumber;
    profile.contact = contact;
  }
  if (isOwn) profile.privacy = privacySettingsOf(f.privacy);
  return profile;
}

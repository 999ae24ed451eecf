/**
 * Membership answers (spec 02 §3 Community member; §7 Membership): the caller's membership state
 * after a join-flow call, and a member of the members list.
 */
import { type CommunityMember, type MembershipResponse, MembershipStatus } from '@portal/shared';
import { type CommunityActor, isJoined } from '../../../policies/communities';
import { type DirectoryViewer, memberVisibility } from '../../../policies/directory';
import { type CommunityRow, factsOf } from '../access.repository';
import { iso } from '../format';
import type { MemberRow as MemberRecord } from './membership.repository';

/** The caller's membership in `row` once it has `status` and `role` (isJoined: spec 02 §4). */
export function presentMembership(
  actor: CommunityActor,
  row: CommunityRow,
  status: number | null,
  role: number | null,
): MembershipResponse {
  const membership = { status, role, permissions: null };
  return {
    communityId: Number(row.id),
    status: status as MembershipResponse['status'],
    isJoined: isJoined(actor, factsOf(row), membership),
    role: status === MembershipStatus.Joined ? ((role ?? 0) as MembershipResponse['role']) : null,
  };
}

/** What presentMember reads: a member row, with the privacy settings when a member (not a manager) looks. */
export type MemberFacts = Omit<MemberRecord, 'privacy'> & { privacy?: MemberRecord['privacy'] };

/**
 * A member answer; the email only when `showEmail` (callers holding communityAddMember). With a
 * `viewer` (a caller who does not manage the community) the photo and home state follow the
 * member's privacy settings (policies/directory.ts): null when hidden.
 */
export function presentMember(r: MemberFacts, showEmail: boolean, viewer: DirectoryViewer | null): CommunityMember {
  const see = viewer ? memberVisibility(viewer, r.userId, r.privacy ?? null) : null;
  return {
    id: Number(r.id),
    userId: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: showEmail ? r.email : null,
    avatarUrl: !see || see.photo ? r.avatarUrl : null,
    pronoun: r.pronoun,
    organisationName: null,
    homeState: !see || see.contact ? r.state : null,
    role: Number(r.role) as CommunityMember['role'],
    status: Number(r.status) as CommunityMember['status'],
    joinedAt: iso(r.joinedAt),
    isHaveAnswers: Boolean(r.hasAnswers),
    isBlocked: Number(r.status) === MembershipStatus.Blocked,
    updatedAt: iso(r.updatedAt) as string,
  };
}

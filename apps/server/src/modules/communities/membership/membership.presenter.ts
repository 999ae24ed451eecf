/**
 * Membership answers (spec 02 §3 Community member; §7 Membership): the caller's membership state
 * after a join-flow call, and a member of the members list.
 */
import { type CommunityMember, type MembershipResponse, MembershipStatus } from '@portal/shared';
import { type CommunityActor, isJoined } from '../../../policies/communities';
import { type DirectoryViewer, memberVisibility, type StoredPrivacy } from '../../../policies/directory';
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

/**
 * Transitional: the snake_case member row that admin/ (another area, converted separately) still
 * builds; presentMember takes it as well as the repository's MemberRow. Remove once admin/ builds
 * the camelCase row.
 * @deprecated use MemberRow of membership.repository.ts.
 */
export type MemberRow = {
  id: number;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string | null;
  pronoun: string | null;
  state: string | null;
  role: number;
  status: number;
  joined_at: Date | string | null;
  updated_at: Date | string;
  has_answers: boolean;
  privacy?: StoredPrivacy;
};

/** The repository's row of a (transitional) snake_case member row. */
function recordOf(r: MemberRecord | MemberRow): MemberRecord {
  if (!('user_id' in r)) return r;
  return {
    id: r.id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    avatarUrl: r.avatar_url,
    pronoun: r.pronoun,
    state: r.state,
    role: r.role,
    status: r.status,
    joinedAt: r.joined_at as Date | null,
    updatedAt: r.updated_at as Date,
    hasAnswers: r.has_answers,
    privacy: (r.privacy ?? null) as MemberRecord['privacy'],
  };
}

/**
 * A member answer; the email only when `showEmail` (callers holding communityAddMember). With a
 * `viewer` (a caller who does not manage the community) the photo and home state follow the
 * member's privacy settings (policies/directory.ts): null when hidden.
 */
export function presentMember(
  row: MemberRecord | MemberRow,
  showEmail: boolean,
  viewer: DirectoryViewer | null,
): CommunityMember {
  const r = recordOf(row);
  const see = viewer ? memberVisibility(viewer, r.userId, r.privacy) : null;
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

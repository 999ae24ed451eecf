/**
 * Community rows → the Community answer of spec 02 §3 (camelCase, ISO dates, the caller's
 * status, role and effective permissions from policies/communities.ts).
 */
import type { Community } from '@portal/shared';
import { communityPermissions, isAdministrator, isJoined } from '../../../policies/communities';
import { factsOf, membershipOf, type Viewer } from '../access.repository';
import { fileUrl, iso } from '../format';
import type { CommunityListRow } from './communities.repository';

function parseJson<T>(v: T | string | null): T | null {
  if (v == null) return null;
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

/**
 * A community answer. `withText` adds `about` and `agreement` (single-community answers only).
 * The membership `status` shown is the row's; `isJoined` is the effective rule of spec 02 §4.
 */
export function presentCommunity(row: CommunityListRow, viewer: Viewer, withText = false): Community {
  const facts = factsOf(row);
  const membership = membershipOf(row);
  const actor = { id: viewer.id, role: viewer.role };
  const categories = parseJson(row.categories) ?? [];
  const status = membership.status as Community['status'];
  const role = membership.status === 2 ? ((membership.role ?? 0) as Community['role']) : null;
  return {
    id: Number(row.id),
    alias: row.alias,
    name: row.name,
    shortDescription: row.shortDescription,
    imageUrl: fileUrl(row.imageFileId),
    categories,
    categoryIds: categories.map((c) => c.id),
    segmentIds: row.segmentIds ?? [],
    tagsId: row.tagIds ?? [],
    isPublic: row.isPublic,
    isVisible: row.isVisible,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    isAutoJoin: row.isAutoJoin,
    isRequirePostApproval: row.isRequirePostApproval,
    isRequireAgreement: row.isRequireAgreement,
    pushToWebsite: row.pushToWebsite,
    aliveStartDate: iso(row.aliveStartDate),
    aliveEndDate: iso(row.aliveEndDate),
    archivedDate: iso(row.archivedDate),
    hasJoinQuestions: Boolean(row.hasQuestions),
    isFavorite: Boolean(row.isFavorite),
    isLiked: Boolean(row.isLiked),
    likesCount: Number(row.likesCount),
    viewsCount: Number(row.viewsCount),
    membersCount: Number(row.membersCount),
    pendingMembersCount: Number(row.pendingMembersCount),
    postsCount: Number(row.postsCount),
    createdAt: iso(row.createdAt) as string,
    latestActivity: iso(row.latestActivity),
    status,
    isJoined: isJoined(actor, facts, membership),
    joinedAt: iso(row.mJoinedAt),
    role,
    isAdmin: isAdministrator(actor),
    permissions: communityPermissions(actor, facts, membership),
    ...(withText ? { about: row.about, agreement: row.agreement } : {}),
  };
}

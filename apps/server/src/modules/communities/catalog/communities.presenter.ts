/**
 * Community rows → the Community answer of spec 02 §3 (camelCase, ISO dates, the caller's
 * status, role and effective permissions from policies/communities.ts).
 */
import type { Community } from '@portal/shared';
import { communityPermissions, isAdministrator, isJoined } from '../../../policies/communities';
import { type CommunityRow, factsOf, membershipOf, type Viewer } from '../access.repository';
import { fileUrl, iso } from '../format';

/** What the list query adds to a community row. */
export interface CommunityListRow extends CommunityRow {
  is_favorite: boolean;
  is_liked: boolean;
  has_questions: boolean;
  categories: { id: number; name: string; color: string; parentCategoryId: number | null }[] | string | null;
}

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
    shortDescription: row.short_description,
    imageUrl: fileUrl(row.image_file_id),
    categories,
    categoryIds: categories.map((c) => c.id),
    segmentIds: row.segment_ids ?? [],
    tagsId: row.tag_ids ?? [],
    isPublic: row.is_public,
    isVisible: row.is_visible,
    isArchived: row.is_archived,
    isDeleted: row.is_deleted,
    isAutoJoin: row.is_auto_join,
    isRequirePostApproval: row.is_require_post_approval,
    isRequireAgreement: row.is_require_agreement,
    pushToWebsite: row.push_to_website,
    aliveStartDate: iso(row.alive_start_date),
    aliveEndDate: iso(row.alive_end_date),
    archivedDate: iso(row.archived_date),
    hasJoinQuestions: Boolean(row.has_questions),
    isFavorite: Boolean(row.is_favorite),
    isLiked: Boolean(row.is_liked),
    likesCount: Number(row.likes_count),
    viewsCount: Number(row.views_count),
    membersCount: Number(row.members_count),
    pendingMembersCount: Number(row.pending_members_count),
    postsCount: Number(row.posts_count),
    createdAt: iso(row.created_at) as string,
    latestActivity: iso(row.latest_activity),
    status,
    isJoined: isJoined(actor, facts, membership),
    joinedAt: iso(row.m_joined_at),
    role,
    isAdmin: isAdministrator(actor),
    permissions: communityPermissions(actor, facts, membership),
    ...(withText ? { about: row.about, agreement: row.agreement } : {}),
  };
}

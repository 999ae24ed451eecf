/**
 * Post and comment rows → answers of spec 02 §3 (Post, Comment), with the caller's abilities
 * computed by policies/communities.ts (STYLE rule 4).
 */
import { COMMUNITY_LIMITS, type Comment, type Post } from '@portal/shared';
import {
  checkCreateComment,
  checkDeleteComment,
  checkDeletePost,
  checkEditComment,
  checkEditPost,
  checkInteract,
  checkReportComment,
  checkReportPost,
  type CommunityActor,
  type CommunityFacts,
  type MembershipFacts,
  type PostFacts,
} from '../../../policies/communities';
import { fileUrl, iso } from '../format';
import type { CommentRow } from './comments.repository';
import type { PostRow, ReportRow } from './posts.repository';

function parseJson<T>(v: T | string | null): T | null {
  if (v == null) return null;
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

/** The post facts the policy reads, from a post row. */
export function postFactsOf(row: Pick<PostRow, 'created_by' | 'status' | 'is_frozen'>): PostFacts {
  return { createdBy: row.created_by, status: Number(row.status), isFrozen: row.is_frozen };
}

/** The community facts the policy reads, from a post row. */
export function postCommunityFacts(row: PostRow): CommunityFacts {
  return {
    isPublic: row.c_is_public,
    isVisible: row.c_is_visible,
    isAutoJoin: row.c_is_auto_join,
    isArchived: row.c_is_archived,
    isDeleted: row.c_is_deleted,
  };
}

/** The caller's membership the policy reads, from a post row (nulls when none). */
export function postMembership(row: Pick<PostRow, 'm_status' | 'm_role' | 'm_permissions'>): MembershipFacts {
  return {
    status: row.m_status == null ? null : Number(row.m_status),
    role: row.m_role == null ? null : Number(row.m_role),
    permissions: row.m_permissions ?? null,
  };
}

const presentReport = (r: ReportRow) => ({
  id: Number(r.id),
  userId: r.user_id,
  type: Number(r.type),
  reason: r.reason,
  createdAt: iso(r.created_at) as string,
});

/** A Post answer. `reports` are passed only for callers who moderate them. */
export function presentPost(row: PostRow, actor: CommunityActor, reports: ReportRow[] = []): Post {
  const c = postCommunityFacts(row);
  const m = postMembership(row);
  const p = postFactsOf(row);
  const canEdit = checkEditPost(actor, c, m, p) === null;
  return {
    id: Number(row.id),
    title: row.title,
    body: row.body,
    imageUrl: fileUrl(row.image_file_id),
    status: Number(row.status),
    type: row.type == null ? null : Number(row.type),
    isFrozen: row.is_frozen,
    isSaved: Boolean(row.is_saved),
    isLiked: Boolean(row.is_liked),
    isReported: Boolean(row.is_reported),
    likesCount: Number(row.likes_count),
    viewsCount: Number(row.views_count),
    commentsCount: Number(row.comments_count),
    tags: parseJson(row.tags) ?? [],
    attachments: (parseJson(row.attachments) ?? []).map((f) => ({
      id: f.id,
      path: fileUrl(f.id) as string,
      name: f.name,
      type: f.type,
      size: Number(f.size),
    })),
    reports: reports.map(presentReport),
    createdByUserId: row.created_by,
    communityId: Number(row.community_id),
    community: { id: Number(row.community_id), name: row.c_name, alias: row.c_alias, imageUrl: fileUrl(row.c_image) },
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
    user:
      row.a_first == null
        ? null
        : {
            id: row.created_by as string,
            firstName: row.a_first,
            lastName: row.a_last ?? '',
            avatarUrl: row.a_avatar,
            pronoun: row.a_pronoun,
          },
    abilities: {
      canEdit,
      canDelete: checkDeletePost(actor, c, m, p) === null,
      canComment: checkCreateComment(actor, c, m, p) === null,
      canInteract: checkInteract(actor, c, m, p) === null,
      canReport: checkReportPost(actor, c, m, p) === null && !row.is_reported,
      canSetTags: canEdit,
    },
  };
}

/** A Comment answer; `post` is the post row it belongs to (for the rules). */
export function presentComment(
  row: CommentRow,
  post: PostRow,
  actor: CommunityActor,
  reports: ReportRow[] = [],
): Comment {
  const c = postCommunityFacts(post);
  const m = postMembership(post);
  const p = postFactsOf(post);
  const cm = { createdBy: row.created_by };
  const createdAt = new Date(iso(row.created_at) as string);
  const updatedAt = new Date(iso(row.updated_at) as string);
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    parentCommentId: row.parent_comment_id == null ? null : Number(row.parent_comment_id),
    depth: Number(row.depth),
    body: row.body,
    attachments: (parseJson(row.attachments) ?? []).map((f) => ({
      id: f.id,
      path: fileUrl(f.id) as string,
      name: f.name,
      type: f.type,
      size: Number(f.size),
    })),
    likesCount: Number(row.likes_count),
    isLiked: Boolean(row.is_liked),
    isReported: Boolean(row.is_reported),
    isEdited: updatedAt.getTime() - createdAt.getTime() > COMMUNITY_LIMITS.editedThresholdMs,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    createdByUserId: row.created_by,
    user:
      row.a_first == null
        ? null
        : {
            id: row.created_by as string,
            firstName: row.a_first,
            lastName: row.a_last ?? '',
            avatarUrl: row.a_avatar,
            pronoun: row.a_pronoun,
          },
    reports: reports.map(presentReport),
    abilities: {
      canEdit: checkEditComment(actor, c, m, p, cm) === null,
      canDelete: checkDeleteComment(actor, c, m, p, cm) === null,
      canReply: Number(row.depth) < COMMUNITY_LIMITS.commentDepthMax && checkCreateComment(actor, c, m, p) === null,
      canReport: checkReportComment(actor, c, m, p, cm) === null && !row.is_reported,
      canInteract: checkInteract(actor, c, m, p) === null,
    },
  };
}

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
export function postFactsOf(row: Pick<PostRow, 'createdBy' | 'status' | 'isFrozen'>): PostFacts {
  return { createdBy: row.createdBy, status: Number(row.status), isFrozen: row.isFrozen };
}

/** The community facts the policy reads, from a post row. */
export function postCommunityFacts(row: PostRow): CommunityFacts {
  return {
    isPublic: row.cIsPublic,
    isVisible: row.cIsVisible,
    isAutoJoin: row.cIsAutoJoin,
    isArchived: row.cIsArchived,
    isDeleted: row.cIsDeleted,
  };
}

/** The caller's membership the policy reads, from a post row (nulls when none). */
export function postMembership(row: Pick<PostRow, 'mStatus' | 'mRole' | 'mPermissions'>): MembershipFacts {
  return {
    status: row.mStatus == null ? null : Number(row.mStatus),
    role: row.mRole == null ? null : Number(row.mRole),
    permissions: row.mPermissions ?? null,
  };
}

const presentReport = (r: ReportRow) => ({
  id: Number(r.id),
  userId: r.userId,
  type: Number(r.type),
  reason: r.reason,
  createdAt: iso(r.createdAt) as string,
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
    imageUrl: fileUrl(row.imageFileId),
    status: Number(row.status),
    type: row.type == null ? null : Number(row.type),
    isFrozen: row.isFrozen,
    isSaved: Boolean(row.isSaved),
    isLiked: Boolean(row.isLiked),
    isReported: Boolean(row.isReported),
    likesCount: Number(row.likesCount),
    viewsCount: Number(row.viewsCount),
    commentsCount: Number(row.commentsCount),
    tags: parseJson(row.tags) ?? [],
    attachments: (parseJson(row.attachments) ?? []).map((f) => ({
      id: f.id,
      path: fileUrl(f.id) as string,
      name: f.name,
      type: f.type,
      size: Number(f.size),
    })),
    reports: reports.map(presentReport),
    createdByUserId: row.createdBy,
    communityId: Number(row.communityId),
    community: { id: Number(row.communityId), name: row.cName, alias: row.cAlias, imageUrl: fileUrl(row.cImage) },
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
    user:
      row.aFirst == null
        ? null
        : {
            id: row.createdBy as string,
            firstName: row.aFirst,
            lastName: row.aLast ?? '',
            avatarUrl: row.aAvatar,
            pronoun: row.aPronoun,
          },
    abilities: {
      canEdit,
      canDelete: checkDeletePost(actor, c, m, p) === null,
      canComment: checkCreateComment(actor, c, m, p) === null,
      canInteract: checkInteract(actor, c, m, p) === null,
      canReport: checkReportPost(actor, c, m, p) === null && !row.isReported,
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
  const cm = { createdBy: row.createdBy };
  const createdAt = new Date(iso(row.createdAt) as string);
  const updatedAt = new Date(iso(row.updatedAt) as string);
  return {
    id: Number(row.id),
    postId: Number(row.postId),
    parentCommentId: row.parentCommentId == null ? null : Number(row.parentCommentId),
    depth: Number(row.depth),
    body: row.body,
    attachments: (parseJson(row.attachments) ?? []).map((f) => ({
      id: f.id,
      path: fileUrl(f.id) as string,
      name: f.name,
      type: f.type,
      size: Number(f.size),
    })),
    likesCount: Number(row.likesCount),
    isLiked: Boolean(row.isLiked),
    isReported: Boolean(row.isReported),
    isEdited: updatedAt.getTime() - createdAt.getTime() > COMMUNITY_LIMITS.editedThresholdMs,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    createdByUserId: row.createdBy,
    user:
      row.aFirst == null
        ? null
        : {
            id: row.createdBy as string,
            firstName: row.aFirst,
            lastName: row.aLast ?? '',
            avatarUrl: row.aAvatar,
            pronoun: row.aPronoun,
          },
    reports: reports.map(presentReport),
    abilities: {
      canEdit: checkEditComment(actor, c, m, p, cm) === null,
      canDelete: checkDeleteComment(actor, c, m, p, cm) === null,
      canReply: Number(row.depth) < COMMUNITY_LIMITS.commentDepthMax && checkCreateComment(actor, c, m, p) === null,
      canReport: checkReportComment(actor, c, m, p, cm) === null && !row.isReported,
      canInteract: checkInteract(actor, c, m, p) === null,
    },
  };
}

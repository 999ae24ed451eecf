/**
 * Comments (spec 02 §3 Comment, §5 Comment validation, §6, §7 Posts): a tree of depth ≤ 3 with up
 * to 10 attachments each (multipart, read by the route); bodies allow only paragraphs,
 * blockquotes, lists and inline formatting. Creating notifies the post's author (4), the replied
 * comment's author (17) and the community's moderators (9), in the transaction that writes the comment.
 */
import {
  type Comment,
  type CommentActionResponse,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  NotificationActivityType,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import {
  checkCreateComment,
  checkDeleteComment,
  checkEditComment,
  checkInteract,
  checkReadPost,
  checkReportComment,
  type CommentFacts,
  type CommunityActor,
  type CommunityFacts,
  communityPermissions,
  DENY,
  type MembershipFacts,
  type PostFacts,
} from '../../../policies/communities';
import type { UploadedFile } from '../../files';
import { notify } from '../../notifications';
import { flagHoldersSql, viewerOf } from '../access.repository';
import { type Denial, enforce } from '../../../policies/denial';
import { insertFileRows } from '../uploads/uploads.repository';
import { fileIdsOf, removeStored, withStoredFiles } from '../uploads/uploads';
import { materialiseAutoJoin } from '../membership/membership.service';
import * as repo from './comments.repository';
import type { CommentCreateFields, CommentUpdateFields } from './posts.forms';
import { postCommunityFacts, postFactsOf, postMembership, presentComment } from './posts.presenter';
import { insertReport, type PostRow, type ReportRow, touchCommunity } from './posts.repository';
import { loadPostFor, rule } from './posts.service';
import { isBlankHtml, sanitizeComment } from './sanitize';

async function reportsOf(db: Executor, actor: Actor, post: PostRow, ids: number[]): Promise<Map<number, ReportRow[]>> {
  const map = new Map<number, ReportRow[]>();
  if (ids.length === 0 || !communityPermissions(actor, postCommunityFacts(post), postMembership(post)).commentDelete)
    return map;
  for (const r of await repo.loadCommentReports(db, ids))
    map.set(Number(r.commentId), [...(map.get(Number(r.commentId)) ?? []), r]);
  return map;
}

/** GET community/post/{id}/comment?page&pageSize(1000): flat, oldest first, for readers of the post. */
export async function listComments(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  q: { page: number; pageSize: number },
): Promise<{ comments: Comment[]; totalItemCount: number }> {
  const post = await loadPostFor(ctx.db, actor, postId, rule(checkReadPost, actor));
  const rows = await repo.loadCommentPage(ctx.db, viewerOf(actor), postId, q.page, q.pageSize);
  const reports = await reportsOf(
    ctx.db,
    actor,
    post,
    rows.map((r) => Number(r.id)),
  );
  return {
    comments: rows.map((r) => presentComment(r, post, actor, reports.get(Number(r.id)))),
    totalItemCount: Number(post.commentsCount),
  };
}

async function getComment(ctx: AppContext, actor: Actor, postId: number, commentId: number): Promise<Comment> {
  const post = await loadPostFor(ctx.db, actor, postId, rule(checkReadPost, actor));
  const row = await repo.loadComment(ctx.db, viewerOf(actor), postId, commentId);
  if (!row) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
  const reports = await reportsOf(ctx.db, actor, post, [commentId]);
  return presentComment(row, post, actor, reports.get(commentId));
}

type CommentCheck = (
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
  cm: CommentFacts,
) => Denial | null;

/** The post and the comment for a rule on the comment (404 when either is unknown or unreadable). */
async function loadForComment(
  db: Executor,
  actor: Actor,
  postId: number,
  commentId: number,
  check: CommentCheck,
  lockPost = false,
) {
  const post = await loadPostFor(db, actor, postId, rule(checkReadPost, actor), { forUpdate: lockPost });
  const comment = await repo.loadCommentFacts(db, postId, commentId);
  if (!comment) throw new AppError(DENY.commentNotFound.code, DENY.commentNotFound.message);
  const facts: CommentFacts = { createdBy: comment.createdBy };
  enforce(check(actor, postCommunityFacts(post), postMembership(post), postFactsOf(post), facts));
  return { post, comment };
}

function parseBody(raw: string | undefined, field = 'body'): string {
  const body = sanitizeComment(raw ?? '');
  if (isBlankHtml(body))
    throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.commentRequired, {
      errors: [{ field, message: COMMUNITY_MESSAGES.commentRequired }],
    });
  return body;
}

/**
 * POST community/post/{id}/comment (multipart: body, parentCommentId; files ≤ 10). Needs
 * commentCreate on an open, live post; a reply's parent must be on the same post and above depth 3.
 */
export async function createComment(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  input: CommentCreateFields,
  files: UploadedFile[],
): Promise<Comment> {
  const viewer = viewerOf(actor);
  const body = parseBody(input.body);
  const commentId = await withStoredFiles(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      const post = await loadPostFor(tx, actor, postId, rule(checkCreateComment, actor), { forUpdate: true });
      let depth = 1;
      let parentAuthor: string | null = null;
      if (input.parentCommentId) {
        const parent = await repo.loadCommentFacts(tx, postId, input.parentCommentId);
        if (!parent) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
        depth = Number(parent.depth) + 1;
        if (depth > COMMUNITY_LIMITS.commentDepthMax)
          throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.commentTooDeep);
        parentAuthor = parent.createdBy;
      }
      await materialiseAutoJoin(
        tx,
        viewer,
        post.communityId,
        post.mStatus == null ? null : Number(post.mStatus),
        postCommunityFacts(post),
      );
      const id = await repo.insertComment(tx, {
        postId,
        parentCommentId: input.parentCommentId ?? null,
        depth,
        authorId: viewer.id,
        body,
      });
      await insertFileRows(tx, viewer.id, stored, {
        kind: 'comment_attachment',
        communityId: post.communityId,
        postId,
        commentId: id,
      });
      await repo.moveCommentsCount(tx, postId, 1);
      await touchCommunity(tx, post.communityId);
      const about = { actorId: viewer.id, communityId: post.communityId, postId, commentId: id };
      if (parentAuthor)
        await notify(tx, {
          ...about,
          type: NotificationActivityType.YourCommentWasReplied,
          recipients: [parentAuthor],
        });
      if (post.createdBy && post.createdBy !== parentAuthor)
        await notify(tx, {
          ...about,
          type: NotificationActivityType.YourPostWasCommented,
          recipients: [post.createdBy],
        });
      await notify(tx, {
        ...about,
        type: NotificationActivityType.PostInYourGroupWasCommented,
        recipients: repo.commentModeratorsSql(post.communityId, post.createdBy),
      });
      return id;
    }),
  );
  return getComment(ctx, actor, postId, commentId);
}

/** PUT community/post/{id}/comment/{commentId} (multipart: body, attachmentsUrls of deleted; files added ≤ 10 in all). */
export async function updateComment(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  commentId: number,
  input: CommentUpdateFields,
  files: UploadedFile[],
): Promise<Comment> {
  const viewer = viewerOf(actor);
  const body = parseBody(input.body);
  const staleKeys: string[] = [];
  await withStoredFiles(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      const { post } = await loadForComment(tx, actor, postId, commentId, checkEditComment);
      const removeIds = fileIdsOf(input.attachmentsUrls);
      if (removeIds.length) staleKeys.push(...(await repo.deleteCommentFiles(tx, commentId, removeIds)));
      const { count, maxOrder } = await repo.commentFileStats(tx, commentId);
      if (count + stored.length > COMMUNITY_LIMITS.commentFilesMax)
        throw new AppError('VALIDATION_ERROR', COMMUNITY_MESSAGES.tooManyFiles);
      await insertFileRows(
        tx,
        viewer.id,
        stored,
        { kind: 'comment_attachment', communityId: post.communityId, postId, commentId },
        maxOrder + 1,
      );
      await repo.updateCommentBody(tx, commentId, body);
    }),
  );
  await removeStored(ctx, staleKeys);
  return getComment(ctx, actor, postId, commentId);
}

/** DELETE community/post/{id}/comment/{commentId}: the comment and its replies; commentsCount follows. */
export async function deleteComment(ctx: AppContext, actor: Actor, postId: number, commentId: number): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await loadForComment(tx, actor, postId, commentId, checkDeleteComment, true);
    const { removed, keys } = await repo.deleteCommentTree(tx, commentId);
    await repo.moveCommentsCount(tx, postId, -removed);
    return keys;
  });
  await removeStored(ctx, keys);
}

/** POST .../comment/{commentId}/like | dislike: on an open, live post; likesCount moves by one with the row. */
export async function commentLike(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  commentId: number,
  like: boolean,
): Promise<CommentActionResponse> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    await loadForComment(tx, actor, postId, commentId, (a, c, m, p) => checkInteract(a, c, m, p));
    await repo.writeCommentLike(tx, commentId, viewer.id, like);
    const s = await repo.loadCommentLikes(tx, commentId, viewer.id);
    return { id: commentId, isLiked: s.isLiked, likesCount: Number(s.likesCount) };
  });
}

/** POST .../comment/{commentId}/report {message, type}: only non-authors, once; commentDelete holders are notified (8). */
export async function reportComment(
  ctx: AppContext,
  actor: Actor,
  postId: number,
  commentId: number,
  input: { message: string; type?: number },
): Promise<{ id: number; message: string }> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    const { post } = await loadForComment(tx, actor, postId, commentId, checkReportComment);
    const type = input.type ?? 1;
    const reportId = await insertReport(tx, {
      communityId: post.communityId,
      postId,
      commentId,
      userId: viewer.id,
      type,
      reason: input.message,
    });
    if (reportId === undefined) throw new AppError('CONFLICT', COMMUNITY_MESSAGES.alreadyReportedComment);
    await notify(tx, {
      type: NotificationActivityType.NewActionRequestToComment,
      recipients: flagHoldersSql(post.communityId, 'commentDelete'),
      actorId: viewer.id,
      communityId: post.communityId,
      postId,
      commentId,
      data: { reportType: type, message: input.message },
    });
    return { id: reportId, message: COMMUNITY_MESSAGES.reportSubmitted };
  });
}

/**
 * Reported posts and comments (spec 02 §2 Reported posts / Reported comments, §4, §6 postDelete and
 * commentDelete, §7 Posts admin; issue 19). Resolve and Deny change open reports (Approved 1 /
 * Declined 2) and tell the reporters (10 NewActionResolutionToPost, 11 NewActionResolutionToComment);
 * approving a comment report deletes the comment (its reports go with it) and tells the reporters
 * (11). Each action is written to the moderation log in its transaction.
 */
import {
  COMMUNITY_ADMIN_MESSAGES,
  NotificationActivityType,
  type ReportedCommentListResponse,
  type ReportedPostListResponse,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkAdmin } from '../../../policies/communities';
import { enforce } from '../../../policies/denial';
import { notify } from '../../notifications';
import { viewerOf } from '../access.repository';
import { iso } from '../format';
import { deleteCommentTree, moveCommentsCount } from '../posts/comments.repository';
import { loadPostPage } from '../posts/posts.repository';
import { presentPosts } from '../posts/posts.service';
import { removeStored } from '../uploads/uploads';
import { loadForAdmin } from './admin-access';
import { logModeration } from './moderation-log';
import * as repo from './reports.repository';

const presentReport = (r: repo.AdminReportRow) => ({
  id: r.id,
  userId: r.userId,
  firstName: r.firstName,
  lastName: r.lastName,
  type: r.type,
  reason: r.reason,
  createdAt: iso(r.createdAt) as string,
});

function groupBy(rows: repo.AdminReportRow[], key: (r: repo.AdminReportRow) => number) {
  const map = new Map<number, repo.AdminReportRow[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
}

/** GET admin/community/{cid}/post/report?page&pageSize(1000): posts with open reports and their reporters (postDelete). */
export async function listReportedPosts(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number },
): Promise<ReportedPostListResponse> {
  await loadForAdmin(ctx.db, actor, id, 'postDelete');
  const { ids, total } = await repo.loadReportedIds(ctx.db, id, 'post', q.page, q.pageSize);
  const rows = ids.length ? await loadPostPage(ctx.db, viewerOf(actor), repo.reportedPostsPage(ctx.db, ids)) : [];
  const posts = await presentPosts(ctx.db, actor, rows);
  const reports = groupBy(await repo.loadOpenReports(ctx.db, 'post', ids), (r) => r.postId);
  return {
    reportedPosts: posts.map((post) => ({ post, reports: (reports.get(post.id) ?? []).map(presentReport) })),
    totalItemCount: total,
  };
}

/** GET admin/community/{id}/comment/report: comments with open reports (commentDelete). */
export async function listReportedComments(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number },
): Promise<ReportedCommentListResponse> {
  await loadForAdmin(ctx.db, actor, id, 'commentDelete');
  const { ids, total } = await repo.loadReportedIds(ctx.db, id, 'comment', q.page, q.pageSize);
  const [comments, reportRows] = await Promise.all([
    repo.loadCommentRows(ctx.db, ids),
    repo.loadOpenReports(ctx.db, 'comment', ids),
  ]);
  const byId = new Map(comments.map((c) => [c.id, c]));
  const reports = groupBy(reportRows, (r) => Number(r.commentId));
  return {
    postComments: ids.flatMap((cid) => {
      const c = byId.get(cid);
      if (!c) return [];
      return [
        {
          id: cid,
          postId: c.postId,
          postTitle: c.postTitle,
          body: c.body,
          createdAt: iso(c.createdAt) as string,
          user: { id: c.createdBy, firstName: c.firstName ?? '', lastName: c.lastName ?? '' },
          reports: (reports.get(cid) ?? []).map(presentReport),
        },
      ];
    }),
    totalItemCount: total,
  };
}

/**
 * DELETE admin/community/{cid}/post/report {reportIds, isResolved}: Deny (declined) or Resolve
 * (approved) open reports. Post reports need postDelete, comment reports commentDelete; a report
 * of another community answers 404. Reporters get 10 (posts) or 11 (comments).
 */
export async function decideReports(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: { reportIds: number[]; isResolved: boolean },
) {
  await ctx.db.transaction(async (tx) => {
    const { facts, membership } = await loadForAdmin(tx, actor, id);
    const found = await repo.loadReportsOf(tx, id, input.reportIds);
    if (found.length !== new Set(input.reportIds).size)
      throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.reportNotFound);
    const hasComments = found.some((r) => r.commentId != null);
    const hasPosts = found.some((r) => r.commentId == null);
    if (hasPosts) enforce(checkAdmin(actor, facts, membership, 'postDelete'));
    if (hasComments) enforce(checkAdmin(actor, facts, membership, 'commentDelete'));
    const changed = await repo.decideReports(tx, input.reportIds, input.isResolved ? 1 : 2);
    const action = input.isResolved ? 'report.resolve' : 'report.decline';
    const targets = new Map<string, { postId: number; commentId: number | null; reporters: string[] }>();
    for (const r of changed) {
      const key = `${r.postId}:${r.commentId ?? ''}`;
      const t = targets.get(key) ?? { postId: r.postId, commentId: r.commentId, reporters: [] };
      t.reporters.push(r.userId);
      targets.set(key, t);
    }
    for (const t of targets.values()) {
      await logModeration(tx, actor, {
        communityId: id,
        action,
        postId: t.postId,
        commentId: t.commentId,
      });
      await notify(tx, {
        type:
          t.commentId == null
            ? NotificationActivityType.NewActionResolutionToPost
            : NotificationActivityType.NewActionResolutionToComment,
        recipients: t.reporters,
        actorId: actor.id,
        communityId: id,
        postId: t.postId,
        commentId: t.commentId,
        data: { resolution: input.isResolved ? 'resolved' : 'declined' },
      });
    }
  });
  return { success: true as const };
}

/**
 * DELETE admin/community/{id}/comment/{commentId} (chosen path): Approve a comment report —
 * deletes the comment and its replies (commentDelete); the reporters get 11; logged.
 */
export async function approveCommentReport(ctx: AppContext, actor: Actor, id: number, commentId: number) {
  const keys = await ctx.db.transaction(async (tx) => {
    await loadForAdmin(tx, actor, id, 'commentDelete');
    const comment = await repo.loadCommunityComment(tx, id, commentId);
    if (!comment) throw new AppError('NOT_FOUND', 'Comment not found.');
    const reporters = await repo.openCommentReporters(tx, commentId);
    const postId = comment.postId;
    await notify(tx, {
      type: NotificationActivityType.NewActionResolutionToComment,
      recipients: reporters,
      actorId: actor.id,
      communityId: id,
      postId,
      data: { resolution: 'deleted', commentId },
    });
    await logModeration(tx, actor, { communityId: id, action: 'comment.delete', postId, commentId });
    const { removed, keys } = await deleteCommentTree(tx, commentId);
    await moveCommentsCount(tx, postId, -removed);
    return keys;
  });
  await removeStored(ctx, keys);
  return { success: true as const };
}

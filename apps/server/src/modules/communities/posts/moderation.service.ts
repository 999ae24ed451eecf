/**
 * The moderator's side of posts (spec 02 §4 Post, §6, §7 Posts Admin): the approval queue and
 * other status lists, the statistics, and set-status (approve, decline, publish, restore, archive a
 * reported post, delete, Open/Close). Approving notifies the author (3 YourPostWasApproved) and
 * the members (2); archiving a reported post resolves its reports and notifies the reporters (10).
 */
import { NotificationActivityType, type Post, type PostListResponse, PostStatus } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { checkReadContent, checkSetStatus, DENY, moderatesPosts } from '../../../policies/communities';
import { notify } from '../../notifications';
import { factsOf, joinedMembersSql, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { enforce } from '../../../policies/denial';
import { logModeration } from '../admin/moderation-log';
import { loadAdminPostPage, loadStatistics, resolvePostReports } from './moderation.repository';
import { postCommunityFacts, postFactsOf, postMembership, presentPost } from './posts.presenter';
import { setFrozen } from './posts.repository';
import { getPost, loadPostFor, moveStatus } from './posts.service';

async function requireModerator(ctx: AppContext, actor: Actor, communityId: number) {
  const row = await loadCommunity(ctx.db, viewerOf(actor), communityId);
  const facts = factsOf(row);
  const membership = membershipOf(row);
  enforce(checkReadContent(actor, facts, membership));
  if (!moderatesPosts(actor, facts, membership)) enforce(DENY.forbidden);
  return row;
}

/** GET admin/community/{id}/post?page&pageSize(100)&status&id: every post of the community (or one status), newest first. */
export async function listAdminPosts(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  q: { page: number; pageSize: number; status?: number; id?: number },
): Promise<PostListResponse> {
  await requireModerator(ctx, actor, communityId);
  const { rows, total } = await loadAdminPostPage(ctx.db, viewerOf(actor), communityId, q);
  return { posts: rows.map((r) => presentPost(r, actor)), totalItemCount: total };
}

/** GET admin/community/{id}/post/statistics (spec 02 §3 Community statistics). */
export async function statistics(ctx: AppContext, actor: Actor, communityId: number) {
  await requireModerator(ctx, actor, communityId);
  const row = await loadStatistics(ctx.db, communityId);
  return {
    allPostsCount: Number(row.allPosts),
    pendingPostsCount: Number(row.pending),
    reportedPostsCount: Number(row.reportedPosts),
    reportedPostCommentsCount: Number(row.reportedComments),
    archivedPostsCount: Number(row.archived),
  };
}

/** The moderation log's name of a status change (issue 19), or null when nothing changed. */
function logAction(from: number, change: { status?: number; isFrozen?: boolean }): string | null {
  const to = change.status;
  if (to !== undefined && to !== from) {
    if (from === PostStatus.WaitForApproval && to === PostStatus.Published) return 'post.approve';
    if (from === PostStatus.WaitForApproval && to === PostStatus.Archived) return 'post.decline';
    if (to === PostStatus.Published) return from === PostStatus.Deleted ? 'post.restore' : 'post.publish';
    if (to === PostStatus.ArchivedDueToReported) return 'post.archiveReported';
    if (to === PostStatus.Deleted) return 'post.delete';
    return `post.status.${to}`;
  }
  if (change.isFrozen !== undefined) return change.isFrozen ? 'post.close' : 'post.open';
  return null;
}

/** POST admin/community/{communityId}/post/{postId}/set-status {status?, isFrozen?} */
export async function setPostStatus(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  postId: number,
  change: { status?: number; isFrozen?: boolean },
): Promise<Post> {
  const viewer = viewerOf(actor);
  await ctx.db.transaction(async (tx) => {
    const post = await loadPostFor(
      tx,
      actor,
      postId,
      (r) =>
        Number(r.communityId) !== communityId
          ? DENY.postNotFound
          : checkSetStatus(actor, postCommunityFacts(r), postMembership(r), postFactsOf(r), change),
      { forUpdate: true },
    );
    const from = Number(post.status);
    if (change.status !== undefined && change.status !== from) {
      await moveStatus(tx, post, change.status);
      const about = { actorId: viewer.id, communityId, postId };
      if (from === PostStatus.WaitForApproval && change.status === PostStatus.Published) {
        if (post.createdBy)
          await notify(tx, {
            ...about,
            type: NotificationActivityType.YourPostWasApproved,
            recipients: [post.createdBy],
          });
        await notify(tx, {
          ...about,
          actorId: post.createdBy,
          type: NotificationActivityType.NewPostWasCreated,
          recipients: joinedMembersSql(communityId),
        });
      }
      if (change.status === PostStatus.ArchivedDueToReported) {
        await notify(tx, {
          ...about,
          type: NotificationActivityType.NewActionResolutionToPost,
          recipients: await resolvePostReports(tx, postId),
        });
      }
    }
    if (change.isFrozen !== undefined) await setFrozen(tx, postId, change.isFrozen);
    const action = logAction(from, change);
    if (action) await logModeration(tx, actor, { communityId, action, postId });
  });
  return getPost(ctx, actor, postId);
}

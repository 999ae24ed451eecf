/**
 * The moderator's side of posts (spec 02 §4 Post, §6, §7 Posts Admin): the approval queue and
 * other status lists, the statistics, and set-status (approve, decline, publish, restore, archive a
 * reported post, delete, Open/Close). Approving notifies the author (3 YourPostWasApproved) and
 * the members (2); archiving a reported post resolves its reports and notifies the reporters (10).
 */
import { NotificationActivityType, type Post, type PostListResponse, PostStatus } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkReadContent, checkSetStatus, DENY, moderatesPosts } from '../../policies/communities';
import { enforce, factsOf, loadCommunity, membershipOf, query, viewerOf } from './community-access';
import { joinedMembersSql, notify } from './notifications.service';
import { presentPost } from './posts.presenter';
import { loadPostPage } from './posts.repository';
import { getPost, loadPostFor, moveStatus } from './posts.service';
import { postCommunityFacts, postFactsOf, postMembership } from './posts.presenter';

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
  const viewer = viewerOf(actor);
  const where = sql`p.community_id = ${communityId} ${q.status === undefined ? sql`` : sql`and p.status = ${q.status}`} ${q.id === undefined ? sql`` : sql`and p.id = ${q.id}`}`;
  const [rows, [{ n }]] = await Promise.all([
    loadPostPage(
      ctx.db,
      viewer,
      sql`select p.id, p.created_at as k1, p.id as k2 from community_posts p where ${where} order by p.created_at desc, p.id desc
      offset ${(q.page - 1) * q.pageSize} limit ${q.pageSize}`,
    ),
    query<{ n: number }>(ctx.db, sql`select count(*)::int as n from community_posts p where ${where}`),
  ]);
  return { posts: rows.map((r) => presentPost(r, actor)), totalItemCount: Number(n) };
}

/** GET admin/community/{id}/post/statistics (spec 02 §3 Community statistics). */
export async function statistics(ctx: AppContext, actor: Actor, communityId: number) {
  await requireModerator(ctx, actor, communityId);
  const [row] = await query<{
    all_posts: number;
    pending: number;
    archived: number;
    reported_posts: number;
    reported_comments: number;
  }>(
    ctx.db,
    sql`select
      (select count(*)::int from community_posts where community_id = ${communityId} and status <> 3) as all_posts,
      (select count(*)::int from community_posts where community_id = ${communityId} and status = 2) as pending,
      (select count(*)::int from community_posts where community_id = ${communityId} and status in (4, 99)) as archived,
      (select count(distinct post_id)::int from community_reports where community_id = ${communityId} and status = 0 and comment_id is null) as reported_posts,
      (select count(distinct comment_id)::int from community_reports where community_id = ${communityId} and status = 0 and comment_id is not null) as reported_comments`,
  );
  return {
    allPostsCount: Number(row.all_posts),
    pendingPostsCount: Number(row.pending),
    reportedPostsCount: Number(row.reported_posts),
    reportedPostCommentsCount: Number(row.reported_comments),
    archivedPostsCount: Number(row.archived),
  };
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
      (r) => checkSetStatus(actor, postCommunityFacts(r), postMembership(r), postFactsOf(r), change),
      { forUpdate: true },
    );
    if (Number(post.community_id) !== communityId) throw new AppError('NOT_FOUND', DENY.postNotFound.message);
    const from = Number(post.status);
    if (change.status !== undefined && change.status !== from) {
      await moveStatus(tx, post, change.status);
      const base = { initiatorId: viewer.id, communityId, postId };
      if (from === PostStatus.WaitForApproval && change.status === PostStatus.Published) {
        if (post.created_by)
          await notify(tx, { ...base, activityType: NotificationActivityType.YourPostWasApproved }, [post.created_by]);
        await notify(
          tx,
          { ...base, initiatorId: post.created_by, activityType: NotificationActivityType.NewPostWasCreated },
          joinedMembersSql(communityId),
        );
      }
      if (change.status === PostStatus.ArchivedDueToReported) {
        const reporters = await query<{ user_id: string }>(
          tx,
          sql`update community_reports set status = 1, resolved_at = now() where post_id = ${postId} and comment_id is null and status = 0 returning user_id`,
        );
        await notify(
          tx,
          { ...base, activityType: NotificationActivityType.NewActionResolutionToPost },
          reporters.map((r) => r.user_id),
        );
      }
    }
    if (change.isFrozen !== undefined)
      await tx.execute(
        sql`update community_posts set is_frozen = ${change.isFrozen}, updated_at = now() where id = ${postId}`,
      );
  });
  return getPost(ctx, actor, postId);
}

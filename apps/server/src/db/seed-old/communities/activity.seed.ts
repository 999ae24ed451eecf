/**
 * Communities seed, activity: comment trees, post and comment likes, saves and views, reports, the
 * FAQ, the recount of every counter from the rows, and the demo member's and moderator's
 * notifications.
 */
import { AssetType } from '@portal/shared';
import { sql } from 'drizzle-orm';
import {
  communityCommentLikes,
  communityComments,
  communityFaq,
  communityNotifications,
  communityPostLikes,
  communityPostSaves,
  communityPostViews,
  communityReports,
} from '../../schema';
import { type CommunitySeed, DAY_MS } from './context';
import { FAQ, REPORT_REASONS } from './plans';
import type { SeededPost } from './posts.seed';
import type { SeededCommunities, SeededMemberships } from './structure.seed';

/** A first-level comment as inserted. */
export interface SeededComment {
  id: number;
  postId: number;
  createdAt: Date;
}

/** The published posts, their community by post id, and each community's joined members. */
export interface LivePosts {
  live: SeededPost[];
  postOf: Map<number, SeededPost>;
  authorsOf: (communityId: number) => string[];
}

/** The published posts (status 1) and lookups the activity steps share. */
export function livePosts(posts: SeededPost[], { joinedBy }: SeededMemberships): LivePosts {
  const live = posts.filter((p) => p.status === 1);
  return {
    live,
    postOf: new Map(live.map((p) => [p.id, p])),
    authorsOf: (communityId) => joinedBy.get(communityId) ?? [],
  };
}

/** Writes about five comments per published post in trees of depth ≤ 3; returns the first level. */
export async function seedComments(seed: CommunitySeed, { live, postOf, authorsOf }: LivePosts) {
  const { db, now, sentence } = seed;
  const level1 = await db
    .insert(communityComments)
    .values(
      live.flatMap((p, i) =>
        Array.from({ length: 3 }, (_, k) => ({
          postId: p.id,
          depth: 1,
          createdBy:
            i % 11 === 0 && k === 0
              ? seed.memberId
              : authorsOf(p.communityId)[(i * 3 + k * 7) % authorsOf(p.communityId).length],
          body: `<p>${sentence(i * 3 + k)}${k === 1 ? ` ${sentence(i + 7)}` : ''}</p>`,
          createdAt: new Date(now - ((i % 100) * DAY_MS) / 2 - 4 * 3_600_000 + k * 3_600_000),
        })),
      ),
    )
    .returning({ id: communityComments.id, postId: communityComments.postId, createdAt: communityComments.createdAt });
  const replies = async (parents: SeededComment[], depth: number, every: number) =>
    db
      .insert(communityComments)
      .values(
        parents
          .filter((_, i) => i % every !== every - 1)
          .map((c, i) => ({
            postId: c.postId,
            parentCommentId: c.id,
            depth,
            createdBy: authorsOf(postOf.get(c.postId)?.communityId as number)[
              (i * 13 + depth) % authorsOf(postOf.get(c.postId)?.communityId as number).length
            ],
            body:
              depth === 3
                ? `<blockquote>${sentence(i * 5)}</blockquote><p>${sentence(i * 5 + 1)}</p>`
                : `<p>${sentence(i * 11 + depth)}</p>`,
            createdAt: new Date(c.createdAt.getTime() + 1_800_000),
          })),
      )
      .returning({
        id: communityComments.id,
        postId: communityComments.postId,
        createdAt: communityComments.createdAt,
      });
  const level2 = await replies(level1, 2, 3);
  await replies(level2, 3, 2);
  // Seeded comments were never edited: the "edited" marker (spec 02 §4) must not show on them.
  await db.execute(sql`update community_comments set updated_at = created_at`);
  return level1;
}

/** Writes post likes and views, saves (some the member's, in communities they see) and comment likes. */
export async function seedPostReactions(
  { db, memberId }: CommunitySeed,
  c: SeededCommunities,
  { members }: SeededMemberships,
  { live, postOf, authorsOf }: LivePosts,
  level1: SeededComment[],
): Promise<void> {
  const likeRows: { postId: number; userId: string }[] = [];
  const viewRows: { postId: number; userId: string }[] = [];
  live.forEach((p, i) => {
    const authors = authorsOf(p.communityId);
    const likes = i % 9;
    for (let k = 0; k < likes; k++) likeRows.push({ postId: p.id, userId: authors[(i + k * 5) % authors.length] });
    for (let k = 0; k < likes + 4; k++)
      viewRows.push({ postId: p.id, userId: authors[(i * 2 + k * 3) % authors.length] });
  });
  await db.insert(communityPostLikes).values(likeRows).onConflictDoNothing();
  await db.insert(communityPostViews).values(viewRows).onConflictDoNothing();
  const memberCommunities = new Set(
    members.filter((m) => m.userId === memberId && m.status === 2).map((m) => m.communityId),
  );
  const memberVisible = live.filter(
    (p) => memberCommunities.has(p.communityId) || p.communityId === c.cid('new-graduates-hub'),
  );
  await db
    .insert(communityPostSaves)
    .values([
      ...memberVisible.filter((_, i) => i % 7 === 2).map((p) => ({ postId: p.id, userId: memberId })),
      ...live
        .filter((_, i) => i % 5 === 0)
        .map((p, i) => ({ postId: p.id, userId: authorsOf(p.communityId)[i % authorsOf(p.communityId).length] })),
    ])
    .onConflictDoNothing();
  await db
    .insert(communityCommentLikes)
    .values(
      level1
        .filter((_, i) => i % 4 === 0)
        .map((c, i) => ({ commentId: c.id, userId: authorsOf(postOf.get(c.postId)?.communityId as number)[i % 50] })),
    )
    .onConflictDoNothing();
}

/** Writes reports on some posts (by other members) and on a few first-level comments. */
export async function seedReports(
  { db }: CommunitySeed,
  { live, postOf, authorsOf }: LivePosts,
  level1: SeededComment[],
): Promise<void> {
  const reportRows: (typeof communityReports.$inferInsert)[] = [];
  live.forEach((p, i) => {
    if (i % 19 !== 4) return;
    const authors = authorsOf(p.communityId).filter((a) => a !== p.createdBy);
    for (let k = 0; k < 1 + (i % 3); k++)
      reportRows.push({
        communityId: p.communityId,
        postId: p.id,
        userId: authors[k * 11],
        type: 1 + ((i + k) % 4),
        reason: REPORT_REASONS[(i + k) % 4],
      });
  });
  level1.forEach((c, i) => {
    if (i % 97 !== 5) return;
    const communityId = postOf.get(c.postId)?.communityId as number;
    reportRows.push({
      communityId,
      postId: c.postId,
      commentId: c.id,
      userId: authorsOf(communityId)[3],
      type: 1,
      reason: 'Off-topic and rude',
    });
  });
  await db.insert(communityReports).values(reportRows).onConflictDoNothing();
}

/** Writes the FAQ in display order. */
export async function seedFaq({ db, adminId }: CommunitySeed): Promise<void> {
  await db
    .insert(communityFaq)
    .values(FAQ.map(([name, description], sortOrder) => ({ name, description, sortOrder, createdBy: adminId })));
}

/** Recounts every community, post and comment counter from the rows. */
export async function recountCounters({ db }: CommunitySeed): Promise<void> {
  await db.execute(sql`update communities c set
    members_count = (select count(*) from community_members m where m.community_id = c.id and m.status = 2),
    pending_members_count = (select count(*) from community_members m where m.community_id = c.id and m.status = 1),
    posts_count = (select count(*) from community_posts p where p.community_id = c.id and p.status = 1),
    likes_count = (select count(*) from community_likes l where l.community_id = c.id),
    views_count = (select count(*) from community_views v where v.community_id = c.id),
    latest_activity = (select max(p.created_at) from community_posts p where p.community_id = c.id)`);
  await db.execute(sql`update community_posts p set
    likes_count = (select count(*) from community_post_likes l where l.post_id = p.id),
    views_count = (select count(*) from community_post_views v where v.post_id = p.id),
    comments_count = (select count(*) from community_comments c where c.post_id = p.id)`);
  await db.execute(
    sql`update community_comments c set likes_count = (select count(*) from community_comment_likes l where l.comment_id = c.id)`,
  );
}

/** Writes a few notifications: comments on the member's posts, new posts, a join request, a new link asset. */
export async function seedNotifications(
  { db, now, adminId, moderatorId, memberId }: CommunitySeed,
  c: SeededCommunities,
  assets: { id: number; name: string; type: number; communityId: number }[],
): Promise<void> {
  await db.execute(sql`insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, post_id, comment_id, created_at, read_at)
    select ${memberId}::uuid, 4, c.created_by, p.community_id, p.id, c.id, c.created_at, case when row_number() over (order by c.id) % 2 = 0 then c.created_at end
    from community_comments c join community_posts p on p.id = c.post_id where p.created_by = ${memberId}::uuid and c.created_by <> ${memberId}::uuid and c.depth = 1`);
  await db.execute(sql`insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, post_id, created_at)
    select ${memberId}::uuid, 2, p.created_by, p.community_id, p.id, p.created_at from community_posts p
    where p.community_id = ${c.cid('research-evidence-exchange')} and p.status = 1 and p.created_by <> ${memberId}::uuid order by p.created_at desc limit 5`);
  await db.insert(communityNotifications).values({
    recipientId: moderatorId,
    activityType: 16,
    initiatorId: memberId,
    communityId: c.cid('hand-therapy-sig'),
    memberUserId: memberId,
  });
  const link = assets.find((a) => a.type === AssetType.Link);
  if (link) {
    await db.insert(communityNotifications).values({
      recipientId: memberId,
      activityType: 12,
      initiatorId: adminId,
      communityId: link.communityId,
      assetId: link.id,
      data: JSON.stringify({ assetType: link.type, assetName: link.name }),
      createdAt: new Date(now - 19 * DAY_MS),
    });
  }
}

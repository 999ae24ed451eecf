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
  communityGlobalTerms,
  communityNotifications,
  communityPostLikes,
  communityPostSaves,
  communityPostViews,
  communityReports,
} from '../../schema';
import { GLOBAL_TERMS } from '../corpus/faq';
import { type CommunitySeed, DAY_MS } from './context';
import { REPORT_REASONS } from './plans';
import type { SeededPost } from './posts.seed';
import type { SeededCommunities, SeededMemberships } from './structure.seed';

/** A comment as inserted. */
export interface SeededComment {
  id: number;
  postId: number;
  createdAt: Date;
  body: string;
}

const COMMON = new Set(
  'that this with your have from they when what will more them been were also than just some only does very into time same make good great idea thanks thank really helpful there their about would could should other which'.split(
    ' ',
  ),
);

/** The content words of a text, lower case, cut to five letters (to match a reply to the comment it answers). */
function wordsOf(text: string): Set<string> {
  const words =
    text
      .replace(/<[^>]+>/g, ' ')
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? [];
  return new Set(words.filter((w) => !COMMON.has(w)).map((w) => w.slice(0, 5)));
}

/** The first sentence of an HTML comment body, as plain text (quoted by third-level replies). */
function firstSentence(html: string): string {
  const text = html.replace(/<[^>]+>/g, '').trim();
  const end = text.search(/[.?!](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
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

/**
 * Writes about five comments per published post in trees of depth ≤ 3; returns the first level.
 * Texts come from the post's corpus thread (comments and replies that answer it; third-level
 * follow-ups quote the reply they answer). Every comment is later than its parent and earlier than
 * `now`: hours after the post for older posts, within the time since the post for the newest.
 */
export async function seedComments(seed: CommunitySeed, { live, postOf, authorsOf }: LivePosts) {
  const { db, now, corpus } = seed;
  const after = (from: Date, ms: number, share: number) =>
    new Date(from.getTime() + Math.min(ms, Math.max(0, now - from.getTime()) * share));
  const threadOf = (postId: number) => corpus.threads[postOf.get(postId)?.thread ?? 0];
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
          body: `<p>${corpus.threads[p.thread].comments[k]}</p>`,
          createdAt: after(p.createdAt, (2 + k * 5 + (i % 6)) * 3_600_000, (k + 1) / 5),
        })),
      ),
    )
    .returning({
      id: communityComments.id,
      postId: communityComments.postId,
      createdAt: communityComments.createdAt,
      body: communityComments.body,
    });
  /** Each reply of a post's thread goes under the first-level comment it answers (most shared words). */
  const replyParents = (): { parent: SeededComment; text: string }[] => {
    const byPost = new Map<number, SeededComment[]>();
    for (const c of level1) byPost.set(c.postId, [...(byPost.get(c.postId) ?? []), c]);
    return [...byPost.values()].flatMap((comments) =>
      threadOf(comments[0].postId).replies.map((text, j) => {
        const mine = wordsOf(text);
        let best = Math.min(j, comments.length - 1);
        let bestScore = 0;
        comments.forEach((c, k) => {
          const score = [...wordsOf(c.body)].filter((w) => mine.has(w)).length;
          if (score > bestScore) [best, bestScore] = [k, score];
        });
        return { parent: comments[best], text };
      }),
    );
  };
  const insertReplies = async (rows: { parent: SeededComment; text: string }[], depth: number) =>
    db
      .insert(communityComments)
      .values(
        rows.map(({ parent: c, text }, i) => ({
          postId: c.postId,
          parentCommentId: c.id,
          depth,
          createdBy: authorsOf(postOf.get(c.postId)?.communityId as number)[
            (i * 13 + depth) % authorsOf(postOf.get(c.postId)?.communityId as number).length
          ],
          body: text,
          createdAt: after(c.createdAt, (depth === 2 ? 90 : 45) * 60_000, 0.5),
        })),
      )
      .returning({
        id: communityComments.id,
        postId: communityComments.postId,
        createdAt: communityComments.createdAt,
        body: communityComments.body,
      });
  const level2 = await insertReplies(
    replyParents().map((r) => ({ ...r, text: `<p>${r.text}</p>` })),
    2,
  );
  // Every other reply gets a short follow-up that quotes it.
  await insertReplies(
    level2
      .filter((_, i) => i % 2 === 0)
      .map((c, i) => ({
        parent: c,
        text: `<blockquote>${firstSentence(c.body)}</blockquote><p>${corpus.followUps[i % corpus.followUps.length]}</p>`,
      })),
    3,
  );
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
        .map((c, i) => {
          // One of the first 50 members (fewer in a small seed, such as the fit test's 80 accounts).
          const authors = authorsOf(postOf.get(c.postId)?.communityId as number);
          return { commentId: c.id, userId: authors[i % Math.min(50, authors.length)] };
        }),
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
        userId: authors[(k * 11) % authors.length],
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

/** Writes the FAQ (from the corpus) in display order, and the global terms of communities. */
export async function seedFaq({ db, adminId, corpus }: CommunitySeed): Promise<void> {
  await db
    .insert(communityFaq)
    .values(corpus.faq.map(([name, description], sortOrder) => ({ name, description, sortOrder, createdBy: adminId })));
  await db
    .insert(communityGlobalTerms)
    .values({ id: 1, value: GLOBAL_TERMS, updatedBy: adminId })
    .onConflictDoNothing();
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

/**
 * Reading posts in bulk (spec 02 §7 Posts): the feed (joined communities or saved posts), one
 * community's posts, search by body and the post counter. Every list is scoped by the SQL form of
 * the policy (joined communities, published posts) and its total counts the same rows: the feed's
 * total is the sum of its communities' published-post counters.
 */
import type { PostListResponse } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { checkReadContent } from '../../policies/communities';
import {
  enforce,
  type Executor,
  factsOf,
  joinedSql,
  loadCommunity,
  membershipJoin,
  membershipOf,
  query,
  type Viewer,
  viewerOf,
} from './community-access';
import { communityPageSql, feedPageSql, loadPostPage } from './posts.repository';
import { presentPosts } from './posts.service';

interface JoinedSet {
  ids: number[];
  total: number;
}

/** The communities whose posts make the caller's feed (effective joined), with post counters. */
async function joinedCommunities(db: Executor, viewer: Viewer): Promise<JoinedSet> {
  const [row] = await query<{ ids: number[] | null; total: number | null }>(
    db,
    sql`select array_agg(c.id order by c.id) as ids, coalesce(sum(c.posts_count), 0)::int as total
      from communities c ${membershipJoin(viewer)} where not c.is_deleted and ${joinedSql(viewer)}`,
  );
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}

/**
 * GET community/post/feed?page&pageSize(20)&includeOnlySaved: published posts of the caller's
 * communities newest first (total = the communities' published counters), or the saved ones
 * (most recently saved first) that are still readable.
 */
export async function getFeed(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; includeOnlySaved?: boolean },
): Promise<PostListResponse> {
  const viewer = viewerOf(actor);
  const offset = (q.page - 1) * q.pageSize;
  if (q.includeOnlySaved) {
    const where = sql`s.user_id = ${viewer.id} and p.status = 1 and not c.is_deleted and ${joinedSql(viewer)}`;
    const from = sql`from community_post_saves s join community_posts p on p.id = s.post_id join communities c on c.id = p.community_id ${membershipJoin(viewer)}`;
    const [rows, [{ n }]] = await Promise.all([
      loadPostPage(
        ctx.db,
        viewer,
        sql`select p.id, s.created_at as k1, p.id as k2 ${from} where ${where} order by s.created_at desc, p.id desc offset ${offset} limit ${q.pageSize}`,
      ),
      query<{ n: number }>(ctx.db, sql`select count(*)::int as n ${from} where ${where}`),
    ]);
    return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: Number(n) };
  }
  const joined = await joinedCommunities(ctx.db, viewer);
  if (joined.ids.length === 0 || offset >= joined.total) return { posts: [], totalItemCount: joined.total };
  const rows = await loadPostPage(ctx.db, viewer, feedPageSql(joined.ids, offset, q.pageSize));
  return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: joined.total };
}

/** GET community/{id}/posts?page&pageSize(20): one community's published posts (members only). */
export async function getCommunityPosts(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number },
): Promise<PostListResponse> {
  const viewer = viewerOf(actor);
  const community = await loadCommunity(ctx.db, viewer, id);
  enforce(checkReadContent(actor, factsOf(community), membershipOf(community)));
  const total = Number(community.posts_count);
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= total) return { posts: [], totalItemCount: total };
  const rows = await loadPostPage(ctx.db, viewer, communityPageSql(id, offset, q.pageSize));
  return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: total };
}

/** GET community/post/search-by-body?keyword: published posts of the caller's communities whose title or body match. */
export async function searchPosts(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; keyword: string },
): Promise<PostListResponse> {
  const viewer = viewerOf(actor);
  const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where: SQL = sql`p.status = 1 and not c.is_deleted and ${joinedSql(viewer)}
    and (p.search @@ websearch_to_tsquery('english', ${q.keyword}) or p.title ilike ${like})`;
  const from = sql`from community_posts p join communities c on c.id = p.community_id ${membershipJoin(viewer)}`;
  const [rows, [{ n }]] = await Promise.all([
    loadPostPage(
      ctx.db,
      viewer,
      sql`select p.id, p.created_at as k1, p.id as k2 ${from} where ${where} order by p.created_at desc, p.id desc offset ${(q.page - 1) * q.pageSize} limit ${q.pageSize}`,
    ),
    query<{ n: number }>(ctx.db, sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: Number(n) };
}

/** GET community/users/{userId}/post-counter: the user's published posts and comments the caller can read. */
export async function postCounter(
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<{ userId: string; postsCount: number; commentsCount: number }> {
  const viewer = viewerOf(actor);
  const scope = sql`p.status = 1 and not c.is_deleted and ${joinedSql(viewer)}`;
  const [row] = await query<{ posts: number; comments: number }>(
    ctx.db,
    sql`select (select count(*)::int from community_posts p join communities c on c.id = p.community_id ${membershipJoin(viewer)} where p.created_by = ${userId} and ${scope}) as posts,
      (select count(*)::int from community_comments cm join community_posts p on p.id = cm.post_id join communities c on c.id = p.community_id ${membershipJoin(viewer)}
        where cm.created_by = ${userId} and ${scope}) as comments`,
  );
  return { userId, postsCount: Number(row.posts), commentsCount: Number(row.comments) };
}

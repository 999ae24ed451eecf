/**
 * Reading posts in bulk (spec 02 §7 Posts): the feed (joined communities or saved posts), one
 * community's posts, search by body and the post counter. Every list is scoped by the SQL form of
 * the policy (joined communities, published posts) and its total counts the same rows: the feed's
 * total is the sum of its communities' published-post counters.
 */
import type { PostListResponse } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { checkReadContent } from '../../../policies/communities';
import { factsOf, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { enforce } from '../../../policies/denial';
import {
  countUserPosts,
  loadCommunityPostPage,
  loadFeedPage,
  loadJoinedCommunities,
  loadSavedPage,
  loadSearchPage,
} from './feed.repository';
import { presentPosts } from './posts.service';
import { toTsQuery } from '../../content';

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
    const { rows, total } = await loadSavedPage(ctx.db, viewer, offset, q.pageSize);
    return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: total };
  }
  const joined = await loadJoinedCommunities(ctx.db, viewer);
  if (joined.ids.length === 0 || offset >= joined.total) return { posts: [], totalItemCount: joined.total };
  const rows = await loadFeedPage(ctx.db, viewer, joined.ids, offset, q.pageSize);
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
  const total = Number(community.postsCount);
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= total) return { posts: [], totalItemCount: total };
  const rows = await loadCommunityPostPage(ctx.db, viewer, id, offset, q.pageSize);
  return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: total };
}

/**
 * GET community/post/search-by-body?keyword: published posts of the caller's communities whose
 * title or body hold every word of the keyword (English stems; the last word also as a prefix).
 */
export async function searchPosts(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; keyword: string },
): Promise<PostListResponse> {
  // Every word, the last also as a prefix (search as you type): the content search's form.
  const tsQuery = toTsQuery(q.keyword);
  if (!tsQuery) return { posts: [], totalItemCount: 0 };
  const viewer = viewerOf(actor);
  const joined = await loadJoinedCommunities(ctx.db, viewer);
  if (joined.ids.length === 0) return { posts: [], totalItemCount: 0 };
  const { rows, total } = await loadSearchPage(
    ctx.db,
    viewer,
    joined.ids,
    tsQuery,
    (q.page - 1) * q.pageSize,
    q.pageSize,
  );
  return { posts: await presentPosts(ctx.db, actor, rows), totalItemCount: total };
}

/** GET community/users/{userId}/post-counter: the user's published posts and comments the caller can read. */
export async function postCounter(
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<{ userId: string; postsCount: number; commentsCount: number }> {
  const { posts, comments } = await countUserPosts(ctx.db, viewerOf(actor), userId);
  return { userId, postsCount: posts, commentsCount: comments };
}

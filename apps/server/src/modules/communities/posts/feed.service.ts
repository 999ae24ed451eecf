/**
 * Reading posts in bulk (spec 02 §7 Posts): the feed (joined communities or saved posts), one
 * community's posts, search by body and the post counter. Every list is scoped by the SQL form of
 * the policy (joined communities, published posts) and its total counts the same rows: the feed's
 * total is the sum of its communities' published-post counters.
 */
import { LIMITS, type PostListResponse } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { walkPays } from '../../../db/estimates.repository';
import { keywordMemo } from '../../../lib/keyword-memo';
import { checkReadContent } from '../../../policies/communities';
import { factsOf, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { enforce } from '../../../policies/denial';
import {
  countUserPosts,
  estimatedPostMatches,
  loadCommunityPostPage,
  loadFeedPage,
  loadJoinedCommunities,
  loadSavedPage,
  loadSearchPage,
  type PostSearchPlan,
} from './feed.repository';
import { presentPosts } from './posts.service';
import { normaliseTsQuery, toTsQuery } from '../../content';

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
 * Cost of testing one post in the walk (a heap row read through the community's index, its vector
 * tested) over the cost of fetching one match through the GIN index and the heap: about the same
 * (both read the row), measured with 1,000,000 posts (bench:global-search).
 */
const POST_WALK_TO_FETCH_COST = 1;

const postSearchPlans = keywordMemo<PostSearchPlan>();

/**
 * Walk or index for a to_tsquery input (feed.repository's postSearchWindowSql), memoised: derived data
 * (PostgreSQL's estimates from its statistics, by one EXPLAIN that runs nothing), so the
 * per-process memo holds no state of record. Walk when the estimated matches over every community
 * pay for it (db/estimates.repository.ts walkPays): a common word, a prefix of many words, two common words.
 */
export function postSearchPlan(ctx: AppContext, tsQuery: string): Promise<PostSearchPlan> {
  return postSearchPlans(tsQuery, async () => {
    const { all, matches } = await estimatedPostMatches(ctx.db, tsQuery);
    return walkPays(matches, all, LIMITS.keywordSearchWindow, POST_WALK_TO_FETCH_COST) ? 'walk' : 'index';
  });
}

/**
 * GET community/post/search-by-body?keyword: published posts of the caller's communities whose
 * title or body hold every word of the keyword (English stems; the last word also as a prefix).
 * Within the newest LIMITS.keywordSearchWindow matches, ranked (a title match first) then newest;
 * totalItemCount counts at most the window (issue 33; docs/decisions/0001-keyword-search-window.md).
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
  const [joined, plan, normalised] = await Promise.all([
    loadJoinedCommunities(ctx.db, viewer),
    postSearchPlan(ctx, tsQuery),
    normaliseTsQuery(ctx, tsQuery),
  ]);
  // No community, or only stop words ("the", "and"): nothing can match.
  if (joined.ids.length === 0 || normalised === '') return { posts: [], totalItemCount: 0 };
  const { rows, total } = await loadSearchPage(
    ctx.db,
    viewer,
    joined.ids,
    { normalised, plan, window: LIMITS.keywordSearchWindow },
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

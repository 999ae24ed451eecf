/**
 * The keys of post lists (spec 02 §7 Posts; issue #3 Performance): the feed, one community's
 * posts, saved posts and search, then their rows through loadPostPage; and the post counter.
 * Every list is scoped by the SQL form of the policy (joined communities, published posts).
 *
 * Deep pages stay cheap: the page's keys come from index-only scans of the published-post indexes
 * (community_posts_community_published_idx per community, merged for the feed;
 * community_posts_published_idx for callers in very many communities), which skip `offset` index
 * entries without touching the table; only the rows of the page are then read. The spec's
 * page/pageSize contract is kept as it is.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { estimatedCounts } from '../../../db/estimates.repository';
import { aliasedTable, type Executor, intArray, intArrayOf, query } from '../../../db/raw-query';
import { accounts, communities, communityComments, communityPosts, communityPostSaves } from '../../../db/schema';
import {
  communityC as c,
  countField,
  joinedSql,
  membershipJoin,
  membershipM as m,
  qb,
  type Viewer,
} from '../access.repository';
import { loadPostPage, type PostRow, postP as p } from './posts.repository';

/** `community_posts p` for the raw statements. */
const postsP = aliasedTable(communityPosts, p);
/** `communities c` for the raw statements. */
const communitiesC = aliasedTable(communities, c);

/**
 * Hot statement (the community's posts page, bench:feed): keys of one community's published posts,
 * newest first (index-only scan, then 20 rows). Offset and limit are written as numbers: with them
 * as parameters PostgreSQL re-plans the statement on every call (its generic plan cannot know the
 * limit), and planning costs more than running it.
 */
function communityPageSql(communityId: number, offset: number, limit: number): SQL {
  return sql`select ${p.id}, ${p.createdAt} as k1, ${p.id} as k2 from ${postsP} where ${p.communityId} = ${communityId} and ${p.status} = 1
    order by ${p.createdAt} desc, ${p.id} desc offset ${sql.raw(String(Math.trunc(offset)))} limit ${sql.raw(String(Math.trunc(limit)))}`;
}

/** Up to this many communities, the feed merges one index scan per community. */
export const FEED_MERGE_MAX = 64;

/**
 * Hot statement (the feed, bench:feed): keys of the feed page over several communities, newest
 * first. Up to FEED_MERGE_MAX communities: one branch per community, each its newest
 * `offset + limit` keys by a backward index-only scan, joined by UNION ALL; PostgreSQL merges the
 * branches (Merge Append) and stops after `offset + limit` keys in all, whatever the number of
 * communities. Offset and limit are written as numbers (not parameters) so that every cached plan
 * keeps this shape. Beyond FEED_MERGE_MAX (administrators, who read most posts anyway): one walk of
 * the global published index.
 */
function feedPageSql(communityIds: number[], offset: number, limit: number): SQL {
  const o = sql.raw(String(Math.trunc(offset)));
  const l = sql.raw(String(Math.trunc(limit)));
  const n = sql.raw(String(Math.trunc(offset + limit)));
  if (communityIds.length <= FEED_MERGE_MAX) {
    const branches = communityIds.map(
      (id) =>
        sql`(select ${p.id}, ${p.createdAt} from ${postsP} where ${p.communityId} = ${id} and ${p.status} = 1 order by ${p.createdAt} desc, ${p.id} desc limit ${n})`,
    );
    return sql`select u.id, u.created_at as k1, u.id as k2 from (${sql.join(branches, sql` union all `)}) u
      order by u.created_at desc, u.id desc offset ${o} limit ${l}`;
  }
  return sql`select ${p.id}, ${p.createdAt} as k1, ${p.id} as k2 from ${postsP} where ${p.status} = 1 and ${p.communityId} = any(${intArray(communityIds)})
    order by ${p.createdAt} desc, ${p.id} desc offset ${o} limit ${l}`;
}

/**
 * Hot statement (every feed request, bench:feed): the communities whose posts make the viewer's
 * feed (effective joined), with their published-post total. Raw to stay one named statement.
 */
export async function loadJoinedCommunities(db: Executor, viewer: Viewer): Promise<{ ids: number[]; total: number }> {
  const [row] = await query<{ ids: number[] | null; total: number | null }>(
    db,
    sql`select array_agg(${c.id} order by ${c.id}) as ids, coalesce(sum(${c.postsCount}), 0)::int as total
      from ${communitiesC} ${membershipJoin(viewer)} where not ${c.isDeleted} and ${joinedSql(viewer)}`,
  );
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}

/** A page of the feed over `communityIds`, newest first. */
export function loadFeedPage(
  db: Executor,
  viewer: Viewer,
  communityIds: number[],
  offset: number,
  limit: number,
): Promise<PostRow[]> {
  return loadPostPage(db, viewer, feedPageSql(communityIds, offset, limit));
}

/** A page of one community's published posts, newest first. */
export function loadCommunityPostPage(
  db: Executor,
  viewer: Viewer,
  communityId: number,
  offset: number,
  limit: number,
): Promise<PostRow[]> {
  return loadPostPage(db, viewer, communityPageSql(communityId, offset, limit));
}

/**
 * Hot statements (saved posts; search, bench:global-search): a page of rows ordered by the keys of
 * `from ... where`, and the count of those rows.
 */
async function pageWithTotal(
  db: Executor,
  viewer: Viewer,
  keys: { k1: SQL; from: SQL; where: SQL; order: SQL },
  offset: number,
  limit: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    loadPostPage(
      db,
      viewer,
      sql`select ${p.id}, ${keys.k1} as k1, ${p.id} as k2 ${keys.from} where ${keys.where} order by ${keys.order} offset ${offset} limit ${limit}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n ${keys.from} where ${keys.where}`),
  ]);
  return { rows, total: Number(n) };
}

/** The viewer's saved posts still readable (published, in their communities), most recently saved first; and their total. */
export function loadSavedPage(db: Executor, viewer: Viewer, offset: number, limit: number) {
  const s = communityPostSaves;
  return pageWithTotal(
    db,
    viewer,
    {
      k1: sql`${s.createdAt}`,
      from: sql`from ${s} join ${postsP} on ${p.id} = ${s.postId} join ${communitiesC} on ${c.id} = ${p.communityId} ${membershipJoin(viewer)}`,
      where: sql`${s.userId} = ${viewer.id} and ${p.status} = 1 and not ${c.isDeleted} and ${joinedSql(viewer)}`,
      order: sql`${s.createdAt} desc, ${p.id} desc`,
    },
    offset,
    limit,
  );
}

/**
 * How the posts search finds its window of matches: `walk` goes through the viewer's communities'
 * newest published posts testing each (cheap when many match: a common word, a prefix of many
 * words), `index` asks the GIN index community_posts_search_idx for every match (cheap when few do).
 */
export type PostSearchPlan = 'walk' | 'index';

/**
 * PostgreSQL's estimates (db/estimates.repository.ts) of the published posts and of those whose title or body
 * match a to_tsquery input (`tsq`, content.search's toTsQuery), over every community.
 */
export async function estimatedPostMatches(db: Db, tsq: string): Promise<{ all: number; matches: number }> {
  const [all, matches] = await estimatedCounts(db, communityPosts, p, [
    sql`${p.status} = 1`,
    sql`${p.status} = 1 and ${p.search} @@ to_tsquery('english', ${tsq})`,
  ]);
  return { all, matches };
}

/**
 * Keys (id, created_at) of the newest `window` published posts of `communityIds` matching `q` (a
 * tsquery value), newest first. Walked: backward index scans, one per community
 * (community_posts_community_published_idx) merged like the feed up to FEED_MERGE_MAX
 * communities, else the global published index, each post tested with ts_match_vq, which the GIN
 * index cannot serve, so PostgreSQL has no other way; it stops after `window` matches.
 * Indexed: every match of the GIN index (community_posts_search_idx, `@@`, materialized: a rare
 * word's few hundred posts are each read once), then the viewer's communities' newest `window`.
 */
export function postSearchWindowSql(communityIds: number[], q: SQL, plan: PostSearchPlan, window: number): SQL {
  const w = sql.raw(String(Math.trunc(window)));
  const published = sql`${p.status} = 1`;
  if (plan === 'index') {
    return sql`with matched as materialized (
        select ${p.id}, ${p.createdAt}, ${p.communityId} from ${postsP} where ${p.search} @@ ${q} and ${published}
      )
      select matched.id, matched.created_at from matched where matched.community_id = any(${intArray(communityIds)})
      order by matched.created_at desc, matched.id desc limit ${w}`;
  }
  const match = sql`ts_match_vq(${p.search}, ${q})`;
  if (communityIds.length <= FEED_MERGE_MAX) {
    const branches = communityIds.map(
      (id) =>
        sql`(select ${p.id}, ${p.createdAt} from ${postsP} where ${p.communityId} = ${id} and ${published} and ${match} order by ${p.createdAt} desc, ${p.id} desc limit ${w})`,
    );
    return sql`select u.id, u.created_at from (${sql.join(branches, sql` union all `)}) u order by u.created_at desc, u.id desc limit ${w}`;
  }
  return sql`select ${p.id}, ${p.createdAt} from ${postsP}
    where ${published} and ${p.communityId} = any(${intArray(communityIds)}) and ${match}
    order by ${p.createdAt} desc, ${p.id} desc limit ${w}`;
}

/**
 * Hot statement (the Posts tab and the dropdown, bench:global-search; feed.search.test.ts reads its
 * plans): published posts of `communityIds` (the viewer's communities, loadJoinedCommunities) whose
 * title or body (the `search` vector) match `normalised` (a normalised tsquery text, content's
 * normaliseTsQuery of toTsQuery: every word, the last one also as a prefix). Within the newest `window` matches
 * (LIMITS.keywordSearchWindow; found as `plan` says), ranked by ts_rank (a title match, weight A,
 * above a body match) then newest: the page at `offset`, `limit`, and the count of the window (at
 * most `window`). docs/decisions/0001-keyword-search-window.md.
 */
export async function loadSearchPage(
  db: Executor,
  viewer: Viewer,
  communityIds: number[],
  search: { normalised: string; plan: PostSearchPlan; window: number },
  offset: number,
  limit: number,
): Promise<{ rows: PostRow[]; total: number }> {
  // The normalised tsquery as a typed parameter: no function to fold or subquery to plan in each branch.
  const q = sql`${search.normalised}::tsquery`;
  const [row] = await query<{ total: number; ids: number[] | string | null }>(
    db,
    sql`with cand as materialized (${postSearchWindowSql(communityIds, q, search.plan, search.window)}),
      page as (
        select cand.id, ts_rank(${p.search}, ${q}) as rank, cand.created_at from cand join ${postsP} on ${p.id} = cand.id
        order by rank desc, cand.created_at desc, cand.id desc
        offset ${sql.raw(String(Math.trunc(offset)))} limit ${sql.raw(String(Math.trunc(limit)))}
      )
      select (select count(*)::int from cand) as total,
        (select array_agg(page.id order by page.rank desc, page.created_at desc, page.id desc) from page) as ids`,
  );
  const ids = row?.ids ? intArrayOf(row.ids) : [];
  const total = Number(row?.total ?? 0);
  if (ids.length === 0) return { rows: [], total };
  // The page's rows in the window's order (k1: minus the position).
  const rows = await loadPostPage(
    db,
    viewer,
    sql`select t.id, -t.n as k1, 0 as k2 from unnest(${intArray(ids)}) with ordinality as t(id, n)`,
  );
  return { rows, total };
}

/** A user's published posts and their comments on published posts, in the viewer's communities. */
export async function countUserPosts(db: Executor, viewer: Viewer, userId: string) {
  const scope = sql`${p.status} = 1 and not ${c.isDeleted} and ${joinedSql(viewer)}`;
  const cm = communityComments;
  const countIn = (q: { getSQL(): SQL }) => sql<number>`(${q})`.mapWith(Number);
  const posts = qb
    .select(countField)
    .from(p)
    .innerJoin(c, sql`${c.id} = ${p.communityId}`)
    .leftJoin(m, sql`${m.communityId} = ${c.id} and ${m.userId} = ${viewer.id}`)
    .where(sql`${p.createdBy} = ${userId} and ${scope}`);
  const comments = qb
    .select(countField)
    .from(cm)
    .innerJoin(p, sql`${p.id} = ${cm.postId}`)
    .innerJoin(c, sql`${c.id} = ${p.communityId}`)
    .leftJoin(m, sql`${m.communityId} = ${c.id} and ${m.userId} = ${viewer.id}`)
    .where(sql`${cm.createdBy} = ${userId} and ${scope}`);
  const [row] = await db
    .select({ posts: countIn(posts), comments: countIn(comments) })
    .from(accounts)
    .where(sql`${accounts.id} = ${userId}`);
  return { posts: row?.posts ?? 0, comments: row?.comments ?? 0 };
}

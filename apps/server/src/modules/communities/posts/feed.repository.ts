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
import { aliasedTable, type Executor, intArray, query } from '../../../db/raw-query';
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
 * Published posts of `communityIds` (the viewer's communities, loadJoinedCommunities) whose title
 * or body (the `search` vector) matches `tsQuery` (a to_tsquery text, content.search's toTsQuery:
 * every word, the last one also as a prefix), newest first; and their total. Both predicates are
 * on community_posts alone, so PostgreSQL can combine its indexes (the GIN index
 * community_posts_search_idx and community_posts_community_status_idx) instead of reading every
 * post of the viewer's communities; a `title ilike '%...%'` beside the full-text match, and the
 * communities joined in the same statement, made every search read them all (bench:global-search).
 */
export function loadSearchPage(
  db: Executor,
  viewer: Viewer,
  communityIds: number[],
  tsQuery: string,
  offset: number,
  limit: number,
) {
  return pageWithTotal(
    db,
    viewer,
    {
      k1: sql`${p.createdAt}`,
      from: sql`from ${postsP}`,
      where: sql`${p.status} = 1 and ${p.communityId} = any(${intArray(communityIds)}) and ${p.search} @@ to_tsquery('english', ${tsQuery})`,
      order: sql`${p.createdAt} desc, ${p.id} desc`,
    },
    offset,
    limit,
  );
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

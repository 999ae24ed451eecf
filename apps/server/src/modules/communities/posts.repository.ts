/**
 * Reading posts: the page of keys, then the rows with everything a Post answer needs, in one
 * statement (spec 02 §7 Posts; issue #3 Performance).
 *
 * Deep pages stay cheap: the page's keys come from index-only scans of the published-post indexes
 * (community_posts_community_published_idx per community, merged for the feed;
 * community_posts_published_idx for callers in very many communities), which skip `offset` index
 * entries without touching the table; only the rows of the page are then read. The spec's
 * page/pageSize contract is kept as it is.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, query, type Viewer } from './community-access';

/** A post row with the caller's view of it, its community facts and the caller's membership. */
export interface PostRow {
  id: number;
  community_id: number;
  created_by: string | null;
  title: string;
  body: string;
  image_file_id: string | null;
  status: number;
  type: number | null;
  is_frozen: boolean;
  likes_count: number;
  views_count: number;
  comments_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  c_name: string;
  c_alias: string;
  c_image: string | null;
  c_is_public: boolean;
  c_is_visible: boolean;
  c_is_auto_join: boolean;
  c_is_archived: boolean;
  c_is_deleted: boolean;
  m_status: number | null;
  m_role: number | null;
  m_permissions: string[] | null;
  a_first: string | null;
  a_last: string | null;
  a_avatar: string | null;
  a_pronoun: string | null;
  is_liked: boolean;
  is_saved: boolean;
  is_reported: boolean;
  tags: { id: number; name: string }[] | string | null;
  attachments: { id: string; name: string; type: string; size: number }[] | string | null;
}

/** The columns of PostRow for post `p`, community `c`, membership `m` and author `a`. */
function postColumns(viewer: Viewer): SQL {
  return sql`p.id, p.community_id, p.created_by, p.title, p.body, p.image_file_id, p.status, p.type, p.is_frozen, p.likes_count, p.views_count,
    p.comments_count, p.created_at, p.updated_at, c.name as c_name, c.alias as c_alias, c.image_file_id as c_image, c.is_public as c_is_public,
    c.is_visible as c_is_visible, c.is_auto_join as c_is_auto_join, c.is_archived as c_is_archived, c.is_deleted as c_is_deleted,
    m.status as m_status, m.role as m_role, m.permissions as m_permissions,
    a.first_name as a_first, a.last_name as a_last, a.avatar_url as a_avatar, a.pronoun as a_pronoun,
    exists (select 1 from community_post_likes l where l.post_id = p.id and l.user_id = ${viewer.id}) as is_liked,
    exists (select 1 from community_post_saves s where s.post_id = p.id and s.user_id = ${viewer.id}) as is_saved,
    exists (select 1 from community_reports r where r.post_id = p.id and r.comment_id is null and r.user_id = ${viewer.id}) as is_reported,
    (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from community_post_tags pt
      join community_tags t on t.id = pt.tag_id where pt.post_id = p.id) as tags,
    (select json_agg(json_build_object('id', f.id, 'name', f.filename, 'type', f.mime_type, 'size', f.size) order by f.sort_order, f.created_at)
      from community_files f where f.post_id = p.id and f.kind = 'post_attachment') as attachments`;
}

function joins(viewer: Viewer): SQL {
  return sql`join communities c on c.id = p.community_id
    left join community_members m on m.community_id = p.community_id and m.user_id = ${viewer.id}
    left join accounts a on a.id = p.created_by`;
}

/**
 * The rows of a page. `pageSql` selects `id, k1, k2` in page order (k1, k2 descending); the
 * answer keeps that order.
 */
export async function loadPostPage(db: Executor, viewer: Viewer, pageSql: SQL): Promise<PostRow[]> {
  return query<PostRow>(
    db,
    sql`with page as (${pageSql}) select ${postColumns(viewer)} from page join community_posts p on p.id = page.id ${joins(viewer)}
      order by page.k1 desc, page.k2 desc`,
  );
}

/** One post row by id (any status), or undefined. `forUpdate` locks the post row. */
export async function loadPostRow(
  db: Executor,
  viewer: Viewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PostRow | undefined> {
  const [row] = await query<PostRow>(
    db,
    sql`select ${postColumns(viewer)} from community_posts p ${joins(viewer)} where p.id = ${id} ${options.forUpdate ? sql`for update of p` : sql``}`,
  );
  return row;
}

/**
 * Keys of one community's published posts, newest first (index-only scan, then 20 rows). Offset
 * and limit are written as numbers: with them as parameters PostgreSQL re-plans the statement on
 * every call (its generic plan cannot know the limit), and planning costs more than running it.
 */
export function communityPageSql(communityId: number, offset: number, limit: number): SQL {
  return sql`select p.id, p.created_at as k1, p.id as k2 from community_posts p where p.community_id = ${communityId} and p.status = 1
    order by p.created_at desc, p.id desc offset ${sql.raw(String(Math.trunc(offset)))} limit ${sql.raw(String(Math.trunc(limit)))}`;
}

/** Up to this many communities, the feed merges one index scan per community. */
export const FEED_MERGE_MAX = 64;

/**
 * Keys of the feed page over several communities, newest first. Up to FEED_MERGE_MAX communities:
 * one branch per community, each its newest `offset + limit` keys by a backward index-only scan,
 * joined by UNION ALL; PostgreSQL merges the branches (Merge Append) and stops after
 * `offset + limit` keys in all, whatever the number of communities. Offset and limit are written as
 * numbers (not parameters) so that every cached plan keeps this shape. Beyond FEED_MERGE_MAX
 * (administrators, who read most posts anyway): one walk of the global published index.
 */
export function feedPageSql(communityIds: number[], offset: number, limit: number): SQL {
  const o = sql.raw(String(Math.trunc(offset)));
  const l = sql.raw(String(Math.trunc(limit)));
  const n = sql.raw(String(Math.trunc(offset + limit)));
  if (communityIds.length <= FEED_MERGE_MAX) {
    const branches = communityIds.map(
      (id) =>
        sql`(select p.id, p.created_at from community_posts p where p.community_id = ${id} and p.status = 1 order by p.created_at desc, p.id desc limit ${n})`,
    );
    return sql`select u.id, u.created_at as k1, u.id as k2 from (${sql.join(branches, sql` union all `)}) u
      order by u.created_at desc, u.id desc offset ${o} limit ${l}`;
  }
  return sql`select p.id, p.created_at as k1, p.id as k2 from community_posts p where p.status = 1 and p.community_id = any(${intArray(communityIds)})
    order by p.created_at desc, p.id desc offset ${o} limit ${l}`;
}

/** Open reports of posts (for callers who moderate them). */
export async function loadPostReports(db: Executor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return query<{
    id: number;
    post_id: number;
    user_id: string;
    type: number;
    reason: string;
    created_at: Date | string;
  }>(
    db,
    sql`select id, post_id, user_id, type, reason, created_at from community_reports where post_id = any(${intArray(postIds)}) and comment_id is null and status = 0
      order by created_at, id`,
  );
}

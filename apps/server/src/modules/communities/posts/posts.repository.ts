/**
 * Post rows (spec 02 §3 Post, §4, §7 Posts). Reading: the rows of a page of keys (feed.repository.ts
 * and moderation.repository.ts make the keys) with everything a Post answer needs, in one
 * statement (issue #3 Performance), or one post. Writing: the post, its tags, status and counters
 * (the community's published-post count moves with the status), the caller's likes, views and
 * saves, and reports. Every write runs in the caller's transaction.
 */
import { PostStatus } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../../db/raw-query';
import type { Viewer } from '../access.repository';
import { deleteFileRows, uuidArray } from '../uploads/uploads.repository';

/** An open report of a post or comment. */
export type ReportRow = { id: number; user_id: string; type: number; reason: string; created_at: Date | string };

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

/** Open reports of posts (for callers who moderate them). */
export async function loadPostReports(db: Executor, postIds: number[]): Promise<(ReportRow & { post_id: number })[]> {
  if (postIds.length === 0) return [];
  return query<ReportRow & { post_id: number }>(
    db,
    sql`select id, post_id, user_id, type, reason, created_at from community_reports where post_id = any(${intArray(postIds)}) and comment_id is null and status = 0
      order by created_at, id`,
  );
}

/** How many of the distinct tag ids exist. */
export async function countTags(db: Executor, tagIds: number[]): Promise<number> {
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_tags where id = any(${intArray(tagIds)})`,
  );
  return Number(n);
}

/** Sets the post's tags to `tagIds` (existing ids). */
export async function replaceTags(db: Executor, postId: number, tagIds: number[]): Promise<void> {
  await db.execute(sql`delete from community_post_tags where post_id = ${postId}`);
  if (tagIds.length)
    await db.execute(
      sql`insert into community_post_tags (post_id, tag_id) select ${postId}, unnest(${intArray(tagIds)})`,
    );
}

/** A post's text fields. */
export interface PostText {
  title: string;
  body: string;
  type: number | null;
}

/** Inserts a post; answers its id. */
export async function insertPost(
  db: Executor,
  communityId: number,
  authorId: string,
  post: PostText & { status: number },
): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into community_posts (community_id, created_by, title, body, status, type) values (${communityId}, ${authorId}, ${post.title}, ${post.body}, ${post.status}, ${post.type}) returning id`,
  );
  return Number(id);
}

/** Sets a post's text (and its cover file when `imageFileId` is given: a file id, or null for none). */
export async function updatePostText(
  db: Executor,
  postId: number,
  post: PostText,
  imageFileId?: string | null,
): Promise<void> {
  const image = imageFileId === undefined ? sql`` : sql`, image_file_id = ${imageFileId}`;
  await db.execute(
    sql`update community_posts set title = ${post.title}, body = ${post.body}, type = ${post.type}, updated_at = now() ${image} where id = ${postId}`,
  );
}

/** Sets a new post's cover file. */
export async function setPostImage(db: Executor, postId: number, fileId: string): Promise<void> {
  await db.execute(sql`update community_posts set image_file_id = ${fileId} where id = ${postId}`);
}

/** Marks activity in a community now; `published` adds one to its published-post count. */
export async function touchCommunity(db: Executor, communityId: number, published = false): Promise<void> {
  await db.execute(
    sql`update communities set latest_activity = now() ${published ? sql`, posts_count = posts_count + 1` : sql``} where id = ${communityId}`,
  );
}

/** Moves a post from status `from` to `to`, keeping the community's published count (the caller holds the locks). */
export async function writePostStatus(
  db: Executor,
  post: { id: number; community_id: number },
  from: number,
  to: number,
): Promise<void> {
  await db.execute(sql`update community_posts set status = ${to}, updated_at = now() where id = ${post.id}`);
  const delta = (to === PostStatus.Published ? 1 : 0) - (from === PostStatus.Published ? 1 : 0);
  if (delta !== 0)
    await db.execute(sql`update communities set posts_count = posts_count + ${delta} where id = ${post.community_id}`);
}

/** Opens or closes a post (isFrozen). */
export async function setFrozen(db: Executor, postId: number, isFrozen: boolean): Promise<void> {
  await db.execute(sql`update community_posts set is_frozen = ${isFrozen}, updated_at = now() where id = ${postId}`);
}

/** How many attachments a post has, and the highest sort order of its files (-1 when none). */
export async function attachmentStats(db: Executor, postId: number): Promise<{ count: number; maxOrder: number }> {
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_files where post_id = ${postId} and kind = 'post_attachment'`,
  );
  const [{ m }] = await query<{ m: number }>(
    db,
    sql`select coalesce(max(sort_order), -1)::int as m from community_files where post_id = ${postId}`,
  );
  return { count: Number(n), maxOrder: Number(m) };
}

/** Deletes the post's attachments among `fileIds` (uuids); answers their storage keys. */
export function deleteAttachments(db: Executor, postId: number, fileIds: string[]): Promise<string[]> {
  return deleteFileRows(
    db,
    sql`f.post_id = ${postId} and f.kind = 'post_attachment' and f.id = any(${uuidArray(fileIds)})`,
  );
}

/** Deletes the post's cover file row; answers its storage keys. */
export function deletePostImage(db: Executor, postId: number): Promise<string[]> {
  return deleteFileRows(db, sql`f.post_id = ${postId} and f.kind = 'post_image'`);
}

/** The user's rows of one kind on a post: likes (likes_count), views (views_count) or saves. */
export type PostMark = 'like' | 'view' | 'save';

const MARKS = {
  like: { table: sql.raw('community_post_likes'), counter: sql.raw('likes_count') },
  view: { table: sql.raw('community_post_views'), counter: sql.raw('views_count') },
  save: { table: sql.raw('community_post_saves'), counter: null },
} as const;

/** Adds the user's mark (idempotent); a new like or view moves its counter by one. */
export async function addPostMark(db: Executor, postId: number, userId: string, mark: PostMark): Promise<void> {
  const { table, counter } = MARKS[mark];
  const added = await query(
    db,
    sql`insert into ${table} (post_id, user_id) values (${postId}, ${userId}) on conflict do nothing returning 1`,
  );
  if (added.length && counter)
    await db.execute(sql`update community_posts set ${counter} = ${counter} + 1 where id = ${postId}`);
}

/** Removes the user's mark (idempotent); a removed like moves likes_count by one. */
export async function removePostMark(db: Executor, postId: number, userId: string, mark: PostMark): Promise<void> {
  const { table, counter } = MARKS[mark];
  const removed = await query(
    db,
    sql`delete from ${table} where post_id = ${postId} and user_id = ${userId} returning 1`,
  );
  if (removed.length && counter)
    await db.execute(sql`update community_posts set ${counter} = ${counter} - 1 where id = ${postId}`);
}

/** The post's like and view counters and whether the user likes and saved it. */
export async function loadPostMarks(db: Executor, postId: number, userId: string) {
  const [s] = await query<{ likes_count: number; views_count: number; is_liked: boolean; is_saved: boolean }>(
    db,
    sql`select p.likes_count, p.views_count,
        exists (select 1 from community_post_likes l where l.post_id = p.id and l.user_id = ${userId}) as is_liked,
        exists (select 1 from community_post_saves s where s.post_id = p.id and s.user_id = ${userId}) as is_saved
        from community_posts p where p.id = ${postId}`,
  );
  return s;
}

/** A report of a post or (with `commentId`) of a comment. */
export interface ReportInput {
  communityId: number;
  postId: number;
  commentId?: number;
  userId: string;
  type: number;
  reason: string;
}

/** Inserts the user's report; answers its id, or undefined when they reported it already. */
export async function insertReport(db: Executor, r: ReportInput): Promise<number | undefined> {
  const rows =
    r.commentId === undefined
      ? await query<{ id: number }>(
          db,
          sql`insert into community_reports (community_id, post_id, user_id, type, reason) values (${r.communityId}, ${r.postId}, ${r.userId}, ${r.type}, ${r.reason})
        on conflict (post_id, user_id) where comment_id is null do nothing returning id`,
        )
      : await query<{ id: number }>(
          db,
          sql`insert into community_reports (community_id, post_id, comment_id, user_id, type, reason) values (${r.communityId}, ${r.postId}, ${r.commentId}, ${r.userId}, ${r.type}, ${r.reason})
        on conflict (comment_id, user_id) where comment_id is not null do nothing returning id`,
        );
  return rows.length ? Number(rows[0].id) : undefined;
}

/** `select user_id` of the users following a post: those who saved it and those who commented on it. */
export function postFollowersSql(postId: number): SQL {
  return sql`select s.user_id from community_post_saves s where s.post_id = ${postId} union select c.created_by from community_comments c where c.post_id = ${postId} and c.created_by is not null`;
}

/**
 * Comment rows (spec 02 §3 Comment, §4): a post's comments with what a Comment answer needs, their
 * open reports, and the writes of comments, their files, likes and the post's comment counter
 * (in the caller's transaction).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../../db/raw-query';
import { flagHoldersSql, type Viewer } from '../access.repository';
import { deleteFileRows, uuidArray } from '../uploads/uploads.repository';
import type { ReportRow } from './posts.repository';

/** A comment row with its author and the viewer's like and report. */
export interface CommentRow {
  id: number;
  post_id: number;
  parent_comment_id: number | null;
  depth: number;
  body: string;
  likes_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string | null;
  a_first: string | null;
  a_last: string | null;
  a_avatar: string | null;
  a_pronoun: string | null;
  is_liked: boolean;
  is_reported: boolean;
  attachments: { id: string; name: string; type: string; size: number }[] | string | null;
}

function commentColumns(viewer: Viewer): SQL {
  return sql`cm.id, cm.post_id, cm.parent_comment_id, cm.depth, cm.body, cm.likes_count, cm.created_at, cm.updated_at, cm.created_by,
    a.first_name as a_first, a.last_name as a_last, a.avatar_url as a_avatar, a.pronoun as a_pronoun,
    exists (select 1 from community_comment_likes l where l.comment_id = cm.id and l.user_id = ${viewer.id}) as is_liked,
    exists (select 1 from community_reports r where r.comment_id = cm.id and r.user_id = ${viewer.id}) as is_reported,
    (select json_agg(json_build_object('id', f.id, 'name', f.filename, 'type', f.mime_type, 'size', f.size) order by f.sort_order, f.created_at)
      from community_files f where f.comment_id = cm.id) as attachments`;
}

async function loadComments(db: Executor, viewer: Viewer, where: SQL, paging = sql``): Promise<CommentRow[]> {
  return query<CommentRow>(
    db,
    sql`select ${commentColumns(viewer)} from community_comments cm left join accounts a on a.id = cm.created_by where ${where}
      order by cm.created_at, cm.id ${paging}`,
  );
}

/** A page of a post's comments, oldest first (flat). */
export function loadCommentPage(
  db: Executor,
  viewer: Viewer,
  postId: number,
  page: number,
  pageSize: number,
): Promise<CommentRow[]> {
  return loadComments(db, viewer, sql`cm.post_id = ${postId}`, sql`limit ${pageSize} offset ${(page - 1) * pageSize}`);
}

/** One comment of a post, or undefined. */
export async function loadComment(
  db: Executor,
  viewer: Viewer,
  postId: number,
  commentId: number,
): Promise<CommentRow | undefined> {
  const [row] = await loadComments(db, viewer, sql`cm.id = ${commentId} and cm.post_id = ${postId}`);
  return row;
}

/** Open reports of comments. */
export async function loadCommentReports(
  db: Executor,
  commentIds: number[],
): Promise<(ReportRow & { comment_id: number })[]> {
  return query<ReportRow & { comment_id: number }>(
    db,
    sql`select id, comment_id, user_id, type, reason, created_at from community_reports where comment_id = any(${intArray(commentIds)}) and status = 0 order by created_at, id`,
  );
}

/** What the rules read of a comment of the post, or undefined. */
export async function loadCommentFacts(db: Executor, postId: number, commentId: number) {
  const [comment] = await query<{
    id: number;
    created_by: string | null;
    depth: number;
    parent_comment_id: number | null;
  }>(
    db,
    sql`select id, created_by, depth, parent_comment_id from community_comments where id = ${commentId} and post_id = ${postId}`,
  );
  return comment;
}

/** Inserts a comment; answers its id. */
export async function insertComment(
  db: Executor,
  c: { postId: number; parentCommentId: number | null; depth: number; authorId: string; body: string },
): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into community_comments (post_id, parent_comment_id, depth, created_by, body) values (${c.postId}, ${c.parentCommentId}, ${c.depth}, ${c.authorId}, ${c.body}) returning id`,
  );
  return Number(id);
}

/** Moves the post's commentsCount by `delta`. */
export async function moveCommentsCount(db: Executor, postId: number, delta: number): Promise<void> {
  await db.execute(sql`update community_posts set comments_count = comments_count + ${delta} where id = ${postId}`);
}

/** Sets a comment's body. */
export async function updateCommentBody(db: Executor, commentId: number, body: string): Promise<void> {
  await db.execute(sql`update community_comments set body = ${body}, updated_at = now() where id = ${commentId}`);
}

/** How many files a comment has, and their highest sort order (-1 when none). */
export async function commentFileStats(db: Executor, commentId: number): Promise<{ count: number; maxOrder: number }> {
  const [{ n, m }] = await query<{ n: number; m: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(sort_order), -1)::int as m from community_files where comment_id = ${commentId}`,
  );
  return { count: Number(n), maxOrder: Number(m) };
}

/** Deletes the comment's files among `fileIds` (uuids); answers their storage keys. */
export function deleteCommentFiles(db: Executor, commentId: number, fileIds: string[]): Promise<string[]> {
  return deleteFileRows(db, sql`f.comment_id = ${commentId} and f.id = any(${uuidArray(fileIds)})`);
}

/** Deletes a comment with its replies (any depth) and their files' rows; answers how many comments went and the storage keys. */
export async function deleteCommentTree(db: Executor, commentId: number): Promise<{ removed: number; keys: string[] }> {
  const tree = sql`with recursive t(id) as (select ${commentId}::int union all select c.id from community_comments c join t on c.parent_comment_id = t.id) select id from t`;
  const keys = await deleteFileRows(db, sql`f.comment_id in (${tree})`);
  const removed = await query<{ id: number }>(
    db,
    sql`delete from community_comments where id in (${tree}) returning id`,
  );
  return { removed: removed.length, keys };
}

/** Adds (`like`) or removes the user's like (idempotent); likesCount moves by one with the row. */
export async function writeCommentLike(db: Executor, commentId: number, userId: string, like: boolean): Promise<void> {
  if (like) {
    const added = await query(
      db,
      sql`insert into community_comment_likes (comment_id, user_id) values (${commentId}, ${userId}) on conflict do nothing returning 1`,
    );
    if (added.length)
      await db.execute(sql`update community_comments set likes_count = likes_count + 1 where id = ${commentId}`);
    return;
  }
  const removed = await query(
    db,
    sql`delete from community_comment_likes where comment_id = ${commentId} and user_id = ${userId} returning 1`,
  );
  if (removed.length)
    await db.execute(sql`update community_comments set likes_count = likes_count - 1 where id = ${commentId}`);
}

/** The comment's like counter and whether the user likes it. */
export async function loadCommentLikes(db: Executor, commentId: number, userId: string) {
  const [s] = await query<{ likes_count: number; is_liked: boolean }>(
    db,
    sql`select likes_count, exists (select 1 from community_comment_likes l where l.comment_id = ${commentId} and l.user_id = ${userId}) as is_liked
        from community_comments where id = ${commentId}`,
  );
  return s;
}

/** `select user_id` of the community's commentDelete holders other than the post's author. */
export function commentModeratorsSql(communityId: number, postAuthorId: string | null): SQL {
  return sql`select h.user_id from (${flagHoldersSql(communityId, 'commentDelete')}) h where h.user_id is distinct from ${postAuthorId}::uuid`;
}

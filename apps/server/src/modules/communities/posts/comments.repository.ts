/**
 * Comment rows (spec 02 §3 Comment, §4): a post's comments with what a Comment answer needs, their
 * open reports, and the writes of comments, their files, likes and the post's comment counter
 * (in the caller's transaction).
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray } from '../../../db/raw-query';
import {
  communityCommentLikes,
  communityComments,
  communityFiles,
  communityPosts,
  communityReports,
} from '../../../db/schema';
import { accountA as a, countField, flagHoldersSql, type Viewer } from '../access.repository';
import { deleteFileRows, fileF, uuidArray } from '../uploads/uploads.repository';
import { attachmentsSql, type ReportRow } from './posts.repository';

const cm = communityComments;

/** `exists` of the user's like of comment `cm`. */
function likedSql(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${communityCommentLikes} where ${communityCommentLikes.commentId} = ${cm.id} and ${communityCommentLikes.userId} = ${userId})`;
}

/** The fields of CommentRow: the comment, its author `a` and the viewer's like and report. */
function commentFields(viewer: Viewer) {
  return {
    id: cm.id,
    postId: cm.postId,
    parentCommentId: cm.parentCommentId,
    depth: cm.depth,
    body: cm.body,
    likesCount: cm.likesCount,
    createdAt: cm.createdAt,
    updatedAt: cm.updatedAt,
    createdBy: cm.createdBy,
    aFirst: a.firstName,
    aLast: a.lastName,
    aAvatar: a.avatarUrl,
    aPronoun: a.pronoun,
    isLiked: likedSql(viewer.id),
    isReported: sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.commentId} = ${cm.id} and ${communityReports.userId} = ${viewer.id})`,
    attachments: attachmentsSql(sql`${communityFiles.commentId} = ${cm.id}`),
  };
}

function loadComments(db: Executor, viewer: Viewer, where: SQL) {
  return db
    .select(commentFields(viewer))
    .from(cm)
    .leftJoin(a, eq(a.id, cm.createdBy))
    .where(where)
    .orderBy(asc(cm.createdAt), asc(cm.id))
    .$dynamic();
}

/** A comment row with its author (`a*`) and the viewer's like and report. */
export type CommentRow = Awaited<ReturnType<typeof loadComments>>[number];

/** A page of a post's comments, oldest first (flat). */
export function loadCommentPage(
  db: Executor,
  viewer: Viewer,
  postId: number,
  page: number,
  pageSize: number,
): Promise<CommentRow[]> {
  return loadComments(db, viewer, eq(cm.postId, postId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** One comment of a post, or undefined. */
export async function loadComment(
  db: Executor,
  viewer: Viewer,
  postId: number,
  commentId: number,
): Promise<CommentRow | undefined> {
  const [row] = await loadComments(db, viewer, and(eq(cm.id, commentId), eq(cm.postId, postId)) as SQL);
  return row;
}

/** Open reports of comments. */
export async function loadCommentReports(
  db: Executor,
  commentIds: number[],
): Promise<(ReportRow & { commentId: number | null })[]> {
  const r = communityReports;
  return db
    .select({
      id: r.id,
      commentId: r.commentId,
      userId: r.userId,
      type: r.type,
      reason: r.reason,
      createdAt: r.createdAt,
    })
    .from(r)
    .where(sql`${r.commentId} = any(${intArray(commentIds)}) and ${r.status} = 0`)
    .orderBy(asc(r.createdAt), asc(r.id));
}

/** What the rules read of a comment of the post, or undefined. */
export async function loadCommentFacts(db: Executor, postId: number, commentId: number) {
  const [comment] = await db
    .select({ id: cm.id, createdBy: cm.createdBy, depth: cm.depth, parentCommentId: cm.parentCommentId })
    .from(cm)
    .where(and(eq(cm.id, commentId), eq(cm.postId, postId)));
  return comment;
}

/** Inserts a comment; answers its id. */
export async function insertComment(
  db: Executor,
  c: { postId: number; parentCommentId: number | null; depth: number; authorId: string; body: string },
): Promise<number> {
  const [{ id }] = await db
    .insert(cm)
    .values({
      postId: c.postId,
      parentCommentId: c.parentCommentId,
      depth: c.depth,
      createdBy: c.authorId,
      body: c.body,
    })
    .returning({ id: cm.id });
  return id;
}

/** Moves the post's commentsCount by `delta`. */
export async function moveCommentsCount(db: Executor, postId: number, delta: number): Promise<void> {
  await db
    .update(communityPosts)
    .set({ commentsCount: sql`${communityPosts.commentsCount} + ${delta}` })
    .where(eq(communityPosts.id, postId));
}

/** Sets a comment's body. */
export async function updateCommentBody(db: Executor, commentId: number, body: string): Promise<void> {
  await db.update(cm).set({ body, updatedAt: sql`now()` }).where(eq(cm.id, commentId));
}

/** How many files a comment has, and their highest sort order (-1 when none). */
export async function commentFileStats(db: Executor, commentId: number): Promise<{ count: number; maxOrder: number }> {
  const [{ n, maxOrder }] = await db
    .select({
      ...countField,
      maxOrder: sql<number>`coalesce(max(${communityFiles.sortOrder}), -1)::int`.mapWith(Number),
    })
    .from(communityFiles)
    .where(eq(communityFiles.commentId, commentId));
  return { count: n, maxOrder };
}

/** Deletes the comment's files among `fileIds` (uuids); answers their storage keys. */
export function deleteCommentFiles(db: Executor, commentId: number, fileIds: string[]): Promise<string[]> {
  return deleteFileRows(db, sql`${fileF.commentId} = ${commentId} and ${fileF.id} = any(${uuidArray(fileIds)})`);
}

/** Deletes a comment with its replies (any depth) and their files' rows; answers how many comments went and the storage keys. */
export async function deleteCommentTree(db: Executor, commentId: number): Promise<{ removed: number; keys: string[] }> {
  const tree = sql`with recursive t(id) as (select ${commentId}::int union all select ${cm.id} from ${cm} join t on ${cm.parentCommentId} = t.id) select id from t`;
  const keys = await deleteFileRows(db, sql`${fileF.commentId} in (${tree})`);
  const removed = await db.delete(cm).where(sql`${cm.id} in (${tree})`).returning({ id: cm.id });
  return { removed: removed.length, keys };
}

/** Adds (`like`) or removes the user's like (idempotent); likesCount moves by one with the row. */
export async function writeCommentLike(db: Executor, commentId: number, userId: string, like: boolean): Promise<void> {
  const l = communityCommentLikes;
  const changed = like
    ? await db.insert(l).values({ commentId, userId }).onConflictDoNothing().returning({ commentId: l.commentId })
    : await db
        .delete(l)
        .where(and(eq(l.commentId, commentId), eq(l.userId, userId)))
        .returning({ commentId: l.commentId });
  if (changed.length)
    await db
      .update(cm)
      .set({ likesCount: sql`${cm.likesCount} + ${like ? 1 : -1}` })
      .where(eq(cm.id, commentId));
}

/** The comment's like counter and whether the user likes it. */
export async function loadCommentLikes(db: Executor, commentId: number, userId: string) {
  const [s] = await db
    .select({ likesCount: cm.likesCount, isLiked: likedSql(userId) })
    .from(cm)
    .where(eq(cm.id, commentId));
  return s;
}

/** `select user_id` of the community's commentDelete holders other than the post's author. */
export function commentModeratorsSql(communityId: number, postAuthorId: string | null): SQL {
  return sql`select h.user_id from (${flagHoldersSql(communityId, 'commentDelete')}) h where h.user_id is distinct from ${postAuthorId}::uuid`;
}

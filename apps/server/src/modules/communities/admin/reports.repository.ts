/**
 * SQL of reported posts and comments in a community's admin area (spec 02 §2 Reported posts /
 * Reported comments, §7 Posts admin; issue 19), through Drizzle's builder on the schema. Row types
 * are derived from the statements that produce them.
 */
import { and, countDistinct, desc, eq, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import { communityComments, communityPosts, communityReports } from '../../../db/schema/communities';

/** `column = any(ids)` with the ids as one int[] parameter (the statement text does not depend on how many). */
const anyId = (column: typeof communityReports.id | typeof communityPosts.id, ids: number[]): SQL =>
  sql`${column} = any(${intArray(ids)})`;

/**
 * The posts of `ids` as the page of loadPostPage (posts.repository): `id, k1, k2` with k1
 * descending in the order of `ids`.
 */
export function reportedPostsPage(db: Executor, ids: number[]): SQL {
  return db
    .select({
      id: communityPosts.id,
      k1: sql<number>`array_position(${intArray(ids)}, ${communityPosts.id}) * -1`.as('k1'),
      k2: sql<number>`${communityPosts.id}`.as('k2'),
    })
    .from(communityPosts)
    .where(anyId(communityPosts.id, ids))
    .getSQL();
}

/** Ids of the posts (or comments) of a community with open reports, newest report first, one page; and the total. */
export async function loadReportedIds(
  db: Executor,
  communityId: number,
  kind: 'post' | 'comment',
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const col = kind === 'post' ? communityReports.postId : communityReports.commentId;
  const where = and(
    eq(communityReports.communityId, communityId),
    eq(communityReports.status, 0),
    kind === 'post' ? isNull(communityReports.commentId) : isNotNull(communityReports.commentId),
  );
  const rows = await db
    .select({ id: col, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(communityReports)
    .where(where)
    .groupBy(col)
    .orderBy(desc(max(communityReports.createdAt)), desc(col))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (rows.length) return { ids: rows.map((r) => Number(r.id)), total: rows[0].n };
  const [{ n }] = await db
    .select({ n: countDistinct(col) })
    .from(communityReports)
    .where(where);
  return { ids: [], total: n };
}

/** Open reports (with reporter names) of these posts' own reports, or of these comments; newest first. */
export async function loadOpenReports(db: Executor, kind: 'post' | 'comment', ids: number[]) {
  if (ids.length === 0) return [];
  const filter =
    kind === 'post'
      ? and(sql`${communityReports.postId} = any(${intArray(ids)})`, isNull(communityReports.commentId))
      : sql`${communityReports.commentId} = any(${intArray(ids)})`;
  return db
    .select({
      id: communityReports.id,
      postId: communityReports.postId,
      commentId: communityReports.commentId,
      userId: communityReports.userId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      type: communityReports.type,
      reason: communityReports.reason,
      createdAt: communityReports.createdAt,
    })
    .from(communityReports)
    .innerJoin(accounts, eq(accounts.id, communityReports.userId))
    .where(and(filter, eq(communityReports.status, 0)))
    .orderBy(desc(communityReports.createdAt), desc(communityReports.id));
}

/** An open report with its reporter's name. */
export type AdminReportRow = Awaited<ReturnType<typeof loadOpenReports>>[number];

/** Reported comments' rows: body, post title, author (names null when the author is gone). */
export async function loadCommentRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      postTitle: communityPosts.title,
      body: communityComments.body,
      createdAt: communityComments.createdAt,
      createdBy: communityComments.createdBy,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .leftJoin(accounts, eq(accounts.id, communityComments.createdBy))
    .where(sql`${communityComments.id} = any(${intArray(ids)})`);
}

const reportKeys = {
  id: communityReports.id,
  postId: communityReports.postId,
  commentId: communityReports.commentId,
  userId: communityReports.userId,
};

/** Reports among `ids` that belong to this community (with their post and comment), locked. */
export async function loadReportsOf(db: Executor, communityId: number, ids: number[]) {
  return db
    .select(reportKeys)
    .from(communityReports)
    .where(and(anyId(communityReports.id, ids), eq(communityReports.communityId, communityId)))
    .for('update');
}

/** Sets open reports to Approved (1, resolved) or Declined (2); answers the rows changed. */
export async function decideReports(db: Executor, ids: number[], status: 1 | 2) {
  return db
    .update(communityReports)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(anyId(communityReports.id, ids), eq(communityReports.status, 0)))
    .returning(reportKeys);
}

/** A comment of this community (via its post), locked, or undefined. */
export async function loadCommunityComment(db: Executor, communityId: number, commentId: number) {
  const [row] = await db
    .select({ id: communityComments.id, postId: communityComments.postId, createdBy: communityComments.createdBy })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(and(eq(communityComments.id, commentId), eq(communityPosts.communityId, communityId)))
    .for('update', { of: communityComments });
  return row;
}

/** The reporters of a comment's open reports. */
export async function openCommentReporters(db: Executor, commentId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: communityReports.userId })
    .from(communityReports)
    .where(and(eq(communityReports.commentId, commentId), eq(communityReports.status, 0)));
  return rows.map((r) => r.userId);
}

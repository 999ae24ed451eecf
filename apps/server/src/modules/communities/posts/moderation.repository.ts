/**
 * The moderator's rows (spec 02 §3 Community statistics, §7 Posts Admin): every post of a
 * community by status, the statistics, and resolving a post's reports.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { communities, communityPosts, communityReports } from '../../../db/schema';
import { countField, qb, type Viewer } from '../access.repository';
import { loadPostPage, type PostRow, postP as p } from './posts.repository';

/** A page of a community's posts (any status, or `status`; or the one post `id`), newest first; and their total. */
export async function loadAdminPostPage(
  db: Executor,
  viewer: Viewer,
  communityId: number,
  q: { page: number; pageSize: number; status?: number; id?: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = and(
    eq(p.communityId, communityId),
    q.status === undefined ? undefined : eq(p.status, q.status),
    q.id === undefined ? undefined : eq(p.id, q.id),
  ) as SQL;
  const keys = qb
    .select({ id: p.id, k1: sql`${p.createdAt}`.as('k1'), k2: sql`${p.id}`.as('k2') })
    .from(p)
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .offset((q.page - 1) * q.pageSize)
    .limit(q.pageSize);
  const [rows, [{ n }]] = await Promise.all([
    loadPostPage(db, viewer, keys.getSQL()),
    db.select(countField).from(p).where(where),
  ]);
  return { rows, total: n };
}

/** A count of `where` in `from`, as a number (a scalar subquery). */
const countOf = (what: SQL, from: SQL, where: SQL) =>
  sql<number>`(select count(${what})::int from ${from} where ${where})`.mapWith(Number);

/** A community's post counts: not deleted, pending, archived, and posts and comments with open reports. */
export async function loadStatistics(db: Executor, communityId: number) {
  const posts = sql`${communityPosts}`;
  const reports = sql`${communityReports}`;
  const inCommunity = sql`${communityPosts.communityId} = ${communityId}`;
  const openReports = sql`${communityReports.communityId} = ${communityId} and ${communityReports.status} = 0`;
  const [row] = await db
    .select({
      allPosts: countOf(sql`*`, posts, sql`${inCommunity} and ${communityPosts.status} <> 3`),
      pending: countOf(sql`*`, posts, sql`${inCommunity} and ${communityPosts.status} = 2`),
      archived: countOf(sql`*`, posts, sql`${inCommunity} and ${communityPosts.status} in (4, 99)`),
      reportedPosts: countOf(
        sql`distinct ${communityReports.postId}`,
        reports,
        sql`${openReports} and ${communityReports.commentId} is null`,
      ),
      reportedComments: countOf(
        sql`distinct ${communityReports.commentId}`,
        reports,
        sql`${openReports} and ${communityReports.commentId} is not null`,
      ),
    })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row ?? { allPosts: 0, pending: 0, archived: 0, reportedPosts: 0, reportedComments: 0 };
}

/** Resolves the post's open reports (not its comments'); answers the reporters. */
export async function resolvePostReports(db: Executor, postId: number): Promise<string[]> {
  const r = communityReports;
  const rows = await db
    .update(r)
    .set({ status: 1, resolvedAt: sql`now()` })
    .where(and(eq(r.postId, postId), sql`${r.commentId} is null`, eq(r.status, 0)))
    .returning({ userId: r.userId });
  return rows.map((x) => x.userId);
}

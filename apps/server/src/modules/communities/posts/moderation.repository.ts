/**
 * The moderator's rows (spec 02 §3 Community statistics, §7 Posts Admin): every post of a
 * community by status, the statistics, and resolving a post's reports.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import type { Viewer } from '../access.repository';
import { loadPostPage, type PostRow } from './posts.repository';

/** A page of a community's posts (any status, or `status`; or the one post `id`), newest first; and their total. */
export async function loadAdminPostPage(
  db: Executor,
  viewer: Viewer,
  communityId: number,
  q: { page: number; pageSize: number; status?: number; id?: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = sql`p.community_id = ${communityId} ${q.status === undefined ? sql`` : sql`and p.status = ${q.status}`} ${q.id === undefined ? sql`` : sql`and p.id = ${q.id}`}`;
  const [rows, [{ n }]] = await Promise.all([
    loadPostPage(
      db,
      viewer,
      sql`select p.id, p.created_at as k1, p.id as k2 from community_posts p where ${where} order by p.created_at desc, p.id desc
      offset ${(q.page - 1) * q.pageSize} limit ${q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from community_posts p where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** A community's post counts: not deleted, pending, archived, and posts and comments with open reports. */
export async function loadStatistics(db: Executor, communityId: number) {
  const [row] = await query<{
    all_posts: number;
    pending: number;
    archived: number;
    reported_posts: number;
    reported_comments: number;
  }>(
    db,
    sql`select
      (select count(*)::int from community_posts where community_id = ${communityId} and status <> 3) as all_posts,
      (select count(*)::int from community_posts where community_id = ${communityId} and status = 2) as pending,
      (select count(*)::int from community_posts where community_id = ${communityId} and status in (4, 99)) as archived,
      (select count(distinct post_id)::int from community_reports where community_id = ${communityId} and status = 0 and comment_id is null) as reported_posts,
      (select count(distinct comment_id)::int from community_reports where community_id = ${communityId} and status = 0 and comment_id is not null) as reported_comments`,
  );
  return row;
}

/** Resolves the post's open reports (not its comments'); answers the reporters. */
export async function resolvePostReports(db: Executor, postId: number): Promise<string[]> {
  const rows = await query<{ user_id: string }>(
    db,
    sql`update community_reports set status = 1, resolved_at = now() where post_id = ${postId} and comment_id is null and status = 0 returning user_id`,
  );
  return rows.map((r) => r.user_id);
}

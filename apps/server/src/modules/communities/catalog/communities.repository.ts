/**
 * Community rows for the explore lists, one community's card, the side menu, and the favourite,
 * like and view rows with their counters. Lists are scoped in their `where` by the SQL form of the
 * policy (access.ts) and their totals count the same rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../../db/raw-query';
import { COMMUNITY_COLUMNS, discoverableSql, membershipJoin, type Viewer } from '../access.repository';
import { containsPattern } from '../format';
import type { CommunityListRow } from './communities.presenter';

/** Per-row extras of community answers (needs `c` and the viewer). */
function extrasSql(viewer: Viewer): SQL {
  return sql`exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${viewer.id}) as is_favorite,
    exists (select 1 from community_likes l where l.community_id = c.id and l.user_id = ${viewer.id}) as is_liked,
    (c.is_public = false and c.is_visible and exists (select 1 from community_join_questions q where q.community_id = c.id)) as has_questions,
    (select coalesce(json_agg(json_build_object('id', cc.id, 'name', cc.name, 'color', cc.color, 'parentCategoryId', cc.parent_category_id) order by cc.name), '[]'::json)
      from community_category_links cl join community_categories cc on cc.id = cl.category_id where cl.community_id = c.id) as categories`;
}

/** Explicit or auto-join membership ("my communities"; administrators only by their own rows). */
function memberSql(): SQL {
  return sql`(coalesce(m.status, 0) = 2 or (c.is_auto_join and c.is_public and c.is_visible and coalesce(m.status, 0) not in (3, 4)))`;
}

/** Which discoverable communities a list holds. */
export interface CommunityFilter {
  onlyJoined?: boolean;
  onlyFavorite?: boolean;
  /** Categories, or their subcategories. */
  categoryIds?: number[];
  tagIds?: number[];
  communityIds?: number[];
  /** In the name, short description or alias. */
  keyword?: string;
  /** Open communities the caller has not joined nor asked or been blocked from. */
  recommended?: boolean;
}

function filterSql(viewer: Viewer, f: CommunityFilter): SQL {
  const where: SQL[] = [discoverableSql(viewer)];
  if (f.onlyJoined) where.push(memberSql());
  if (f.onlyFavorite)
    where.push(
      sql`exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${viewer.id})`,
    );
  if (f.categoryIds?.length) {
    const ids = sql`${intArray(f.categoryIds)}`;
    where.push(sql`exists (select 1 from community_category_links cl join community_categories cc on cc.id = cl.category_id
      where cl.community_id = c.id and (cc.id = any(${ids}) or cc.parent_category_id = any(${ids})))`);
  }
  if (f.tagIds?.length) where.push(sql`c.tag_ids && ${intArray(f.tagIds)}`);
  if (f.communityIds?.length) where.push(sql`c.id = any(${intArray(f.communityIds)})`);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    where.push(sql`(c.name ilike ${like} or c.short_description ilike ${like} or c.alias ilike ${like})`);
  }
  if (f.recommended)
    where.push(sql`c.is_visible and not c.is_archived and not ${memberSql()} and coalesce(m.status, 0) not in (1, 3)`);
  return sql.join(where, sql` and `);
}

/**
 * A page of the communities the filter holds, with the caller's membership and extras, and their
 * total. `order`: by name, or most members first (then by name).
 */
export async function loadCommunityPage(
  db: Executor,
  viewer: Viewer,
  filter: CommunityFilter,
  order: 'name' | 'members',
  page: number,
  pageSize: number,
): Promise<{ rows: CommunityListRow[]; total: number }> {
  const where = filterSql(viewer, filter);
  const orderBy = order === 'name' ? sql`lower(c.name), c.id` : sql`c.members_count desc, lower(c.name), c.id`;
  const [rows, [{ n }]] = await Promise.all([
    query<CommunityListRow>(
      db,
      sql`select ${COMMUNITY_COLUMNS}, ${extrasSql(viewer)} from communities c ${membershipJoin(viewer)}
        where ${where} order by ${orderBy} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from communities c ${membershipJoin(viewer)} where ${where}`,
    ),
  ]);
  return { rows, total: Number(n) };
}

/** One community (by id, or alias in any case) with the caller's membership and extras, or undefined. */
export async function loadCommunityListRow(
  db: Executor,
  viewer: Viewer,
  by: { id: number } | { alias: string },
): Promise<CommunityListRow | undefined> {
  const where = 'id' in by ? sql`c.id = ${by.id}` : sql`lower(c.alias) = lower(${by.alias})`;
  const [row] = await query<CommunityListRow>(
    db,
    sql`select ${COMMUNITY_COLUMNS}, ${extrasSql(viewer)} from communities c ${membershipJoin(viewer)} where ${where} limit 1`,
  );
  return row;
}

/** A side-menu entry's row. */
export type MenuRow = { id: number; alias: string; name: string; image_file_id: string | null };

/**
 * The side menu (spec 02 §2): the `top` most recently active live communities the caller is a
 * member of, and of those they moderate, each sorted by name; and how many they are a member of.
 */
export async function loadMenu(
  db: Executor,
  viewer: Viewer,
  top: number,
): Promise<{ joined: MenuRow[]; moderated: MenuRow[]; joinedCount: number }> {
  const base = sql`from communities c ${membershipJoin(viewer)} where not c.is_deleted and ${memberSql()}`;
  const [joined, moderated, [{ n }]] = await Promise.all([
    query<MenuRow>(
      db,
      sql`select * from (select c.id, c.alias, c.name, c.image_file_id ${base}
      order by c.latest_activity desc nulls last, c.id desc limit ${top}) t order by lower(t.name), t.id`,
    ),
    query<MenuRow>(
      db,
      sql`select * from (select c.id, c.alias, c.name, c.image_file_id ${base} and m.status = 2 and m.role in (1, 2)
      order by c.latest_activity desc nulls last, c.id desc limit ${top}) t order by lower(t.name), t.id`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n ${base}`),
  ]);
  return { joined, moderated, joinedCount: Number(n) };
}

/** The user's rows of one kind on a community: favourites, likes (likes_count) or views (views_count). */
export type CommunityMark = 'favorite' | 'like' | 'view';

const MARKS = {
  favorite: { table: sql.raw('community_favorites'), counter: null },
  like: { table: sql.raw('community_likes'), counter: sql.raw('likes_count') },
  view: { table: sql.raw('community_views'), counter: sql.raw('views_count') },
} as const;

/** Adds the user's mark (idempotent); a new like or view moves its counter by one. Answers whether it was new. */
export async function addCommunityMark(db: Executor, communityId: number, userId: string, mark: CommunityMark) {
  const { table, counter } = MARKS[mark];
  const added = await query(
    db,
    sql`insert into ${table} (community_id, user_id) values (${communityId}, ${userId}) on conflict do nothing returning 1`,
  );
  if (added.length && counter)
    await db.execute(sql`update communities set ${counter} = ${counter} + 1 where id = ${communityId}`);
  return added.length > 0;
}

/** Removes the user's mark (idempotent); a removed like moves likes_count by one. Answers whether there was one. */
export async function removeCommunityMark(db: Executor, communityId: number, userId: string, mark: CommunityMark) {
  const { table, counter } = MARKS[mark];
  const removed = await query(
    db,
    sql`delete from ${table} where community_id = ${communityId} and user_id = ${userId} returning 1`,
  );
  if (removed.length && counter)
    await db.execute(sql`update communities set ${counter} = ${counter} - 1 where id = ${communityId}`);
  return removed.length > 0;
}

/** The community's like and view counters and whether the user favours and likes it. */
export async function loadCommunityMarks(db: Executor, communityId: number, userId: string) {
  const [state] = await query<{ likes_count: number; views_count: number; is_favorite: boolean; is_liked: boolean }>(
    db,
    sql`select c.likes_count, c.views_count,
        exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${userId}) as is_favorite,
        exists (select 1 from community_likes l where l.community_id = c.id and l.user_id = ${userId}) as is_liked
        from communities c where c.id = ${communityId}`,
  );
  return state;
}

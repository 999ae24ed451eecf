/**
 * Public community calls (spec 02 §7 Public community): explore list, one community by id or
 * alias, about, terms, side-menu preference, favourites, recommendations, and the favourite, like
 * and view toggles. Lists are scoped in their `where` by the SQL form of the policy and their
 * totals count the same rows; single answers go through policies/communities.ts.
 */
import {
  COMMUNITY_LIMITS,
  type Community,
  type CommunityActionResponse,
  type CommunityDetailsResponse,
  type CommunityListResponse,
  type CommunityPreference,
  type CommunityListInputSchema,
} from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkDiscover, checkOpen, DENY } from '../../policies/communities';
import {
  COMMUNITY_COLUMNS,
  type CommunityRow,
  discoverableSql,
  enforce,
  factsOf,
  fileUrl,
  intArray,
  loadCommunity,
  membershipJoin,
  membershipOf,
  query,
  type Viewer,
  viewerOf,
} from './community-access';
import { type CommunityListRow, presentCommunity } from './communities.presenter';

/** Per-row extras of community answers (needs `c` and the viewer). */
function extrasSql(viewer: Viewer): SQL {
  return sql`exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${viewer.id}) as is_favorite,
    exists (select 1 from community_likes l where l.community_id = c.id and l.user_id = ${viewer.id}) as is_liked,
    (c.is_public = false and c.is_visible and exists (select 1 from community_join_questions q where q.community_id = c.id)) as has_questions,
    (select coalesce(json_agg(json_build_object('id', cc.id, 'name', cc.name, 'color', cc.color, 'parentCategoryId', cc.parent_category_id) order by cc.name), '[]'::json)
      from community_category_links cl join community_categories cc on cc.id = cl.category_id where cl.community_id = c.id) as categories`;
}

/** Explicit or auto-join membership ("my communities"; administrators only by their own rows). */
export function memberSql(): SQL {
  return sql`(coalesce(m.status, 0) = 2 or (c.is_auto_join and c.is_public and c.is_visible and coalesce(m.status, 0) not in (3, 4)))`;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type ListInput = z.output<typeof CommunityListInputSchema>;

/** POST community/getlist: communities the caller may discover, filtered, sorted by name. */
export async function listCommunities(ctx: AppContext, actor: Actor, input: ListInput): Promise<CommunityListResponse> {
  const viewer = viewerOf(actor);
  const where: SQL[] = [discoverableSql(viewer)];
  if (input.onlyJoined) where.push(memberSql());
  if (input.onlyFavorite)
    where.push(
      sql`exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${viewer.id})`,
    );
  if (input.categoryIds.length) {
    where.push(sql`exists (select 1 from community_category_links cl join community_categories cc on cc.id = cl.category_id
      where cl.community_id = c.id and (cc.id = any(${intArray(input.categoryIds)}) or cc.parent_category_id = any(${intArray(input.categoryIds)})))`);
  }
  if (input.tagIds.length) where.push(sql`c.tag_ids && ${intArray(input.tagIds)}`);
  if (input.communityIds.length) where.push(sql`c.id = any(${intArray(input.communityIds)})`);
  if (input.keyword) {
    const like = `%${escapeLike(input.keyword)}%`;
    where.push(sql`(c.name ilike ${like} or c.short_description ilike ${like} or c.alias ilike ${like})`);
  }
  return pageOfCommunities(
    ctx,
    viewer,
    sql.join(where, sql` and `),
    sql`lower(c.name), c.id`,
    input.page,
    input.pageSize,
  );
}

async function pageOfCommunities(
  ctx: AppContext,
  viewer: Viewer,
  where: SQL,
  orderBy: SQL,
  page: number,
  pageSize: number,
): Promise<CommunityListResponse> {
  const [rows, [{ n }]] = await Promise.all([
    query<CommunityListRow>(
      ctx.db,
      sql`select ${COMMUNITY_COLUMNS}, ${extrasSql(viewer)} from communities c ${membershipJoin(viewer)}
        where ${where} order by ${orderBy} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    query<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from communities c ${membershipJoin(viewer)} where ${where}`,
    ),
  ]);
  return { communities: rows.map((r) => presentCommunity(r, viewer)), totalItemCount: Number(n) };
}

async function loadListRow(ctx: AppContext, viewer: Viewer, where: SQL): Promise<CommunityListRow | undefined> {
  const [row] = await query<CommunityListRow>(
    ctx.db,
    sql`select ${COMMUNITY_COLUMNS}, ${extrasSql(viewer)} from communities c ${membershipJoin(viewer)} where ${where} limit 1`,
  );
  return row;
}

function notFound(): AppError {
  return new AppError(DENY.notFound.code, DENY.notFound.message, {
    description: "This community doesn't exist or may have been removed.",
  });
}

/**
 * GET community/{id} and GET community?alias: { community, role, permissions }. 400 "Community
 * not found." when unknown or hidden. A private community the caller may discover (listed in
 * explore) but not open answers its card fields only (no about, agreement or agreement text), so
 * the client can show "Oops! Only members of this community can view it!" with the join control
 * (spec 02 §2 error screens, §6 "others see the access screen"); its content calls answer 403.
 */
export async function getCommunity(
  ctx: AppContext,
  actor: Actor,
  by: { id: number } | { alias: string },
): Promise<CommunityDetailsResponse> {
  const viewer = viewerOf(actor);
  const row = await loadListRow(
    ctx,
    viewer,
    'id' in by ? sql`c.id = ${by.id}` : sql`lower(c.alias) = lower(${by.alias})`,
  );
  if (!row) throw notFound();
  const facts = factsOf(row);
  const membership = membershipOf(row);
  enforce(checkDiscover(actor, facts, membership));
  const open = checkOpen(actor, facts, membership) === null;
  const community = presentCommunity(row, viewer, open);
  return { community, role: community.role, permissions: community.permissions };
}

/** GET community/{id}/about ("Who are we?"): as readable as the community page. */
export async function getAbout(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number; about: string | null }> {
  const row = await loadCommunity(ctx.db, viewerOf(actor), id);
  enforce(checkOpen(actor, factsOf(row), membershipOf(row)));
  return { id: row.id, about: row.about };
}

/** GET community/{id}/terms: readable by whoever discovers the community (the join flow needs it). */
export async function getTerms(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number; isRequireAgreement: boolean; agreement: string | null }> {
  const row = await loadCommunity(ctx.db, viewerOf(actor), id);
  enforce(checkDiscover(actor, factsOf(row), membershipOf(row)));
  return { id: row.id, isRequireAgreement: row.is_require_agreement, agreement: row.agreement };
}

type MenuRow = { id: number; alias: string; name: string; image_file_id: string | null };
const menuItem = (r: MenuRow) => ({
  id: Number(r.id),
  alias: r.alias,
  name: r.name,
  imageUrl: fileUrl(r.image_file_id),
});

/**
 * POST community/preference (spec 02 §2 Side menu, §3 Community preference): the most recently
 * active joined and moderated communities (at most 5 each), sorted by name, and the joined count.
 */
export async function getPreference(ctx: AppContext, actor: Actor): Promise<CommunityPreference> {
  const viewer = viewerOf(actor);
  const base = sql`from communities c ${membershipJoin(viewer)} where not c.is_deleted and ${memberSql()}`;
  const top = COMMUNITY_LIMITS.preferenceTop;
  const [joined, moderated, [{ n }]] = await Promise.all([
    query<MenuRow>(
      ctx.db,
      sql`select * from (select c.id, c.alias, c.name, c.image_file_id ${base}
      order by c.latest_activity desc nulls last, c.id desc limit ${top}) t order by lower(t.name), t.id`,
    ),
    query<MenuRow>(
      ctx.db,
      sql`select * from (select c.id, c.alias, c.name, c.image_file_id ${base} and m.status = 2 and m.role in (1, 2)
      order by c.latest_activity desc nulls last, c.id desc limit ${top}) t order by lower(t.name), t.id`,
    ),
    query<{ n: number }>(ctx.db, sql`select count(*)::int as n ${base}`),
  ]);
  return { topJoined: joined.map(menuItem), topModerated: moderated.map(menuItem), joinedCount: Number(n) };
}

/** POST community/get-top-favorites: the caller's favourite communities (discoverable), by name. */
export async function listFavorites(
  ctx: AppContext,
  actor: Actor,
  page = 1,
  pageSize: number = COMMUNITY_LIMITS.defaultPageSize,
): Promise<CommunityListResponse> {
  const viewer = viewerOf(actor);
  const where = sql`${discoverableSql(viewer)} and exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${viewer.id})`;
  return pageOfCommunities(ctx, viewer, where, sql`lower(c.name), c.id`, page, pageSize);
}

/** GET dashboard/recommended/community: open communities the caller has not joined, most members first. */
export async function listRecommended(
  ctx: AppContext,
  actor: Actor,
  page: number,
  pageSize: number,
): Promise<CommunityListResponse> {
  const viewer = viewerOf(actor);
  const where = sql`${discoverableSql(viewer)} and c.is_visible and not c.is_archived and not ${memberSql()} and coalesce(m.status, 0) not in (1, 3)`;
  return pageOfCommunities(ctx, viewer, where, sql`c.members_count desc, lower(c.name), c.id`, page, pageSize);
}

type Toggle = 'add-to-favorite' | 'delete-from-favorite' | 'like' | 'dislike' | 'view';

/**
 * POST community/{id}/add-to-favorite | delete-from-favorite | like | dislike | view. Idempotent;
 * a like changes likesCount by one, a first view viewsCount by one, in the transaction that writes
 * the row (the community row is locked by the counter update). Favourites need the community to be
 * discoverable; likes and views need it open (spec 02 §6).
 */
export async function toggleCommunity(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: Toggle,
): Promise<CommunityActionResponse> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    const row: CommunityRow = await loadCommunity(tx, viewer, id);
    const facts = factsOf(row);
    const membership = membershipOf(row);
    enforce(
      action.endsWith('favorite') ? checkDiscover(actor, facts, membership) : checkOpen(actor, facts, membership),
    );
    if (action === 'add-to-favorite') {
      await tx.execute(
        sql`insert into community_favorites (community_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing`,
      );
    } else if (action === 'delete-from-favorite') {
      await tx.execute(sql`delete from community_favorites where community_id = ${id} and user_id = ${viewer.id}`);
    } else if (action === 'like') {
      const added = await query(
        tx,
        sql`insert into community_likes (community_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning 1`,
      );
      if (added.length) await tx.execute(sql`update communities set likes_count = likes_count + 1 where id = ${id}`);
    } else if (action === 'dislike') {
      const removed = await query(
        tx,
        sql`delete from community_likes where community_id = ${id} and user_id = ${viewer.id} returning 1`,
      );
      if (removed.length) await tx.execute(sql`update communities set likes_count = likes_count - 1 where id = ${id}`);
    } else {
      const added = await query(
        tx,
        sql`insert into community_views (community_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning 1`,
      );
      if (added.length) await tx.execute(sql`update communities set views_count = views_count + 1 where id = ${id}`);
    }
    const [state] = await query<{ likes_count: number; views_count: number; is_favorite: boolean; is_liked: boolean }>(
      tx,
      sql`select c.likes_count, c.views_count,
        exists (select 1 from community_favorites f where f.community_id = c.id and f.user_id = ${viewer.id}) as is_favorite,
        exists (select 1 from community_likes l where l.community_id = c.id and l.user_id = ${viewer.id}) as is_liked
        from communities c where c.id = ${id}`,
    );
    return {
      id,
      isFavorite: state.is_favorite,
      isLiked: state.is_liked,
      likesCount: Number(state.likes_count),
      viewsCount: Number(state.views_count),
    };
  });
}

export type { Community };

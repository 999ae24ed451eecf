/**
 * Favourite news and resources (spec 03 §2 Favourites, §7 Product API). Adding and removing are
 * idempotent; unknown or invisible items answer 404. Lists hold only items still visible (status
 * active or published, published already, segment shared), most recently added first.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contentFavourites } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { CONTENT_NOT_FOUND, isItemVisible } from './content.service';
import { rowsOf, type Viewer, visibleItemSql } from './content.visibility';

export async function listFavouriteIds(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'news' | 'resource',
  page: number,
  pageSize: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select i.id from content_favourites f join content_items i on i.id = f.item_id
      where f.account_id = ${viewer.accountId} and ${visibleItemSql(viewer, kind)}
      order by f.created_at desc, i.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  return rows.map((r) => Number(r.id));
}

export async function addFavourite(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<void> {
  if (!(await isItemVisible(ctx, viewer, kind, id))) throw notFound(CONTENT_NOT_FOUND);
  await ctx.db.insert(contentFavourites).values({ accountId: viewer.accountId, itemId: id }).onConflictDoNothing();
}

export async function removeFavourite(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<void> {
  if (!(await isItemVisible(ctx, viewer, kind, id))) throw notFound(CONTENT_NOT_FOUND);
  await ctx.db
    .delete(contentFavourites)
    .where(and(eq(contentFavourites.accountId, viewer.accountId), eq(contentFavourites.itemId, id)));
}

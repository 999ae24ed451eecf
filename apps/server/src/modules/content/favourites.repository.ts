/**
 * The SQL of favourite news and resources (spec 03 §2 Favourites, §7 Product API): the viewer's
 * favourites that are still visible, adding and removing. Every function takes the database or a
 * transaction first.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/raw-query';
import { contentFavourites } from '../../db/schema';
import type { ContentViewer } from '../../policies/content';
import { visibleItemSql } from './content-visibility.repository';

/** One page (1-based) of the ids of the viewer's favourite visible items of a kind, most recently added first. */
export async function favouriteIds(
  db: Executor,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  page: number,
  pageSize: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select i.id from content_favourites f join content_items i on i.id = f.item_id
      where f.account_id = ${viewer.accountId} and ${visibleItemSql(viewer, kind)}
      order by f.created_at desc, i.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Adds an item to an account's favourites (idempotent). */
export async function insertFavourite(db: Executor, accountId: string, itemId: number): Promise<void> {
  await db.insert(contentFavourites).values({ accountId, itemId }).onConflictDoNothing();
}

/** Removes an item from an account's favourites (idempotent). */
export async function deleteFavourite(db: Executor, accountId: string, itemId: number): Promise<void> {
  await db
    .delete(contentFavourites)
    .where(and(eq(contentFavourites.accountId, accountId), eq(contentFavourites.itemId, itemId)));
}

/**
 * The SQL of favourite news and resources (spec 03 §2 Favourites, §7 Product API): the viewer's
 * favourites that are still visible, adding and removing. Every function takes the database or a
 * transaction first.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { contentFavourites, contentItems } from '../../db/schema';
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
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentFavourites)
    .innerJoin(contentItems, eq(contentItems.id, contentFavourites.itemId))
    .where(and(eq(contentFavourites.accountId, viewer.accountId), visibleItemSql(viewer, kind, contentItems)))
    .orderBy(desc(contentFavourites.createdAt), desc(contentItems.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((r) => r.id);
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

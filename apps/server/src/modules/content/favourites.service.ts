/**
 * Favourite news and resources (spec 03 §2 Favourites, §7 Product API). Adding and removing are
 * idempotent; unknown or invisible items answer 404. Lists hold only items still visible (status
 * active or published, published already, segment shared), most recently added first.
 */
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { CONTENT_NOT_FOUND, isItemVisible } from './content.service';
import type { ContentViewer } from '../../policies/content';
import { deleteFavourite, favouriteIds, insertFavourite } from './favourites.repository';

/** One page (1-based) of the ids of the viewer's favourite visible items of a kind. */
export async function listFavouriteIds(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  page: number,
  pageSize: number,
): Promise<number[]> {
  return favouriteIds(ctx.db, viewer, kind, page, pageSize);
}

/** Adds a visible item to the viewer's favourites; 404 otherwise. */
export async function addFavourite(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<void> {
  if (!(await isItemVisible(ctx, viewer, kind, id))) throw notFound(CONTENT_NOT_FOUND);
  await insertFavourite(ctx.db, viewer.accountId, id);
}

/** Removes a visible item from the viewer's favourites; 404 otherwise. */
export async function removeFavourite(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<void> {
  if (!(await isItemVisible(ctx, viewer, kind, id))) throw notFound(CONTENT_NOT_FOUND);
  await deleteFavourite(ctx.db, viewer.accountId, id);
}

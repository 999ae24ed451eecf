/**
 * Reading content (spec 03 §7 News and resources, Member-only pages; issue #5). Every query is
 * scoped by the visibility rule (policies/content.ts, as SQL in content-visibility.repository.ts);
 * an invisible item, or a file only invisible items use, is 404.
 */
import type { ContentCategoryType, ContentFile, ContentItem, ContentPage } from '@portal/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { presentAsset, presentItem, presentPage } from './content.presenter';
import { isVisibleItem, loadItemParts, loadItems, visibleItemIds, visiblePageIds } from './content.repository';
import { type FileRow, visibleFile, visibleFiles } from './content-files.repository';
import {
  categoryRow,
  categoryRows,
  type MappingKind,
  mappingRows,
  segmentRows,
  subcategoryRows,
  tagRow,
  tagRows,
} from './content-taxonomy.repository';
import type { ContentViewer } from '../../policies/content';

export const CONTENT_NOT_FOUND = 'Not found';
export type { MappingKind };

/** Presented items by id, in the order of `ids` (missing ids skipped). */
async function loadPresentedItems(db: AppContext['db'], ids: number[]): Promise<ContentItem[]> {
  return (await loadItemParts(db, ids)).map((p) => presentItem(p.row, p.rel));
}

/** One visible news item or resource; 404 otherwise. */
export async function getItem(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<ContentItem> {
  if (!(await isVisibleItem(ctx.db, viewer, kind, id))) throw notFound(CONTENT_NOT_FOUND);
  const [item] = await loadPresentedItems(ctx.db, [id]);
  return item;
}

export interface ItemListQuery {
  ids: number[] | null;
  limit: number;
  page: number;
}

/** Visible items, optionally only the given ids (`filter[id][_in]`), newest first. */
export async function listItems(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  q: ItemListQuery,
): Promise<{ data: ContentItem[]; total: number }> {
  if (q.ids && q.ids.length === 0) return { data: [], total: 0 };
  const { ids, total } = await visibleItemIds(ctx.db, viewer, kind, q);
  return { data: await loadPresentedItems(ctx.db, ids), total };
}

/** Tags by label, those containing `search` when given. */
export async function listTags(ctx: AppContext, search: string | undefined) {
  return tagRows(ctx.db, search);
}

/** One tag; 404 otherwise. */
export async function getTag(ctx: AppContext, id: number) {
  const row = await tagRow(ctx.db, id);
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return row;
}

/** Categories by label, of one type when given. */
export async function listCategories(ctx: AppContext, type: ContentCategoryType | undefined) {
  return categoryRows(ctx.db, type);
}

/** One category; 404 otherwise. */
export async function getCategory(ctx: AppContext, id: number) {
  const row = await categoryRow(ctx.db, id);
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return row;
}

/** Subcategories by label, or the one of `id` (404 when unknown). */
export async function listSubcategories(ctx: AppContext, id?: number) {
  const rows = await subcategoryRows(ctx.db, id);
  if (id && rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return rows;
}

/** Segments by category then name, or the one of `id` (404 when unknown). */
export async function listSegments(ctx: AppContext, id?: number) {
  const rows = await segmentRows(ctx.db, id);
  if (id && rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return rows;
}

/** Mapping rows `{ id, itemId, <x>Id }` of visible items only (any kind); 404 for an unknown or invisible `id`. */
export async function listMappings(ctx: AppContext, viewer: ContentViewer, kind: MappingKind, id?: number) {
  const rows = await mappingRows(ctx.db, viewer, kind, id);
  if (id && rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return rows;
}

/** One file the viewer may read, or 404 (unknown id, or used only by invisible items). */
export async function getVisibleFile(
  ctx: AppContext,
  viewer: ContentViewer,
  id: string,
): Promise<FileRow & { createdAt: Date }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(CONTENT_NOT_FOUND);
  const file = await visibleFile(ctx.db, viewer, id);
  if (!file) throw notFound(CONTENT_NOT_FOUND);
  return file;
}

/** Files the viewer may read (items/files), newest first, at most `limit`. */
export async function listFiles(ctx: AppContext, viewer: ContentViewer, limit: number): Promise<ContentFile[]> {
  const files = await visibleFiles(ctx.db, viewer, limit);
  return files.map((f) => ({ ...presentAsset(f), date_created: f.createdAt.toISOString() }));
}

/** Visible member-only pages (status and schedule as for items), by sort order then name. */
export async function listPages(
  ctx: AppContext,
  viewer: ContentViewer,
  membersOnly: boolean | undefined,
): Promise<ContentPage[]> {
  return (await loadItems(ctx.db, await visiblePageIds(ctx.db, viewer, membersOnly))).map(presentPage);
}

/** One visible page; 404 otherwise. */
export async function getPage(ctx: AppContext, viewer: ContentViewer, id: number): Promise<ContentPage> {
  if (!(await isVisibleItem(ctx.db, viewer, 'page', id))) throw notFound(CONTENT_NOT_FOUND);
  const [row] = await loadItems(ctx.db, [id]);
  return presentPage(row);
}

/** True when an item of a kind is visible to the viewer. */
export async function isItemVisible(
  ctx: AppContext,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<boolean> {
  return isVisibleItem(ctx.db, viewer, kind, id);
}

/**
 * Reading content (spec 03 §7 News and resources, Member-only pages; issue #5). Every query is
 * scoped by `visibleItemSql`; an invisible item, or a file only invisible items use, is 404.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ContentCategoryType, ContentFile, ContentItem, ContentPage } from '@portal/shared';
import type { AppContext } from '../../context';
import { contentCategories, contentSubcategories, contentTags, segments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type FileRow, presentAsset, presentPage } from './content.presenter';
import { loadItemRows, loadItems } from './content.repository';
import { rowsOf, type Viewer, visibleItemSql } from './content.visibility';

export const CONTENT_NOT_FOUND = 'Not found';

/** One visible news item or resource; 404 otherwise. */
export async function getItem(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<ContentItem> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select i.id from content_items i where i.id = ${id} and ${visibleItemSql(viewer, kind)}`),
  );
  if (rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  const [item] = await loadItems(ctx.db, [id]);
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
  viewer: Viewer,
  kind: 'news' | 'resource',
  q: ItemListQuery,
): Promise<{ data: ContentItem[]; total: number }> {
  const where: SQL[] = [visibleItemSql(viewer, kind)];
  if (q.ids) {
    if (q.ids.length === 0) return { data: [], total: 0 };
    where.push(
      sql`i.id in (${sql.join(
        q.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const cond = sql.join(where, sql` and `);
  const [page, counted] = await Promise.all([
    ctx.db.execute(
      sql`select i.id from content_items i where ${cond} order by i.created_at desc, i.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    ),
    ctx.db.execute(sql`select count(*)::int as n from content_items i where ${cond}`),
  ]);
  const ids = rowsOf<{ id: number }>(page).map((r) => Number(r.id));
  return { data: await loadItems(ctx.db, ids), total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
}

export async function listTags(ctx: AppContext, search: string | undefined) {
  const where = search
    ? sql`${contentTags.label} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  return ctx.db
    .select({ id: contentTags.id, label: contentTags.label })
    .from(contentTags)
    .where(where)
    .orderBy(asc(contentTags.label));
}

export async function getTag(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ id: contentTags.id, label: contentTags.label })
    .from(contentTags)
    .where(eq(contentTags.id, id));
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return row;
}

export async function listCategories(ctx: AppContext, type: ContentCategoryType | undefined) {
  const rows = await ctx.db
    .select({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type })
    .from(contentCategories)
    .where(type ? eq(contentCategories.type, type) : undefined)
    .orderBy(asc(contentCategories.label));
  return rows as { id: number; label: string; type: ContentCategoryType }[];
}

export async function getCategory(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type })
    .from(contentCategories)
    .where(eq(contentCategories.id, id));
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return row as { id: number; label: string; type: ContentCategoryType };
}

export async function listSubcategories(ctx: AppContext, id?: number) {
  const rows = await ctx.db
    .select({
      id: contentSubcategories.id,
      label: contentSubcategories.label,
      categoryId: contentSubcategories.categoryId,
    })
    .from(contentSubcategories)
    .where(id ? eq(contentSubcategories.id, id) : undefined)
    .orderBy(asc(contentSubcategories.label));
  if (id && rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return rows;
}

export async function listSegments(ctx: AppContext, id?: number) {
  const rows = await ctx.db
    .select({ id: segments.id, name: segments.name, categoryName: segments.categoryName })
    .from(segments)
    .where(id ? eq(segments.id, id) : undefined)
    .orderBy(asc(segments.categoryName), asc(segments.name));
  if (id && rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return rows;
}

const MAPPINGS = {
  tag: { table: 'content_item_tags', column: 'tag_id', key: 'tagId' },
  category: { table: 'content_item_categories', column: 'category_id', key: 'categoryId' },
  subcategory: { table: 'content_item_subcategories', column: 'subcategory_id', key: 'subcategoryId' },
  segment: { table: 'content_item_segments', column: 'segment_id', key: 'segmentId' },
} as const;
export type MappingKind = keyof typeof MAPPINGS;

/** Mapping rows `{ id, itemId, <x>Id }` of visible items only (any kind). */
export async function listMappings(ctx: AppContext, viewer: Viewer, kind: MappingKind, id?: number) {
  const m = MAPPINGS[kind];
  const rows = rowsOf<{ id: number; item_id: number; ref: number }>(
    await ctx.db.execute(sql`select m.id, m.item_id, m.${sql.raw(m.column)} as ref from ${sql.raw(m.table)} m
      join content_items i on i.id = m.item_id
      where ${visibleItemSql(viewer, null)} ${id ? sql`and m.id = ${id}` : sql``} order by m.id`),
  );
  if (id && rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return rows.map((r) => ({ id: Number(r.id), itemId: Number(r.item_id), [m.key]: Number(r.ref) }));
}

/** Files used (as cover or attachment) by an item the viewer sees; content managers see all. */
function visibleFileSql(viewer: Viewer): SQL {
  if (viewer.canManage) return sql`true`;
  return sql`exists (select 1 from content_items i where ${visibleItemSql(viewer, null)}
    and (i.image_id = f.id or exists (select 1 from content_item_files x where x.item_id = i.id and x.file_id = f.id)))`;
}

type RawFile = {
  id: string;
  title: string;
  mime_type: string;
  storage_key: string;
  filename_download: string;
  filesize: number;
  created_at: Date | string;
};
const toFileRow = (r: RawFile): FileRow & { createdAt: Date } => ({
  id: r.id,
  title: r.title,
  mimeType: r.mime_type,
  storageKey: r.storage_key,
  filenameDownload: r.filename_download,
  filesize: Number(r.filesize),
  createdAt: new Date(r.created_at),
});

/** One file the viewer may read, or 404 (unknown id, or used only by invisible items). */
export async function getVisibleFile(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<FileRow & { createdAt: Date }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(CONTENT_NOT_FOUND);
  const rows = rowsOf<RawFile>(
    await ctx.db.execute(sql`select f.* from content_files f where f.id = ${id} and ${visibleFileSql(viewer)}`),
  );
  if (rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  return toFileRow(rows[0]);
}

/** Files the viewer may read (items/files), newest first, at most `limit`. */
export async function listFiles(ctx: AppContext, viewer: Viewer, limit: number): Promise<ContentFile[]> {
  const rows = rowsOf<RawFile>(
    await ctx.db.execute(
      sql`select f.* from content_files f where ${visibleFileSql(viewer)} order by f.created_at desc, f.id limit ${limit}`,
    ),
  );
  return rows.map(toFileRow).map((f) => ({ ...presentAsset(f), date_created: f.createdAt.toISOString() }));
}

/** Visible member-only pages (status and schedule as for items), by sort order then name. */
export async function listPages(
  ctx: AppContext,
  viewer: Viewer,
  membersOnly: boolean | undefined,
): Promise<ContentPage[]> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select i.id from content_items i where ${visibleItemSql(viewer, 'page')}
      ${membersOnly === undefined ? sql`` : sql`and i.members_only = ${membersOnly}`} order by i.sort_order, i.name, i.id`),
  );
  return (
    await loadItemRows(
      ctx.db,
      rows.map((r) => Number(r.id)),
    )
  ).map(presentPage);
}

export async function getPage(ctx: AppContext, viewer: Viewer, id: number): Promise<ContentPage> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(
      sql`select i.id from content_items i where i.id = ${id} and ${visibleItemSql(viewer, 'page')}`,
    ),
  );
  if (rows.length === 0) throw notFound(CONTENT_NOT_FOUND);
  const [row] = await loadItemRows(ctx.db, [id]);
  return presentPage(row);
}

/** True when an item of a kind is visible to the viewer. */
export async function isItemVisible(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'news' | 'resource',
  id: number,
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select i.id from content_items i where i.id = ${id} and ${visibleItemSql(viewer, kind)}`),
  );
  return rows.length > 0;
}

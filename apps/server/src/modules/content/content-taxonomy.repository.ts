/**
 * The SQL of the content taxonomy reads (spec 03 §7 Product API; issue #5): tags, categories,
 * subcategories, segments, and the item mapping rows of visible items. Every function takes the
 * database or a transaction first.
 */
import type { ContentCategoryType } from '@portal/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/raw-query';
import { contentCategories, contentSubcategories, contentTags, segments } from '../../db/schema';
import type { ContentViewer } from '../../policies/content';
import { visibleItemSql } from './content-visibility.repository';

/** Tags by label, those whose label contains `search` (case-insensitive, literally) when given. */
export async function tagRows(db: Executor, search: string | undefined): Promise<{ id: number; label: string }[]> {
  const where = search
    ? sql`${contentTags.label} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  return db
    .select({ id: contentTags.id, label: contentTags.label })
    .from(contentTags)
    .where(where)
    .orderBy(asc(contentTags.label));
}

/** A tag by id, or null. */
export async function tagRow(db: Executor, id: number): Promise<{ id: number; label: string } | null> {
  const [row] = await db
    .select({ id: contentTags.id, label: contentTags.label })
    .from(contentTags)
    .where(eq(contentTags.id, id));
  return row ?? null;
}

type CategoryRow = { id: number; label: string; type: ContentCategoryType };

/** Categories by label, of one type when given. */
export async function categoryRows(db: Executor, type: ContentCategoryType | undefined): Promise<CategoryRow[]> {
  const rows = await db
    .select({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type })
    .from(contentCategories)
    .where(type ? eq(contentCategories.type, type) : undefined)
    .orderBy(asc(contentCategories.label));
  return rows as CategoryRow[];
}

/** A category by id, or null. */
export async function categoryRow(db: Executor, id: number): Promise<CategoryRow | null> {
  const [row] = await db
    .select({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type })
    .from(contentCategories)
    .where(eq(contentCategories.id, id));
  return (row as CategoryRow | undefined) ?? null;
}

/** Subcategories by label (only the one of `id` when given). */
export async function subcategoryRows(
  db: Executor,
  id?: number,
): Promise<{ id: number; label: string; categoryId: number }[]> {
  return db
    .select({
      id: contentSubcategories.id,
      label: contentSubcategories.label,
      categoryId: contentSubcategories.categoryId,
    })
    .from(contentSubcategories)
    .where(id ? eq(contentSubcategories.id, id) : undefined)
    .orderBy(asc(contentSubcategories.label));
}

/** Segments by category then name (only the one of `id` when given). */
export async function segmentRows(db: Executor, id?: number) {
  return db
    .select({ id: segments.id, name: segments.name, categoryName: segments.categoryName })
    .from(segments)
    .where(id ? eq(segments.id, id) : undefined)
    .orderBy(asc(segments.categoryName), asc(segments.name));
}

const MAPPINGS = {
  tag: { table: 'content_item_tags', column: 'tag_id', key: 'tagId' },
  category: { table: 'content_item_categories', column: 'category_id', key: 'categoryId' },
  subcategory: { table: 'content_item_subcategories', column: 'subcategory_id', key: 'subcategoryId' },
  segment: { table: 'content_item_segments', column: 'segment_id', key: 'segmentId' },
} as const;
export type MappingKind = keyof typeof MAPPINGS;

/** Mapping rows `{ id, itemId, <x>Id }` of visible items only (any kind), by id; only the one of `id` when given. */
export async function mappingRows(db: Executor, viewer: ContentViewer, kind: MappingKind, id?: number) {
  const m = MAPPINGS[kind];
  const rows = rowsOf<{ id: number; item_id: number; ref: number }>(
    await db.execute(sql`select m.id, m.item_id, m.${sql.raw(m.column)} as ref from ${sql.raw(m.table)} m
      join content_items i on i.id = m.item_id
      where ${visibleItemSql(viewer, null)} ${id ? sql`and m.id = ${id}` : sql``} order by m.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), itemId: Number(r.item_id), [m.key]: Number(r.ref) }));
}

/**
 * The SQL of the content taxonomy reads (spec 03 §7 Product API; issue #5): tags, categories,
 * subcategories, segments, and the item mapping rows of visible items. Every function takes the
 * database or a transaction first.
 */
import type { ContentCategoryType } from '@portal/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  contentCategories,
  contentItemCategories,
  contentItems,
  contentItemSegments,
  contentItemSubcategories,
  contentItemTags,
  contentSubcategories,
  contentTags,
  segments,
} from '../../db/schema';
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
  tag: { table: contentItemTags, ref: contentItemTags.tagId, key: 'tagId' },
  category: { table: contentItemCategories, ref: contentItemCategories.categoryId, key: 'categoryId' },
  subcategory: { table: contentItemSubcategories, ref: contentItemSubcategories.subcategoryId, key: 'subcategoryId' },
  segment: { table: contentItemSegments, ref: contentItemSegments.segmentId, key: 'segmentId' },
} as const;
export type MappingKind = keyof typeof MAPPINGS;

/** Mapping rows `{ id, itemId, <x>Id }` of visible items only (any kind), by id; only the one of `id` when given. */
export async function mappingRows(db: Executor, viewer: ContentViewer, kind: MappingKind, id?: number) {
  const m = MAPPINGS[kind];
  const rows = await db
    .select({ id: m.table.id, itemId: m.table.itemId, ref: m.ref })
    .from(m.table)
    .innerJoin(contentItems, eq(contentItems.id, m.table.itemId))
    .where(and(visibleItemSql(viewer, null, contentItems), id ? eq(m.table.id, id) : undefined))
    .orderBy(m.table.id);
  return rows.map((r) => ({ id: r.id, itemId: r.itemId, [m.key]: r.ref }));
}

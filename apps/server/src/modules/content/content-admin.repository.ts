/**
 * The SQL of staff authoring (issue #5, beyond the spec): the authoring list, existence checks of
 * related rows, the item row and its mapping rows with the denormalised `segment_ids` and
 * `asset_types`, and tags and categories. Every function takes the database or a transaction first.
 */
import type { ContentAdminState, ContentKind, ContentStatus } from '@portal/shared';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import {
  contentCategories,
  contentFiles,
  contentItemCategories,
  contentItemFiles,
  contentItems,
  contentItemSegments,
  contentItemSubcategories,
  contentItemTags,
  contentSubcategories,
  contentTags,
  segments,
} from '../../db/schema';
import { fileTypeOf } from '../files';
import { VISIBLE_STATUSES } from './content-visibility.repository';

/** The condition of an authoring list state (CONTENT_ADMIN_STATES): scheduled = visible status, future start. */
function stateWhere(state: ContentAdminState): SQL | undefined {
  const visible = inArray(contentItems.status, [...VISIBLE_STATUSES]);
  if (state === 'draft' || state === 'archived') return eq(contentItems.status, state);
  if (state === 'scheduled') return and(visible, gt(contentItems.publishStartDate, sql`now()`));
  return and(visible, or(isNull(contentItems.publishStartDate), lte(contentItems.publishStartDate, sql`now()`)));
}

/**
 * One page (1-based) of item ids of a kind (any when omitted), filtered by status or state and by a
 * part of the name (literally, case-insensitive), newest first; with the total of matches.
 */
export async function adminItemIds(
  db: Executor,
  q: {
    kind?: ContentKind;
    status?: ContentStatus;
    state?: ContentAdminState;
    search?: string;
    page: number;
    limit: number;
  },
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    q.kind ? eq(contentItems.kind, q.kind) : undefined,
    q.status ? eq(contentItems.status, q.status) : undefined,
    q.state ? stateWhere(q.state) : undefined,
    q.search ? ilike(contentItems.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

/** The tables whose ids an item refers to. */
export type RelatedTable = 'category' | 'subcategory' | 'tag' | 'segment' | 'file';

/** How many of the distinct `ids` exist in the table. */
export async function countExisting(db: Executor, table: RelatedTable, ids: (number | string)[]): Promise<number> {
  const rows =
    table === 'category'
      ? await db
          .select({ id: contentCategories.id })
          .from(contentCategories)
          .where(inArray(contentCategories.id, ids as number[]))
      : table === 'subcategory'
        ? await db
            .select({ id: contentSubcategories.id })
            .from(contentSubcategories)
            .where(inArray(contentSubcategories.id, ids as number[]))
        : table === 'tag'
          ? await db
              .select({ id: contentTags.id })
              .from(contentTags)
              .where(inArray(contentTags.id, ids as number[]))
          : table === 'segment'
            ? await db
                .select({ id: segments.id })
                .from(segments)
                .where(inArray(segments.id, ids as number[]))
            : await db
                .select({ id: contentFiles.id })
                .from(contentFiles)
                .where(inArray(contentFiles.id, ids as string[]));
  return rows.length;
}

/** The stored type of an uploaded content file, or null. */
export async function fileMimeType(db: Executor, fileId: string): Promise<string | null> {
  const [file] = await db
    .select({ mimeType: contentFiles.mimeType })
    .from(contentFiles)
    .where(eq(contentFiles.id, fileId));
  return file?.mimeType ?? null;
}

/** The mapping rows of an item; each list given replaces that kind of rows. */
export interface ItemRelationIds {
  categoryIds?: number[];
  subcategoryIds?: number[];
  tagIds?: number[];
  segmentIds?: number[];
  attachmentIds?: string[];
}

/** Replaces the mapping rows given in `input` and refreshes the denormalised columns (segment_ids, asset_types). */
export async function writeRelations(tx: Executor, itemId: number, input: ItemRelationIds): Promise<void> {
  const uniq = <T>(a: T[]) => [...new Set(a)];
  if (input.categoryIds) {
    await tx.delete(contentItemCategories).where(eq(contentItemCategories.itemId, itemId));
    if (input.categoryIds.length)
      await tx
        .insert(contentItemCategories)
        .values(uniq(input.categoryIds).map((categoryId) => ({ itemId, categoryId })));
  }
  if (input.subcategoryIds) {
    await tx.delete(contentItemSubcategories).where(eq(contentItemSubcategories.itemId, itemId));
    if (input.subcategoryIds.length)
      await tx
        .insert(contentItemSubcategories)
        .values(uniq(input.subcategoryIds).map((subcategoryId) => ({ itemId, subcategoryId })));
  }
  if (input.tagIds) {
    await tx.delete(contentItemTags).where(eq(contentItemTags.itemId, itemId));
    if (input.tagIds.length)
      await tx.insert(contentItemTags).values(uniq(input.tagIds).map((tagId) => ({ itemId, tagId })));
  }
  if (input.segmentIds) {
    const ids = uniq(input.segmentIds);
    await tx.delete(contentItemSegments).where(eq(contentItemSegments.itemId, itemId));
    if (ids.length) await tx.insert(contentItemSegments).values(ids.map((segmentId) => ({ itemId, segmentId })));
    await tx.update(contentItems).set({ segmentIds: ids }).where(eq(contentItems.id, itemId));
  }
  if (input.attachmentIds) {
    const ids = uniq(input.attachmentIds);
    await tx.delete(contentItemFiles).where(eq(contentItemFiles.itemId, itemId));
    if (ids.length)
      await tx.insert(contentItemFiles).values(ids.map((fileId, i) => ({ itemId, fileId, sortOrder: i })));
    const files = ids.length
      ? await tx.select({ mimeType: contentFiles.mimeType }).from(contentFiles).where(inArray(contentFiles.id, ids))
      : [];
    const types = uniq(files.map((f) => fileTypeOf(f.mimeType)).filter((t): t is NonNullable<typeof t> => t !== null));
    await tx.update(contentItems).set({ assetTypes: types }).where(eq(contentItems.id, itemId));
  }
}

/** Inserts an item row; answers its id. */
export async function insertItem(tx: Executor, values: typeof contentItems.$inferInsert): Promise<number> {
  const [row] = await tx.insert(contentItems).values(values).returning({ id: contentItems.id });
  return row.id;
}

/** True when an item of that id exists. */
export async function itemExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id));
  return row !== undefined;
}

/** An item's status and name, row-locked (the audit log's before of a publish), or null. */
export async function itemStatusForUpdate(db: Executor, id: number): Promise<{ status: string; name: string } | null> {
  const [row] = await db
    .select({ status: contentItems.status, name: contentItems.name })
    .from(contentItems)
    .where(eq(contentItems.id, id))
    .for('update');
  return row ?? null;
}

/** Sets the given columns of an item and its `updated_at` to now. */
export async function updateItemRow(
  tx: Executor,
  id: number,
  values: Partial<typeof contentItems.$inferInsert>,
): Promise<void> {
  await tx
    .update(contentItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentItems.id, id));
}

/** The id of another tag (not `exceptId`) with the label in any case, or null. */
export async function tagIdWithLabel(db: Executor, label: string, exceptId = 0): Promise<number | null> {
  const [same] = await db
    .select({ id: contentTags.id })
    .from(contentTags)
    .where(and(sql`lower(${contentTags.label}) = lower(${label})`, sql`${contentTags.id} <> ${exceptId}`));
  return same?.id ?? null;
}

/** The id of another category of the type (not `exceptId`) with the label in any case, or null. */
export async function categoryIdWithLabel(db: Executor, type: string, label: string, exceptId = 0) {
  const [same] = await db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(
      and(
        eq(contentCategories.type, type),
        sql`lower(${contentCategories.label}) = lower(${label})`,
        sql`${contentCategories.id} <> ${exceptId}`,
      ),
    );
  return same?.id ?? null;
}

/** Inserts a tag; null when the label is taken (unique). */
export async function insertTag(db: Executor, label: string): Promise<{ id: number; label: string } | null> {
  const [row] = await db
    .insert(contentTags)
    .values({ label })
    .onConflictDoNothing()
    .returning({ id: contentTags.id, label: contentTags.label });
  return row ?? null;
}

/** Inserts a category of a type. */
export async function insertCategory(db: Executor, label: string, type: string) {
  const [row] = await db
    .insert(contentCategories)
    .values({ label, type })
    .returning({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type });
  return row;
}

/** Sets a tag's label; null when there is no such tag. */
export async function updateTagLabel(db: Executor, id: number, label: string) {
  const [row] = await db
    .update(contentTags)
    .set({ label })
    .where(eq(contentTags.id, id))
    .returning({ id: contentTags.id, label: contentTags.label });
  return row ?? null;
}

/** Deletes a tag (its links cascade); false when there was none. */
export async function deleteTagRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(contentTags).where(eq(contentTags.id, id)).returning({ id: contentTags.id });
  return rows.length > 0;
}

/** A category's type (its library), or null when there is no such category. */
export async function categoryType(db: Executor, id: number): Promise<string | null> {
  const [current] = await db
    .select({ type: contentCategories.type })
    .from(contentCategories)
    .where(eq(contentCategories.id, id));
  return current?.type ?? null;
}

/** Sets a category's label; null when there is no such category. */
export async function updateCategoryLabel(db: Executor, id: number, label: string) {
  const [row] = await db
    .update(contentCategories)
    .set({ label })
    .where(eq(contentCategories.id, id))
    .returning({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type });
  return row ?? null;
}

/** Deletes a category with its subcategories (links cascade); false when there was none. */
export async function deleteCategoryRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentCategories)
    .where(eq(contentCategories.id, id))
    .returning({ id: contentCategories.id });
  return rows.length > 0;
}

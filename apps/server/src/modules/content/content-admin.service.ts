/**
 * Staff authoring (issue #5, beyond the spec): create, update, publish, schedule and archive news,
 * resources and member-only pages, with categories, subcategories, tags, segments, a cover image
 * and attachments. Rich text is sanitised on write. Mapping rows, `segment_ids` and `asset_types`
 * are written in one transaction. Callers check `canManageContent` first.
 */
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  ContentAdminItem,
  ContentAdminState,
  ContentItemUpdate,
  ContentItemWrite,
  ContentKind,
  ContentStatus,
} from '@portal/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
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
import { AppError, notFound } from '../../lib/errors';
import { fileTypeOf } from '../files/file-types';
import { presentItem } from './content.presenter';
import { loadItemParts } from './content.repository';
import { sanitizeRichText } from './content.sanitize';
import { CONTENT_NOT_FOUND } from './content.service';
import { VISIBLE_STATUSES } from './content.visibility';

/** The authoring view of items by id. */
export async function loadAdminItems(db: Db, ids: number[]): Promise<ContentAdminItem[]> {
  return (await loadItemParts(db, ids)).map(({ row, rel }) => {
    return {
      ...presentItem(row, rel),
      kind: row.kind as ContentKind,
      membersOnly: row.membersOnly,
      sortOrder: row.sortOrder,
      subcategories: rel.subcategories,
    };
  });
}

/** One item in the authoring view (any status); 404 for an unknown id. */
export async function getAdminItem(ctx: AppContext, id: number): Promise<ContentAdminItem> {
  const [item] = await loadAdminItems(ctx.db, [id]);
  if (!item) throw notFound(CONTENT_NOT_FOUND);
  return item;
}

/** The condition of an authoring list state (CONTENT_ADMIN_STATES): scheduled = visible status, future start. */
function stateWhere(state: ContentAdminState): SQL | undefined {
  const visible = inArray(contentItems.status, [...VISIBLE_STATUSES]);
  if (state === 'draft' || state === 'archived') return eq(contentItems.status, state);
  if (state === 'scheduled') return and(visible, gt(contentItems.publishStartDate, sql`now()`));
  return and(visible, or(isNull(contentItems.publishStartDate), lte(contentItems.publishStartDate, sql`now()`)));
}

/**
 * Items of a kind (any when omitted), filtered by status or state and by a part of the name,
 * newest first. Answers `{ data, meta: { total_count } }`.
 */
export async function listAdminItems(
  ctx: AppContext,
  q: {
    kind?: ContentKind;
    status?: ContentStatus;
    state?: ContentAdminState;
    search?: string;
    page: number;
    limit: number;
  },
) {
  const where = and(
    q.kind ? eq(contentItems.kind, q.kind) : undefined,
    q.status ? eq(contentItems.status, q.status) : undefined,
    q.state ? stateWhere(q.state) : undefined,
    q.search ? ilike(contentItems.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ctx.db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return {
    data: await loadAdminItems(
      ctx.db,
      rows.map((r) => r.id),
    ),
    meta: { total_count: Number(n) },
  };
}

async function assertAllExist(
  db: Db,
  label: string,
  ids: (number | string)[] | undefined,
  table: 'category' | 'subcategory' | 'tag' | 'segment' | 'file',
) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows =
    table === 'category'
      ? await db
          .select({ id: contentCategories.id })
          .from(contentCategories)
          .where(inArray(contentCategories.id, unique as number[]))
      : table === 'subcategory'
        ? await db
            .select({ id: contentSubcategories.id })
            .from(contentSubcategories)
            .where(inArray(contentSubcategories.id, unique as number[]))
        : table === 'tag'
          ? await db
              .select({ id: contentTags.id })
              .from(contentTags)
              .where(inArray(contentTags.id, unique as number[]))
          : table === 'segment'
            ? await db
                .select({ id: segments.id })
                .from(segments)
                .where(inArray(segments.id, unique as number[]))
            : await db
                .select({ id: contentFiles.id })
                .from(contentFiles)
                .where(inArray(contentFiles.id, unique as string[]));
  if (rows.length !== unique.length)
    throw new AppError('VALIDATION_ERROR', `Unknown ${label}`, {
      errors: [{ field: label, message: `Unknown ${label}` }],
    });
}

type Relations = Pick<
  ContentItemWrite,
  'categoryIds' | 'subcategoryIds' | 'tagIds' | 'segmentIds' | 'attachmentIds' | 'imageId'
>;

async function validateRelations(db: Db, input: Relations) {
  await assertAllExist(db, 'categoryIds', input.categoryIds, 'category');
  await assertAllExist(db, 'subcategoryIds', input.subcategoryIds, 'subcategory');
  await assertAllExist(db, 'tagIds', input.tagIds, 'tag');
  await assertAllExist(db, 'segmentIds', input.segmentIds, 'segment');
  await assertAllExist(db, 'attachmentIds', input.attachmentIds, 'file');
  if (input.imageId) {
    const [file] = await db
      .select({ mimeType: contentFiles.mimeType })
      .from(contentFiles)
      .where(eq(contentFiles.id, input.imageId));
    if (!file?.mimeType.startsWith('image/')) {
      throw new AppError('VALIDATION_ERROR', 'The cover image must be an uploaded image', {
        errors: [{ field: 'imageId', message: 'The cover image must be an uploaded image' }],
      });
    }
  }
}

/** Replaces the mapping rows given in `input` and refreshes the denormalised columns. */
async function writeRelations(tx: Db, itemId: number, input: Relations) {
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

/** Creates an item (draft unless a status is given). Answers the authoring view. */
export async function createItem(
  ctx: AppContext,
  authorId: string,
  input: ContentItemWrite,
): Promise<ContentAdminItem> {
  await validateRelations(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({
        kind: input.kind,
        name: input.name,
        shortDescription: input.shortDescription ?? null,
        content: sanitizeRichText(input.content),
        imageId: input.imageId ?? null,
        status: input.status ?? 'draft',
        publishStartDate: input.publishStartDate ? new Date(input.publishStartDate) : null,
        membersOnly: input.membersOnly ?? true,
        sortOrder: input.sortOrder ?? 0,
        createdBy: authorId,
      })
      .returning({ id: contentItems.id });
    await writeRelations(tx as unknown as Db, row.id, input);
    return row.id;
  });
  return getAdminItem(ctx, id);
}

/** Updates the given fields (relations are replaced when given). 404 for an unknown id. */
export async function updateItem(ctx: AppContext, id: number, input: ContentItemUpdate): Promise<ContentAdminItem> {
  const [existing] = await ctx.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id));
  if (!existing) throw notFound(CONTENT_NOT_FOUND);
  await validateRelations(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contentItems)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
        ...(input.content !== undefined ? { content: sanitizeRichText(input.content) } : {}),
        ...(input.imageId !== undefined ? { imageId: input.imageId } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.publishStartDate !== undefined
          ? { publishStartDate: input.publishStartDate ? new Date(input.publishStartDate) : null }
          : {}),
        ...(input.membersOnly !== undefined ? { membersOnly: input.membersOnly } : {}),
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(contentItems.id, id));
    await writeRelations(tx as unknown as Db, id, input);
  });
  return getAdminItem(ctx, id);
}

/**
 * Publishes with the tenant's visible status (tenant.contentActiveTabKey). A future
 * publishStartDate schedules it; none publishes now.
 */
export async function publishItem(
  ctx: AppContext,
  id: number,
  publishStartDate: string | null | undefined,
): Promise<ContentAdminItem> {
  return updateItem(ctx, id, {
    status: ctx.config.tenant.contentActiveTabKey,
    publishStartDate: publishStartDate ?? new Date().toISOString(),
  });
}

/** Archives an item (members no longer see it); unarchiving is a PATCH back to 'draft'. */
export async function archiveItem(ctx: AppContext, id: number): Promise<ContentAdminItem> {
  return updateItem(ctx, id, { status: 'archived' });
}

/** 409 "This tag already exists" when another tag (not `exceptId`) has the label, in any case. */
async function assertTagLabelFree(ctx: AppContext, label: string, exceptId = 0): Promise<void> {
  const [same] = await ctx.db
    .select({ id: contentTags.id })
    .from(contentTags)
    .where(and(sql`lower(${contentTags.label}) = lower(${label})`, sql`${contentTags.id} <> ${exceptId}`));
  if (same) throw new AppError('CONFLICT', 'This tag already exists');
}

/** 409 "This category already exists" when another category of the type (not `exceptId`) has the label, in any case. */
async function assertCategoryLabelFree(ctx: AppContext, type: string, label: string, exceptId = 0): Promise<void> {
  const [same] = await ctx.db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(
      and(
        eq(contentCategories.type, type),
        sql`lower(${contentCategories.label}) = lower(${label})`,
        sql`${contentCategories.id} <> ${exceptId}`,
      ),
    );
  if (same) throw new AppError('CONFLICT', 'This category already exists');
}

/** Creates a tag; 409 when the label exists already (any case). */
export async function createTag(ctx: AppContext, label: string) {
  await assertTagLabelFree(ctx, label);
  const [row] = await ctx.db
    .insert(contentTags)
    .values({ label })
    .onConflictDoNothing()
    .returning({ id: contentTags.id, label: contentTags.label });
  if (!row) throw new AppError('CONFLICT', 'This tag already exists');
  return row;
}

/** Creates a category of a type; 409 when that type already has the label (any case). */
export async function createCategory(ctx: AppContext, label: string, type: string) {
  await assertCategoryLabelFree(ctx, type, label);
  const [row] = await ctx.db
    .insert(contentCategories)
    .values({ label, type })
    .returning({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type });
  return row;
}

/**
 * Renames a tag (PATCH /api/v1/admin/content/tags/{id}): 404 "Tag not found", 409 when another tag
 * has the label (any case). Every item with the tag shows the new label.
 */
export async function renameTag(ctx: AppContext, id: number, label: string) {
  await assertTagLabelFree(ctx, label, id);
  const [row] = await ctx.db
    .update(contentTags)
    .set({ label })
    .where(eq(contentTags.id, id))
    .returning({ id: contentTags.id, label: contentTags.label });
  if (!row) throw notFound('Tag not found');
  return row;
}

/** Deletes a tag (DELETE /api/v1/admin/content/tags/{id}); items lose it (the links cascade). 404 "Tag not found". */
export async function deleteTag(ctx: AppContext, id: number): Promise<void> {
  const rows = await ctx.db.delete(contentTags).where(eq(contentTags.id, id)).returning({ id: contentTags.id });
  if (rows.length === 0) throw notFound('Tag not found');
}

/**
 * Renames a category (PATCH /api/v1/admin/content/categories/{id}): 404 "Category not found", 409 when
 * another category of the same library has the label (any case).
 */
export async function renameCategory(ctx: AppContext, id: number, label: string) {
  const [current] = await ctx.db
    .select({ type: contentCategories.type })
    .from(contentCategories)
    .where(eq(contentCategories.id, id));
  if (!current) throw notFound('Category not found');
  await assertCategoryLabelFree(ctx, current.type, label, id);
  const [row] = await ctx.db
    .update(contentCategories)
    .set({ label })
    .where(eq(contentCategories.id, id))
    .returning({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type });
  if (!row) throw notFound('Category not found');
  return row;
}

/**
 * Deletes a category with its subcategories (DELETE /api/v1/admin/content/categories/{id}); items
 * lose them (the links cascade) and keep everything else. 404 "Category not found".
 */
export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  const rows = await ctx.db
    .delete(contentCategories)
    .where(eq(contentCategories.id, id))
    .returning({ id: contentCategories.id });
  if (rows.length === 0) throw notFound('Category not found');
}

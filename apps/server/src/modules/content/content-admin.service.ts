/**
 * Staff authoring (issue #5, beyond the spec): create, update, publish, schedule and archive news,
 * resources and member-only pages, with categories, subcategories, tags, segments, a cover image
 * and attachments. Rich text is sanitised on write. Mapping rows, `segment_ids` and `asset_types`
 * are written in one transaction. Callers check `canManageContent` (policies/content.ts) first.
 */
import type {
  StaffAuditAction,
  ContentAdminItem,
  ContentAdminState,
  ContentItemUpdate,
  ContentItemWrite,
  ContentKind,
  ContentStatus,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { type AuditActor, auditActorOf, recordStaffAction, type StaffActionEntry, withStaffAction } from '../audit';
import type { Executor } from '../../db/raw-query';
import { AppError, notFound } from '../../lib/errors';
import {
  adminItemIds,
  categoryIdWithLabel,
  categoryType,
  countExisting,
  deleteCategoryRow,
  deleteTagRow,
  fileMimeType,
  insertCategory,
  insertItem,
  insertTag,
  itemExists,
  itemStatusForUpdate,
  type RelatedTable,
  tagIdWithLabel,
  updateCategoryLabel,
  updateItemRow,
  updateTagLabel,
  writeRelations,
} from './content-admin.repository';
import { presentItem } from './content.presenter';
import { loadItemParts } from './content.repository';
import { sanitizeRichText } from './content.sanitize';
import { CONTENT_NOT_FOUND } from './content.service';

/** The authoring view of items by id. */
export async function loadAdminItems(db: Executor, ids: number[]): Promise<ContentAdminItem[]> {
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
  const { ids, total } = await adminItemIds(ctx.db, q);
  return {
    data: await loadAdminItems(ctx.db, ids),
    meta: { total_count: total },
  };
}

/** 400 `Unknown <label>` unless every id of `ids` exists in the table. */
async function assertAllExist(db: Executor, label: string, ids: (number | string)[] | undefined, table: RelatedTable) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  if ((await countExisting(db, table, unique)) !== unique.length)
    throw new AppError('VALIDATION_ERROR', `Unknown ${label}`, {
      errors: [{ field: label, message: `Unknown ${label}` }],
    });
}

type Relations = Pick<
  ContentItemWrite,
  'categoryIds' | 'subcategoryIds' | 'tagIds' | 'segmentIds' | 'attachmentIds' | 'imageId'
>;

async function validateRelations(db: Executor, input: Relations) {
  await assertAllExist(db, 'categoryIds', input.categoryIds, 'category');
  await assertAllExist(db, 'subcategoryIds', input.subcategoryIds, 'subcategory');
  await assertAllExist(db, 'tagIds', input.tagIds, 'tag');
  await assertAllExist(db, 'segmentIds', input.segmentIds, 'segment');
  await assertAllExist(db, 'attachmentIds', input.attachmentIds, 'file');
  if (input.imageId) {
    const mimeType = await fileMimeType(db, input.imageId);
    if (!mimeType?.startsWith('image/')) {
      throw new AppError('VALIDATION_ERROR', 'The cover image must be an uploaded image', {
        errors: [{ field: 'imageId', message: 'The cover image must be an uploaded image' }],
      });
    }
  }
}

/**
 * Creates an item (draft unless a status is given). Answers the authoring view. One staff audit
 * entry in the same transaction: `content.publish` when created in the tenant's visible status
 * (issue 23), else `content.create` (issue 29).
 */
export async function createItem(
  ctx: AppContext,
  author: { id: string; email: string },
  input: ContentItemWrite,
): Promise<ContentAdminItem> {
  const authorId = author.id;
  await validateRelations(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const itemId = await insertItem(tx, {
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
    });
    await writeRelations(tx, itemId, input);
    const publishing = input.status === ctx.config.tenant.contentActiveTabKey;
    await recordStaffAction(tx, auditActorOf(author), {
      action: publishing ? 'content.publish' : 'content.create',
      entityType: 'content',
      entityId: itemId,
      summary: `${publishing ? 'Published' : 'Created'} ${input.name}`,
      before: null,
      after: { status: input.status ?? 'draft', publishStartDate: input.publishStartDate ?? null },
    });
    return itemId;
  });
  return getAdminItem(ctx, id);
}

/**
 * Updates the given fields (relations are replaced when given). 404 for an unknown id. A status change
 * into or out of the tenant's visible status (publish, unpublish) writes one staff audit entry
 * (issue 23) in the same transaction.
 */
export async function updateItem(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: ContentItemUpdate,
): Promise<ContentAdminItem> {
  if (!(await itemExists(ctx.db, id))) throw notFound(CONTENT_NOT_FOUND);
  await validateRelations(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const before = await itemStatusForUpdate(tx, id);
    if (!before) throw notFound(CONTENT_NOT_FOUND);
    const visible = ctx.config.tenant.contentActiveTabKey;
    await updateItemRow(tx, id, {
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
    });
    await writeRelations(tx, id, input);
    const status = input.status ?? before.status;
    if ((status === visible) !== (before.status === visible)) {
      const publishing = status === visible;
      await recordStaffAction(tx, actor, {
        action: publishing ? 'content.publish' : 'content.unpublish',
        entityType: 'content',
        entityId: id,
        summary: `${publishing ? 'Published' : 'Unpublished'} ${input.name ?? before.name}`,
        before: { status: before.status },
        after: { status, ...(publishing ? { publishStartDate: input.publishStartDate ?? null } : {}) },
      });
    } else {
      // An edit that keeps the item's visibility (issue 29: every staff mutation is audited); the
      // entry names the fields sent, not their texts (a body can be long).
      await recordStaffAction(tx, actor, {
        action: 'content.update',
        entityType: 'content',
        entityId: id,
        summary: `Edited ${input.name ?? before.name}`,
        after: { fields: Object.keys(input).filter((k) => input[k as keyof ContentItemUpdate] !== undefined) },
      });
    }
  });
  return getAdminItem(ctx, id);
}

/**
 * Publishes with the tenant's visible status (tenant.contentActiveTabKey). A future
 * publishStartDate schedules it; none publishes now.
 */
export async function publishItem(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  publishStartDate: string | null | undefined,
): Promise<ContentAdminItem> {
  return updateItem(ctx, actor, id, {
    status: ctx.config.tenant.contentActiveTabKey,
    publishStartDate: publishStartDate ?? new Date().toISOString(),
  });
}

/** Archives an item (members no longer see it); unarchiving is a PATCH back to 'draft'. */
export async function archiveItem(ctx: AppContext, actor: AuditActor, id: number): Promise<ContentAdminItem> {
  return updateItem(ctx, actor, id, { status: 'archived' });
}

/** 409 "This tag already exists" when another tag (not `exceptId`) has the label, in any case. */
async function assertTagLabelFree(ctx: AppContext, label: string, exceptId = 0): Promise<void> {
  if ((await tagIdWithLabel(ctx.db, label, exceptId)) !== null)
    throw new AppError('CONFLICT', 'This tag already exists');
}

/** 409 "This category already exists" when another category of the type (not `exceptId`) has the label, in any case. */
async function assertCategoryLabelFree(ctx: AppContext, type: string, label: string, exceptId = 0): Promise<void> {
  if ((await categoryIdWithLabel(ctx.db, type, label, exceptId)) !== null)
    throw new AppError('CONFLICT', 'This category already exists');
}

/** Creates a tag; 409 when the label exists already (any case). Writes a `content.tag.create` audit entry. */
export async function createTag(ctx: AppContext, actor: AuditActor, label: string) {
  await assertTagLabelFree(ctx, label);
  return withStaffAction(
    ctx.db,
    actor,
    async (tx) => {
      const row = await insertTag(tx, label);
      if (!row) throw new AppError('CONFLICT', 'This tag already exists');
      return row;
    },
    (row) => labelEntry('content.tag.create', 'content-tag', row.id, `Added content tag ${label}`),
  );
}

/** Creates a category of a type; 409 when that type already has the label (any case). Audited `content.category.create`. */
export async function createCategory(ctx: AppContext, actor: AuditActor, label: string, type: string) {
  await assertCategoryLabelFree(ctx, type, label);
  return withStaffAction(
    ctx.db,
    actor,
    (tx) => insertCategory(tx, label, type),
    (row) => labelEntry('content.category.create', 'content-category', row.id, `Added ${type} category ${label}`),
  );
}

/** One audit entry of a tag or category change (its new label in `after`). */
function labelEntry(
  action: StaffAuditAction,
  entityType: string,
  entityId: number | string,
  summary: string,
  label?: string,
): StaffActionEntry {
  return { action, entityType, entityId, summary, ...(label === undefined ? {} : { after: { label } }) };
}

const LABEL_KINDS = {
  tag: { missing: 'Tag not found', entityType: 'content-tag' },
  category: { missing: 'Category not found', entityType: 'content-category' },
} as const;

/**
 * Runs a rename or delete of a tag or category with its `content.<kind>.<verb>` audit entry in one
 * transaction; nothing written (null or false) is 404 "Tag not found" / "Category not found".
 */
function labelWrite<T>(
  ctx: AppContext,
  actor: AuditActor,
  target: { kind: keyof typeof LABEL_KINDS; verb: 'update' | 'delete'; id: number; label?: string },
  write: (tx: Executor) => Promise<T | null | false>,
): Promise<T> {
  const { kind, verb, id, label } = target;
  const { missing, entityType } = LABEL_KINDS[kind];
  const summary = `${verb === 'update' ? 'Renamed' : 'Deleted'} content ${kind} ${id}`;
  return withStaffAction(
    ctx.db,
    actor,
    async (tx) => {
      const row = await write(tx);
      if (!row) throw notFound(missing);
      return row;
    },
    () => labelEntry(`content.${kind}.${verb}`, entityType, id, summary, label),
  );
}

/**
 * Renames a tag (PATCH /api/v1/admin/content/tags/{id}): 404 "Tag not found", 409 when another tag
 * has the label (any case). Every item with the tag shows the new label. Audited `content.tag.update`.
 */
export async function renameTag(ctx: AppContext, actor: AuditActor, id: number, label: string) {
  await assertTagLabelFree(ctx, label, id);
  return labelWrite(ctx, actor, { kind: 'tag', verb: 'update', id, label }, (tx) => updateTagLabel(tx, id, label));
}

/**
 * Deletes a tag (DELETE /api/v1/admin/content/tags/{id}); items lose it (the links cascade). 404 "Tag
 * not found". Audited `content.tag.delete`.
 */
export async function deleteTag(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  await labelWrite(ctx, actor, { kind: 'tag', verb: 'delete', id }, (tx) => deleteTagRow(tx, id));
}

/**
 * Renames a category (PATCH /api/v1/admin/content/categories/{id}): 404 "Category not found", 409 when
 * another category of the same library has the label (any case). Audited `content.category.update`.
 */
export async function renameCategory(ctx: AppContext, actor: AuditActor, id: number, label: string) {
  const type = await categoryType(ctx.db, id);
  if (type === null) throw notFound('Category not found');
  await assertCategoryLabelFree(ctx, type, label, id);
  return labelWrite(ctx, actor, { kind: 'category', verb: 'update', id, label }, (tx) =>
    updateCategoryLabel(tx, id, label),
  );
}

/**
 * Deletes a category with its subcategories (DELETE /api/v1/admin/content/categories/{id}); items
 * lose them (the links cascade) and keep everything else. 404 "Category not found". Audited
 * `content.category.delete`.
 */
export async function deleteCategory(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  await labelWrite(ctx, actor, { kind: 'category', verb: 'delete', id }, (tx) => deleteCategoryRow(tx, id));
}

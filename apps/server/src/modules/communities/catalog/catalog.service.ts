/**
 * Categories, post tags and the member FAQ (spec 02 §3, §7 Categories, Tags, FAQ). Counts on
 * these answers count only what the caller may see: communityCount counts discoverable
 * communities, countOfPosts published posts of the caller's communities. Category and tag
 * administration (spec 02 §7 admin calls) needs generalCategories / generalTags.
 */
import { type Category, type FaqItem, MANAGEMENT_MESSAGES, type PostTag } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { AppError, forbidden } from '../../../lib/errors';
import { auditActorOf, type StaffActionEntry, withStaffAction } from '../../audit';
import { globalFlags } from '../../../policies/communities';
import { viewerOf } from '../access.repository';
import { categoryTree, presentFaq } from './catalog.presenter';
import * as repo from './catalog.repository';

/** GET community/category: every top-level category with its subcategories, by name. */
export async function listCategories(
  ctx: AppContext,
  actor: Actor,
): Promise<{ categories: Category[]; totalItemCount: number }> {
  const categories = categoryTree(await repo.loadCategoryRows(ctx.db, viewerOf(actor)));
  return { categories, totalItemCount: categories.length };
}

/** The staff audit entry of a catalogue change (issue 29); `after` holds the saved fields. */
function catalogEntry(
  action: StaffActionEntry['action'],
  entityType: 'community-category' | 'community-tag',
  entityId: number,
  summary: string,
  after?: Record<string, unknown>,
): StaffActionEntry {
  return { action, entityType, entityId, summary, ...(after ? { after } : {}) };
}

function requireFlag(actor: Actor, flag: 'generalCategories' | 'generalTags'): void {
  if (!globalFlags(actor)[flag]) throw forbidden();
}

/** GET admin/community/category?page&pageSize(10)&onlyParents: top-level categories (with subcategories), paged. */
export async function listAdminCategories(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; onlyParents?: boolean },
) {
  requireFlag(actor, 'generalCategories');
  const all = categoryTree(await repo.loadCategoryRows(ctx.db, viewerOf(actor)));
  const page = all
    .slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
    .map((c) => (q.onlyParents ? { ...c, subCategories: [] } : c));
  return { categories: page, totalItemCount: all.length };
}

/** POST admin/community/category and PUT admin/community/category/{id}: two levels at most. */
export async function saveCategory(
  ctx: AppContext,
  actor: Actor,
  input: repo.CategoryFields,
  id?: number,
): Promise<Category> {
  requireFlag(actor, 'generalCategories');
  if (input.parentCategoryId) {
    const parent = await repo.loadCategoryParent(ctx.db, input.parentCategoryId);
    if (!parent) throw new AppError('VALIDATION_ERROR', 'The parent category does not exist.');
    if (parent.parentCategoryId != null || input.parentCategoryId === id)
      throw new AppError('VALIDATION_ERROR', 'A subcategory cannot have subcategories.');
  }
  const savedId = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      if (!id) return repo.insertCategory(tx, input, actor.id);
      if (!(await repo.updateCategory(tx, id, input))) throw new AppError('NOT_FOUND', 'Category not found.');
      return id;
    },
    (saved) =>
      catalogEntry(
        id ? 'community.category.update' : 'community.category.create',
        'community-category',
        saved,
        `${id ? 'Edited' : 'Added'} community category ${input.name}`,
        { ...input },
      ),
  );
  const all = categoryTree(await repo.loadCategoryRows(ctx.db, viewerOf(actor)));
  const found = all
    .flatMap((c) => [c, ...c.subCategories.map((s) => ({ ...s, subCategories: [] }))])
    .find((c) => c.id === savedId);
  return found as Category;
}

/**
 * DELETE admin/community/category/{id} (its subcategories and the links of deleted communities go
 * with it). Rule chosen (issue 20): a category that a community not deleted uses, itself or through
 * a subcategory, is not deleted: 409 "This category is used by communities. ..." (move them first),
 * so no community is left without a category (spec 02 §5 "category required").
 * @throws AppError FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409)
 */
export async function deleteCategory(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireFlag(actor, 'generalCategories');
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      if ((await repo.countCommunitiesUsingCategory(tx, id)) > 0)
        throw new AppError('CONFLICT', MANAGEMENT_MESSAGES.categoryInUse);
      if (!(await repo.deleteCategory(tx, id))) throw new AppError('NOT_FOUND', 'Category not found.');
    },
    () => catalogEntry('community.category.delete', 'community-category', id, `Deleted community category ${id}`),
  );
}

/** GET community/post/tag?page&pageSize(100)&keyword: tags by name with countOfPosts over the caller's communities. */
export async function listTags(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<{ tags: PostTag[]; totalItemCount: number }> {
  const { rows, total } = await repo.loadTagPage(ctx.db, viewerOf(actor), q);
  return {
    tags: rows.map((r) => ({ id: Number(r.id), name: r.name, countOfPosts: Number(r.count) })),
    totalItemCount: total,
  };
}

/** GET api/tag/tags?keyword: tags as search results { id, label } (every caller sees every tag name). */
export async function searchTags(
  ctx: AppContext,
  _actor: Actor,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const { rows, total } = await repo.loadTagNamePage(ctx.db, q);
  return { tags: rows.map((t) => ({ id: Number(t.id), label: t.name })), totalItemCount: total };
}

/**
 * POST admin/community/post/tag {name} / PUT .../tag/{id}: names are unique (case-insensitive); a
 * name taken, also by a parallel creation, answers 409 CONFLICT (issue 28 finding 8).
 */
export async function saveTag(ctx: AppContext, actor: Actor, name: string, id?: number): Promise<PostTag> {
  requireFlag(actor, 'generalTags');
  if (await repo.tagNameTaken(ctx.db, name, id)) throw new AppError('CONFLICT', 'This tag already exists.');
  const row = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      const saved = await repo.saveTagRow(tx, name, id);
      // No row on insert: a parallel request created the same name first (issue 28 finding 8).
      if (!saved && !id) throw new AppError('CONFLICT', 'This tag already exists.');
      if (!saved) throw new AppError('NOT_FOUND', 'Tag not found.');
      return saved;
    },
    (saved) =>
      catalogEntry(
        id ? 'community.tag.update' : 'community.tag.create',
        'community-tag',
        Number(saved.id),
        `${id ? 'Renamed' : 'Added'} post tag ${name}`,
        { name },
      ),
  );
  return { id: Number(row.id), name: row.name, countOfPosts: await repo.countTagPosts(ctx.db, row.id) };
}

/** DELETE admin/community/post/tag/{id} */
export async function deleteTag(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireFlag(actor, 'generalTags');
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      if (!(await repo.deleteTagRow(tx, id))) throw new AppError('NOT_FOUND', 'Tag not found.');
    },
    () => catalogEntry('community.tag.delete', 'community-tag', id, `Deleted post tag ${id}`),
  );
}

/** GET faq?page&pageSize(1000): FAQ items not deleted, in their order. */
export async function listFaq(
  ctx: AppContext,
  q: { page: number; pageSize: number },
): Promise<{ faQs: FaqItem[]; totalItemCount: number }> {
  const { rows, total } = await repo.loadFaqPage(ctx.db, q);
  return { faQs: rows.map(presentFaq), totalItemCount: total };
}

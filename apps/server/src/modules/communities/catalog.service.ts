/**
 * Categories, post tags and the member FAQ (spec 02 §3, §7 Categories, Tags, FAQ). Counts on
 * these answers count only what the caller may see: communityCount counts discoverable
 * communities, countOfPosts published posts of the caller's communities. Category and tag
 * administration (spec 02 §7 admin calls) needs generalCategories / generalTags.
 */
import type { Category, FaqItem, PostTag } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { AppError, forbidden } from '../../lib/errors';
import { globalFlags } from '../../policies/communities';
import { discoverableSql, iso, joinedSql, membershipJoin, query, type Viewer, viewerOf } from './community-access';

type CategoryRow = {
  id: number;
  name: string;
  description: string | null;
  color: string;
  parent_category_id: number | null;
  created_at: Date | string;
  created_by: string | null;
  community_count: number;
};

function categoryRowsSql(viewer: Viewer, where = sql`true`) {
  return sql`select cc.id, cc.name, cc.description, cc.color, cc.parent_category_id, cc.created_at, cc.created_by,
    (select count(distinct c.id)::int from community_category_links cl join communities c on c.id = cl.community_id ${membershipJoin(viewer)}
      where ${discoverableSql(viewer)} and (cl.category_id = cc.id or cl.category_id in (select s.id from community_categories s where s.parent_category_id = cc.id))) as community_count
    from community_categories cc where ${where}`;
}

function tree(rows: CategoryRow[]): Category[] {
  const sub = (r: CategoryRow) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    color: r.color,
    parentCategoryId: r.parent_category_id == null ? null : Number(r.parent_category_id),
    subCategoriesCount: rows.filter(
      (x) => x.parent_category_id != null && Number(x.parent_category_id) === Number(r.id),
    ).length,
    communityCount: Number(r.community_count),
    createdAt: iso(r.created_at) as string,
    createdByUserId: r.created_by,
  });
  const byName = (a: CategoryRow, b: CategoryRow) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id);
  return rows
    .filter((r) => r.parent_category_id == null)
    .sort(byName)
    .map((r) => ({
      ...sub(r),
      subCategories: rows
        .filter((x) => x.parent_category_id != null && Number(x.parent_category_id) === Number(r.id))
        .sort(byName)
        .map(sub),
    }));
}

/** GET community/category: every top-level category with its subcategories, by name. */
export async function listCategories(
  ctx: AppContext,
  actor: Actor,
): Promise<{ categories: Category[]; totalItemCount: number }> {
  const rows = await query<CategoryRow>(ctx.db, categoryRowsSql(viewerOf(actor)));
  const categories = tree(rows);
  return { categories, totalItemCount: categories.length };
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
  const all = tree(await query<CategoryRow>(ctx.db, categoryRowsSql(viewerOf(actor))));
  const page = all
    .slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
    .map((c) => (q.onlyParents ? { ...c, subCategories: [] } : c));
  return { categories: page, totalItemCount: all.length };
}

/** POST admin/community/category and PUT admin/community/category/{id}: two levels at most. */
export async function saveCategory(
  ctx: AppContext,
  actor: Actor,
  input: { name: string; description?: string | null; color: string; parentCategoryId?: number | null },
  id?: number,
): Promise<Category> {
  requireFlag(actor, 'generalCategories');
  if (input.parentCategoryId) {
    const [parent] = await query<{ parent_category_id: number | null }>(
      ctx.db,
      sql`select parent_category_id from community_categories where id = ${input.parentCategoryId}`,
    );
    if (!parent) throw new AppError('VALIDATION_ERROR', 'The parent category does not exist.');
    if (parent.parent_category_id != null || input.parentCategoryId === id)
      throw new AppError('VALIDATION_ERROR', 'A subcategory cannot have subcategories.');
  }
  const rows = id
    ? await query<{ id: number }>(
        ctx.db,
        sql`update community_categories set name = ${input.name}, description = ${input.description ?? null}, color = ${input.color},
          parent_category_id = ${input.parentCategoryId ?? null} where id = ${id} returning id`,
      )
    : await query<{ id: number }>(
        ctx.db,
        sql`insert into community_categories (name, description, color, parent_category_id, created_by)
          values (${input.name}, ${input.description ?? null}, ${input.color}, ${input.parentCategoryId ?? null}, ${actor.id}) returning id`,
      );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Category not found.');
  const all = tree(await query<CategoryRow>(ctx.db, categoryRowsSql(viewerOf(actor))));
  const found = all
    .flatMap((c) => [c, ...c.subCategories.map((s) => ({ ...s, subCategories: [] }))])
    .find((c) => c.id === Number(rows[0].id));
  return found as Category;
}

/** DELETE admin/community/category/{id} (its subcategories and links go with it). */
export async function deleteCategory(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireFlag(actor, 'generalCategories');
  const rows = await query(ctx.db, sql`delete from community_categories where id = ${id} returning id`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Category not found.');
}

/** GET community/post/tag?page&pageSize(100)&keyword: tags by name with countOfPosts over the caller's communities. */
export async function listTags(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<{ tags: PostTag[]; totalItemCount: number }> {
  const viewer = viewerOf(actor);
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like ? sql`t.name ilike ${like}` : sql`true`;
  const [rows, [{ n }]] = await Promise.all([
    query<{ id: number; name: string; count: number }>(
      ctx.db,
      sql`select t.id, t.name, (select count(*)::int from community_post_tags pt join community_posts p on p.id = pt.post_id and p.status = 1
          join communities c on c.id = p.community_id ${membershipJoin(viewer)} where pt.tag_id = t.id and not c.is_deleted and ${joinedSql(viewer)}) as count
        from community_tags t where ${where} order by lower(t.name), t.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(ctx.db, sql`select count(*)::int as n from community_tags t where ${where}`),
  ]);
  return {
    tags: rows.map((r) => ({ id: Number(r.id), name: r.name, countOfPosts: Number(r.count) })),
    totalItemCount: Number(n),
  };
}

/** GET api/tag/tags?keyword: tags as search results { id, label }. */
export async function searchTags(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const { tags, totalItemCount } = await listTags(ctx, actor, q);
  return { tags: tags.map((t) => ({ id: t.id, label: t.name })), totalItemCount };
}

/** POST admin/community/post/tag {name} / PUT .../tag/{id}: names are unique (case-insensitive). */
export async function saveTag(ctx: AppContext, actor: Actor, name: string, id?: number): Promise<PostTag> {
  requireFlag(actor, 'generalTags');
  const [dup] = await query(
    ctx.db,
    sql`select 1 from community_tags where lower(name) = lower(${name}) and id <> ${id ?? 0}`,
  );
  if (dup) throw new AppError('CONFLICT', 'This tag already exists.');
  const rows = id
    ? await query<{ id: number; name: string }>(
        ctx.db,
        sql`update community_tags set name = ${name} where id = ${id} returning id, name`,
      )
    : await query<{ id: number; name: string }>(
        ctx.db,
        sql`insert into community_tags (name) values (${name}) returning id, name`,
      );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Tag not found.');
  const [{ n }] = await query<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from community_post_tags where tag_id = ${rows[0].id}`,
  );
  return { id: Number(rows[0].id), name: rows[0].name, countOfPosts: Number(n) };
}

/** DELETE admin/community/post/tag/{id} */
export async function deleteTag(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireFlag(actor, 'generalTags');
  const rows = await query(ctx.db, sql`delete from community_tags where id = ${id} returning id`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Tag not found.');
}

/** GET faq?page&pageSize(1000): FAQ items not deleted, in their order. */
export async function listFaq(
  ctx: AppContext,
  q: { page: number; pageSize: number },
): Promise<{ faQs: FaqItem[]; totalItemCount: number }> {
  const [rows, [{ n }]] = await Promise.all([
    query<{
      id: number;
      name: string;
      description: string;
      is_deleted: boolean;
      created_at: Date | string;
      created_by: string | null;
      updated_at: Date | string | null;
      updated_by: string | null;
    }>(
      ctx.db,
      sql`select * from community_faq where not is_deleted order by sort_order, id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(ctx.db, sql`select count(*)::int as n from community_faq where not is_deleted`),
  ]);
  return {
    faQs: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      description: r.description,
      isDeleted: r.is_deleted,
      createdAt: iso(r.created_at) as string,
      createdByUserId: r.created_by,
      updatedAt: iso(r.updated_at),
      updatedByUserId: r.updated_by,
    })),
    totalItemCount: Number(n),
  };
}

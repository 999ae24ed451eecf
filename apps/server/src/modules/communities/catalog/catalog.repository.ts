/**
 * Rows of community categories, post tags and the member FAQ (spec 02 §3). Counts count only what
 * the viewer may see: a category's communities those they discover, a tag's posts the published
 * posts of their communities.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import { discoverableSql, joinedSql, membershipJoin, type Viewer } from '../access.repository';
import { containsPattern } from '../format';
import type { CategoryRow, FaqRow } from './catalog.presenter';

/** Every category (top-level and sub) with the count of discoverable communities in it or its subcategories. */
export async function loadCategoryRows(db: Executor, viewer: Viewer): Promise<CategoryRow[]> {
  return query<CategoryRow>(
    db,
    sql`select cc.id, cc.name, cc.description, cc.color, cc.parent_category_id, cc.created_at, cc.created_by,
    (select count(distinct c.id)::int from community_category_links cl join communities c on c.id = cl.community_id ${membershipJoin(viewer)}
      where ${discoverableSql(viewer)} and (cl.category_id = cc.id or cl.category_id in (select s.id from community_categories s where s.parent_category_id = cc.id))) as community_count
    from community_categories cc`,
  );
}

/** The parent of a category (its own parent id), or undefined when unknown. */
export async function loadCategoryParent(db: Executor, id: number) {
  const [parent] = await query<{ parent_category_id: number | null }>(
    db,
    sql`select parent_category_id from community_categories where id = ${id}`,
  );
  return parent;
}

/** A category's fields. */
export interface CategoryFields {
  name: string;
  description?: string | null;
  color: string;
  parentCategoryId?: number | null;
}

/** Inserts a category; answers its id. */
export async function insertCategory(db: Executor, input: CategoryFields, createdBy: string): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into community_categories (name, description, color, parent_category_id, created_by)
          values (${input.name}, ${input.description ?? null}, ${input.color}, ${input.parentCategoryId ?? null}, ${createdBy}) returning id`,
  );
  return Number(id);
}

/** Updates a category; answers false when unknown. */
export async function updateCategory(db: Executor, id: number, input: CategoryFields): Promise<boolean> {
  const rows = await query(
    db,
    sql`update community_categories set name = ${input.name}, description = ${input.description ?? null}, color = ${input.color},
          parent_category_id = ${input.parentCategoryId ?? null} where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/**
 * How many communities not deleted are linked to the category or one of its subcategories. Locks
 * the category row first, so a link being added meanwhile waits (its foreign key) and then fails.
 */
export async function countCommunitiesUsingCategory(db: Executor, id: number): Promise<number> {
  await db.execute(sql`select id from community_categories where id = ${id} or parent_category_id = ${id} for update`);
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(distinct c.id)::int as n from community_category_links l join communities c on c.id = l.community_id
      where not c.is_deleted and (l.category_id = ${id} or l.category_id in (select s.id from community_categories s where s.parent_category_id = ${id}))`,
  );
  return Number(n);
}

/** Deletes a category (its subcategories and links go with it); answers false when unknown. */
export async function deleteCategory(db: Executor, id: number): Promise<boolean> {
  const rows = await query(db, sql`delete from community_categories where id = ${id} returning id`);
  return rows.length > 0;
}

/** A page of tags by name (`keyword` anywhere in the name), each with the count of published posts the viewer can read; and the total. */
export async function loadTagPage(
  db: Executor,
  viewer: Viewer,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<{ rows: { id: number; name: string; count: number }[]; total: number }> {
  const where = q.keyword ? sql`t.name ilike ${containsPattern(q.keyword)}` : sql`true`;
  const [rows, [{ n }]] = await Promise.all([
    query<{ id: number; name: string; count: number }>(
      db,
      sql`select t.id, t.name, (select count(*)::int from community_post_tags pt join community_posts p on p.id = pt.post_id and p.status = 1
          join communities c on c.id = p.community_id ${membershipJoin(viewer)} where pt.tag_id = t.id and not c.is_deleted and ${joinedSql(viewer)}) as count
        from community_tags t where ${where} order by lower(t.name), t.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from community_tags t where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/**
 * A page of tags by name (`keyword` anywhere in the name), without post counts (GET api/tag/tags
 * and global search show only the names: counting every tag's readable posts cost thousands of
 * rows per tag, bench:global-search); and the total.
 */
export async function loadTagNamePage(
  db: Executor,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<{ rows: { id: number; name: string }[]; total: number }> {
  const where = q.keyword ? sql`t.name ilike ${containsPattern(q.keyword)}` : sql`true`;
  const [rows, [{ n }]] = await Promise.all([
    query<{ id: number; name: string }>(
      db,
      sql`select t.id, t.name from community_tags t where ${where} order by lower(t.name), t.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from community_tags t where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** Whether another tag (not `exceptId`) has this name in any case. */
export async function tagNameTaken(db: Executor, name: string, exceptId = 0): Promise<boolean> {
  const rows = await query(
    db,
    sql`select 1 from community_tags where lower(name) = lower(${name}) and id <> ${exceptId}`,
  );
  return rows.length > 0;
}

/**
 * Inserts a tag, or renames tag `id`; answers the row (undefined when `id` is unknown, or on insert
 * when a parallel request created the same name first: `on conflict do nothing`, issue 28 finding 8).
 */
export async function saveTagRow(db: Executor, name: string, id?: number) {
  const [row] = id
    ? await query<{ id: number; name: string }>(
        db,
        sql`update community_tags set name = ${name} where id = ${id} returning id, name`,
      )
    : await query<{ id: number; name: string }>(
        db,
        sql`insert into community_tags (name) values (${name}) on conflict do nothing returning id, name`,
      );
  return row;
}

/** How many posts carry the tag (any status). */
export async function countTagPosts(db: Executor, tagId: number): Promise<number> {
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_post_tags where tag_id = ${tagId}`,
  );
  return Number(n);
}

/** Deletes a tag; answers false when unknown. */
export async function deleteTagRow(db: Executor, id: number): Promise<boolean> {
  const rows = await query(db, sql`delete from community_tags where id = ${id} returning id`);
  return rows.length > 0;
}

/** A page of FAQ items not deleted, in their order, and their total. */
export async function loadFaqPage(
  db: Executor,
  q: { page: number; pageSize: number },
): Promise<{ rows: FaqRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    query<FaqRow>(
      db,
      sql`select * from community_faq where not is_deleted order by sort_order, id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from community_faq where not is_deleted`),
  ]);
  return { rows, total: Number(n) };
}

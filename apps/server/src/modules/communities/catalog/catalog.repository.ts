/**
 * Rows of community categories, post tags and the member FAQ (spec 02 §3). Counts count only what
 * the viewer may see: a category's communities those they discover, a tag's posts the published
 * posts of their communities.
 */
import { and, asc, eq, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/raw-query';
import {
  communityCategories,
  communityCategoryLinks,
  communityFaq,
  communityPosts,
  communityPostTags,
  communityTags,
} from '../../../db/schema';
import {
  communityC as c,
  countField,
  discoverableSql,
  joinedSql,
  membershipM as m,
  membershipOn,
  qb,
  type Viewer,
} from '../access.repository';
import { containsPattern } from '../format';

const cc = communityCategories;
/** `community_categories` as `cc`: the category a row of loadCategoryRows is (subqueries read `community_categories`). */
const rowCc = alias(communityCategories, 'cc');

/** `category_id` of the links is the category `categoryId` or one of its subcategories. */
function inCategoryTree(categoryId: SQLWrapper | number): SQL {
  const subs = qb.select({ id: cc.id }).from(cc).where(sql`${cc.parentCategoryId} = ${categoryId}`);
  return sql`(${communityCategoryLinks.categoryId} = ${categoryId} or ${communityCategoryLinks.categoryId} in (${subs}))`;
}

/** Every category (top-level and sub) with the count of discoverable communities in it or its subcategories. */
export async function loadCategoryRows(db: Executor, viewer: Viewer) {
  const counted = qb
    .select({ n: sql`count(distinct ${c.id})::int` })
    .from(communityCategoryLinks)
    .innerJoin(c, eq(c.id, communityCategoryLinks.communityId))
    .leftJoin(m, membershipOn(viewer))
    .where(sql`${discoverableSql(viewer)} and ${inCategoryTree(rowCc.id)}`);
  return db
    .select({
      id: rowCc.id,
      name: rowCc.name,
      description: rowCc.description,
      color: rowCc.color,
      parentCategoryId: rowCc.parentCategoryId,
      createdAt: rowCc.createdAt,
      createdBy: rowCc.createdBy,
      communityCount: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(rowCc);
}

/** A category row with its count of discoverable communities. */
export type CategoryRow = Awaited<ReturnType<typeof loadCategoryRows>>[number];

/** The parent of a category (its own parent id), or undefined when unknown. */
export async function loadCategoryParent(db: Executor, id: number) {
  const [parent] = await db.select({ parentCategoryId: cc.parentCategoryId }).from(cc).where(eq(cc.id, id));
  return parent;
}

/** A category's fields. */
export interface CategoryFields {
  name: string;
  description?: string | null;
  color: string;
  parentCategoryId?: number | null;
}

/** The columns of a category's fields. */
const categoryValues = (input: CategoryFields) => ({
  name: input.name,
  description: input.description ?? null,
  color: input.color,
  parentCategoryId: input.parentCategoryId ?? null,
});

/** Inserts a category; answers its id. */
export async function insertCategory(db: Executor, input: CategoryFields, createdBy: string): Promise<number> {
  const [{ id }] = await db
    .insert(cc)
    .values({ ...categoryValues(input), createdBy })
    .returning({ id: cc.id });
  return id;
}

/** Updates a category; answers false when unknown. */
export async function updateCategory(db: Executor, id: number, input: CategoryFields): Promise<boolean> {
  const rows = await db.update(cc).set(categoryValues(input)).where(eq(cc.id, id)).returning({ id: cc.id });
  return rows.length > 0;
}

/**
 * How many communities not deleted are linked to the category or one of its subcategories. Locks
 * the category row first, so a link being added meanwhile waits (its foreign key) and then fails.
 */
export async function countCommunitiesUsingCategory(db: Executor, id: number): Promise<number> {
  await db
    .select({ id: cc.id })
    .from(cc)
    .where(or(eq(cc.id, id), eq(cc.parentCategoryId, id)))
    .for('update');
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${c.id})::int`.mapWith(Number) })
    .from(communityCategoryLinks)
    .innerJoin(c, eq(c.id, communityCategoryLinks.communityId))
    .where(sql`not ${c.isDeleted} and ${inCategoryTree(id)}`);
  return n;
}

/** Deletes a category (its subcategories and links go with it); answers false when unknown. */
export async function deleteCategory(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(cc).where(eq(cc.id, id)).returning({ id: cc.id });
  return rows.length > 0;
}

const t = communityTags;

/** Tags whose name holds `keyword` anywhere (all without one). */
const tagsWhere = (keyword?: string): SQL => (keyword ? sql`${t.name} ilike ${containsPattern(keyword)}` : sql`true`);

/** A page of tags by name (`keyword` anywhere in the name) with `count` (0 when null), and the total. */
async function tagPage(
  db: Executor,
  count: SQL<number> | null,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const where = tagsWhere(q.keyword);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: t.id, name: t.name, count: count ?? sql<number>`0`.mapWith(Number) })
      .from(t)
      .where(where)
      .orderBy(sql`lower(${t.name})`, asc(t.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select(countField).from(t).where(where),
  ]);
  return { rows, total: n };
}

/** A page of tags by name (`keyword` anywhere in the name), each with the count of published posts the viewer can read; and the total. */
export function loadTagPage(db: Executor, viewer: Viewer, q: { page: number; pageSize: number; keyword?: string }) {
  const pt = communityPostTags;
  const p = communityPosts;
  const count = qb
    .select({ n: sql`count(*)::int` })
    .from(pt)
    .innerJoin(p, and(eq(p.id, pt.postId), eq(p.status, 1)))
    .innerJoin(c, eq(c.id, p.communityId))
    .leftJoin(m, membershipOn(viewer))
    .where(sql`${pt.tagId} = ${t.id} and not ${c.isDeleted} and ${joinedSql(viewer)}`);
  return tagPage(db, sql<number>`(${count})`.mapWith(Number), q);
}

/**
 * A page of tags by name (`keyword` anywhere in the name), without post counts (GET api/tag/tags
 * and global search show only the names: counting every tag's readable posts cost thousands of
 * rows per tag, bench:global-search); and the total.
 */
export async function loadTagNamePage(db: Executor, q: { page: number; pageSize: number; keyword?: string }) {
  const { rows, total } = await tagPage(db, null, q);
  return { rows: rows.map(({ id, name }) => ({ id, name })), total };
}

/** Whether another tag (not `exceptId`) has this name in any case. */
export async function tagNameTaken(db: Executor, name: string, exceptId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`lower(${t.name}) = lower(${name})`, ne(t.id, exceptId)));
  return rows.length > 0;
}

/**
 * Inserts a tag, or renames tag `id`; answers the row (undefined when `id` is unknown, or on insert
 * when a parallel request created the same name first: `on conflict do nothing`, issue 28 finding 8).
 */
export async function saveTagRow(db: Executor, name: string, id?: number) {
  const [row] = id
    ? await db.update(t).set({ name }).where(eq(t.id, id)).returning({ id: t.id, name: t.name })
    : await db.insert(t).values({ name }).onConflictDoNothing().returning({ id: t.id, name: t.name });
  return row;
}

/** How many posts carry the tag (any status). */
export async function countTagPosts(db: Executor, tagId: number): Promise<number> {
  const [{ n }] = await db.select(countField).from(communityPostTags).where(eq(communityPostTags.tagId, tagId));
  return n;
}

/** Deletes a tag; answers false when unknown. */
export async function deleteTagRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}

/** A page of FAQ items not deleted, in their order, and their total. */
export async function loadFaqPage(db: Executor, q: { page: number; pageSize: number }) {
  const f = communityFaq;
  const live = eq(f.isDeleted, false);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(f)
      .where(live)
      .orderBy(asc(f.sortOrder), asc(f.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select(countField).from(f).where(live),
  ]);
  return { rows, total: n };
}

/** A FAQ row. */
export type FaqRecord = typeof communityFaq.$inferSelect;

/** What a FAQ answer shows of a FAQ row (catalog.presenter presentFaq). */
export type FaqFacts = Pick<
  FaqRecord,
  'id' | 'name' | 'description' | 'isDeleted' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

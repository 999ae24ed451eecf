/**
 * The SQL of content items (spec 03 §7 News and resources, Member-only pages; issue #5): loading
 * presented items in one query (the item, its author and its categories, subcategories, tags and
 * attachments as JSON arrays: correlated subqueries on indexed mapping tables), and the ids of
 * visible items for details, lists and pages. Every function takes the database or a transaction first.
 */
import type { ContentAsset, ContentKind, ContentLabel } from '@portal/shared';
import { and, asc, desc, eq, gt, inArray, min, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, idLookupList, intArrayOf, query, rowsOf } from '../../db/raw-query';
import {
  accounts,
  contentCategories,
  contentFiles,
  contentItemCategories,
  contentItemFiles,
  contentItems,
  contentItemSubcategories,
  contentItemTags,
  contentSubcategories,
  contentTags,
} from '../../db/schema';
import type { ContentViewer } from '../../policies/content';
import { itemAlias, visibleItemSql } from './content-visibility.repository';

type ItemColumns = typeof contentItems.$inferSelect;
type AccountColumns = typeof accounts.$inferSelect;

/** A content item as the presenters read it (schema keys; `authorFirstName/LastName` null without an author). */
export type ItemRow = Pick<
  ItemColumns,
  | 'id'
  | 'kind'
  | 'name'
  | 'shortDescription'
  | 'content'
  | 'imageId'
  | 'status'
  | 'publishStartDate'
  | 'membersOnly'
  | 'sortOrder'
  | 'segmentIds'
  | 'createdAt'
  | 'updatedAt'
> & { authorFirstName: AccountColumns['firstName'] | null; authorLastName: AccountColumns['lastName'] | null };

/** What an item answer shows beside its row: its labels and attachments. */
export interface ItemRelations {
  categories: ContentLabel[];
  subcategories: ContentLabel[];
  tags: ContentLabel[];
  assets: ContentAsset[];
}

/**
 * An item as ITEM_SELECT answers it: the ItemRow keys and the relations as JSON arrays (parsed by pg,
 * text on some drivers). As the driver gives them: timestamps may be strings and `segmentIds` '{1,2}'
 * text; `fromRaw` normalises.
 */
export type ItemRecord = ItemRow & {
  categories: ContentLabel[] | string;
  subcategories: ContentLabel[] | string;
  tags: ContentLabel[] | string;
  assets: (Omit<ContentAsset, 'filenameDisk'> & { storageKey: string })[] | string;
};

const m = alias(contentItemCategories, 'm');
const ms = alias(contentItemSubcategories, 'm');
const mt = alias(contentItemTags, 'm');
const mf = alias(contentItemFiles, 'm');
const lc = alias(contentCategories, 'c');
const ls = alias(contentSubcategories, 'c');
const lt = alias(contentTags, 't');
const lf = alias(contentFiles, 'f');
/** The author of the item alias `i` in the raw item statements. */
export const authorAlias = alias(accounts, 'a');
const i = itemAlias;
const a = authorAlias;

/**
 * The select list of an ItemRecord for the item alias `i` (joined author alias `a`: ITEM_FROM); the
 * relations are correlated subqueries on the indexed mapping tables.
 */
export const ITEM_SELECT = sql`${i.id} as "id", ${i.kind} as "kind", ${i.name} as "name",
  ${i.shortDescription} as "shortDescription", ${i.content} as "content", ${i.imageId} as "imageId",
  ${i.status} as "status", ${i.publishStartDate} as "publishStartDate", ${i.membersOnly} as "membersOnly",
  ${i.sortOrder} as "sortOrder", ${i.segmentIds} as "segmentIds", ${i.createdAt} as "createdAt",
  ${i.updatedAt} as "updatedAt", ${a.firstName} as "authorFirstName", ${a.lastName} as "authorLastName",
  coalesce((select json_agg(json_build_object('id', ${lc.id}, 'label', ${lc.label}) order by ${lc.label})
    from ${contentItemCategories} as ${m} join ${contentCategories} as ${lc} on ${lc.id} = ${m.categoryId}
    where ${m.itemId} = ${i.id}), '[]') as "categories",
  coalesce((select json_agg(json_build_object('id', ${ls.id}, 'label', ${ls.label}) order by ${ls.label})
    from ${contentItemSubcategories} as ${ms} join ${contentSubcategories} as ${ls} on ${ls.id} = ${ms.subcategoryId}
    where ${ms.itemId} = ${i.id}), '[]') as "subcategories",
  coalesce((select json_agg(json_build_object('id', ${lt.id}, 'label', ${lt.label}) order by ${lt.label})
    from ${contentItemTags} as ${mt} join ${contentTags} as ${lt} on ${lt.id} = ${mt.tagId}
    where ${mt.itemId} = ${i.id}), '[]') as "tags",
  coalesce((select json_agg(json_build_object('id', ${lf.id}, 'name', ${lf.title}, 'type', ${lf.mimeType},
    'storageKey', ${lf.storageKey}, 'filenameDownload', ${lf.filenameDownload}, 'filesize', ${lf.filesize})
    order by ${mf.sortOrder}, ${mf.id})
    from ${contentItemFiles} as ${mf} join ${contentFiles} as ${lf} on ${lf.id} = ${mf.fileId}
    where ${mf.itemId} = ${i.id}), '[]') as "assets"`;

/** `content_items i left join accounts a` (the FROM of ITEM_SELECT). */
export const ITEM_FROM = sql`${contentItems} as ${i} left join ${accounts} as ${a} on ${a.id} = ${i.createdBy}`;

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The item row and relations of a raw item record. */
export function fromRaw(r: ItemRecord): { row: ItemRow; rel: ItemRelations } {
  return {
    row: {
      id: Number(r.id),
      kind: r.kind,
      name: r.name,
      shortDescription: r.shortDescription,
      content: r.content,
      imageId: r.imageId,
      status: r.status,
      publishStartDate: r.publishStartDate ? date(r.publishStartDate) : null,
      membersOnly: r.membersOnly,
      sortOrder: Number(r.sortOrder),
      segmentIds: intArrayOf(r.segmentIds),
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
      authorFirstName: r.authorFirstName,
      authorLastName: r.authorLastName,
    },
    rel: {
      categories: json(r.categories),
      subcategories: json(r.subcategories),
      tags: json(r.tags),
      assets: json(r.assets).map((f) => ({
        id: f.id,
        name: f.name,
        type: f.type,
        filenameDisk: f.storageKey.split('/').pop() ?? f.storageKey,
        filenameDownload: f.filenameDownload,
        filesize: Number(f.filesize),
      })),
    },
  };
}

/**
 * Hot statement (the list and search pages' item load): raw because its select list is ITEM_SELECT.
 * Item records matching `where` (on alias i), in the order given.
 */
export async function queryRawItems(
  db: Executor,
  where: SQL,
  orderBy: SQL = sql`${i.id}`,
  page?: { limit: number; offset: number },
): Promise<ItemRecord[]> {
  const paging = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  return rowsOf<ItemRecord>(
    await db.execute(sql`select ${ITEM_SELECT} from ${ITEM_FROM} where ${where} order by ${orderBy}${paging}`),
  );
}

/**
 * Hot statement (every item detail and list loads through it): raw and named, with the ids padded so
 * that PostgreSQL keeps one generic plan per connection (idLookupList).
 * Item rows and relations by id, in the order of `ids` (missing ids skipped).
 */
export async function loadItemParts(db: Executor, ids: number[]): Promise<{ row: ItemRow; rel: ItemRelations }[]> {
  if (ids.length === 0) return [];
  const raw = await query<ItemRecord>(
    db,
    // `i.id` is written out (from the schema's column name): content.search.plans.test.ts finds the statement by that text.
    sql`select ${ITEM_SELECT} from ${ITEM_FROM} where ${sql.raw(`i.${i.id.name}`)} = any(${idLookupList(ids)}::int[])`,
  );
  const byId = new Map(raw.map((r) => [Number(r.id), fromRaw(r)]));
  return ids.map((id) => byId.get(id)).filter((p): p is { row: ItemRow; rel: ItemRelations } => p !== undefined);
}

/** Item rows (without relations) by id, in the order of `ids` (missing ids skipped). */
export async function loadItems(db: Executor, ids: number[]): Promise<ItemRow[]> {
  return (await loadItemParts(db, ids)).map((p) => p.row);
}

/** True when the item of that id is of the kind and visible to the viewer. */
export async function isVisibleItem(
  db: Executor,
  viewer: ContentViewer,
  kind: ContentKind,
  id: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), visibleItemSql(viewer, kind, contentItems)));
  return rows.length > 0;
}

/**
 * One page (1-based, `limit` items) of the ids of visible items of a kind, optionally only the
 * given ids, newest first; with the total of visible matches (two statements run side by side).
 */
export async function visibleItemIds(
  db: Executor,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  q: { ids: number[] | null; limit: number; page: number },
): Promise<{ ids: number[]; total: number }> {
  const cond = and(visibleItemSql(viewer, kind, contentItems), q.ids ? inArray(contentItems.id, q.ids) : undefined);
  const [page, counted] = await Promise.all([
    db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(cond)
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(contentItems)
      .where(cond),
  ]);
  return { ids: page.map((r) => r.id), total: counted[0]?.n ?? 0 };
}

/** Ids of the visible member-only pages (all, or only members-only or public ones), by sort order then name. */
export async function visiblePageIds(
  db: Executor,
  viewer: ContentViewer,
  membersOnly: boolean | undefined,
): Promise<number[]> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        visibleItemSql(viewer, 'page', contentItems),
        membersOnly === undefined ? undefined : eq(contentItems.membersOnly, membersOnly),
      ),
    )
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.name), asc(contentItems.id));
  return rows.map((r) => r.id);
}

/** When the next scheduled item comes out (epoch ms), Infinity when none is scheduled. */
export async function nextScheduledPublish(db: Executor): Promise<number> {
  const [row] = await db
    .select({ at: sql<number | null>`(extract(epoch from ${min(contentItems.publishStartDate)}) * 1000)::float8` })
    .from(contentItems)
    .where(gt(contentItems.publishStartDate, sql`now()`));
  return row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
}

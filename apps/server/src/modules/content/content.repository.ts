/**
 * The SQL of content items (spec 03 §7 News and resources, Member-only pages; issue #5): loading
 * presented items in one query (the item, its author and its categories, subcategories, tags and
 * attachments as JSON arrays: correlated subqueries on indexed mapping tables), and the ids of
 * visible items for details, lists and pages. Every function takes the database or a transaction first.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ContentAsset, ContentItem, ContentKind, ContentLabel } from '@portal/shared';
import { type Executor, idLookupList, intArrayOf, query, rowsOf } from '../../db/raw-query';
import type { ContentViewer } from '../../policies/content';
import { visibleItemSql } from './content-visibility.repository';
import { type ItemRelations, type ItemRow, presentItem } from './content.presenter';

/** The select list of a presented item for the item alias `i` (joined author alias `a`). */
export const ITEM_SELECT =
  sql.raw(`i.id, i.kind, i.name, i.short_description, i.content, i.image_id, i.status, i.publish_start_date,
  i.members_only, i.sort_order, i.segment_ids, i.created_at, i.updated_at, a.first_name as author_first_name, a.last_name as author_last_name,
  coalesce((select json_agg(json_build_object('id', c.id, 'label', c.label) order by c.label) from content_item_categories m
    join content_categories c on c.id = m.category_id where m.item_id = i.id), '[]') as categories,
  coalesce((select json_agg(json_build_object('id', c.id, 'label', c.label) order by c.label) from content_item_subcategories m
    join content_subcategories c on c.id = m.subcategory_id where m.item_id = i.id), '[]') as subcategories,
  coalesce((select json_agg(json_build_object('id', t.id, 'label', t.label) order by t.label) from content_item_tags m
    join content_tags t on t.id = m.tag_id where m.item_id = i.id), '[]') as tags,
  coalesce((select json_agg(json_build_object('id', f.id, 'name', f.title, 'type', f.mime_type, 'storageKey', f.storage_key,
    'filenameDownload', f.filename_download, 'filesize', f.filesize) order by m.sort_order, m.id) from content_item_files m
    join content_files f on f.id = m.file_id where m.item_id = i.id), '[]') as assets`);

export interface RawItem {
  id: number;
  kind: string;
  name: string;
  short_description: string | null;
  content: string | null;
  image_id: string | null;
  status: string;
  publish_start_date: Date | string | null;
  members_only: boolean;
  sort_order: number;
  segment_ids: number[] | string;
  created_at: Date | string;
  updated_at: Date | string;
  author_first_name: string | null;
  author_last_name: string | null;
  categories: ContentLabel[] | string;
  subcategories: ContentLabel[] | string;
  tags: ContentLabel[] | string;
  assets: (Omit<ContentAsset, 'filenameDisk'> & { storageKey: string })[] | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The item row and relations of a raw row. */
export function fromRaw(r: RawItem): { row: ItemRow; rel: ItemRelations } {
  return {
    row: {
      id: Number(r.id),
      kind: r.kind,
      name: r.name,
      shortDescription: r.short_description,
      content: r.content,
      imageId: r.image_id,
      status: r.status,
      publishStartDate: r.publish_start_date ? date(r.publish_start_date) : null,
      membersOnly: r.members_only,
      sortOrder: Number(r.sort_order),
      segmentIds: intArrayOf(r.segment_ids),
      createdAt: date(r.created_at),
      updatedAt: date(r.updated_at),
      authorFirstName: r.author_first_name,
      authorLastName: r.author_last_name,
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

/** The presented item of a raw row. */
export function presentRaw(r: RawItem): ContentItem {
  const { row, rel } = fromRaw(r);
  return presentItem(row, rel);
}

/** Raw rows of the items matching `where` (on alias i), in the order given. */
export async function queryRawItems(
  db: Executor,
  where: SQL,
  orderBy: SQL = sql`i.id`,
  page?: { limit: number; offset: number },
): Promise<RawItem[]> {
  const paging = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  return rowsOf<RawItem>(
    await db.execute(
      sql`select ${ITEM_SELECT} from content_items i left join accounts a on a.id = i.created_by where ${where} order by ${orderBy}${paging}`,
    ),
  );
}

/** Item rows and relations by id, in the order of `ids` (missing ids skipped). */
export async function loadItemParts(db: Executor, ids: number[]): Promise<{ row: ItemRow; rel: ItemRelations }[]> {
  if (ids.length === 0) return [];
  // One statement text whatever the number of ids, and ids padded so that PostgreSQL keeps its
  // generic plan: planned once per connection (idLookupList).
  const raw = await query<RawItem>(
    db,
    sql`select ${ITEM_SELECT} from content_items i left join accounts a on a.id = i.created_by where i.id = any(${idLookupList(ids)}::int[])`,
  );
  const byId = new Map(raw.map((r) => [Number(r.id), fromRaw(r)]));
  return ids.map((id) => byId.get(id)).filter((p): p is { row: ItemRow; rel: ItemRelations } => p !== undefined);
}

export async function loadItemRows(db: Executor, ids: number[]): Promise<ItemRow[]> {
  return (await loadItemParts(db, ids)).map((p) => p.row);
}

/** Presented items by id, in the order of `ids`. */
export async function loadItems(db: Executor, ids: number[]): Promise<ContentItem[]> {
  return (await loadItemParts(db, ids)).map((p) => presentItem(p.row, p.rel));
}

/** True when the item of that id is of the kind and visible to the viewer. */
export async function isVisibleItem(
  db: Executor,
  viewer: ContentViewer,
  kind: ContentKind,
  id: number,
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select i.id from content_items i where i.id = ${id} and ${visibleItemSql(viewer, kind)}`),
  );
  return rows.length > 0;
}

/**
 * One page (1-based, `limit` items) of the ids of visible items of a kind, optionally only the
 * given ids, newest first; with the total of visible matches.
 */
export async function visibleItemIds(
  db: Executor,
  viewer: ContentViewer,
  kind: 'news' | 'resource',
  q: { ids: number[] | null; limit: number; page: number },
): Promise<{ ids: number[]; total: number }> {
  const where: SQL[] = [visibleItemSql(viewer, kind)];
  if (q.ids) {
    where.push(
      sql`i.id in (${sql.join(
        q.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const cond = sql.join(where, sql` and `);
  const [page, counted] = await Promise.all([
    db.execute(
      sql`select i.id from content_items i where ${cond} order by i.created_at desc, i.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    ),
    db.execute(sql`select count(*)::int as n from content_items i where ${cond}`),
  ]);
  return {
    ids: rowsOf<{ id: number }>(page).map((r) => Number(r.id)),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** Ids of the visible member-only pages (all, or only members-only or public ones), by sort order then name. */
export async function visiblePageIds(
  db: Executor,
  viewer: ContentViewer,
  membersOnly: boolean | undefined,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select i.id from content_items i where ${visibleItemSql(viewer, 'page')}
      ${membersOnly === undefined ? sql`` : sql`and i.members_only = ${membersOnly}`} order by i.sort_order, i.name, i.id`),
  );
  return rows.map((r) => Number(r.id));
}

/** When the next scheduled item comes out (epoch ms), Infinity when none is scheduled. */
export async function nextScheduledPublish(db: Executor): Promise<number> {
  const [row] = rowsOf<{ at: number | string | null }>(
    await db.execute(
      sql`select (extract(epoch from min(publish_start_date)) * 1000)::float8 as at from content_items where publish_start_date > now()`,
    ),
  );
  return row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
}

/**
 * Content service tables (spec 03 §3 News or resource item, §4 Content visibility by segment; issue #5).
 *
 * One `content_items` table holds news, resources and member-only pages (`kind`). Visible means
 * status in ('active', 'published') and publish_start_date <= now(). `segment_ids` and
 * `asset_types` are kept on the item (written in the same transaction as the mapping rows) so the
 * list and search filters need no joins; `search` is a generated, weighted tsvector of title ('A'),
 * short description ('B') and body ('C'); `search_head` holds the title and short description only
 * (small, kept in the row) so keyword search can find and rank head matches without reading the
 * body's vector from TOAST. `search_walk` is `search_head` when its text form is at most
 * SEARCH_WALK_MAX_TEXT bytes (null otherwise): it is carried in `content_items_walk_idx`, a B-tree
 * on (kind, created_at) that also holds what visibility reads, so a keyword search that walks the
 * newest items (a common word or prefix) reads that index only, not the 2 kB heap rows. The bound
 * keeps every index entry under B-tree's 2,704-byte limit (with up to 100 segment ids); longer
 * heads are walked through `content_items_unwalkable_idx` (migration 0008).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, segments } from './accounts';

/** Longest text form (bytes) of `search_head` copied into `search_walk` (see the header). */
export const SEARCH_WALK_MAX_TEXT = 1400;

const HEAD_VECTOR = sql.raw(
  `setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B')`,
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const contentFiles = pgTable(
  'content_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Generated storage key (never a user-supplied name). */
    storageKey: text('storage_key').notNull().unique(),
    filenameDownload: text('filename_download').notNull(),
    title: text('title').notNull(),
    /** MIME type checked by content (magic bytes). */
    mimeType: text('mime_type').notNull(),
    filesize: bigint('filesize', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_files_uploaded_by_idx').on(t.uploadedBy).where(sql`uploaded_by is not null`)],
);

export const contentCategories = pgTable('content_categories', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  /** NewsCategories | ResourceCategories */
  type: text('type').notNull(),
});

export const contentSubcategories = pgTable('content_subcategories', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => contentCategories.id, { onDelete: 'cascade' }),
});

export const contentTags = pgTable('content_tags', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    /** news | resource | page */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    /** Sanitised HTML. */
    content: text('content'),
    imageId: uuid('image_id').references(() => contentFiles.id, { onDelete: 'set null' }),
    /** active | published | draft | archived */
    status: text('status').notNull().default('draft'),
    publishStartDate: timestamp('publish_start_date', { withTimezone: true }),
    membersOnly: boolean('members_only').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    segmentIds: integer('segment_ids').array().notNull().default(sql`'{}'::integer[]`),
    assetTypes: text('asset_types').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'C')`,
      ),
    searchHead: tsvector('search_head').notNull().generatedAlwaysAs(sql`${HEAD_VECTOR}`),
    searchWalk: tsvector('search_walk').generatedAlwaysAs(
      sql`case when octet_length((${HEAD_VECTOR})::text) <= ${sql.raw(String(SEARCH_WALK_MAX_TEXT))} then ${HEAD_VECTOR} end`,
    ),
  },
  (t) => [
    // One GIN index per searched kind: the planner then needs no kind index beside it.
    index('content_items_news_search_idx').using('gin', t.search).where(sql`kind = 'news'`),
    index('content_items_resource_search_idx').using('gin', t.search).where(sql`kind = 'resource'`),
    index('content_items_news_head_idx').using('gin', t.searchHead).where(sql`kind = 'news'`),
    index('content_items_resource_head_idx').using('gin', t.searchHead).where(sql`kind = 'resource'`),
    index('content_items_kind_created_idx').on(t.kind, t.createdAt),
    // Items whose head is too long for content_items_walk_idx (migration 0008, written by hand:
    // drizzle has no INCLUDE), walked on their own.
    index('content_items_unwalkable_idx').on(t.kind, t.createdAt).where(sql`search_walk is null`),
    index('content_items_kind_updated_idx').on(t.kind, t.updatedAt),
    index('content_items_kind_name_idx').on(t.kind, t.name),
  ],
);

const itemRef = () =>
  integer('item_id')
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' });

export const contentItemCategories = pgTable(
  'content_item_categories',
  {
    id: serial('id').primaryKey(),
    itemId: itemRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('content_item_categories_uq').on(t.itemId, t.categoryId),
    index('content_item_categories_cat_idx').on(t.categoryId),
  ],
);

export const contentItemSubcategories = pgTable(
  'content_item_subcategories',
  {
    id: serial('id').primaryKey(),
    itemId: itemRef(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => contentSubcategories.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('content_item_subcategories_uq').on(t.itemId, t.subcategoryId)],
);

export const contentItemTags = pgTable(
  'content_item_tags',
  {
    id: serial('id').primaryKey(),
    itemId: itemRef(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('content_item_tags_uq').on(t.itemId, t.tagId), index('content_item_tags_tag_idx').on(t.tagId)],
);

export const contentItemSegments = pgTable(
  'content_item_segments',
  {
    id: serial('id').primaryKey(),
    itemId: itemRef(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('content_item_segments_uq').on(t.itemId, t.segmentId)],
);

export const contentItemFiles = pgTable(
  'content_item_files',
  {
    id: serial('id').primaryKey(),
    itemId: itemRef(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => contentFiles.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('content_item_files_uq').on(t.itemId, t.fileId),
    index('content_item_files_file_idx').on(t.fileId),
  ],
);

export const contentFavourites = pgTable(
  'content_favourites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: itemRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.itemId] })],
);

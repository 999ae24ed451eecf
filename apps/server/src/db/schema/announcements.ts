/**
 * Announcements and server values (spec 02 §3 Announcement, §4 "one active at a time", §7; issue 20):
 * - `announcements`: title, description, optional link, Sydney calendar days `start_date`..`end_date`,
 *   `is_active`. At most one row is active: the partial unique index `announcements_one_active`
 *   (unique on is_active where is_active) refuses a second, whatever process writes it;
 * - `announcement_segments`: the segments an announcement is for (none: for everyone);
 * - `announcement_dismissals`: a member dismissed an announcement's banner (PUT announcements/{id}/cancelled);
 * - `server_values`: key/value settings an administrator changes at run time (support email, contact
 *   recipient), read from the database on each use (several processes);
 * - `site_logo`: the organisation's uploaded logo (issue 30), at most one row (`id` = 1): the stored
 *   PNG's storage key (files module), its pixel size and bytes, and a content hash used as its ETag.
 *   No row: documents and mails use the tenant's built-in logo.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    link: text('link'),
    isActive: boolean('is_active').notNull().default(false),
    /** First day shown, Australia/Sydney. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Last day shown, Australia/Sydney. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('announcements_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);

export const announcementSegments = pgTable(
  'announcement_segments',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.segmentId] })],
);

export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.accountId] }),
    index('announcement_dismissals_account_idx').on(t.accountId),
  ],
);

export const serverValues = pgTable('server_values', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: uuid('updated_by_user_id').references(() => accounts.id, { onDelete: 'set null' }),
});

/** The uploaded logo (issue 30): one row at most (`id` 1, checked); `sha256` hex of the PNG bytes. */
export const siteLogo = pgTable(
  'site_logo',
  {
    id: integer('id').primaryKey().default(1),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: uuid('updated_by_user_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('site_logo_storage_key_idx').on(t.storageKey), check('site_logo_one_row', sql`${t.id} = 1`)],
);

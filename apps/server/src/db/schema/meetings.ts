/**
 * Community meetings (spec 02 §3 Meeting, §4 Meeting; issue 18) and the personal calendar feed
 * (beyond the spec).
 *
 * - `community_meetings`: one row per meeting; `end_date` = start + duration (kept for the "past /
 *   upcoming" filters and the RSVP rule); `visible` 1 Public, 2 Community, 3 Private;
 *   `notification_sent_at` and `to_dashboard` are one-time switches (never turned back).
 * - `community_meeting_users`: the invitations (private meetings) and RSVP answers of members
 *   (status 0 NoResponse, 1 Going, 2 CantGo); a row per (meeting, user).
 * - `community_meeting_favorites`: bookmarks.
 * - `community_meeting_files`: the meeting's assets (up to 5), community_files rows of kind
 *   'meeting_asset'; the image is a community_files row of kind 'meeting_image'.
 * - `calendar_feed_tokens`: one secret per account (SHA-256 hash only); deleting it revokes the URL;
 *   `content_hash` / `content_changed_at` are the feed's ETag and Last-Modified (issue 30).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { communities, communityFiles } from './communities';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const communityMeetings = pgTable(
  'community_meetings',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 300 }).notNull(),
    description: text('description').notNull(),
    meetingLink: text('meeting_link').notNull(),
    meetingCode: text('meeting_code'),
    meetingPassword: text('meeting_password'),
    startDate: ts('start_date').notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    endDate: ts('end_date').notNull(),
    rsvpDate: ts('rsvp_date'),
    /**
     * IANA zone the meeting was planned in (issue 30), the tenant's by default. Members see online
     * meetings in their own zone; calendars (.ics) carry this zone.
     */
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    visible: smallint('visible').notNull(),
    notificationSentAt: ts('notification_sent_at'),
    toDashboard: boolean('to_dashboard').notNull().default(false),
    imageFileId: uuid('image_file_id').references(() => communityFiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE (issue 30): 0 when created, +1 on every staff edit. */
    sequence: integer('sequence').notNull().default(0),
    /**
     * When staff cancelled the meeting (issue 30, beyond spec 02): the row stays, shown "Cancelled",
     * without RSVP, out of "upcoming" lists, and in calendars with STATUS:CANCELLED. Null: not cancelled.
     */
    cancelledAt: ts('cancelled_at'),
    /** The reason staff gave when cancelling (optional, at most 500 characters). */
    cancelReason: text('cancel_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('community_meetings_community_start_idx').on(t.communityId, t.startDate),
    index('community_meetings_end_idx').on(t.endDate),
    check('community_meetings_visible_check', sql`visible between 1 and 3`),
    check('community_meetings_duration_check', sql`duration > 0`),
  ],
);

export const communityMeetingUsers = pgTable(
  'community_meeting_users',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => communityMeetings.id, { onDelete: 'cascade' }),
    userId: userRef(),
    status: smallint('status').notNull().default(0),
    invited: boolean('invited').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('community_meeting_users_user_idx').on(t.userId, t.meetingId),
    check('community_meeting_users_status_check', sql`status between 0 and 2`),
  ],
);

export const communityMeetingFavorites = pgTable(
  'community_meeting_favorites',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => communityMeetings.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.meetingId] }),
    index('community_meeting_favorites_meeting_idx').on(t.meetingId),
  ],
);

export const communityMeetingFiles = pgTable(
  'community_meeting_files',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => communityMeetings.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => communityFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('community_meeting_files_meeting_idx').on(t.meetingId)],
);

export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /**
   * The feed's validators (issue 30): SHA-256 of the last body served and when that body last
   * changed, the feed's ETag and Last-Modified (null until first served).
   */
  contentHash: text('content_hash'),
  contentChangedAt: ts('content_changed_at'),
});

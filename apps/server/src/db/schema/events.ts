/**
 * Events and tickets (spec 03 §3 Event, Event ticket price, User ticket, Substitute nominee,
 * Dietary; §4 Event registration and ticket transitions; issue #4).
 *
 * Keyword search uses the generated `search` vector (GIN), not ILIKE over every row.
 *
 * Times: `start_utc`/`end_utc` are instants; `time_zone` keeps the event's (and each session's) own
 * IANA zone ("Australia/Sydney", issue 30), so the wall-clock strings and the offset labels of the
 * API ("UTC+11:00" in January) are computed for each date, never stored twice.
 *
 * Seats: a ticket price (ticket type) has `capacity` (null = unlimited) and `sold`, the count of
 * its Active tickets, changed only in the transaction that creates or cancels a ticket while that
 * ticket-price row is locked (SELECT ... FOR UPDATE). Seats held by open checkouts are rows of
 * `seat_holds` (commerce.ts); remaining = capacity − sold − unexpired holds.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  EventCanEnrolLayoutSchema,
  EventCourseLayoutSchema,
  EventCpdDetails,
  EventPresenter,
} from '@portal/shared';
import type { z } from 'zod';
import { accounts } from './accounts';
import { communityTags } from './communities';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Files of events: cover images (public) and attachment documents. */
export const eventFiles = pgTable(
  'event_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Who uploaded it (counted in their storage quota, issue 28 finding 7); null for seeded files. */
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('event_files_uploaded_by_idx').on(t.uploadedBy).where(sql`uploaded_by is not null`)],
);

/** Filter option lists (spec 03 §3: id and label). */
export const eventTypes = pgTable('event_types', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});
export const eventCategories = pgTable('event_categories', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});
export const eventLocations = pgTable('event_locations', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    shortDesc: text('short_desc'),
    /** Sanitised HTML. */
    content: text('content'),
    address: text('address'),
    venue: text('venue'),
    externalUrl: text('external_url'),
    typeId: integer('type_id').references(() => eventTypes.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => eventCategories.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => eventLocations.id, { onDelete: 'set null' }),
    startUtc: ts('start_utc').notNull(),
    endUtc: ts('end_utc').notNull(),
    /** IANA zone of the wall-clock times (issue 30), e.g. "Australia/Sydney"; the tenant's zone by default. */
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    featureImgId: uuid('feature_img_id').references(() => eventFiles.id, { onDelete: 'set null' }),
    listingImgId: uuid('listing_img_id').references(() => eventFiles.id, { onDelete: 'set null' }),
    cpdDetails: jsonb('cpd_details').$type<EventCpdDetails>(),
    isSingleClickRegistration: boolean('is_single_click_registration').notNull().default(false),
    isConference: boolean('is_conference').notNull().default(false),
    /** published | draft | cancelled (drafts and cancelled events: staff only). */
    status: text('status').notNull().default('published'),
    /** Scheduled publication of a draft (issue 22): the events-admin job publishes it when due. */
    publishAt: ts('publish_at'),
    canEnrolContent: text('can_enrol_content'),
    canEnrolLayout: jsonb('can_enrol_layout').$type<z.infer<typeof EventCanEnrolLayoutSchema>[]>(),
    coursesLayout: jsonb('courses_layout').$type<z.infer<typeof EventCourseLayoutSchema>[]>(),
    sponsorContent: text('sponsor_content'),
    reasoningContent: text('reasoning_content'),
    accessContent: text('access_content'),
    presenters: jsonb('presenters').$type<EventPresenter[]>(),
    /**
     * iCalendar SEQUENCE (RFC 5545 §3.8.7.4; issue 30): 0 when created, +1 on every staff change
     * (edit, publish, unpublish, cancel, scheduled publication), so calendar clients replace their copy.
     */
    sequence: integer('sequence').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Keyword search: title (A) and short description (B), English stems, prefix queries. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_desc, '')), 'B')`,
      ),
  },
  (t) => [
    // The list: visible events in start order (and the calendar's start ranges).
    index('events_status_start_idx').on(t.status, t.startUtc, t.id),
    index('events_search_idx').using('gin', t.search),
    index('events_end_idx').on(t.endUtc),
    index('events_type_idx').on(t.typeId),
    index('events_location_idx').on(t.locationId),
    index('events_category_idx').on(t.categoryId),
    index('events_publish_at_idx').on(t.publishAt).where(sql`status = 'draft' and publish_at is not null`),
  ],
);

export const eventTags = pgTable(
  'event_tags',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The product's one tag catalogue (GET /api/tag/tags). */
    tagId: integer('tag_id')
      .notNull()
      .references(() => communityTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index('event_tags_tag_idx').on(t.tagId, t.eventId)],
);

export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startUtc: ts('start_utc').notNull(),
    endUtc: ts('end_utc').notNull(),
    /** IANA zone of the wall-clock times (issue 30), e.g. "Australia/Sydney"; the tenant's zone by default. */
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  },
  (t) => [index('event_sessions_event_idx').on(t.eventId, t.startUtc)],
);

/** Attachments (spec 03 §2): docs (a file) and links (a URL). */
export const eventAttachments = pgTable(
  'event_attachments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** docs | links */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    fileId: uuid('file_id').references(() => eventFiles.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('event_attachments_event_idx').on(t.eventId, t.kind)],
);

/** Ticket prices = ticket types (spec 03 §3 Event ticket price). */
export const eventTicketPrices = pgTable(
  'event_ticket_prices',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** AUD cents. */
    amountCents: integer('amount_cents').notNull(),
    /** Seats of this type; null = unlimited. */
    capacity: integer('capacity'),
    /** Active tickets of this type (kept under the row lock). */
    sold: integer('sold').notNull().default(0),
    /** Sale window (issue 22); null = open from publication / until the start. */
    saleStartsAt: ts('sale_starts_at'),
    saleEndsAt: ts('sale_ends_at'),
    /** Sold to members only (issue 22). */
    memberOnly: boolean('member_only').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('event_ticket_prices_event_idx').on(t.eventId, t.sortOrder, t.id)],
);

/** Tickets (spec 03 §3 User ticket; §4 Event ticket). */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => eventTicketPrices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The paid order (commerce.ts); null for free registrations. No FK: orders live in commerce.ts. */
    orderId: uuid('order_id'),
    /** Price paid, AUD cents. */
    amountCents: integer('amount_cents').notNull(),
    /** "TKT-0000123": derived from the id. */
    ticketNumber: text('ticket_number')
      .notNull()
      .generatedAlwaysAs(sql`'TKT-' || case when id < 10000000 then lpad(id::text, 7, '0') else id::text end`),
    /** Active | Removed */
    attendanceStatus: text('attendance_status').notNull().default('Active'),
    dietaryRequirements: text('dietary_requirements').array(),
    otherDietaryRequirement: text('other_dietary_requirement'),
    accessibilityRequirement: text('accessibility_requirement'),
    nomineeTitle: text('nominee_title'),
    nomineeName: text('nominee_name'),
    nomineeEmail: text('nominee_email'),
    nomineeMobile: text('nominee_mobile'),
    nomineeOrgName: text('nominee_org_name'),
    nominatedAt: ts('nominated_at'),
    cancelledAt: ts('cancelled_at'),
    /** Refund the terms gave at cancellation, AUD cents. */
    refundAmountCents: integer('refund_amount_cents'),
    /** Check-in at the door (issue 22): set once, by one staff account. */
    checkedInAt: ts('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('event_tickets_account_event_idx').on(t.accountId, t.eventId).where(sql`attendance_status = 'Active'`),
    index('event_tickets_event_idx').on(t.eventId),
    index('event_tickets_price_idx').on(t.ticketPriceId),
    index('event_tickets_order_idx').on(t.orderId),
  ],
);

export const eventFavourites = pgTable(
  'event_favourites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.eventId] }), index('event_favourites_event_idx').on(t.eventId)],
);

/** Enquiries sent with POST /api/user/eventquery (mailed to staff too). */
export const eventEnquiries = pgTable('event_enquiries', {
  id: serial('id').primaryKey(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Waitlist of a sold-out ticket type (issue 22, beyond the spec): one row per member and type while
 * they wait. `status`: waiting → offered (a freed seat reserved for them until `offer_expires_at`)
 * → claimed (a ticket issued) | expired (the offer lapsed; the next in line is offered) | left.
 * Position = order of `id` among the `waiting` rows of the type. An unexpired offer counts against
 * the type's free seats for everybody else (seats.repository.ts), so a claim can never oversell.
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => eventTicketPrices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** waiting | offered | claimed | expired | left */
    status: text('status').notNull().default('waiting'),
    offeredAt: ts('offered_at'),
    offerExpiresAt: ts('offer_expires_at'),
    /** Set when the row leaves waiting/offered (claimed, expired, left). */
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_waitlist_open_uq').on(t.ticketPriceId, t.accountId).where(sql`status in ('waiting', 'offered')`),
    index('event_waitlist_price_idx').on(t.ticketPriceId, t.status, t.id),
    index('event_waitlist_account_idx').on(t.accountId, t.eventId),
  ],
);

/**
 * The SQL of staff event authoring (issue 22): the Upcoming / Past / Drafts lists, writing an event
 * with its tags, sessions, attachments and ticket types, publication state, scheduled publication and
 * the rows a duplicate copies. Every function takes the database or a transaction first. Typed builder
 * throughout (db/schema/events.ts).
 */
import type { EventAdminState, EventCpdDetails, EventPresenter } from '@portal/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import {
  communityTags,
  eventAttachments,
  eventCategories,
  eventFiles,
  eventLocations,
  events,
  eventSessions,
  eventTags,
  eventTicketPrices as p,
  eventTickets,
  eventTypes,
} from '../../../db/schema';
import { attachmentFields } from '../event-details.repository';

/** The fields of a row of the staff list: seats sold and capacity over the event's ticket types (capacity null = unlimited). */
const adminListFields = {
  id: events.id,
  title: events.title,
  type: eventTypes.label,
  status: events.status,
  startUtc: events.startUtc,
  endUtc: events.endUtc,
  timeZone: events.timeZone,
  publishAt: events.publishAt,
  sold: sql<number>`coalesce((select sum(${p.sold}) from ${p} where ${p.eventId} = ${events.id}), 0)`.mapWith(Number),
  capacity: sql<
    number | null
  >`(select case when bool_or(${p.capacity} is null) then null else sum(${p.capacity}) end from ${p} where ${p.eventId} = ${events.id})`.mapWith(
    (v): number | null => Number(v),
  ),
};

/**
 * One page of the staff list: `upcoming` = published or cancelled, not ended, by start; `past` =
 * published or cancelled, ended, newest first; `drafts` = drafts (scheduled ones too), by start.
 * `search` matches a part of the title, case-insensitive.
 */
export async function adminEventPage(
  db: Executor,
  q: { state: EventAdminState; search?: string; page: number; limit: number },
  now: Date,
) {
  const state: Record<EventAdminState, SQL | undefined> = {
    upcoming: and(ne(events.status, 'draft'), gte(events.endUtc, now)),
    past: and(ne(events.status, 'draft'), lt(events.endUtc, now)),
    drafts: eq(events.status, 'draft'),
  };
  const search = q.search ? ilike(events.title, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const where = and(state[q.state], search);
  const order = q.state === 'past' ? [desc(events.startUtc), desc(events.id)] : [asc(events.startUtc), asc(events.id)];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(adminListFields)
      .from(events)
      .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, total: n };
}

/** A row of the staff list (instants as Date; sold and capacity over the event's ticket types). */
export type AdminListRow = Awaited<ReturnType<typeof adminEventPage>>['rows'][number];

/** The columns of the events row staff write. */
export interface EventRowValues {
  title: string;
  typeId: number | null;
  categoryId: number | null;
  locationId: number | null;
  shortDesc: string | null;
  content: string | null;
  address: string | null;
  venue: string | null;
  externalUrl: string | null;
  startUtc: Date;
  endUtc: Date;
  /** IANA zone (issue 30). */
  timeZone: string;
  featureImgId: string | null;
  listingImgId: string | null;
  cpdDetails: EventCpdDetails | null;
  isSingleClickRegistration: boolean;
  isConference: boolean;
  canEnrolContent: string | null;
  canEnrolLayout: { canEnrolTitle: string; canEnrolImageUrl: string | null }[];
  coursesLayout: { courseTitle: string; courseDesc: string | null; courseImageUrl: string | null }[];
  sponsorContent: string | null;
  reasoningContent: string | null;
  accessContent: string | null;
  presenters: EventPresenter[];
}

/** Inserts an event (a draft) and answers its id. */
export async function insertEvent(db: Executor, values: EventRowValues): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({ ...values, status: 'draft' })
    .returning({ id: events.id });
  return row.id;
}

/** Writes the columns of an event (its calendar SEQUENCE +1, issue 30). */
export async function updateEventRow(db: Executor, eventId: number, values: EventRowValues): Promise<void> {
  await db
    .update(events)
    .set({ ...values, sequence: sql`${events.sequence} + 1`, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

const stateFields = {
  id: events.id,
  status: events.status,
  title: events.title,
  startUtc: events.startUtc,
  endUtc: events.endUtc,
  timeZone: events.timeZone,
  venue: events.venue,
  address: events.address,
  publishAt: events.publishAt,
};

/** An event's status, title, time and place (`eventState`; instants as Date). */
export type EventStateRow = Pick<typeof events.$inferSelect, keyof typeof stateFields>;

/** An event's status, title, time and place, locked with `forUpdate`; null when missing. */
export async function eventState(db: Executor, eventId: number, forUpdate = false): Promise<EventStateRow | null> {
  const q = db.select(stateFields).from(events).where(eq(events.id, eventId)).$dynamic();
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** Sets an event's status and scheduled publication (its calendar SEQUENCE +1, issue 30). */
export async function setEventStatus(
  db: Executor,
  eventId: number,
  status: string,
  publishAt: Date | null,
): Promise<void> {
  await db
    .update(events)
    .set({ status, publishAt, sequence: sql`${events.sequence} + 1`, updatedAt: sql`now()` })
    .where(eq(events.id, eventId));
}

/** Publishes every draft whose scheduled time has come; answers their ids. */
export async function publishDueDrafts(db: Executor, now: Date): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .update(events)
    .set({ status: 'published', publishAt: null, sequence: sql`${events.sequence} + 1`, updatedAt: sql`now()` })
    // The partial index's own predicate, as literals (events_publish_at_idx).
    .where(
      sql`${events.status} = 'draft' and ${events.publishAt} is not null and ${events.publishAt} <= ${now.toISOString()}::timestamptz`,
    )
    .returning({ id: events.id, title: events.title });
  return rows;
}

/** Replaces an event's tags. */
export async function replaceTags(db: Executor, eventId: number, tagIds: number[]): Promise<void> {
  await db.delete(eventTags).where(eq(eventTags.eventId, eventId));
  if (tagIds.length > 0) await db.insert(eventTags).values(tagIds.map((tagId) => ({ eventId, tagId })));
}

/** A session row to write. */
export interface SessionValues {
  title: string;
  startUtc: Date;
  endUtc: Date;
  /** IANA zone (issue 30). */
  timeZone: string;
}

/** Replaces an event's sessions. */
export async function replaceSessions(db: Executor, eventId: number, sessions: SessionValues[]): Promise<void> {
  await db.delete(eventSessions).where(eq(eventSessions.eventId, eventId));
  if (sessions.length > 0) await db.insert(eventSessions).values(sessions.map((s) => ({ ...s, eventId })));
}

/** An attachment row to write. */
export interface AttachmentValues {
  kind: 'docs' | 'links';
  name: string;
  url: string | null;
  fileId: string | null;
}

/** Replaces an event's attachments (in the given order). */
export async function replaceAttachments(db: Executor, eventId: number, list: AttachmentValues[]): Promise<void> {
  await db.delete(eventAttachments).where(eq(eventAttachments.eventId, eventId));
  if (list.length > 0) await db.insert(eventAttachments).values(list.map((a, i) => ({ ...a, eventId, sortOrder: i })));
}

/** A ticket type row as the writer reads it. */
export type PriceRow = Pick<typeof p.$inferSelect, 'id' | 'sold'>;

/** An event's ticket types (id and sold), locked. */
export function lockEventPrices(db: Executor, eventId: number): Promise<PriceRow[]> {
  return db.select({ id: p.id, sold: p.sold }).from(p).where(eq(p.eventId, eventId)).orderBy(asc(p.id)).for('update');
}

/** A ticket type's columns staff write. */
export interface PriceValues {
  name: string;
  amountCents: number;
  capacity: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  memberOnly: boolean;
  sortOrder: number;
}

/** Adds a ticket type to an event. */
export async function insertPrice(db: Executor, eventId: number, v: PriceValues): Promise<void> {
  await db.insert(p).values({ ...v, eventId });
}

/** Writes a ticket type's columns. */
export async function updatePrice(db: Executor, priceId: number, v: PriceValues): Promise<void> {
  await db.update(p).set(v).where(eq(p.id, priceId));
}

/** Deletes ticket types that never had a ticket (a ticket row of any status keeps its type); answers how many. */
export async function deletePrices(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const k = eventTickets;
  const rows = await db
    .delete(p)
    .where(and(inArray(p.id, ids), sql`not exists (select 1 from ${k} where ${k.ticketPriceId} = ${p.id})`))
    .returning({ id: p.id });
  return rows.length;
}

/** The admin extras of an event: publish time and image ids; null when missing. */
export async function adminExtras(db: Executor, eventId: number) {
  const [row] = await db
    .select({ publishAt: events.publishAt, featureImgId: events.featureImgId, listingImgId: events.listingImgId })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Ticket type extras (sale window as ISO instants, member-only) by id. */
export async function priceExtras(
  db: Executor,
  eventId: number,
): Promise<Map<number, { saleStartsAt: string | null; saleEndsAt: string | null; memberOnly: boolean }>> {
  const rows = await db
    .select({ id: p.id, saleStartsAt: p.saleStartsAt, saleEndsAt: p.saleEndsAt, memberOnly: p.memberOnly })
    .from(p)
    .where(eq(p.eventId, eventId));
  const iso = (v: Date | null) => (v == null ? null : v.toISOString());
  return new Map(
    rows.map((r) => [
      r.id,
      { saleStartsAt: iso(r.saleStartsAt), saleEndsAt: iso(r.saleEndsAt), memberOnly: r.memberOnly },
    ]),
  );
}

/** Attachments of every kind (docs | links) with their file id, type and size, in order. */
export function allAttachments(db: Executor, eventId: number) {
  return db
    .select({ ...attachmentFields, kind: sql<'docs' | 'links'>`${eventAttachments.kind}` })
    .from(eventAttachments)
    .leftJoin(eventFiles, eq(eventFiles.id, eventAttachments.fileId))
    .where(eq(eventAttachments.eventId, eventId))
    .orderBy(asc(eventAttachments.sortOrder), asc(eventAttachments.id));
}

const optionTables = {
  event_types: eventTypes,
  event_categories: eventCategories,
  event_locations: eventLocations,
  community_tags: communityTags,
};

/** How many of `ids` exist in an option table (event_types, event_categories, event_locations, community_tags). */
export async function countOptions(db: Executor, table: keyof typeof optionTables, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const t = optionTables[table];
  const [{ n }] = await db.select({ n: count() }).from(t).where(inArray(t.id, ids));
  return n;
}

/** The MIME types of event files by id. */
export async function fileTypes(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: eventFiles.id, mimeType: eventFiles.mimeType })
    .from(eventFiles)
    .where(inArray(eventFiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.mimeType]));
}

/** Records an uploaded event file and answers its id. */
export async function insertEventFile(
  db: Executor,
  v: { storageKey: string; filename: string; mimeType: string; size: number; uploadedBy?: string | null },
): Promise<string> {
  const [row] = await db.insert(eventFiles).values(v).returning({ id: eventFiles.id });
  return row.id;
}

/** The raw rows a duplicate copies: the event's columns, tag ids, sessions, attachments and ticket types. */
export async function eventCopySource(db: Executor, eventId: number) {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) return null;
  const [tags, sessions, attachments, prices] = await Promise.all([
    db.select({ tagId: eventTags.tagId }).from(eventTags).where(eq(eventTags.eventId, eventId)),
    db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.eventId, eventId))
      .orderBy(eventSessions.startUtc, eventSessions.id),
    db
      .select()
      .from(eventAttachments)
      .where(eq(eventAttachments.eventId, eventId))
      .orderBy(eventAttachments.sortOrder, eventAttachments.id),
    db.select().from(p).where(eq(p.eventId, eventId)).orderBy(p.sortOrder, p.id),
  ]);
  return { row, tagIds: tags.map((t) => t.tagId), sessions, attachments, prices };
}

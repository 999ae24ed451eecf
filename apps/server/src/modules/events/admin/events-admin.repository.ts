/**
 * The SQL of staff event authoring (issue 22): the Upcoming / Past / Drafts lists, writing an event
 * with its tags, sessions, attachments and ticket types, publication state, scheduled publication and
 * the rows a duplicate copies. Every function takes the database or a transaction first.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { EventAdminState, EventCpdDetails, EventPresenter } from '@portal/shared';
import { type Executor, query } from '../../../db/raw-query';
import { eventAttachments, eventFiles, events, eventSessions, eventTags, eventTicketPrices } from '../../../db/schema';

/** A row of the staff list. */
export interface AdminListRow {
  id: number;
  title: string;
  type: string | null;
  status: string;
  start_utc: Date | string;
  end_utc: Date | string;
  start_offset_minutes: number;
  publish_at: Date | string | null;
  sold: number | string;
  capacity: number | string | null;
}

/**
 * One page of the staff list: `upcoming` = published or cancelled, not ended, by start; `past` =
 * published or cancelled, ended, newest first; `drafts` = drafts (scheduled ones too), by start.
 * `search` matches a part of the title, case-insensitive.
 */
export async function adminEventPage(
  db: Executor,
  q: { state: EventAdminState; search?: string; page: number; limit: number },
  now: Date,
): Promise<{ rows: AdminListRow[]; total: number }> {
  const at = now.toISOString();
  const state: Record<EventAdminState, SQL> = {
    upcoming: sql`e.status <> 'draft' and e.end_utc >= ${at}::timestamptz`,
    past: sql`e.status <> 'draft' and e.end_utc < ${at}::timestamptz`,
    drafts: sql`e.status = 'draft'`,
  };
  const search = q.search ? sql`and e.title ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
  const where = sql`${state[q.state]} ${search}`;
  const order = q.state === 'past' ? sql`e.start_utc desc, e.id desc` : sql`e.start_utc, e.id`;
  const [rows, [{ n }]] = await Promise.all([
    query<AdminListRow>(
      db,
      sql`select e.id, e.title, t.label as type, e.status, e.start_utc, e.end_utc, e.start_offset_minutes, e.publish_at,
        coalesce((select sum(p.sold) from event_ticket_prices p where p.event_id = e.id), 0) as sold,
        (select case when bool_or(p.capacity is null) then null else sum(p.capacity) end from event_ticket_prices p where p.event_id = e.id) as capacity
        from events e left join event_types t on t.id = e.type_id
        where ${where} order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    ),
    query<{ n: number | string }>(db, sql`select count(*) as n from events e where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

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
  startOffsetMinutes: number;
  endOffsetMinutes: number;
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

/** Writes the columns of an event. */
export async function updateEventRow(db: Executor, eventId: number, values: EventRowValues): Promise<void> {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(sql`${events.id} = ${eventId}`);
}

/** An event's status, title, time and place (`eventState`). */
export interface EventStateRow {
  id: number;
  status: string;
  title: string;
  start_utc: Date | string;
  end_utc: Date | string;
  start_offset_minutes: number;
  venue: string | null;
  address: string | null;
  publish_at: Date | string | null;
}

/** An event's status, title, time and place, locked with `forUpdate`; null when missing. */
export async function eventState(db: Executor, eventId: number, forUpdate = false): Promise<EventStateRow | null> {
  const [row] = await query<EventStateRow>(
    db,
    sql`select id, status, title, start_utc, end_utc, start_offset_minutes, venue, address, publish_at from events where id = ${eventId} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** Sets an event's status and scheduled publication. */
export async function setEventStatus(
  db: Executor,
  eventId: number,
  status: string,
  publishAt: Date | null,
): Promise<void> {
  await query(
    db,
    sql`update events set status = ${status}, publish_at = ${publishAt ? publishAt.toISOString() : null}::timestamptz, updated_at = now()
      where id = ${eventId}`,
  );
}

/** Publishes every draft whose scheduled time has come; answers their ids. */
export async function publishDueDrafts(db: Executor, now: Date): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`update events set status = 'published', publish_at = null, updated_at = now()
      where status = 'draft' and publish_at is not null and publish_at <= ${now.toISOString()}::timestamptz returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Replaces an event's tags. */
export async function replaceTags(db: Executor, eventId: number, tagIds: number[]): Promise<void> {
  await db.delete(eventTags).where(sql`${eventTags.eventId} = ${eventId}`);
  if (tagIds.length > 0) await db.insert(eventTags).values(tagIds.map((tagId) => ({ eventId, tagId })));
}

/** A session row to write. */
export interface SessionValues {
  title: string;
  startUtc: Date;
  endUtc: Date;
  startOffsetMinutes: number;
  endOffsetMinutes: number;
}

/** Replaces an event's sessions. */
export async function replaceSessions(db: Executor, eventId: number, sessions: SessionValues[]): Promise<void> {
  await db.delete(eventSessions).where(sql`${eventSessions.eventId} = ${eventId}`);
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
  await db.delete(eventAttachments).where(sql`${eventAttachments.eventId} = ${eventId}`);
  if (list.length > 0) await db.insert(eventAttachments).values(list.map((a, i) => ({ ...a, eventId, sortOrder: i })));
}

/** A ticket type row as the writer reads it. */
export interface PriceRow {
  id: number;
  sold: number;
}

/** An event's ticket types (id and sold), locked. */
export async function lockEventPrices(db: Executor, eventId: number): Promise<PriceRow[]> {
  const rows = await query<{ id: number; sold: number }>(
    db,
    sql`select id, sold from event_ticket_prices where event_id = ${eventId} order by id for update`,
  );
  return rows.map((r) => ({ id: Number(r.id), sold: Number(r.sold) }));
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

export async function insertPrice(db: Executor, eventId: number, v: PriceValues): Promise<void> {
  await db.insert(eventTicketPrices).values({ ...v, eventId });
}

export async function updatePrice(db: Executor, priceId: number, v: PriceValues): Promise<void> {
  await db.update(eventTicketPrices).set(v).where(sql`${eventTicketPrices.id} = ${priceId}`);
}

/** Deletes ticket types that never had a ticket (a ticket row of any status keeps its type). */
export async function deletePrices(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await query<{ id: number }>(
    db,
    sql`delete from event_ticket_prices p where p.id = any(${`{${ids.join(',')}}`}::int[])
      and not exists (select 1 from event_tickets k where k.ticket_price_id = p.id) returning p.id`,
  );
  return rows.length;
}

/** The admin extras of an event: publish time, image ids, presenters' image URLs. */
export async function adminExtras(
  db: Executor,
  eventId: number,
): Promise<{
  publish_at: Date | string | null;
  feature_img_id: string | null;
  listing_img_id: string | null;
} | null> {
  const [row] = await query<{
    publish_at: Date | string | null;
    feature_img_id: string | null;
    listing_img_id: string | null;
  }>(db, sql`select publish_at, feature_img_id, listing_img_id from events where id = ${eventId}`);
  return row ?? null;
}

/** Ticket type extras (sale window, member-only) by id. */
export async function priceExtras(
  db: Executor,
  eventId: number,
): Promise<Map<number, { saleStartsAt: string | null; saleEndsAt: string | null; memberOnly: boolean }>> {
  const rows = await query<{
    id: number;
    sale_starts_at: Date | string | null;
    sale_ends_at: Date | string | null;
    member_only: boolean;
  }>(
    db,
    sql`select id, sale_starts_at, sale_ends_at, member_only from event_ticket_prices where event_id = ${eventId}`,
  );
  const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { saleStartsAt: iso(r.sale_starts_at), saleEndsAt: iso(r.sale_ends_at), memberOnly: r.member_only },
    ]),
  );
}

/** Attachments of every kind with their file id, in order. */
export async function allAttachments(
  db: Executor,
  eventId: number,
): Promise<
  {
    id: number;
    kind: 'docs' | 'links';
    name: string;
    url: string | null;
    file_id: string | null;
    mime_type: string | null;
    size: number | null;
  }[]
> {
  return query(
    db,
    sql`select a.id, a.kind, a.name, a.url, a.file_id, f.mime_type, f.size from event_attachments a
      left join event_files f on f.id = a.file_id where a.event_id = ${eventId} order by a.sort_order, a.id`,
  );
}

/** How many of `ids` exist in an option table (event_types, event_categories, event_locations, community_tags). */
export async function countOptions(
  db: Executor,
  table: 'event_types' | 'event_categories' | 'event_locations' | 'community_tags',
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [{ n }] = await query<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${sql.raw(table)} where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return Number(n);
}

/** The MIME types of event files by id. */
export async function fileTypes(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: string; mime_type: string }>(
    db,
    sql`select id, mime_type from event_files where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.mime_type]));
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
  const [row] = await db.select().from(events).where(sql`${events.id} = ${eventId}`);
  if (!row) return null;
  const [tags, sessions, attachments, prices] = await Promise.all([
    db.select({ tagId: eventTags.tagId }).from(eventTags).where(sql`${eventTags.eventId} = ${eventId}`),
    db
      .select()
      .from(eventSessions)
      .where(sql`${eventSessions.eventId} = ${eventId}`)
      .orderBy(eventSessions.startUtc, eventSessions.id),
    db
      .select()
      .from(eventAttachments)
      .where(sql`${eventAttachments.eventId} = ${eventId}`)
      .orderBy(eventAttachments.sortOrder, eventAttachments.id),
    db
      .select()
      .from(eventTicketPrices)
      .where(sql`${eventTicketPrices.eventId} = ${eventId}`)
      .orderBy(eventTicketPrices.sortOrder, eventTicketPrices.id),
  ]);
  return { row, tagIds: tags.map((t) => t.tagId), sessions, attachments, prices };
}

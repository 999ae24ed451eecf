/**
 * The SQL of one event's details (spec 03 §2 Event details, §7): the details row with its tags,
 * sessions, ticket prices with their seats, attachments and stored files.
 */
import type { EventDetails, EventOption } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import { LIST_COLUMNS, viewerExtrasSql } from './event-list.repository';
import { waitlistReservedSql } from './waitlist.repository';
import type { EventListRow, TicketPriceRow } from './events.presenter';

/** An event's details row: the list columns, the account's extras and the details. */
export type DetailsRow = EventListRow & {
  content: string | null;
  address: string | null;
  venue: string | null;
  external_url: string | null;
  can_enrol_content: string | null;
  can_enrol_layout: EventDetails['canEnrolLayout'] | null;
  courses_layout: EventDetails['coursesLayout'] | null;
  sponsor_content: string | null;
  reasoning_content: string | null;
  access_content: string | null;
  presenters: EventDetails['presenters'] | null;
  category_id: number | null;
  category: string | null;
  location_id: number | null;
  location: string | null;
  is_conference: boolean;
  status: string;
  tags: EventOption[] | string | null;
};

export interface SessionRow {
  id: number;
  title: string;
  start_utc: Date | string;
  end_utc: Date | string;
  start_offset_minutes: number;
  end_offset_minutes: number;
}

export interface AttachmentRow {
  id: number;
  name: string;
  url: string | null;
  file_id: string | null;
  mime_type: string | null;
  size: number | null;
}

export interface EventFileRow {
  storage_key: string;
  filename: string;
  mime_type: string;
  size: number;
}

/** The details row of an event with the account's extras, or null when there is none of that id. */
export async function detailsRow(db: Executor, accountId: string, eventId: number): Promise<DetailsRow | null> {
  const [row] = await query<DetailsRow>(
    db,
    sql`select ${LIST_COLUMNS}, ${viewerExtrasSql(accountId)}, e.content, e.address, e.venue, e.external_url, e.can_enrol_content, e.can_enrol_layout,
      e.courses_layout, e.sponsor_content, e.reasoning_content, e.access_content, e.presenters, e.category_id, c.label as category,
      e.location_id, l.label as location, e.is_conference, e.status,
      (select coalesce(json_agg(json_build_object('id', g.id, 'label', g.name) order by lower(g.name)), '[]'::json)
        from event_tags et join community_tags g on g.id = et.tag_id where et.event_id = e.id) as tags
    from events e left join event_types t on t.id = e.type_id left join event_categories c on c.id = e.category_id
      left join event_locations l on l.id = e.location_id
    where e.id = ${eventId}`,
  );
  return row ?? null;
}

/** The sessions of an event by start. */
export async function sessionRows(db: Executor, eventId: number): Promise<SessionRow[]> {
  return query<SessionRow>(
    db,
    sql`select id, title, start_utc, end_utc, start_offset_minutes, end_offset_minutes from event_sessions where event_id = ${eventId} order by start_utc, id`,
  );
}

/**
 * Ticket prices of event `eventId` with seats: held = unexpired, unreleased holds (at the database's
 * now()) plus what the waitlist keeps from the viewer `accountId` (waitlist.repository.ts).
 */
export async function ticketPriceRows(
  db: Executor,
  eventId: number,
  accountId: string | null,
): Promise<TicketPriceRow[]> {
  return query<TicketPriceRow>(
    db,
    sql`select p.id, p.event_id, p.name, p.amount_cents, p.capacity, p.sold,
      coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()), 0)
        + ${waitlistReservedSql(sql`p.id`, accountId)} as held
    from event_ticket_prices p where p.event_id = ${eventId} order by p.sort_order, p.id`,
  );
}

/** The attachments of one kind of an event, in their order, with the stored file's type and size. */
export async function attachmentRows(db: Executor, eventId: number, kind: string): Promise<AttachmentRow[]> {
  return query<AttachmentRow>(
    db,
    sql`select a.id, a.name, a.url, a.file_id, f.mime_type, f.size from event_attachments a left join event_files f on f.id = a.file_id
      where a.event_id = ${eventId} and a.kind = ${kind} order by a.sort_order, a.id`,
  );
}

/** The stored file of a doc attachment of an event, or null. */
export async function docFileRow(db: Executor, eventId: number, docId: number): Promise<EventFileRow | null> {
  const [row] = await query<EventFileRow>(
    db,
    sql`select f.storage_key, f.filename, f.mime_type, f.size from event_attachments a join event_files f on f.id = a.file_id
      where a.id = ${docId} and a.event_id = ${eventId} and a.kind = 'docs'`,
  );
  return row ?? null;
}

/** A stored event file that is an image, or null. */
export async function imageFileRow(db: Executor, fileId: string): Promise<EventFileRow | null> {
  const [row] = await query<EventFileRow>(
    db,
    sql`select storage_key, filename, mime_type, size from event_files where id = ${fileId} and mime_type like 'image/%'`,
  );
  return row ?? null;
}

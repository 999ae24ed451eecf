/**
 * One event (spec 03 §2 Event details, §7): details with tags, sessions, presenters and the
 * caller's state; ticket prices with their seats; attachments (docs and links); event files.
 */
import type { EventAttachment, EventAttachmentKind, EventDetails, EventOption, EventTicketPrice } from '@portal/shared';
import { EVENT_MESSAGES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../content/content.sanitize';
import { isEventStaff, visibleEventSql } from './events.access';
import { type Executor, query, toDate } from './events.db';
import {
  type EventListRow,
  presentListItem,
  presentTicketPrice,
  type TicketPriceRow,
  wallClock,
  zoneString,
} from './events.presenter';
import { LIST_COLUMNS, requireVisibleEvent, viewerExtrasSql } from './events.service';

type DetailsRow = EventListRow & {
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

interface SessionRow {
  id: number;
  title: string;
  start_utc: Date | string;
  end_utc: Date | string;
  start_offset_minutes: number;
  end_offset_minutes: number;
}

const json = <T>(v: T | string | null): T | null =>
  v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v;
const option = (id: number | null, label: string | null): EventOption | null =>
  id == null || label == null ? null : { id: Number(id), label };

/** GET /api/Event/{id}: the details of a visible event (404 `Event not found.` otherwise). */
export async function getEventDetails(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  now = new Date(),
): Promise<EventDetails> {
  const [row] = await query<DetailsRow>(
    ctx.db,
    sql`select ${LIST_COLUMNS}, ${viewerExtrasSql(actor.id)}, e.content, e.address, e.venue, e.external_url, e.can_enrol_content, e.can_enrol_layout,
      e.courses_layout, e.sponsor_content, e.reasoning_content, e.access_content, e.presenters, e.category_id, c.label as category,
      e.location_id, l.label as location, e.is_conference, e.status,
      (select coalesce(json_agg(json_build_object('id', g.id, 'label', g.name) order by lower(g.name)), '[]'::json)
        from event_tags et join community_tags g on g.id = et.tag_id where et.event_id = e.id) as tags
    from events e left join event_types t on t.id = e.type_id left join event_categories c on c.id = e.category_id
      left join event_locations l on l.id = e.location_id
    where e.id = ${eventId} and ${visibleEventSql(actor)}`,
  );
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
  const sessions = await query<SessionRow>(
    ctx.db,
    sql`select id, title, start_utc, end_utc, start_offset_minutes, end_offset_minutes from event_sessions where event_id = ${eventId} order by start_utc, id`,
  );
  const item = presentListItem(row);
  return {
    ...item,
    shortDesc: row.short_desc,
    featureImg: item.featureImg ?? null,
    listingImg: item.listingImg ?? null,
    cpdDetails: item.cpdDetails ?? null,
    content: sanitizeRichText(row.content),
    address: row.address,
    venue: row.venue,
    externalUrl: row.external_url,
    tags: (json<EventOption[]>(row.tags) ?? []).map((t) => ({ id: Number(t.id), label: t.label })),
    sessions: sessions.map((s) => ({
      id: Number(s.id),
      title: s.title,
      startDateTime: wallClock(s.start_utc, s.start_offset_minutes),
      startTimeZone: zoneString(s.start_offset_minutes),
      endDateTime: wallClock(s.end_utc, s.end_offset_minutes),
      endTimeZone: zoneString(s.end_offset_minutes),
      sessionStartUtc: toDate(s.start_utc).toISOString(),
      sessionEndUtc: toDate(s.end_utc).toISOString(),
    })),
    canEnrolContent: sanitizeRichText(row.can_enrol_content),
    canEnrolLayout: json(row.can_enrol_layout) ?? [],
    coursesLayout: json(row.courses_layout) ?? [],
    sponsorContent: sanitizeRichText(row.sponsor_content),
    reasoningContent: sanitizeRichText(row.reasoning_content),
    accessContent: sanitizeRichText(row.access_content),
    presenters: (json(row.presenters) ?? []).map((p) => ({ ...p, profileDesc: sanitizeRichText(p.profileDesc) })),
    category: option(row.category_id, row.category),
    location: option(row.location_id, row.location),
    isConference: row.is_conference,
    isRegistrationOpen: row.status === 'published' && Date.parse(row.start_iso) > now.getTime(),
    status: row.status as EventDetails['status'],
  };
}

/** Ticket prices of event `eventId` with seats: held = unexpired, unreleased holds (at the database's now()). */
export async function ticketPriceRows(db: Executor, eventId: number): Promise<TicketPriceRow[]> {
  return query<TicketPriceRow>(
    db,
    sql`select p.id, p.event_id, p.name, p.amount_cents, p.capacity, p.sold,
      coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()), 0) as held
    from event_ticket_prices p where p.event_id = ${eventId} order by p.sort_order, p.id`,
  );
}

/** GET /api/event/{id}/tickets: the ticket prices of a visible event with their seats. */
export async function listTicketPrices(ctx: AppContext, actor: Actor, eventId: number): Promise<EventTicketPrice[]> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const staff = isEventStaff(actor);
  return (await ticketPriceRows(ctx.db, eventId)).map((r) => presentTicketPrice(r, staff));
}

/** GET /api/event/{id}/docs and /links: the attachments of one kind of a visible event. */
export async function listAttachments(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  kind: EventAttachmentKind,
): Promise<EventAttachment[]> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const rows = await query<{
    id: number;
    name: string;
    url: string | null;
    file_id: string | null;
    mime_type: string | null;
    size: number | null;
  }>(
    ctx.db,
    sql`select a.id, a.name, a.url, a.file_id, f.mime_type, f.size from event_attachments a left join event_files f on f.id = a.file_id
      where a.event_id = ${eventId} and a.kind = ${kind} order by a.sort_order, a.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind,
    name: r.name,
    url: kind === 'docs' ? `/api/event/${eventId}/docs/${r.id}/download` : (r.url ?? ''),
    mimeType: kind === 'docs' ? r.mime_type : null,
    size: kind === 'docs' && r.size != null ? Number(r.size) : null,
  }));
}

export interface EventFileRow {
  storage_key: string;
  filename: string;
  mime_type: string;
  size: number;
}

/** The file of a doc attachment of a visible event (404 otherwise). */
export async function getDocFile(ctx: AppContext, actor: Actor, eventId: number, docId: number): Promise<EventFileRow> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const [row] = await query<EventFileRow>(
    ctx.db,
    sql`select f.storage_key, f.filename, f.mime_type, f.size from event_attachments a join event_files f on f.id = a.file_id
      where a.id = ${docId} and a.event_id = ${eventId} and a.kind = 'docs'`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Attachment not found.');
  return row;
}

/** An event image (feature or listing image, or a presenter's) by file id: public (404 when not an image). */
export async function getImageFile(ctx: AppContext, fileId: string): Promise<EventFileRow> {
  const [row] = await query<EventFileRow>(
    ctx.db,
    sql`select storage_key, filename, mime_type, size from event_files where id = ${fileId} and mime_type like 'image/%'`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Image not found.');
  return row;
}

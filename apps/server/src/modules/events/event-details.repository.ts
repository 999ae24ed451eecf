/**
 * The SQL of one event's details (spec 03 §2 Event details, §7): the details row with its tags,
 * sessions, ticket prices with their seats, attachments and stored files. Typed builder throughout
 * (db/schema/events.ts); the details row shares the list item's fields (event-list.repository.ts).
 */
import type { EventOption } from '@portal/shared';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/raw-query';
import {
  communityTags,
  eventAttachments,
  eventCategories,
  eventFiles,
  eventLocations,
  eventSessions,
  eventTags,
  eventTicketPrices,
} from '../../db/schema';
import { e, type EventListRow, listFields, t, viewerFields } from './event-list.repository';
import { activeHoldsSql } from './seat-holds.repository';
import { waitlistReservedSql } from './waitlist.repository';

/** The event's category `c` and location `l`. */
const c = alias(eventCategories, 'c');
const l = alias(eventLocations, 'l');

/** The event's tags `{id, label}` by name (a JSON array, `[]` when none). */
const tagsOf = sql<
  EventOption[] | string
>`(select coalesce(json_agg(json_build_object('id', ${communityTags.id}, 'label', ${communityTags.name}) order by lower(${communityTags.name})), '[]'::json)
  from ${eventTags} join ${communityTags} on ${communityTags.id} = ${eventTags.tagId} where ${eventTags.eventId} = ${e.id})`;

/** Fields of the details beyond the list item's. */
const detailsFields = {
  content: e.content,
  address: e.address,
  venue: e.venue,
  externalUrl: e.externalUrl,
  canEnrolContent: e.canEnrolContent,
  canEnrolLayout: e.canEnrolLayout,
  coursesLayout: e.coursesLayout,
  sponsorContent: e.sponsorContent,
  reasoningContent: e.reasoningContent,
  accessContent: e.accessContent,
  presenters: e.presenters,
  categoryId: e.categoryId,
  category: sql<string | null>`${c.label}`,
  locationId: e.locationId,
  location: sql<string | null>`${l.label}`,
  isConference: e.isConference,
  status: e.status,
  tags: tagsOf,
};

/** An event's details row: the list fields, the account's extras and the details. */
export type DetailsRow = EventListRow & SelectResultFields<typeof detailsFields>;

/** The details row of an event with the account's extras, or null when there is none of that id. */
export async function detailsRow(db: Executor, accountId: string, eventId: number): Promise<DetailsRow | null> {
  const [row] = await db
    .select({ ...listFields, ...viewerFields(accountId), ...detailsFields })
    .from(e)
    .leftJoin(t, eq(t.id, e.typeId))
    .leftJoin(c, eq(c.id, e.categoryId))
    .leftJoin(l, eq(l.id, e.locationId))
    .where(eq(e.id, eventId));
  return row ?? null;
}

const sessionFields = {
  id: eventSessions.id,
  title: eventSessions.title,
  startUtc: eventSessions.startUtc,
  endUtc: eventSessions.endUtc,
  timeZone: eventSessions.timeZone,
};

/** A session of an event (instants as Date, its IANA zone). */
export type SessionRow = Pick<typeof eventSessions.$inferSelect, keyof typeof sessionFields>;

/** The sessions of an event by start. */
export function sessionRows(db: Executor, eventId: number): Promise<SessionRow[]> {
  return db
    .select(sessionFields)
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId))
    .orderBy(asc(eventSessions.startUtc), asc(eventSessions.id));
}

/**
 * Ticket prices of event `eventId` with seats: held = unexpired, unreleased holds (at the database's
 * now()) plus what the waitlist keeps from the viewer `accountId` (waitlist.repository.ts).
 */
export function ticketPriceRows(db: Executor, eventId: number, accountId: string | null) {
  const p = eventTicketPrices;
  return db
    .select({
      id: p.id,
      eventId: p.eventId,
      name: p.name,
      amountCents: p.amountCents,
      capacity: p.capacity,
      sold: p.sold,
      held: sql<number>`${activeHoldsSql(p.id)} + ${waitlistReservedSql(p.id, accountId)}`.mapWith(Number),
    })
    .from(p)
    .where(eq(p.eventId, eventId))
    .orderBy(asc(p.sortOrder), asc(p.id));
}

/** A ticket price of an event with its seats (amount in AUD cents; capacity null = unlimited). */
export type TicketPriceRow = Awaited<ReturnType<typeof ticketPriceRows>>[number];

/** An attachment with the stored file's type and size (bytes; both null for a link). */
export const attachmentFields = {
  id: eventAttachments.id,
  name: eventAttachments.name,
  url: eventAttachments.url,
  fileId: eventAttachments.fileId,
  mimeType: eventFiles.mimeType,
  size: eventFiles.size,
};

/** The attachments of one kind of an event, in their order, with the stored file's type and size. */
export function attachmentRows(db: Executor, eventId: number, kind: string) {
  return db
    .select(attachmentFields)
    .from(eventAttachments)
    .leftJoin(eventFiles, eq(eventFiles.id, eventAttachments.fileId))
    .where(and(eq(eventAttachments.eventId, eventId), eq(eventAttachments.kind, kind)))
    .orderBy(asc(eventAttachments.sortOrder), asc(eventAttachments.id));
}

const fileFields = {
  storageKey: eventFiles.storageKey,
  filename: eventFiles.filename,
  mimeType: eventFiles.mimeType,
  size: eventFiles.size,
};

/** A stored event file (storage key, download name, type, bytes). */
export type EventFileRow = Pick<typeof eventFiles.$inferSelect, keyof typeof fileFields>;

/** The stored file of a doc attachment of an event, or null. */
export async function docFileRow(db: Executor, eventId: number, docId: number): Promise<EventFileRow | null> {
  const [row] = await db
    .select(fileFields)
    .from(eventAttachments)
    .innerJoin(eventFiles, eq(eventFiles.id, eventAttachments.fileId))
    .where(
      and(eq(eventAttachments.id, docId), eq(eventAttachments.eventId, eventId), eq(eventAttachments.kind, 'docs')),
    );
  return row ?? null;
}

/** A stored event file that is an image, or null. */
export async function imageFileRow(db: Executor, fileId: string): Promise<EventFileRow | null> {
  const [row] = await db
    .select(fileFields)
    .from(eventFiles)
    .where(and(eq(eventFiles.id, fileId), like(eventFiles.mimeType, 'image/%')));
  return row ?? null;
}

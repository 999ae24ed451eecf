/**
 * One event (spec 03 §2 Event details, §7): details with tags, sessions, presenters and the
 * caller's state; ticket prices with their seats; attachments (docs and links); event files.
 */
import {
  type EventAttachment,
  type EventAttachmentKind,
  type EventDetails,
  type EventOption,
  type EventTicketPrice,
  offsetLabel,
  wallClockIn,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { permitted } from '../../policies/denial';
import { checkSeeEventDetails, seesSeatCounts } from '../../policies/events';
import { sanitizeRichText } from '../content';
import {
  attachmentRows,
  docFileRow,
  type EventFileRow,
  imageFileRow,
  detailsRow,
  sessionRows,
  ticketPriceRows,
} from './event-details.repository';
import { presentListItem, presentTicketPrice } from './events.presenter';
import { requireVisibleEvent } from './events.service';

/** A stored event file (storage key, download name, type, bytes). */
export type { EventFileRow };

const json = <T>(v: T | string | null): T | null =>
  v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v;
const option = (id: number | null, label: string | null): EventOption | null =>
  id == null || label == null ? null : { id: Number(id), label };

/**
 * GET /api/Event/{id}: the details of a visible event, or of a cancelled one (status `cancelled`,
 * registration closed); 404 `Event not found.` otherwise.
 */
export async function getEventDetails(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  now = new Date(),
): Promise<EventDetails> {
  const found = await detailsRow(ctx.db, actor.id, eventId);
  const row = permitted(found, checkSeeEventDetails(actor, found));
  const sessions = await sessionRows(ctx.db, eventId);
  const item = presentListItem(row);
  return {
    ...item,
    shortDesc: row.shortDesc,
    featureImg: item.featureImg ?? null,
    listingImg: item.listingImg ?? null,
    cpdDetails: item.cpdDetails ?? null,
    content: sanitizeRichText(row.content),
    address: row.address,
    venue: row.venue,
    externalUrl: row.externalUrl,
    tags: (json<EventOption[]>(row.tags) ?? []).map((t) => ({ id: Number(t.id), label: t.label })),
    sessions: sessions.map((s) => ({
      id: Number(s.id),
      title: s.title,
      startDateTime: wallClockIn(s.startUtc, s.timeZone),
      startTimeZone: offsetLabel(s.startUtc, s.timeZone),
      endDateTime: wallClockIn(s.endUtc, s.timeZone),
      endTimeZone: offsetLabel(s.endUtc, s.timeZone),
      timeZone: s.timeZone,
      sessionStartUtc: s.startUtc.toISOString(),
      sessionEndUtc: s.endUtc.toISOString(),
    })),
    canEnrolContent: sanitizeRichText(row.canEnrolContent),
    canEnrolLayout: json(row.canEnrolLayout) ?? [],
    coursesLayout: json(row.coursesLayout) ?? [],
    sponsorContent: sanitizeRichText(row.sponsorContent),
    reasoningContent: sanitizeRichText(row.reasoningContent),
    accessContent: sanitizeRichText(row.accessContent),
    presenters: (json(row.presenters) ?? []).map((p) => ({ ...p, profileDesc: sanitizeRichText(p.profileDesc) })),
    category: option(row.categoryId, row.category),
    location: option(row.locationId, row.location),
    isConference: row.isConference,
    isRegistrationOpen: row.status === 'published' && Date.parse(row.startIso) > now.getTime(),
    status: row.status as EventDetails['status'],
  };
}

/** GET /api/event/{id}/tickets: the ticket prices of a visible event with their seats. */
export async function listTicketPrices(ctx: AppContext, actor: Actor, eventId: number): Promise<EventTicketPrice[]> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const staff = seesSeatCounts(actor);
  return (await ticketPriceRows(ctx.db, eventId, actor.id)).map((r) => presentTicketPrice(r, staff));
}

/** GET /api/event/{id}/docs and /links: the attachments of one kind of a visible event. */
export async function listAttachments(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  kind: EventAttachmentKind,
): Promise<EventAttachment[]> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const rows = await attachmentRows(ctx.db, eventId, kind);
  return rows.map((r) => ({
    id: Number(r.id),
    kind,
    name: r.name,
    url: kind === 'docs' ? `/api/event/${eventId}/docs/${r.id}/download` : (r.url ?? ''),
    mimeType: kind === 'docs' ? r.mimeType : null,
    size: kind === 'docs' && r.size != null ? Number(r.size) : null,
  }));
}

/** The file of a doc attachment of a visible event (404 otherwise). */
export async function getDocFile(ctx: AppContext, actor: Actor, eventId: number, docId: number): Promise<EventFileRow> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const row = await docFileRow(ctx.db, eventId, docId);
  if (!row) throw new AppError('NOT_FOUND', 'Attachment not found.');
  return row;
}

/** An event image (feature or listing image, or a presenter's) by file id: public (404 when not an image). */
export async function getImageFile(ctx: AppContext, fileId: string): Promise<EventFileRow> {
  const row = await imageFileRow(ctx.db, fileId);
  if (!row) throw new AppError('NOT_FOUND', 'Image not found.');
  return row;
}

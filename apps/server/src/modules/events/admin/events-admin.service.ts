/**
 * Staff event authoring (issue 22, beyond the spec; spec 03 §3 Event, Event ticket price): the
 * Upcoming / Past / Drafts lists, create (a draft), replace, publish now or at a time and unpublish an
 * event with its ticket types (duplicating: duplicate.service.ts). Rich text is sanitised on write;
 * option ids, tags and files are checked to exist; the event row, its tags, sessions, attachments and ticket types are written in
 * one transaction. Callers pass `checkManageEvents` first (the routes' preValidation hook).
 */
import {
  EVENT_ADMIN_MESSAGES,
  type EventAdminDetails,
  type EventAdminListItem,
  type EventAdminState,
  type EventAdminWriteParsed,
  type EventStatus,
  offsetLabel,
  wallClockIn,
  zonedToUtc,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError, notFound } from '../../../lib/errors';
import { toDate } from '../../../lib/values';
import { enforce } from '../../../policies/denial';
import { checkCapacity, checkPublish, checkUnpublish } from '../../../policies/events-admin';
import { EVENT_DENIALS } from '../../../policies/events';
import { auditActorOf, recordStaffAction } from '../../audit';
import { sanitizeRichText } from '../../content';
import { enqueueWebhookEvent } from '../../webhooks';
import { getEventDetails, listTicketPrices } from '../event-details.service';
import { imageUrl } from '../events.presenter';
import {
  adminEventPage,
  adminExtras,
  allAttachments,
  countOptions,
  deletePrices,
  type EventRowValues,
  eventState,
  fileTypes,
  insertEvent,
  insertPrice,
  lockEventPrices,
  publishDueDrafts,
  replaceAttachments,
  replaceSessions,
  replaceTags,
  setEventStatus,
  updateEventRow,
  updatePrice,
  priceExtras,
} from './events-admin.repository';
import { notifyEventChanged } from './event-mails';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { errors: [{ field, message }] });

/** GET /api/v1/admin/events: one page of a list (upcoming, past, drafts) with seat totals. */
export async function listAdminEvents(
  ctx: AppContext,
  q: { state: EventAdminState; search?: string; page: number; limit: number },
  now = new Date(),
): Promise<{ data: EventAdminListItem[]; meta: { total_count: number } }> {
  const { rows, total } = await adminEventPage(ctx.db, q, now);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      type: r.type,
      status: r.status as EventStatus,
      startDateTime: wallClockIn(r.startUtc, r.timeZone),
      startTimeZone: offsetLabel(r.startUtc, r.timeZone),
      timeZone: r.timeZone,
      eventStartUtc: toDate(r.startUtc).toISOString(),
      eventEndUtc: toDate(r.endUtc).toISOString(),
      publishAt: r.publishAt ? toDate(r.publishAt).toISOString() : null,
      ticketsSold: Number(r.sold),
      capacity: r.capacity == null ? null : Number(r.capacity),
    })),
    meta: { total_count: total },
  };
}

const IMAGE_URL = /^\/api\/event\/image\/([0-9a-f-]{36})$/;

/** GET /api/v1/admin/events/{id}: the details answer of any status plus the form's extras (404 when missing). */
export async function getAdminEvent(ctx: AppContext, actor: Actor, eventId: number): Promise<EventAdminDetails> {
  const details = await getEventDetails(ctx, actor, eventId);
  const [extras, prices, priceMore, attachments] = await Promise.all([
    adminExtras(ctx.db, eventId),
    listTicketPrices(ctx, actor, eventId),
    priceExtras(ctx.db, eventId),
    allAttachments(ctx.db, eventId),
  ]);
  if (!extras) throw notFound(EVENT_DENIALS.eventNotFound.message);
  return {
    ...details,
    publishAt: extras.publishAt ? toDate(extras.publishAt).toISOString() : null,
    featureImgId: extras.featureImgId,
    listingImgId: extras.listingImgId,
    presenterImageIds: details.presenters.map((p) => IMAGE_URL.exec(p.profileImageUrl ?? '')?.[1] ?? null),
    ticketTypes: prices.map((p) => ({
      ...p,
      ...(priceMore.get(p.ticketPriceId) ?? { saleStartsAt: null, saleEndsAt: null, memberOnly: false }),
    })),
    attachments: attachments.map((a) => ({
      id: Number(a.id),
      kind: a.kind,
      name: a.name,
      url: a.kind === 'docs' ? `/api/event/${eventId}/docs/${a.id}/download` : (a.url ?? ''),
      mimeType: a.mimeType,
      size: a.size == null ? null : Number(a.size),
      fileId: a.fileId,
    })),
  };
}

/** Checks that every referenced option, tag and file exists (400 naming the field otherwise). */
async function validateReferences(db: Executor, input: EventAdminWriteParsed): Promise<void> {
  const one = async (
    field: string,
    table: 'event_types' | 'event_categories' | 'event_locations' | 'community_tags',
    ids: number[],
  ) => {
    const unique = [...new Set(ids)];
    if (unique.length && (await countOptions(db, table, unique)) !== unique.length)
      throw invalid(field, EVENT_ADMIN_MESSAGES.unknownOption);
  };
  await one('typeId', 'event_types', input.typeId ? [input.typeId] : []);
  await one('categoryId', 'event_categories', input.categoryId ? [input.categoryId] : []);
  await one('locationId', 'event_locations', input.locationId ? [input.locationId] : []);
  await one('tagIds', 'community_tags', input.tagIds);
  const images = [
    ['featureImgId', input.featureImgId],
    ['listingImgId', input.listingImgId],
    ...input.presenters.map((p, i) => [`presenters.${i}.profileImageId`, p.profileImageId] as const),
  ].filter((e): e is [string, string] => typeof e[1] === 'string');
  const docs = input.attachments.flatMap((a, i) =>
    a.kind === 'docs' ? [[`attachments.${i}.fileId`, a.fileId] as [string, string]] : [],
  );
  const types = await fileTypes(db, [...new Set([...images, ...docs].map((e) => e[1]))]);
  for (const [field, fileId] of images)
    if (!types.get(fileId)?.startsWith('image/')) throw invalid(field, EVENT_ADMIN_MESSAGES.unknownFile);
  for (const [field, fileId] of docs) if (!types.has(fileId)) throw invalid(field, EVENT_ADMIN_MESSAGES.unknownFile);
}

const html = (v: string | null | undefined) => sanitizeRichText(v ?? null);

/**
 * Row values of a staff write: the wall-clock times typed in the event's IANA zone (the tenant's zone
 * when the form sends none) become UTC instants through the one date library (issue 30).
 */
function rowValues(input: EventAdminWriteParsed, defaultZone: string): EventRowValues {
  const zone = input.timeZone || defaultZone;
  return {
    title: input.title,
    typeId: input.typeId ?? null,
    categoryId: input.categoryId ?? null,
    locationId: input.locationId ?? null,
    shortDesc: input.shortDesc || null,
    content: html(input.content),
    address: input.address || null,
    venue: input.venue || null,
    externalUrl: input.externalUrl || null,
    startUtc: zonedToUtc(input.startDateTime, zone),
    endUtc: zonedToUtc(input.endDateTime, zone),
    timeZone: zone,
    featureImgId: input.featureImgId ?? null,
    listingImgId: input.listingImgId ?? null,
    cpdDetails: input.cpdDetails
      ? {
          hours: input.cpdDetails.hours,
          category: input.cpdDetails.category,
          description: input.cpdDetails.description,
        }
      : null,
    isSingleClickRegistration: input.isSingleClickRegistration,
    isConference: input.isConference,
    canEnrolContent: html(input.canEnrolContent),
    canEnrolLayout: input.canEnrolLayout,
    coursesLayout: input.coursesLayout,
    sponsorContent: html(input.sponsorContent),
    reasoningContent: html(input.reasoningContent),
    accessContent: html(input.accessContent),
    presenters: input.presenters.map((p) => ({
      name: p.name,
      role: p.role || null,
      profileImageUrl: imageUrl(p.profileImageId ?? null),
      profileDesc: html(p.profileDesc),
    })),
  };
}

/** Writes tags, sessions, attachments and ticket types of an event (in the caller's transaction). */
async function writeParts(
  tx: Executor,
  eventId: number,
  input: EventAdminWriteParsed,
  defaultZone: string,
): Promise<void> {
  const eventZone = input.timeZone || defaultZone;
  await replaceTags(tx, eventId, [...new Set(input.tagIds)]);
  await replaceSessions(
    tx,
    eventId,
    input.sessions.map((s) => {
      const zone = s.timeZone || eventZone;
      return {
        title: s.title,
        startUtc: zonedToUtc(s.startDateTime, zone),
        endUtc: zonedToUtc(s.endDateTime, zone),
        timeZone: zone,
      };
    }),
  );
  await replaceAttachments(
    tx,
    eventId,
    input.attachments.map((a) =>
      a.kind === 'docs'
        ? { kind: 'docs' as const, name: a.name, url: null, fileId: a.fileId }
        : { kind: 'links' as const, name: a.name, url: a.url, fileId: null },
    ),
  );
  const existing = new Map((await lockEventPrices(tx, eventId)).map((p) => [p.id, p]));
  const kept = new Set<number>();
  for (const [i, t] of input.ticketTypes.entries()) {
    const values = {
      name: t.name,
      amountCents: Math.round(t.amount * 100),
      capacity: t.capacity,
      saleStartsAt: t.saleStartsAt ? new Date(t.saleStartsAt) : null,
      saleEndsAt: t.saleEndsAt ? new Date(t.saleEndsAt) : null,
      memberOnly: t.memberOnly,
      sortOrder: i,
    };
    if (t.id != null) {
      const row = existing.get(t.id);
      if (!row) throw invalid(`ticketTypes.${i}.id`, EVENT_DENIALS.ticketTypeNotFound.message);
      const denial = checkCapacity(t.capacity, row.sold);
      if (denial) throw invalid(`ticketTypes.${i}.capacity`, denial.message);
      kept.add(t.id);
      await updatePrice(tx, t.id, values);
    } else {
      await insertPrice(tx, eventId, values);
    }
  }
  const removed = [...existing.keys()].filter((id) => !kept.has(id));
  if ((await deletePrices(tx, removed)) !== removed.length)
    throw invalid('ticketTypes', EVENT_ADMIN_MESSAGES.ticketTypeHasTickets);
}

/** POST /api/v1/admin/events: creates a draft with one `event.create` audit entry. Answers the admin view (201). */
export async function createEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventAdminWriteParsed,
): Promise<EventAdminDetails> {
  await validateReferences(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const eventId = await insertEvent(tx, rowValues(input, ctx.config.tenant.timeZone));
    await writeParts(tx, eventId, input, ctx.config.tenant.timeZone);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.create',
      entityType: 'event',
      entityId: eventId,
      summary: `Created ${input.title}`,
    });
    return eventId;
  });
  return getAdminEvent(ctx, actor, id);
}

/**
 * PUT /api/v1/admin/events/{id}: replaces every field. A published event's ticket holders get the
 * change notice when the time or place changed. Errors: 404, 400 (validation, capacity below sold,
 * removing a type with tickets). One `event.update` staff audit entry in the edit's transaction.
 */
export async function updateEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  input: EventAdminWriteParsed,
): Promise<EventAdminDetails> {
  await validateReferences(ctx.db, input);
  const values = rowValues(input, ctx.config.tenant.timeZone);
  await ctx.db.transaction(async (tx) => {
    const before = await eventState(tx, eventId, true);
    if (!before) throw notFound(EVENT_DENIALS.eventNotFound.message);
    const timeChanged =
      toDate(before.startUtc).getTime() !== values.startUtc.getTime() ||
      toDate(before.endUtc).getTime() !== values.endUtc.getTime();
    const placeChanged = (before.venue ?? null) !== values.venue || (before.address ?? null) !== values.address;
    await updateEventRow(tx, eventId, values);
    await writeParts(tx, eventId, input, ctx.config.tenant.timeZone);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.update',
      entityType: 'event',
      entityId: eventId,
      summary: `Edited ${input.title}`,
      ...(timeChanged || placeChanged ? { detail: { timeChanged, placeChanged } } : {}),
    });
    const changed = before.status === 'published' && (timeChanged || placeChanged);
    if (changed) await notifyEventChanged(ctx, tx, eventId, { timeChanged, placeChanged });
  });
  return getAdminEvent(ctx, actor, eventId);
}

/** POST /api/v1/admin/events/{id}/publish: a draft published now, or scheduled at `publishAt`. */
export async function publishEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  publishAt: string | null | undefined,
  now = new Date(),
): Promise<EventAdminDetails> {
  const at = publishAt ? new Date(publishAt) : null;
  await ctx.db.transaction(async (tx) => {
    const row = await eventState(tx, eventId, true);
    if (!row) throw notFound(EVENT_DENIALS.eventNotFound.message);
    enforce(checkPublish(row.status, at, now));
    await setEventStatus(tx, eventId, at ? 'draft' : 'published', at);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.publish',
      entityType: 'event',
      entityId: eventId,
      summary: at ? `Scheduled ${row.title} for publication` : `Published ${row.title}`,
      before: { status: row.status },
      after: { status: at ? 'draft' : 'published', publishAt: at?.toISOString() ?? null },
    });
    if (!at)
      await enqueueWebhookEvent(ctx, tx, 'event.published', { id: eventId, title: row.title, status: 'published' });
  });
  return getAdminEvent(ctx, actor, eventId);
}

/** POST /api/v1/admin/events/{id}/unpublish: a published event back to draft (members no longer see it). */
export async function unpublishEvent(ctx: AppContext, actor: Actor, eventId: number): Promise<EventAdminDetails> {
  await ctx.db.transaction(async (tx) => {
    const row = await eventState(tx, eventId, true);
    if (!row) throw notFound(EVENT_DENIALS.eventNotFound.message);
    enforce(checkUnpublish(row.status));
    await setEventStatus(tx, eventId, 'draft', null);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.unpublish',
      entityType: 'event',
      entityId: eventId,
      summary: `Unpublished ${row.title}`,
      before: { status: row.status },
      after: { status: 'draft' },
    });
  });
  return getAdminEvent(ctx, actor, eventId);
}

/** The scheduled-publication job's run: publishes due drafts; answers how many. */
export async function publishScheduledEvents(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const published = await publishDueDrafts(tx, now);
    for (const e of published)
      await enqueueWebhookEvent(ctx, tx, 'event.published', { id: e.id, title: e.title, status: 'published' });
    return published.length;
  });
}

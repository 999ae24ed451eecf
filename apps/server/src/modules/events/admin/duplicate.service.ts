/**
 * Duplicating an event for staff (issue 22): a new draft "Copy of …" with the same fields, tags,
 * sessions, attachments and ticket types, written in one transaction.
 */
import type { EventAdminDetails } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import { EVENT_DENIALS } from '../../../policies/events';
import {
  eventCopySource,
  insertEvent,
  insertPrice,
  replaceAttachments,
  replaceSessions,
  replaceTags,
} from './events-admin.repository';
import { getAdminEvent } from './events-admin.service';
import { auditActorOf, recordStaffAction } from '../../audit';

/**
 * POST /api/v1/admin/events/{id}/duplicate: a new draft "Copy of …" with the same fields, tags,
 * sessions, attachments and ticket types (no tickets, nothing sold), and one `event.duplicate`
 * staff audit entry, in one transaction. Answers the copy (201).
 */
export async function duplicateEvent(ctx: AppContext, actor: Actor, eventId: number): Promise<EventAdminDetails> {
  const id = await ctx.db.transaction(async (tx) => {
    const src = await eventCopySource(tx, eventId);
    if (!src) throw notFound(EVENT_DENIALS.eventNotFound.message);
    const r = src.row;
    const copyId = await insertEvent(tx, {
      title: `Copy of ${r.title}`.slice(0, 200),
      typeId: r.typeId,
      categoryId: r.categoryId,
      locationId: r.locationId,
      shortDesc: r.shortDesc,
      content: r.content,
      address: r.address,
      venue: r.venue,
      externalUrl: r.externalUrl,
      startUtc: r.startUtc,
      endUtc: r.endUtc,
      timeZone: r.timeZone,
      featureImgId: r.featureImgId,
      listingImgId: r.listingImgId,
      cpdDetails: r.cpdDetails,
      isSingleClickRegistration: r.isSingleClickRegistration,
      isConference: r.isConference,
      canEnrolContent: r.canEnrolContent,
      canEnrolLayout: r.canEnrolLayout ?? [],
      coursesLayout: r.coursesLayout ?? [],
      sponsorContent: r.sponsorContent,
      reasoningContent: r.reasoningContent,
      accessContent: r.accessContent,
      presenters: r.presenters ?? [],
    });
    await replaceTags(tx, copyId, src.tagIds);
    await replaceSessions(
      tx,
      copyId,
      src.sessions.map((s) => ({
        title: s.title,
        startUtc: s.startUtc,
        endUtc: s.endUtc,
        timeZone: s.timeZone,
      })),
    );
    await replaceAttachments(
      tx,
      copyId,
      src.attachments.map((a) => ({ kind: a.kind as 'docs' | 'links', name: a.name, url: a.url, fileId: a.fileId })),
    );
    for (const p of src.prices)
      await insertPrice(tx, copyId, {
        name: p.name,
        amountCents: p.amountCents,
        capacity: p.capacity,
        saleStartsAt: p.saleStartsAt,
        saleEndsAt: p.saleEndsAt,
        memberOnly: p.memberOnly,
        sortOrder: p.sortOrder,
      });
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.duplicate',
      entityType: 'event',
      entityId: copyId,
      summary: `Duplicated ${r.title}`,
      detail: { sourceEventId: eventId },
    });
    return copyId;
  });
  return getAdminEvent(ctx, actor, id);
}

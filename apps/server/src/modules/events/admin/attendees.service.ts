/**
 * An event's attendees for staff (issue 22; spec 03 §3 User ticket, Substitute nominee, Dietary):
 * the searchable list, the CSV export (streamed in keyset batches of 500 tickets, so memory stays
 * flat however many tickets an event has), the caterer's dietary summary, and cancelling the whole
 * event: every Active ticket Removed with a full refund through the ticket cancellation path
 * (tickets.repository `markTicketRemoved`, seats `releaseSoldSeat`) and the one refund path
 * (`recordRefund`: at once for the test gateway; through the outbox to Stripe when paid through Stripe), the
 * event shown as cancelled, and every holder mailed after the commit.
 */
import { Readable } from 'node:stream';
import type {
  AttendanceStatus,
  EventAttendee,
  EventAttendeesResponse,
  EventCancelResult,
  EventDietarySummary,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import { money, toDate } from '../../../lib/values';
import { enforce } from '../../../policies/denial';
import { checkCancelEvent } from '../../../policies/events-admin';
import { EVENT_DENIALS } from '../../../policies/events';
import { auditActorOf, recordStaffAction } from '../../audit';
import { recordRefund } from '../../billing';
import { enqueueWebhookEvent } from '../../webhooks';
import { releaseSoldSeat } from '../seats.repository';
import { markTicketRemoved } from '../tickets.repository';
import { closeEventEntries } from '../waitlist.repository';
import { type AttendeeRow, attendeeBatch, attendeePage, dietaryRows, lockActiveTickets } from './attendees.repository';
import { eventState, setEventStatus } from './events-admin.repository';
import { csvLine } from '../../../lib/csv';
import { mailEventCancelled, mailWaitlistEventCancelled } from './event-mails';

const CSV_BATCH = 500;

const list = (v: string[] | string | null): string[] =>
  v == null
    ? []
    : Array.isArray(v)
      ? v
      : v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
          .map((s) => s.replace(/^"|"$/g, ''));

/** A ticket row as staff see it. */
export function presentAttendee(r: AttendeeRow): EventAttendee {
  return {
    ticketId: Number(r.id),
    ticketNumber: r.ticketNumber,
    holderName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
    holderEmail: r.email,
    ticketType: r.priceName,
    amount: money(r.amountCents),
    attendanceStatus: r.attendanceStatus as AttendanceStatus,
    dietaryRequirements: list(r.dietaryRequirements),
    otherDietaryRequirement: r.otherDietaryRequirement,
    accessibilityRequirement: r.accessibilityRequirement,
    substitute: r.nomineeName
      ? `${[r.nomineeTitle, r.nomineeName].filter(Boolean).join(' ')}${r.nomineeEmail ? ` (${r.nomineeEmail})` : ''}`
      : null,
    checkedInAt: r.checkedInAt ? toDate(r.checkedInAt).toISOString() : null,
    createdAt: toDate(r.createdAt).toISOString(),
  };
}

/** 404 `Event not found.` unless the event exists (staff see every status). */
async function requireEvent(ctx: AppContext, eventId: number) {
  const row = await eventState(ctx.db, eventId);
  if (!row) throw notFound(EVENT_DENIALS.eventNotFound.message);
  return row;
}

/** GET /api/v1/admin/events/{id}/attendees: one page of tickets (search: holder, email, ticket number, substitute). */
export async function listAttendees(
  ctx: AppContext,
  eventId: number,
  q: { search?: string; status?: AttendanceStatus; page: number; limit: number },
): Promise<EventAttendeesResponse> {
  await requireEvent(ctx, eventId);
  const { rows, total } = await attendeePage(ctx.db, eventId, q);
  return { data: rows.map(presentAttendee), meta: { total_count: total } };
}

const CSV_HEADER = [
  'Ticket number',
  'Holder',
  'Email',
  'Ticket type',
  'Amount (AUD)',
  'Status',
  'Dietary requirements',
  'Other dietary requirement',
  'Accessibility requirement',
  'Substitute',
  'Checked in at',
  'Registered at',
];

/**
 * GET /api/v1/admin/events/{id}/attendees.csv: every ticket of the event as CSV (UTF-8 with BOM),
 * read in keyset batches while the response streams. Answers the file name and the stream.
 */
export async function attendeesCsv(ctx: AppContext, eventId: number): Promise<{ filename: string; stream: Readable }> {
  const event = await requireEvent(ctx, eventId);
  let afterId = 0;
  let started = false;
  let done = false;
  const stream = new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push(`\uFEFF${csvLine(CSV_HEADER)}`);
          return;
        }
        if (done) {
          this.push(null);
          return;
        }
        const rows = await attendeeBatch(ctx.db, eventId, afterId, CSV_BATCH);
        if (rows.length < CSV_BATCH) done = true;
        if (rows.length === 0) {
          this.push(null);
          return;
        }
        afterId = Number(rows[rows.length - 1].id);
        this.push(
          rows
            .map((r) => {
              const a = presentAttendee(r);
              return csvLine([
                a.ticketNumber,
                a.holderName,
                a.holderEmail,
                a.ticketType,
                a.amount.toFixed(2),
                a.attendanceStatus,
                a.dietaryRequirements.join('; '),
                a.otherDietaryRequirement,
                a.accessibilityRequirement,
                a.substitute,
                a.checkedInAt,
                a.createdAt,
              ]);
            })
            .join(''),
        );
      } catch (err) {
        this.destroy(err as Error);
      }
    },
  });
  const slug =
    event.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return { filename: `attendees-${slug}.csv`, stream };
}

/** GET /api/v1/admin/events/{id}/dietary-summary: what the caterer needs, over Active tickets. */
export async function dietarySummary(ctx: AppContext, eventId: number): Promise<EventDietarySummary> {
  await requireEvent(ctx, eventId);
  const r = await dietaryRows(ctx.db, eventId);
  return {
    activeTickets: r.active,
    withoutRequirements: r.without,
    counts: r.counts.map((c) => ({ requirement: c.requirement, count: Number(c.count) })),
    other: r.texts.filter((t) => t.other).map((t) => ({ ticketNumber: t.ticketNumber, text: t.other ?? '' })),
    accessibility: r.texts.filter((t) => t.access).map((t) => ({ ticketNumber: t.ticketNumber, text: t.access ?? '' })),
  };
}

/**
 * POST /api/v1/admin/events/{id}/cancel: the event cancelled, every Active ticket Removed with a full
 * refund (its price) recorded once — the event row is locked, so a second cancel waits and then
 * answers 409 ALREADY_CANCELLED — its open waitlist entries closed, and every holder and every member
 * who was waiting (without a ticket) mailed after the commit.
 */
export async function cancelEvent(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  now = new Date(),
): Promise<EventCancelResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const event = await eventState(tx, eventId, true);
    if (!event) throw notFound(EVENT_DENIALS.eventNotFound.message);
    enforce(checkCancelEvent(event.status));
    const tickets = await lockActiveTickets(tx, eventId);
    let refunded = 0;
    for (const t of tickets) {
      const cents = Number(t.amountCents);
      await markTicketRemoved(tx, Number(t.id), now, cents);
      await releaseSoldSeat(tx, Number(t.ticketPriceId));
      await recordRefund(ctx, tx, { ticketId: Number(t.id), amountCents: cents, key: `ticket-${t.id}` });
      refunded += cents;
    }
    await setEventStatus(tx, eventId, 'cancelled', null);
    for (const t of tickets)
      await enqueueWebhookEvent(
        ctx,
        tx,
        'ticket.cancelled',
        {
          id: Number(t.id),
          eventId,
          ticketTypeId: Number(t.ticketPriceId),
          accountId: t.accountId,
          refundCents: Number(t.amountCents),
          reason: 'event.cancelled',
        },
        { accountId: t.accountId },
      );
    await enqueueWebhookEvent(ctx, tx, 'event.cancelled', {
      id: eventId,
      title: event.title,
      status: 'cancelled',
      ticketsCancelled: tickets.map((t) => Number(t.id)),
      refundedCents: refunded,
    });
    const waiting = await closeEventEntries(
      tx,
      eventId,
      tickets.map((t) => Number(t.id)),
    );
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.cancel',
      entityType: 'event',
      entityId: eventId,
      summary: `Cancelled ${event.title}: ${tickets.length} ticket${tickets.length === 1 ? '' : 's'} refunded`,
      before: { status: event.status },
      after: { status: 'cancelled' },
      detail: { ticketsCancelled: tickets.length, refundedCents: refunded },
    });
    const ids = tickets.map((t) => Number(t.id));
    await mailEventCancelled(ctx, tx, eventId, event.title, ids);
    await mailWaitlistEventCancelled(ctx, tx, eventId, event.title, waiting);
    return { title: event.title, ids, refunded, waiting };
  });
  return {
    eventId,
    status: 'cancelled',
    ticketsCancelled: result.ids.length,
    refundedAmount: money(result.refunded),
  };
}

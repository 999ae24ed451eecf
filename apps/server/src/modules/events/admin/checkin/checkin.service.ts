/**
 * Check-in at the door (issue 22, beyond the spec): staff find a ticket by search (the attendee list)
 * or scan its QR code (which carries the ticket number) and check it in. A ticket checks in once:
 * the write is one conditional UPDATE (`checked_in_at is null`), so of concurrent scans exactly one
 * succeeds and the others answer 409 `This ticket has already been checked in`.
 */
import type { EventAttendee } from '@portal/shared';
import type { Actor, AppContext } from '../../../../context';
import { enforce, permitted } from '../../../../policies/denial';
import { checkCheckIn } from '../../../../policies/events-admin';
import { attendeeById, checkInTicket, markCheckedIn } from '../attendees.repository';
import { presentAttendee } from '../attendees.service';
import { auditActorOf, recordStaffAction } from '../../../audit';
import { enqueueWebhookEvent } from '../../../webhooks';

/**
 * POST /api/v1/admin/events/{id}/checkin {ticketId}: checks the ticket in. Errors: 404 (no such ticket
 * of this event), 409 (cancelled, or already checked in). Answers the attendee row. The check-in and
 * its `event.checkin` staff audit entry (issue 29) are written in one transaction.
 */
export async function checkIn(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  ticketId: number,
): Promise<EventAttendee> {
  const row = await checkInTicket(ctx.db, eventId, ticketId);
  enforce(checkCheckIn(row && { attendanceStatus: row.attendanceStatus, checkedInAt: row.checkedInAt }));
  const checkedIn = await ctx.db.transaction(async (tx) => {
    if (!(await markCheckedIn(tx, ticketId, actor.id))) return false;
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'event.checkin',
      entityType: 'ticket',
      entityId: ticketId,
      summary: `Checked in ticket ${ticketId}`,
      detail: { eventId },
    });
    if (row)
      await enqueueWebhookEvent(
        ctx,
        tx,
        'ticket.checked_in',
        { id: ticketId, eventId, accountId: row.accountId, checkedInAt: new Date().toISOString() },
        { accountId: row.accountId },
      );
    return true;
  });
  if (!checkedIn) {
    const now = await checkInTicket(ctx.db, eventId, ticketId);
    enforce(checkCheckIn(now && { attendanceStatus: now.attendanceStatus, checkedInAt: now.checkedInAt }));
  }
  return presentAttendee(permitted(await attendeeById(ctx.db, ticketId), null));
}

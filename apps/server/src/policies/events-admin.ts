/**
 * Staff event management (issue 22, beyond the spec): who may author events, and which state changes
 * an event and a ticket allow. Pure functions of the actor and the loaded facts; the admin services
 * load the facts, ask here and `enforce` the answer.
 *
 * - Managing events (create, edit, publish, cancel, attendees, check-in): staff or EventsStaff (isEventsStaff).
 * - Publish: a draft only (409 CONFLICT otherwise); a scheduled time must lie in the future (400).
 * - Unpublish: a published event only (409). Cancel: not already cancelled (409 ALREADY_CANCELLED).
 * - Check-in: an Active ticket of the event (404 otherwise), once (409 CONFLICT the second time).
 */
import { EVENT_ADMIN_MESSAGES } from '@portal/shared';
import type { Denial } from './denial';
import { deny } from './denial';
import { isEventsStaff, type StaffActor } from './staff';

/** True when the actor may manage events: staff or the EventsStaff scope (policies/staff.ts). */
export function canManageEvents(actor: StaffActor): boolean {
  return isEventsStaff(actor);
}

/** 403 unless the actor may manage events. */
export function checkManageEvents(actor: StaffActor): Denial | null {
  return canManageEvents(actor) ? null : deny('FORBIDDEN', 'You do not have permission to do this.');
}

/** Publishing now or at `publishAt`: a draft only; the time in the future. */
export function checkPublish(status: string, publishAt: Date | null, now: Date): Denial | null {
  if (status !== 'draft') return deny('CONFLICT', EVENT_ADMIN_MESSAGES.notDraft);
  if (publishAt && publishAt.getTime() <= now.getTime())
    return deny('VALIDATION_ERROR', EVENT_ADMIN_MESSAGES.publishAtInPast);
  return null;
}

/** Unpublishing (back to draft): a published event only. */
export function checkUnpublish(status: string): Denial | null {
  return status === 'published' ? null : deny('CONFLICT', EVENT_ADMIN_MESSAGES.notPublished);
}

/** Cancelling an event: any status but cancelled. */
export function checkCancelEvent(status: string): Denial | null {
  return status === 'cancelled' ? deny('ALREADY_CANCELLED', EVENT_ADMIN_MESSAGES.alreadyCancelled) : null;
}

/** Checking a ticket in: Active and not checked in yet. */
export function checkCheckIn(ticket: { attendanceStatus: string; checkedInAt: unknown } | null): Denial | null {
  if (!ticket) return deny('NOT_FOUND', 'Ticket not found.');
  if (ticket.attendanceStatus !== 'Active') return deny('CONFLICT', EVENT_ADMIN_MESSAGES.ticketNotActive);
  if (ticket.checkedInAt) return deny('CONFLICT', EVENT_ADMIN_MESSAGES.alreadyCheckedIn);
  return null;
}

/** Whether a new ticket-type capacity is allowed given its sold seats. */
export function checkCapacity(capacity: number | null, sold: number): Denial | null {
  return capacity != null && capacity < sold ? deny('VALIDATION_ERROR', EVENT_ADMIN_MESSAGES.capacityBelowSold) : null;
}

/**
 * Who sees which event and may act for whom, and when a ticket may be taken, cancelled or passed on
 * (spec 03 §4 Event registration, §5 Nominee, §6: no explicit roles, access is by feature flag and
 * contact type, §9 Cancellation terms; issue #4). Pure functions of the actor and the loaded event,
 * ticket type or ticket: the services load the facts, ask here and `enforce` the answer.
 *
 * - Members see published events; the events scope (policies/staff.ts) sees drafts and cancelled events too and
 *   the seat counts of ticket types. An event the caller cannot see answers 404 like a missing one.
 * - A payload's `userId` must be the caller; staff may name another account (403 otherwise).
 * - A ticket of someone else answers 404 like a missing one (existence is private).
 * - Registration: the event visible (404), published and not started (409 REGISTRATION_CLOSED),
 *   enough seats left (409 SOLD_OUT); a free registration needs a free price and no Active ticket.
 * - An Active ticket may be cancelled, or a substitute nominated, until its event starts.
 */
import { EVENT_ADMIN_MESSAGES, EVENT_MESSAGES, ticketsLeftMessage } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';
import { isEventsStaff, isStaff, type StaffActor } from './staff';

export type EventActor = Pick<Actor, 'id' | 'role' | 'contactTypes'>;

/** An event as the rules read it. */
export interface EventFacts {
  /** 'published', 'draft' or 'cancelled'. */
  status: string;
}

/** A ticket type (price) with its event and seats, as the registration rules read it. */
export interface TicketTypeFacts {
  name: string;
  amountCents: number;
  /** Seats of the type; null = unlimited. */
  capacity: number | null;
  sold: number;
  eventStatus: string;
  eventStart: Date;
  /** Sale window and member-only (issue 22, set by staff); absent = open to all until the start. */
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  memberOnly?: boolean;
}

/** A ticket as the rules read it. */
export interface TicketFacts {
  accountId: string;
  /** 'Active' or 'Removed'. */
  attendanceStatus: string;
  eventStart: Date;
}

export const EVENT_DENIALS = {
  eventNotFound: deny('NOT_FOUND', EVENT_MESSAGES.eventNotFound),
  ticketNotFound: deny('NOT_FOUND', EVENT_MESSAGES.ticketNotFound),
  ticketTypeNotFound: deny('NOT_FOUND', EVENT_MESSAGES.ticketTypeNotFound),
  actForOwnAccount: deny('FORBIDDEN', EVENT_MESSAGES.actForOwnAccount),
  accountNotFound: deny('NOT_FOUND', EVENT_MESSAGES.accountNotFound),
  registrationClosed: deny('REGISTRATION_CLOSED', EVENT_MESSAGES.registrationClosed),
  checkoutRequired: deny('CHECKOUT_REQUIRED', EVENT_MESSAGES.checkoutRequired),
  alreadyRegistered: deny('ALREADY_REGISTERED', EVENT_MESSAGES.alreadyRegistered),
  alreadyCancelled: deny('ALREADY_CANCELLED', EVENT_MESSAGES.ticketAlreadyCancelled),
  cannotCancel: deny('CANNOT_CANCEL', EVENT_MESSAGES.ticketCannotBeCancelled),
  cannotNominate: deny('CANNOT_NOMINATE', EVENT_MESSAGES.substituteNotAllowed),
  notOnSale: deny('REGISTRATION_CLOSED', EVENT_ADMIN_MESSAGES.notOnSale),
  membersOnly: deny('FORBIDDEN', EVENT_ADMIN_MESSAGES.membersOnly),
} as const;

/** The contact type a member-only ticket type asks for (spec 01 §3 contact types). */
export const MEMBER_CONTACT_TYPE = 'Member';

/**
 * True when the actor sees events of every status (drafts, cancelled): the events scope (staff or
 * EventsStaff, policies/staff.ts), the same scope that creates and edits them (issue 30: events
 * staff created a draft and could not open it).
 */
export function seesEveryEvent(actor: StaffActor): boolean {
  return isEventsStaff(actor);
}

/** True when the actor sees the sold and held counts of ticket types: the events scope. */
export function seesSeatCounts(actor: StaffActor): boolean {
  return isEventsStaff(actor);
}

/** True when the actor may see an event of this status. */
export function canSeeEvent(actor: StaffActor, status: string): boolean {
  return status === 'published' || seesEveryEvent(actor);
}

/**
 * True when the actor may open the details page of an event of this status: what canSeeEvent
 * allows, and a cancelled event for everyone (issue 22: its page says it was cancelled, with no
 * registration; the lists, search and calendar leave cancelled events out).
 */
export function canSeeEventDetails(actor: StaffActor, status: string): boolean {
  return canSeeEvent(actor, status) || status === 'cancelled';
}

/** 404 `Event not found.` when the event is missing or its details page is not the actor's to see. */
export function checkSeeEventDetails(actor: StaffActor, event: EventFacts | null | undefined): Denial | null {
  return event && canSeeEventDetails(actor, event.status) ? null : EVENT_DENIALS.eventNotFound;
}

/** 404 `Event not found.` when the event is missing or the actor may not see it. */
export function checkSeeEvent(actor: StaffActor, event: EventFacts | null | undefined): Denial | null {
  return event && canSeeEvent(actor, event.status) ? null : EVENT_DENIALS.eventNotFound;
}

/**
 * Acting for the account a payload's `userId` names: 403 when it is another account and the actor
 * is not staff; then 404 `Account not found.` when that account does not exist.
 */
export function checkActFor(actor: EventActor, userId: string, accountExists: boolean): Denial | null {
  if (userId.toLowerCase() !== actor.id.toLowerCase() && !isStaff(actor)) return EVENT_DENIALS.actForOwnAccount;
  return accountExists ? null : EVENT_DENIALS.accountNotFound;
}

/** The account a payload's `userId` names (the caller's own id when it names the caller); ask checkActFor too. */
export function actingAccountId(actor: Pick<Actor, 'id'>, userId: string): string {
  return userId.toLowerCase() === actor.id.toLowerCase() ? actor.id : userId;
}

/** Seats left of a type (capacity − sold − held, never below 0), or null when unlimited. */
export function remainingSeats(capacity: number | null, sold: number, held: number): number | null {
  if (capacity == null) return null;
  return Math.max(0, capacity - sold - held);
}

/**
 * Whether the type's event takes registrations at `now`: 404 `Ticket type not found.` when missing
 * or not visible to the actor, 409 REGISTRATION_CLOSED unless published and not started.
 */
export function checkRegistrationOpen(
  actor: StaffActor,
  type:
    | Pick<TicketTypeFacts, 'eventStatus' | 'eventStart' | 'saleStartsAt' | 'saleEndsAt' | 'memberOnly'>
    | null
    | undefined,
  now: Date,
): Denial | null {
  if (!type || !canSeeEvent(actor, type.eventStatus)) return EVENT_DENIALS.ticketTypeNotFound;
  if (type.eventStatus !== 'published' || type.eventStart.getTime() <= now.getTime())
    return EVENT_DENIALS.registrationClosed;
  // Issue 22: a type's sale window, and member-only types (staff may still act).
  if (
    (type.saleStartsAt && type.saleStartsAt.getTime() > now.getTime()) ||
    (type.saleEndsAt && type.saleEndsAt.getTime() <= now.getTime())
  )
    return EVENT_DENIALS.notOnSale;
  if (type.memberOnly && !isStaff(actor) && !actor.contactTypes.includes(MEMBER_CONTACT_TYPE))
    return EVENT_DENIALS.membersOnly;
  return null;
}

/**
 * 409 SOLD_OUT ("No tickets left for X." / "Sorry, only N tickets left for X.") unless `quantity`
 * seats of the type are free with `held` seats held by unexpired holds.
 */
export function checkSeatsLeft(
  type: Pick<TicketTypeFacts, 'name' | 'capacity' | 'sold'>,
  held: number,
  quantity: number,
): Denial | null {
  const remaining = remainingSeats(type.capacity, type.sold, held);
  return remaining !== null && remaining < quantity ? deny('SOLD_OUT', ticketsLeftMessage(type.name, remaining)) : null;
}

/**
 * A free registration (POST /api/event/register): 409 CHECKOUT_REQUIRED for a price above 0, 409
 * ALREADY_REGISTERED when the account holds an Active ticket of the event.
 */
export function checkFreeRegistration(
  type: Pick<TicketTypeFacts, 'amountCents'>,
  hasActiveTicket: boolean,
): Denial | null {
  if (type.amountCents > 0) return EVENT_DENIALS.checkoutRequired;
  if (hasActiveTicket) return EVENT_DENIALS.alreadyRegistered;
  return null;
}

/** 404 `Ticket not found.` when the ticket is missing or not the actor's own. */
export function checkOwnTicket(
  actor: Pick<Actor, 'id'>,
  ticket: Pick<TicketFacts, 'accountId'> | null | undefined,
): Denial | null {
  return ticket && ticket.accountId === actor.id ? null : EVENT_DENIALS.ticketNotFound;
}

/** True when the ticket is Active and its event has not started at `now`. */
export function canCancelTicket(ticket: Omit<TicketFacts, 'accountId'>, now: Date): boolean {
  return ticket.attendanceStatus === 'Active' && ticket.eventStart.getTime() > now.getTime();
}

/** Cancelling (spec 03 §9): 409 ALREADY_CANCELLED unless Active, 409 CANNOT_CANCEL once the event started. */
export function checkCancelTicket(ticket: Omit<TicketFacts, 'accountId'>, now: Date): Denial | null {
  if (ticket.attendanceStatus !== 'Active') return EVENT_DENIALS.alreadyCancelled;
  return canCancelTicket(ticket, now) ? null : EVENT_DENIALS.cannotCancel;
}

/** Nominating a substitute (spec 03 §5): 409 CANNOT_NOMINATE unless Active and not started. */
export function checkNominate(ticket: Omit<TicketFacts, 'accountId'>, now: Date): Denial | null {
  return canCancelTicket(ticket, now) ? null : EVENT_DENIALS.cannotNominate;
}

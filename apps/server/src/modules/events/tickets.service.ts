/**
 * Tickets (spec 03 §4 Event registration and Event ticket, §5 Nominee and Dietary form, §9
 * Cancellation terms; §7 register, ticket calls): free registration, the caller's tickets,
 * cancellation with the refund of the terms, substitute nomination and dietary changes.
 * A ticket that is not the caller's answers 404 like a missing one.
 */
import {
  CANCELLATION_TERMS,
  DIETARY_REQUIREMENT_OPTIONS,
  EVENT_MESSAGES,
  isSubModuleEnabled,
  type NominateSubstituteInputSchema,
  type RefundQuote,
  type TicketCancelResponse,
  type TicketDetails,
  type TicketUpdateInputSchema,
  type UserTicket,
  type UserTicketsResponse,
} from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { money } from '../../lib/values';
import { enforce, permitted } from '../../policies/denial';
import {
  canCancelTicket,
  checkCancelTicket,
  checkFreeRegistration,
  checkNominate,
  checkOwnTicket,
  checkRegistrationOpen,
  checkSeatsLeft,
} from '../../policies/events';
import { actingAccount } from '../identity';
import { mailTicketConfirmation } from './admin/confirmation-mail';
import { enqueueMail } from '../mail';
import { eventListRow } from './event-list.repository';
import { presentListItem, presentTicket } from './events.presenter';
import { findEvent } from './events.repository';
import { requireVisibleEvent } from './events.service';
import { recordRefund } from '../billing';
import { enqueueWebhookEvent } from '../webhooks';
import { renderTicketPdf } from './ticket-document';
import { computeRefund } from './refund';
import { offerFreedSeats } from './waitlist.service';
import { heldSeats, issueTickets, lockPrices } from './seats';
import { releaseSoldSeat } from './seats.repository';
import {
  accountTicketsOfEvent,
  hasActiveTicket,
  markTicketRemoved,
  setNominee,
  setRequirements,
  type TicketWithEvent,
  ticketById,
} from './tickets.repository';

const substituteOn = (ctx: AppContext) =>
  isSubModuleEnabled(ctx.config.tenant.features, 'events', 'cancellation_nominate_substitute');

/** The facts the ticket rules read. */
const factsOf = (row: TicketWithEvent) => ({
  accountId: row.accountId,
  attendanceStatus: row.attendanceStatus,
  eventStart: row.eventStartUtc,
});

/** Loads the caller's ticket (locked with `forUpdate`), or throws 404 `Ticket not found.`. */
async function loadOwnTicket(
  db: Executor,
  actor: Actor,
  ticketId: number,
  forUpdate = false,
): Promise<TicketWithEvent> {
  const row = await ticketById(db, ticketId, forUpdate);
  return permitted(row, checkOwnTicket(actor, row && factsOf(row)));
}

/**
 * POST /api/event/register {ticketPriceId, userId}: a free ticket at once, taking a seat
 * atomically. Errors: 403 (userId not the caller, caller not staff), 404 `Account not found.` (staff
 * naming no account), 404 `Ticket type not found.`, 409
 * CHECKOUT_REQUIRED (a price above 0: use the cart), ALREADY_REGISTERED, SOLD_OUT, REGISTRATION_CLOSED.
 */
export async function registerFree(
  ctx: AppContext,
  actor: Actor,
  input: { ticketPriceId: number; userId: string },
  now = new Date(),
): Promise<UserTicket> {
  const accountId = await actingAccount(ctx.db, actor, input.userId);
  const ticketId = await ctx.db.transaction(async (tx) => {
    const [locked] = await lockPrices(tx, [input.ticketPriceId]);
    const price = permitted(locked, checkRegistrationOpen(actor, locked, now));
    enforce(checkFreeRegistration(price, await hasActiveTicket(tx, accountId, price.eventId)));
    enforce(checkSeatsLeft(price, (await heldSeats(tx, [price.id], null, accountId)).get(price.id) ?? 0, 1));
    const [id] = await issueTickets(tx, price, accountId, 1, 0, null);
    await mailTicketConfirmation(ctx, tx, [id]);
    return id;
  });
  // Issued just now: the ticket is there.
  const row = permitted(await ticketById(ctx.db, ticketId), null);
  return presentTicket(row, { substituteEnabled: substituteOn(ctx), now });
}

/** GET /api/ticket/{id}: the caller's ticket with its event. */
export async function getTicket(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  now = new Date(),
): Promise<TicketDetails> {
  const row = await loadOwnTicket(ctx.db, actor, ticketId);
  // The ticket's event, whatever its status now (the ticket holds it).
  const event = permitted(await eventListRow(ctx.db, actor.id, row.eventId), null);
  return { ...presentTicket(row, { substituteEnabled: substituteOn(ctx), now }), event: presentListItem(event) };
}

/**
 * GET /api/ticket/{id}/pdf (issue 30; beyond spec 03 §7): the caller's ticket as a PDF with its QR
 * code. 404 `Ticket not found.` when it is not the caller's (or does not exist).
 */
export async function ticketDocument(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
): Promise<{ filename: string; body: Buffer }> {
  await loadOwnTicket(ctx.db, actor, ticketId);
  return permitted(await renderTicketPdf(ctx, ticketId), null);
}

/** GET /api/user/event/{id}/tickets: the caller's tickets of a visible (or cancelled) event, Active first, one page. */
export async function listUserTickets(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  page: number,
  size: number,
  now = new Date(),
): Promise<UserTicketsResponse> {
  await requireVisibleEvent(ctx.db, actor, eventId, true);
  const { rows, total } = await accountTicketsOfEvent(ctx.db, actor.id, eventId, page, size);
  const substituteEnabled = substituteOn(ctx);
  return { tickets: rows.map((r) => presentTicket(r, { substituteEnabled, now })), totalItems: total };
}

function quoteOf(row: TicketWithEvent, now: Date): RefundQuote {
  const r = computeRefund({
    amountCents: row.amountCents,
    isConference: row.isConference,
    eventStart: row.eventStartUtc,
    now,
  });
  const canCancel = canCancelTicket(factsOf(row), now);
  return {
    ticketId: row.id,
    amount: money(row.amountCents),
    refundAmount: canCancel ? money(r.refundCents) : 0,
    refundPercent: canCancel ? r.refundPercent : 0,
    handlingFee: canCancel ? money(r.feeCents) : 0,
    isConference: row.isConference,
    daysBeforeStart: r.daysBeforeStart,
    canCancel,
    terms: [...CANCELLATION_TERMS],
  };
}

/** GET /api/ticket/{id}/refund-quote: what cancelling now would refund (spec 03 §9). */
export async function refundQuote(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  now = new Date(),
): Promise<RefundQuote> {
  return quoteOf(await loadOwnTicket(ctx.db, actor, ticketId), now);
}

/**
 * POST /api/ticket/cancel {ticketId}: Active → Removed before the event starts, with the refund of
 * the terms; the seat is freed and offered to the type's waitlist. Errors: 404, 409 ALREADY_CANCELLED, 409 CANNOT_CANCEL (started).
 */
export async function cancelTicket(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  now = new Date(),
): Promise<TicketCancelResponse> {
  const done = await ctx.db.transaction(async (tx) => {
    const row = await loadOwnTicket(tx, actor, ticketId, true);
    enforce(checkCancelTicket(factsOf(row), now));
    const quote = quoteOf(row, now);
    const refundCents = Math.round(quote.refundAmount * 100);
    await markTicketRemoved(tx, ticketId, now, refundCents);
    await releaseSoldSeat(tx, row.ticketPriceId);
    await recordRefund(ctx, tx, { ticketId, amountCents: refundCents, key: `ticket-${ticketId}` });
    await enqueueWebhookEvent(
      ctx,
      tx,
      'ticket.cancelled',
      {
        id: ticketId,
        eventId: row.eventId,
        ticketTypeId: row.ticketPriceId,
        accountId: row.accountId,
        refundCents,
        reason: 'member',
      },
      { accountId: row.accountId },
    );
    return {
      priceId: row.ticketPriceId,
      answer: { ticketId, attendanceStatus: 'Removed' as const, refundAmount: quote.refundAmount },
    };
  });
  // The freed seat goes to the type's waitlist at once (the job would find it within a minute).
  await offerFreedSeats(ctx, [done.priceId]).catch((err) => ctx.log.warn({ err }, 'waitlist offer failed'));
  return done.answer;
}

/**
 * POST /api/ticket/nominatesubstitute: records the nominee on an Active ticket of an event not
 * started yet (409 CANNOT_NOMINATE otherwise) and tells the nominee by mail.
 */
export async function nominateSubstitute(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof NominateSubstituteInputSchema>,
  now = new Date(),
): Promise<UserTicket> {
  const row = await ctx.db.transaction(async (tx) => {
    const ticket = await loadOwnTicket(tx, actor, input.ticketId, true);
    enforce(checkNominate(factsOf(ticket), now));
    await setNominee(tx, input.ticketId, input);
    const updated = await loadOwnTicket(tx, actor, input.ticketId);
    const event = await findEvent(tx, updated.eventId);
    await enqueueMail(ctx, tx, {
      kind: 'events.nominee',
      to: input.nomineeEmail,
      accountId: null,
      subject: `You have been nominated to attend ${event?.title ?? 'an event'}`,
      text: `Hello ${input.nomineeTitle} ${input.nomineeName},\n\n${actor.firstName} ${actor.lastName} has nominated you to attend "${event?.title ?? ''}" in their place (ticket ${updated.ticketNumber}).\n`,
    });
    return updated;
  });
  return presentTicket(row, { substituteEnabled: substituteOn(ctx), now });
}

/**
 * POST /api/ticket/update: dietary and accessibility needs of the caller's ticket. An empty list is
 * stored as null; a list needs the tenant's dietary field (400 otherwise) and known values.
 */
export async function updateTicketRequirements(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof TicketUpdateInputSchema>,
  now = new Date(),
): Promise<UserTicket> {
  const list =
    input.dietaryRequirements && input.dietaryRequirements.length > 0 ? [...new Set(input.dietaryRequirements)] : null;
  if (list && !ctx.config.tenant.dietaryRequirementsField) {
    throw new AppError('VALIDATION_ERROR', EVENT_MESSAGES.dietaryNotCollected, {
      errors: [{ field: 'dietaryRequirements', message: EVENT_MESSAGES.dietaryNotCollected }],
    });
  }
  const known = new Set<string>(DIETARY_REQUIREMENT_OPTIONS);
  if (list?.some((v) => !known.has(v))) {
    throw new AppError('VALIDATION_ERROR', EVENT_MESSAGES.dietaryUnknown, {
      errors: [{ field: 'dietaryRequirements', message: EVENT_MESSAGES.dietaryUnknown }],
    });
  }
  const text = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  const other = text(input.otherDietaryRequirement);
  const access = text(input.accessibilityRequirement);
  const row = await ctx.db.transaction(async (tx) => {
    await loadOwnTicket(tx, actor, input.ticketId, true);
    await setRequirements(tx, input.ticketId, list, other, access);
    return loadOwnTicket(tx, actor, input.ticketId);
  });
  return presentTicket(row, { substituteEnabled: substituteOn(ctx), now });
}

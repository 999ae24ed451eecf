/**
 * Waitlist of sold-out ticket types (issue 22, beyond the spec).
 *
 * - A member joins the line of a capacity-limited type that has no seat free for them (409 CONFLICT
 *   otherwise), sees their position, and leaves.
 * - Freed seats (a cancelled ticket, a lapsed checkout hold, a raised capacity, a lapsed offer) go
 *   to the line first: `offerFreedSeats` locks the type's row (the same lock every registration and
 *   checkout takes, seats.ts), counts capacity − sold − holds − open offers, and offers that many
 *   waiting members in order for WAITLIST_LIMITS.offerHours (never past the start). An offer keeps
 *   the seat from everybody else (seats.repository.ts), so the member claims it through the normal
 *   register or checkout path and nothing is oversold; issuing the ticket closes the entry.
 * - The job `events.waitlist-offers` (scheduled in the database, modules/jobs/) expires lapsed
 *   offers and offers freed seats every minute; a ticket cancellation offers its seat at once.
 *   Because offers are made under the row lock, two runs at once (two processes) offer a seat once.
 * Offer mails go after the commit through the mail module.
 */
import {
  type StaffWaitlist,
  WAITLIST_LIMITS,
  WAITLIST_MESSAGES,
  type WaitlistEntries,
  type WaitlistEntry,
  formatDateTimeInZone,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { enqueueMail } from '../mail';
import { AppError } from '../../lib/errors';
import { enforce, permitted } from '../../policies/denial';
import { checkRegistrationOpen, EVENT_DENIALS, remainingSeats } from '../../policies/events';
import { heldSeats, lockPrices } from './seats';
import { findEvent } from './events.repository';
import { requireVisibleEvent } from './events.service';
import { hasActiveTicket } from './tickets.repository';
import {
  accountEntries,
  eventEntries,
  expireLapsedOffers,
  insertEntry,
  leaveEntry,
  type OfferRow,
  offerNext,
  pricesWithWaiting,
  seatsFreeForLine,
  type WaitlistEntryRow,
} from './waitlist.repository';

/** The job's name in `scheduled_jobs`. */
export const WAITLIST_JOB = 'events.waitlist-offers';

function presentEntry(r: WaitlistEntryRow): WaitlistEntry {
  return {
    ticketPriceId: r.ticketPriceId,
    ticketPriceName: r.priceName,
    status: r.status,
    position: r.position,
    offerExpiresAt: r.offerExpiresAt == null ? null : r.offerExpiresAt.toISOString(),
    joinedAt: r.createdAt.toISOString(),
  };
}

/**
 * POST /api/event/waitlist/join {ticketPriceId}: joins the line of a sold-out type (idempotent:
 * already on it answers the same). Answers the caller's entries of the event.
 * @throws 404 `Ticket type not found.`; 409 REGISTRATION_CLOSED (not open, as for registering);
 *   409 ALREADY_REGISTERED (holds a ticket of the event); 409 CONFLICT (unlimited, or seats free).
 */
export async function joinWaitlist(
  ctx: AppContext,
  actor: Actor,
  ticketPriceId: number,
  now = new Date(),
): Promise<WaitlistEntries> {
  const eventId = await ctx.db.transaction(async (tx) => {
    const [locked] = await lockPrices(tx, [ticketPriceId]);
    const price = permitted(locked, checkRegistrationOpen(actor, locked, now));
    if (await hasActiveTicket(tx, actor.id, price.eventId)) enforce(EVENT_DENIALS.alreadyRegistered);
    if (price.capacity == null) throw new AppError('CONFLICT', WAITLIST_MESSAGES.unlimited);
    const held = (await heldSeats(tx, [price.id], null, actor.id)).get(price.id) ?? 0;
    if ((remainingSeats(price.capacity, price.sold, held) ?? 1) > 0)
      throw new AppError('CONFLICT', WAITLIST_MESSAGES.notSoldOut);
    await insertEntry(tx, { eventId: price.eventId, ticketPriceId: price.id, accountId: actor.id });
    return price.eventId;
  });
  return { entries: (await accountEntries(ctx.db, eventId, actor.id)).map(presentEntry) };
}

/**
 * POST /api/event/waitlist/leave {ticketPriceId}: leaves the line (an open offer is given up and its
 * seat offered to the next at once). 404 when the caller is not on it.
 */
export async function leaveWaitlist(ctx: AppContext, actor: Actor, ticketPriceId: number): Promise<WaitlistEntries> {
  const left = await ctx.db.transaction(async (tx) => {
    const [price] = await lockPrices(tx, [ticketPriceId]);
    if (!price || !(await leaveEntry(tx, ticketPriceId, actor.id)))
      throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.notOnList);
    return price;
  });
  await offerFreedSeats(ctx, [left.id]);
  return { entries: (await accountEntries(ctx.db, left.eventId, actor.id)).map(presentEntry) };
}

/** GET /api/user/event/{id}/waitlist: the caller's open entries of a visible event. */
export async function myWaitlist(ctx: AppContext, actor: Actor, eventId: number): Promise<WaitlistEntries> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  return { entries: (await accountEntries(ctx.db, eventId, actor.id)).map(presentEntry) };
}

/** GET /api/v1/admin/events/{id}/waitlist (staff; the route checks): open entries, offers first per type. */
export async function staffWaitlist(ctx: AppContext, eventId: number): Promise<StaffWaitlist> {
  if (!(await findEvent(ctx.db, eventId))) throw new AppError('NOT_FOUND', EVENT_DENIALS.eventNotFound.message);
  const rows = await eventEntries(ctx.db, eventId);
  return {
    entries: rows.map((r) => ({
      ...presentEntry(r),
      accountId: r.accountId,
      name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
      email: r.email,
      offeredAt: r.offeredAt == null ? null : r.offeredAt.toISOString(),
    })),
  };
}

/** Offers the free seats of one type to its line, under the type's row lock. Answers the offers made. */
async function offerType(tx: Executor, priceId: number): Promise<OfferRow[]> {
  const [price] = await lockPrices(tx, [priceId]);
  if (price?.eventStatus !== 'published') return [];
  const free = await seatsFreeForLine(tx, priceId);
  // An unlimited type has no line to serve (joining needs a capacity; a capacity removed later frees everyone).
  const count = free == null ? Number.MAX_SAFE_INTEGER : free;
  return offerNext(tx, priceId, Math.min(count, 1000), WAITLIST_LIMITS.offerHours);
}

/**
 * Offers freed seats of `priceIds` (each type in its own transaction under its row lock) and mails
 * each offer after the commit. Answers how many offers were made.
 */
export async function offerFreedSeats(ctx: AppContext, priceIds: readonly number[]): Promise<number> {
  let made = 0;
  for (const priceId of [...new Set(priceIds)].sort((a, b) => a - b)) {
    const offers = await ctx.db.transaction(async (tx) => {
      const made = await offerType(tx, priceId);
      for (const offer of made) await mailOffer(ctx, tx, offer);
      return made;
    });
    made += offers.length;
  }
  return made;
}

/** One run of the job: lapsed offers expire, then every type with a line is offered its free seats. */
export async function runWaitlistOffers(ctx: AppContext): Promise<number> {
  await expireLapsedOffers(ctx.db);
  return offerFreedSeats(ctx, await pricesWithWaiting(ctx.db));
}

/** Writes the offer's mail to the outbox in the transaction that makes the offer. */
async function mailOffer(ctx: AppContext, tx: Executor, offer: OfferRow): Promise<void> {
  const until = offer.offerExpiresAt;
  // The one date-time format in the tenant's zone with its label (issue 30).
  const when = formatDateTimeInZone(until, ctx.config.tenant.timeZone);
  await enqueueMail(ctx, tx, {
    kind: 'events.waitlist-offer',
    to: offer.email,
    accountId: offer.accountId,
    subject: `A seat is free for you: ${offer.eventTitle}`,
    layout: {
      details: [
        { label: 'Event', value: offer.eventTitle },
        { label: 'Ticket type', value: offer.priceName },
        { label: 'Held until', value: when },
      ],
      action: { label: 'Claim your seat', url: `${ctx.config.publicUrl}/events/${offer.eventId}?waitlist=offer` },
    },
    text: `Hello ${offer.firstName ?? 'there'},\n\nA seat of "${offer.priceName}" at "${offer.eventTitle}" has become free and is held for you until ${when}.\n\nClaim it here: ${ctx.config.publicUrl}/events/${offer.eventId}?waitlist=offer\n\nAfter that time the seat is offered to the next person on the waitlist.\n`,
  });
}

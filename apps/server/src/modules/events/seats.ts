/**
 * Seats of ticket types, taken atomically (issue #4 Seats): the events module's seat calls, used by
 * free registration (tickets.service.ts), the cart and payments. A caller that takes seats locks
 * the ticket-price rows (SELECT ... FOR UPDATE, in id order so two checkouts never wait on each
 * other in a cycle), reads the unexpired holds of those types and only then writes tickets or
 * holds, all in one transaction: concurrent buyers of the last seat queue on the row lock and the
 * second one sees the first one's seat. Expiry needs no timer: a hold counts only while
 * `expires_at` > now(). Whether seats may be taken is decided by policies/events.ts
 * (checkRegistrationOpen, checkSeatsLeft).
 */
import type { Executor } from '../../db/raw-query';
import { enqueueWebhookEvent } from '../webhooks';
import type { TicketTypeFacts } from '../../policies/events';
import { addSold, heldSeatRows, insertTickets, lockPriceRows } from './seats.repository';
import { claimEntries } from './waitlist.repository';

/** A locked ticket price with its event: the facts the registration rules read, and more. */
export interface LockedPrice extends TicketTypeFacts {
  id: number;
  eventId: number;
  eventTitle: string;
}

/** Locks the ticket-price rows of `ids` (id order) and answers them with their event. */
export async function lockPrices(tx: Executor, ids: readonly number[]): Promise<LockedPrice[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const rows = await lockPriceRows(tx, unique);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    name: r.name,
    amountCents: r.amountCents,
    capacity: r.capacity,
    sold: r.sold,
    eventTitle: r.eventTitle,
    eventStatus: r.eventStatus,
    eventStart: r.startUtc,
    saleStartsAt: r.saleStartsAt,
    saleEndsAt: r.saleEndsAt,
    memberOnly: r.memberOnly,
  }));
}

/**
 * Seats of each type not free for `accountId`: unexpired holds (optionally not counting one checkout
 * session's) and what the waitlist keeps from that account (others' offers; the waiting line unless
 * it holds an offer of the type). `accountId` null: every offer and waiting entry counts.
 */
export async function heldSeats(
  tx: Executor,
  ids: readonly number[],
  exceptSessionId: string | null = null,
  accountId: string | null = null,
): Promise<Map<number, number>> {
  const rows = await heldSeatRows(tx, ids, exceptSessionId, accountId);
  return new Map(rows.map((r) => [r.ticketPriceId, r.held]));
}

/**
 * Inserts `quantity` Active tickets of one type for an account and counts them as sold; the
 * account's waitlist entries of the event are closed as claimed. Answers their ids.
 */
export async function issueTickets(
  tx: Executor,
  price: Pick<LockedPrice, 'id' | 'eventId'>,
  accountId: string,
  quantity: number,
  amountCents: number,
  orderId: string | null,
): Promise<number[]> {
  const rows = await insertTickets(tx, price, accountId, quantity, amountCents, orderId);
  await addSold(tx, price.id, quantity);
  // The account holds a ticket of the event now: its waitlist entries of the event (an offer taken up) close.
  await claimEntries(tx, price.eventId, accountId);
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  for (const id of ids)
    await enqueueWebhookEvent(
      null,
      tx,
      'ticket.created',
      {
        id,
        eventId: price.eventId,
        ticketTypeId: price.id,
        accountId,
        orderId,
        amountCents: Math.round(amountCents / Math.max(1, quantity)),
      },
      { accountId },
    );
  return ids;
}

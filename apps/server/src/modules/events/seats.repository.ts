/**
 * The data access of seats (issue #4 Seats): ticket-price rows locked in id order with their event,
 * the seats held by unexpired holds, and tickets issued with the sold count moved. Callers run these
 * in one transaction (seats.ts). Typed builder throughout (db/schema/events.ts, commerce.ts).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { type Executor, intArray } from '../../db/raw-query';
import { eventTicketPrices, eventTickets, events } from '../../db/schema';
import { activeHoldsSql } from './seat-holds.repository';
import { waitlistReservedSql } from './waitlist.repository';

/** The columns of a ticket price with its event (join `events` on the price's event). */
export const priceWithEventColumns = {
  id: eventTicketPrices.id,
  eventId: eventTicketPrices.eventId,
  name: eventTicketPrices.name,
  amountCents: eventTicketPrices.amountCents,
  capacity: eventTicketPrices.capacity,
  sold: eventTicketPrices.sold,
  eventTitle: events.title,
  eventStatus: events.status,
  startUtc: events.startUtc,
  saleStartsAt: eventTicketPrices.saleStartsAt,
  saleEndsAt: eventTicketPrices.saleEndsAt,
  memberOnly: eventTicketPrices.memberOnly,
};

/** Locks the ticket-price rows of `ids` (ascending, distinct) with SELECT ... FOR UPDATE and answers them with their event. */
export function lockPriceRows(tx: Executor, ids: readonly number[]) {
  return tx
    .select(priceWithEventColumns)
    .from(eventTicketPrices)
    .innerJoin(events, eq(events.id, eventTicketPrices.eventId))
    .where(inArray(eventTicketPrices.id, [...ids]))
    .orderBy(eventTicketPrices.id)
    .for('update', { of: eventTicketPrices });
}

/** A ticket-price row with its event, as locked (camelCase keys of the schema; times as Date). */
export type PriceLockRow = Awaited<ReturnType<typeof lockPriceRows>>[number];

/**
 * Seats held per ticket price of `ids`: unexpired, unreleased holds (optionally not counting one
 * checkout session's) plus the seats the waitlist keeps from `accountId` (waitlist.repository.ts
 * waitlistReservedSql: others' unexpired offers, and the waiting line unless the account holds an offer).
 * One row per id given (an unknown id answers its waitlist-free count too).
 */
export function heldSeatRows(
  tx: Executor,
  ids: readonly number[],
  exceptSessionId: string | null,
  accountId: string | null = null,
): Promise<{ ticketPriceId: number; held: number }[]> {
  const p = sql`"p"."id"`;
  return tx
    .select({
      ticketPriceId: sql<number>`${p}`.mapWith(Number),
      held: sql<number>`${activeHoldsSql(p, exceptSessionId)} + ${waitlistReservedSql(p, accountId)}`.mapWith(Number),
    })
    .from(sql`unnest(${intArray(ids)}) as p(id)`);
}

/** Inserts `quantity` Active tickets of a price for an account (one statement); answers their ids. */
export function insertTickets(
  tx: Executor,
  price: { id: number; eventId: number },
  accountId: string,
  quantity: number,
  amountCents: number,
  orderId: string | null,
): Promise<{ id: number }[]> {
  const row = { eventId: price.eventId, ticketPriceId: price.id, accountId, orderId, amountCents };
  return tx
    .insert(eventTickets)
    .values(Array.from({ length: quantity }, () => row))
    .returning({ id: eventTickets.id });
}

/** Counts `quantity` more seats of a ticket price as sold. */
export async function addSold(tx: Executor, priceId: number, quantity: number): Promise<void> {
  await tx
    .update(eventTicketPrices)
    .set({ sold: sql`${eventTicketPrices.sold} + ${quantity}` })
    .where(eq(eventTicketPrices.id, priceId));
}

/** Counts one seat of a ticket price as sold no longer (a cancelled ticket; never below 0). */
export async function releaseSoldSeat(tx: Executor, priceId: number): Promise<void> {
  await tx
    .update(eventTicketPrices)
    .set({ sold: sql`greatest(${eventTicketPrices.sold} - 1, 0)` })
    .where(eq(eventTicketPrices.id, priceId));
}

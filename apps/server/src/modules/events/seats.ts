/**
 * Seats of ticket types, taken atomically (issue #4 Seats). A caller that takes seats locks the
 * ticket-price rows (SELECT ... FOR UPDATE, in id order so two checkouts never wait on each other
 * in a cycle), reads the unexpired holds of those types and only then writes tickets or holds, all
 * in one transaction: concurrent buyers of the last seat queue on the row lock and the second one
 * sees the first one's seat. Expiry needs no timer: a hold counts only while `expires_at` > now().
 */
import { EVENT_MESSAGES, ticketsLeftMessage } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { type Executor, intList, query, toDate } from './events.db';
import { remainingSeats } from './events.presenter';

export interface LockedPrice {
  id: number;
  event_id: number;
  name: string;
  amount_cents: number;
  capacity: number | null;
  sold: number;
  event_title: string;
  event_status: string;
  start_utc: Date | string;
}

/** Locks the ticket-price rows of `ids` (id order) and answers them with their event. */
export async function lockPrices(tx: Executor, ids: readonly number[]): Promise<LockedPrice[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const rows = await query<LockedPrice>(
    tx,
    sql`select p.id, p.event_id, p.name, p.amount_cents, p.capacity, p.sold, e.title as event_title, e.status as event_status, e.start_utc
      from event_ticket_prices p join events e on e.id = p.event_id
      where p.id = any(${intList(unique)}::int[]) order by p.id for update of p`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    event_id: Number(r.event_id),
    amount_cents: Number(r.amount_cents),
    sold: Number(r.sold),
    capacity: r.capacity == null ? null : Number(r.capacity),
  }));
}

/** Seats held by unexpired holds of each type (optionally not counting one checkout session's). */
export async function heldSeats(
  tx: Executor,
  ids: readonly number[],
  exceptSessionId: string | null = null,
): Promise<Map<number, number>> {
  const rows = await query<{ ticket_price_id: number; held: number | string }>(
    tx,
    sql`select ticket_price_id, sum(quantity) as held from seat_holds
      where ticket_price_id = any(${intList(ids)}::int[]) and released_at is null and expires_at > now()
        ${exceptSessionId ? sql`and session_id <> ${exceptSessionId}` : sql``}
      group by ticket_price_id`,
  );
  return new Map(rows.map((r) => [Number(r.ticket_price_id), Number(r.held)]));
}

/**
 * Throws unless `quantity` seats of the locked type are free.
 * @throws AppError 409 SOLD_OUT "No tickets left for X." / "Sorry, only N tickets left for X."
 */
export function assertSeats(price: LockedPrice, held: number, quantity: number): void {
  const remaining = remainingSeats(price.capacity, price.sold, held);
  if (remaining !== null && remaining < quantity)
    throw new AppError('SOLD_OUT', ticketsLeftMessage(price.name, remaining));
}

/**
 * Throws unless the type's event takes registrations now: visible to the caller (else 404) and
 * published and not started (else 409 REGISTRATION_CLOSED).
 */
export function assertOpen(price: LockedPrice, canSee: boolean, now: Date): void {
  if (!canSee) throw new AppError('NOT_FOUND', EVENT_MESSAGES.ticketTypeNotFound);
  if (price.event_status !== 'published' || toDate(price.start_utc).getTime() <= now.getTime()) {
    throw new AppError('REGISTRATION_CLOSED', EVENT_MESSAGES.registrationClosed);
  }
}

/** Inserts `quantity` Active tickets of one type for an account and counts them as sold. Answers their ids. */
export async function issueTickets(
  tx: Executor,
  price: Pick<LockedPrice, 'id' | 'event_id'>,
  accountId: string,
  quantity: number,
  amountCents: number,
  orderId: string | null,
): Promise<number[]> {
  const rows = await query<{ id: number }>(
    tx,
    sql`insert into event_tickets (event_id, ticket_price_id, account_id, order_id, amount_cents)
      select ${price.event_id}, ${price.id}, ${accountId}, ${orderId}, ${amountCents} from generate_series(1, ${quantity})
      returning id`,
  );
  await query(tx, sql`update event_ticket_prices set sold = sold + ${quantity} where id = ${price.id}`);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

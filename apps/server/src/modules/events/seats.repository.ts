/**
 * The SQL of seats (issue #4 Seats): ticket-price rows locked in id order with their event, the
 * seats held by unexpired holds, and tickets issued with the sold count moved. Callers run these in
 * one transaction (seats.ts).
 */
import { sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../db/raw-query';
import { waitlistReservedSql } from './waitlist.repository';

/** A ticket-price row with its event, as locked. */
export interface PriceLockRow {
  id: number;
  event_id: number;
  name: string;
  amount_cents: number;
  capacity: number | null;
  sold: number;
  event_title: string;
  event_status: string;
  start_utc: Date | string;
  sale_starts_at: Date | string | null;
  sale_ends_at: Date | string | null;
  member_only: boolean;
}

/** Locks the ticket-price rows of `ids` (ascending, distinct) with SELECT ... FOR UPDATE and answers them with their event. */
export async function lockPriceRows(tx: Executor, ids: readonly number[]): Promise<PriceLockRow[]> {
  return query<PriceLockRow>(
    tx,
    sql`select p.id, p.event_id, p.name, p.amount_cents, p.capacity, p.sold, e.title as event_title, e.status as event_status, e.start_utc,
        p.sale_starts_at, p.sale_ends_at, p.member_only
      from event_ticket_prices p join events e on e.id = p.event_id
      where p.id = any(${intArray(ids)}) order by p.id for update of p`,
  );
}

/**
 * Seats held per ticket price of `ids`: unexpired, unreleased holds (optionally not counting one
 * checkout session's) plus the seats the waitlist keeps from `accountId` (waitlist.repository.ts
 * waitlistReservedSql: others' unexpired offers, and the waiting line unless the account holds an offer).
 */
export async function heldSeatRows(
  tx: Executor,
  ids: readonly number[],
  exceptSessionId: string | null,
  accountId: string | null = null,
): Promise<{ ticket_price_id: number; held: number | string }[]> {
  return query<{ ticket_price_id: number; held: number | string }>(
    tx,
    sql`select p.id as ticket_price_id,
        coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()
          ${exceptSessionId ? sql`and h.session_id <> ${exceptSessionId}` : sql``}), 0)
        + ${waitlistReservedSql(sql`p.id`, accountId)} as held
      from unnest(${intArray(ids)}) as p(id)`,
  );
}

/** Inserts `quantity` Active tickets of a price for an account; answers their ids. */
export async function insertTickets(
  tx: Executor,
  price: { id: number; eventId: number },
  accountId: string,
  quantity: number,
  amountCents: number,
  orderId: string | null,
): Promise<{ id: number }[]> {
  return query<{ id: number }>(
    tx,
    sql`insert into event_tickets (event_id, ticket_price_id, account_id, order_id, amount_cents)
      select ${price.eventId}, ${price.id}, ${accountId}, ${orderId}, ${amountCents} from generate_series(1, ${quantity})
      returning id`,
  );
}

/** Counts `quantity` more seats of a ticket price as sold. */
export async function addSold(tx: Executor, priceId: number, quantity: number): Promise<void> {
  await query(tx, sql`update event_ticket_prices set sold = sold + ${quantity} where id = ${priceId}`);
}

/** Counts one seat of a ticket price as sold no longer (a cancelled ticket; never below 0). */
export async function releaseSoldSeat(tx: Executor, priceId: number): Promise<void> {
  await query(tx, sql`update event_ticket_prices set sold = greatest(sold - 1, 0) where id = ${priceId}`);
}

/**
 * The SQL of the cart (spec 01 §3 Cart, §7 Cart): carts, their lines with each line's price and
 * seats, and a ticket price with its event and seats for adding a line. Every function takes the
 * database or a transaction first.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import { waitlistReservedSql } from '../events/waitlist.repository';
import type { PriceLockRow } from '../events/seats.repository';
import type { CartItemRow } from './cart.presenter';

export interface CartRow {
  id: string;
  account_id: string;
  status: string;
}

/** A ticket price with its event and the seats held by unexpired holds (not locked). */
export interface PriceSeatsRow extends PriceLockRow {
  held: number | string;
}

/** A cart by id (locked with `forUpdate`), or null. */
export async function cartById(db: Executor, cartId: string, forUpdate = false): Promise<CartRow | null> {
  const [cart] = await query<CartRow>(
    db,
    sql`select id, account_id, status from carts where id = ${cartId} ${forUpdate ? sql`for update` : sql``}`,
  );
  return cart ?? null;
}

/** The newest open cart of an account, or null. */
export async function latestOpenCart(db: Executor, accountId: string): Promise<CartRow | null> {
  const [cart] = await query<CartRow>(
    db,
    sql`select id, account_id, status from carts where account_id = ${accountId} and status = 'open' order by created_at desc limit 1`,
  );
  return cart ?? null;
}

/** Creates an open cart of an account; answers its id. */
export async function insertCart(db: Executor, accountId: string): Promise<string> {
  const [row] = await query<{ id: string }>(db, sql`insert into carts (account_id) values (${accountId}) returning id`);
  return row.id;
}

/** The lines of a cart in their order, with each line's price, event and seats. */
export async function cartItemRows(db: Executor, cartId: string): Promise<CartItemRow[]> {
  return query<CartItemRow>(
    db,
    sql`select ci.id, ci.ticket_price_id, ci.quantity, p.amount_cents, p.name, p.event_id, e.title as event_title, p.capacity, p.sold,
      coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()), 0) as held
    from cart_items ci join event_ticket_prices p on p.id = ci.ticket_price_id join events e on e.id = p.event_id
    where ci.cart_id = ${cartId} order by ci.id`,
  );
}

/**
 * A ticket price with its event and held seats, or null: held = unexpired holds plus what the
 * waitlist keeps from `accountId` (events/waitlist.repository.ts).
 */
export async function priceWithSeats(db: Executor, priceId: number, accountId: string): Promise<PriceSeatsRow | null> {
  const [row] = await query<PriceSeatsRow>(
    db,
    sql`select p.id, p.event_id, p.name, p.amount_cents, p.capacity, p.sold, e.title as event_title, e.status as event_status, e.start_utc,
      p.sale_starts_at, p.sale_ends_at, p.member_only,
      coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()), 0)
        + ${waitlistReservedSql(sql`p.id`, accountId)} as held
    from event_ticket_prices p join events e on e.id = p.event_id where p.id = ${priceId}`,
  );
  return row ?? null;
}

/** The line of a ticket price in a cart, or null. */
export async function cartLine(
  db: Executor,
  cartId: string,
  priceId: number,
): Promise<{ id: number; quantity: number } | null> {
  const [line] = await query<{ id: number; quantity: number }>(
    db,
    sql`select id, quantity from cart_items where cart_id = ${cartId} and ticket_price_id = ${priceId}`,
  );
  return line ?? null;
}

/** The number of lines of a cart. */
export async function countLines(db: Executor, cartId: string): Promise<number> {
  const [{ n }] = await query<{ n: number | string }>(
    db,
    sql`select count(*) as n from cart_items where cart_id = ${cartId}`,
  );
  return Number(n);
}

/** Sets the quantity of a line. */
export async function setLineQuantity(db: Executor, lineId: number, quantity: number): Promise<void> {
  await query(db, sql`update cart_items set quantity = ${quantity} where id = ${lineId}`);
}

/** Adds a line of a ticket price to a cart. */
export async function insertLine(db: Executor, cartId: string, priceId: number, quantity: number): Promise<void> {
  await query(
    db,
    sql`insert into cart_items (cart_id, ticket_price_id, quantity) values (${cartId}, ${priceId}, ${quantity})`,
  );
}

/** Marks a cart changed now. */
export async function touchCart(db: Executor, cartId: string): Promise<void> {
  await query(db, sql`update carts set updated_at = now() where id = ${cartId}`);
}

/** The cart of a line, or null when there is no such line. */
export async function cartIdOfLine(db: Executor, lineId: number): Promise<string | null> {
  const [line] = await query<{ cart_id: string }>(db, sql`select cart_id from cart_items where id = ${lineId}`);
  return line?.cart_id ?? null;
}

/** Removes a line. */
export async function deleteLine(db: Executor, lineId: number): Promise<void> {
  await query(db, sql`delete from cart_items where id = ${lineId}`);
}

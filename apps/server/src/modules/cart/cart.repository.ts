/**
 * The data access of the cart (spec 01 §3 Cart, §7 Cart): carts, their lines with each line's price
 * and seats, and a ticket price with its event and seats for adding a line. Every function takes the
 * database or a transaction first. Typed builder throughout (db/schema/commerce.ts, events.ts).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { cartItems, carts, eventTicketPrices, events } from '../../db/schema';
import { activeHoldsSql, priceWithEventColumns, waitlistReservedSql } from '../events';

const cartColumns = { id: carts.id, accountId: carts.accountId, status: carts.status };

/** A cart: id, owning account, status (open | checked_out). */
export type CartRow = { id: string; accountId: string; status: string };

/** A cart by id (locked with `forUpdate`), or null. */
export async function cartById(db: Executor, cartId: string, forUpdate = false): Promise<CartRow | null> {
  const q = db.select(cartColumns).from(carts).where(eq(carts.id, cartId)).$dynamic();
  const [cart] = await (forUpdate ? q.for('update') : q);
  return cart ?? null;
}

/** The newest open cart of an account, or null. */
export async function latestOpenCart(db: Executor, accountId: string): Promise<CartRow | null> {
  const [cart] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.accountId, accountId), eq(carts.status, 'open')))
    .orderBy(desc(carts.createdAt))
    .limit(1);
  return cart ?? null;
}

/** Creates an open cart of an account; answers its id. */
export async function insertCart(db: Executor, accountId: string): Promise<string> {
  const [row] = await db.insert(carts).values({ accountId }).returning({ id: carts.id });
  return row.id;
}

/** The lines of a cart in their order, with each line's price, event and seats (`held`: seats in unexpired holds). */
export function cartItemRows(db: Executor, cartId: string) {
  return db
    .select({
      id: cartItems.id,
      ticketPriceId: cartItems.ticketPriceId,
      quantity: cartItems.quantity,
      amountCents: eventTicketPrices.amountCents,
      name: eventTicketPrices.name,
      eventId: eventTicketPrices.eventId,
      eventTitle: events.title,
      capacity: eventTicketPrices.capacity,
      sold: eventTicketPrices.sold,
      held: sql<number>`${activeHoldsSql(eventTicketPrices.id)}`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(eventTicketPrices, eq(eventTicketPrices.id, cartItems.ticketPriceId))
    .innerJoin(events, eq(events.id, eventTicketPrices.eventId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
}

/** A line of a cart with its price, event and seats. */
export type CartItemRow = Awaited<ReturnType<typeof cartItemRows>>[number];

/**
 * A ticket price with its event and held seats, or null: held = unexpired holds plus what the
 * waitlist keeps from `accountId` (events/waitlist.repository.ts).
 */
export async function priceWithSeats(db: Executor, priceId: number, accountId: string) {
  const [row] = await db
    .select({
      ...priceWithEventColumns,
      held: sql<number>`${activeHoldsSql(eventTicketPrices.id)} + ${waitlistReservedSql(eventTicketPrices.id, accountId)}`.mapWith(
        Number,
      ),
    })
    .from(eventTicketPrices)
    .innerJoin(events, eq(events.id, eventTicketPrices.eventId))
    .where(eq(eventTicketPrices.id, priceId));
  return row ?? null;
}

/** A ticket price with its event and held seats (not locked). */
export type PriceSeatsRow = NonNullable<Awaited<ReturnType<typeof priceWithSeats>>>;

/** The line of a ticket price in a cart, or null. */
export async function cartLine(
  db: Executor,
  cartId: string,
  priceId: number,
): Promise<{ id: number; quantity: number } | null> {
  const [line] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.ticketPriceId, priceId)));
  return line ?? null;
}

/** The number of lines of a cart. */
export async function countLines(db: Executor, cartId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return n;
}

/** Sets the quantity of a line. */
export async function setLineQuantity(db: Executor, lineId: number, quantity: number): Promise<void> {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
}

/** Adds a line of a ticket price to a cart. */
export async function insertLine(db: Executor, cartId: string, priceId: number, quantity: number): Promise<void> {
  await db.insert(cartItems).values({ cartId, ticketPriceId: priceId, quantity });
}

/** Marks a cart changed now. */
export async function touchCart(db: Executor, cartId: string): Promise<void> {
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** The cart of a line, or null when there is no such line. */
export async function cartIdOfLine(db: Executor, lineId: number): Promise<string | null> {
  const [line] = await db.select({ cartId: cartItems.cartId }).from(cartItems).where(eq(cartItems.id, lineId));
  return line?.cartId ?? null;
}

/** Removes a line. */
export async function deleteLine(db: Executor, lineId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.id, lineId));
}

/** A cart locked FOR UPDATE for checkout, or null. */
export async function lockCart(
  tx: Executor,
  cartId: string,
): Promise<{ id: string; accountId: string; status: string } | null> {
  const [cart] = await tx
    .select({ id: carts.id, accountId: carts.accountId, status: carts.status })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for('update');
  return cart ?? null;
}

/** The lines of a cart (ticket price and quantity) in their order. */
export function cartLinesForCheckout(
  tx: Executor,
  cartId: string,
): Promise<{ ticketPriceId: number; quantity: number }[]> {
  return tx
    .select({ ticketPriceId: cartItems.ticketPriceId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
}

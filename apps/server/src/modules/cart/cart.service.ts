/**
 * The cart (spec 01 §3 Cart, §4 Cart checkout, §7 Cart): create, read, latest open cart, add,
 * update and remove lines. A line is a ticket price (itemPriceId) and a quantity (1-20); prices are
 * read at answer time. Seats are only checked here (a friendly early answer); they are taken
 * atomically at checkout (payments/checkout.service.ts). A cart that is not the caller's (nor the
 * caller staff) answers 404.
 */
import { CART_LIMITS, CART_MESSAGES, type Cart, type CartLatestResponse, EVENT_MESSAGES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actingAccount, canSeeEvent, isEventStaff } from '../events/events.access';
import { type Executor, query } from '../events/events.db';
import { assertOpen, assertSeats, type LockedPrice } from '../events/seats';
import { cartNotFound } from '../payments/checkout.service';
import { type CartItemRow, presentCart, presentItems } from './cart.presenter';

interface CartRow {
  id: string;
  account_id: string;
  status: string;
}

async function loadCart(db: Executor, actor: Actor, cartId: string, forUpdate = false): Promise<CartRow> {
  const [cart] = await query<CartRow>(
    db,
    sql`select id, account_id, status from carts where id = ${cartId} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!cart || (cart.account_id !== actor.id && !isEventStaff(actor))) throw cartNotFound();
  return cart;
}

async function itemRows(db: Executor, cartId: string): Promise<CartItemRow[]> {
  return query<CartItemRow>(
    db,
    sql`select ci.id, ci.ticket_price_id, ci.quantity, p.amount_cents, p.name, p.event_id, e.title as event_title, p.capacity, p.sold,
      coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()), 0) as held
    from cart_items ci join event_ticket_prices p on p.id = ci.ticket_price_id join events e on e.id = p.event_id
    where ci.cart_id = ${cartId} order by ci.id`,
  );
}

async function answer(db: Executor, cart: CartRow): Promise<Cart> {
  return presentCart(cart.id, cart.status, await itemRows(db, cart.id));
}

/** POST /api/cart/new?userId: a new open cart of the account. */
export async function newCart(ctx: AppContext, actor: Actor, userId: string): Promise<{ cartId: string }> {
  const accountId = actingAccount(actor, userId);
  const [row] = await query<{ id: string }>(
    ctx.db,
    sql`insert into carts (account_id) values (${accountId}) returning id`,
  );
  return { cartId: row.id };
}

/** GET /api/cart/{id}. */
export async function getCart(ctx: AppContext, actor: Actor, cartId: string): Promise<Cart> {
  return answer(ctx.db, await loadCart(ctx.db, actor, cartId));
}

/** GET /api/cart/latest?userId: the newest open cart, or `{cartId: null, cartItems: []}`. */
export async function latestCart(ctx: AppContext, actor: Actor, userId: string): Promise<CartLatestResponse> {
  const accountId = actingAccount(actor, userId);
  const [cart] = await query<CartRow>(
    ctx.db,
    sql`select id, account_id, status from carts where account_id = ${accountId} and status = 'open' order by created_at desc limit 1`,
  );
  if (!cart) return { cartId: null, cartItems: [] };
  return { cartId: cart.id, cartItems: presentItems(await itemRows(ctx.db, cart.id)) };
}

/** The ticket price with its event and seats (not locked), checked open and visible. */
async function openPrice(db: Executor, actor: Actor, priceId: number): Promise<{ price: LockedPrice; held: number }> {
  const [row] = await query<LockedPrice & { held: number | string }>(
    db,
    sql`select p.id, p.event_id, p.name, p.amount_cents, p.capacity, p.sold, e.title as event_title, e.status as event_status, e.start_utc,
      coalesce((select sum(h.quantity) from seat_holds h where h.ticket_price_id = p.id and h.released_at is null and h.expires_at > now()), 0) as held
    from event_ticket_prices p join events e on e.id = p.event_id where p.id = ${priceId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.ticketTypeNotFound);
  const price = { ...row, sold: Number(row.sold), capacity: row.capacity == null ? null : Number(row.capacity) };
  assertOpen(price, canSeeEvent(actor, row.event_status), new Date());
  return { price, held: Number(row.held) };
}

function assertOpenCart(cart: CartRow): void {
  if (cart.status !== 'open') throw new AppError('CART_CLOSED', CART_MESSAGES.cartClosed);
}

/**
 * POST /api/cart/additem {cartId, itemPriceId, quantity}: adds `quantity` to the line of that
 * ticket price (a new line when absent). 409 SOLD_OUT when fewer seats are left; 400 above 20.
 */
export async function addItem(
  ctx: AppContext,
  actor: Actor,
  input: { cartId: string; itemPriceId: number; quantity: number },
): Promise<Cart> {
  return setItem(ctx, actor, input, 'add');
}

/** POST /api/cart/updateitem {cartId, itemPriceId, quantity}: sets the quantity of a line (404 when absent). */
export async function updateItem(
  ctx: AppContext,
  actor: Actor,
  input: { cartId: string; itemPriceId: number; quantity: number },
): Promise<Cart> {
  return setItem(ctx, actor, input, 'set');
}

async function setItem(
  ctx: AppContext,
  actor: Actor,
  input: { cartId: string; itemPriceId: number; quantity: number },
  mode: 'add' | 'set',
): Promise<Cart> {
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCart(tx, actor, input.cartId, true);
    assertOpenCart(cart);
    const { price, held } = await openPrice(tx, actor, input.itemPriceId);
    const [line] = await query<{ id: number; quantity: number }>(
      tx,
      sql`select id, quantity from cart_items where cart_id = ${cart.id} and ticket_price_id = ${price.id}`,
    );
    if (mode === 'set' && !line) throw new AppError('NOT_FOUND', CART_MESSAGES.cartItemNotFound);
    const quantity = mode === 'add' ? (line ? Number(line.quantity) : 0) + input.quantity : input.quantity;
    if (quantity > CART_LIMITS.maxQuantity) {
      throw new AppError('VALIDATION_ERROR', CART_MESSAGES.quantityMax, {
        errors: [{ field: 'quantity', message: CART_MESSAGES.quantityMax }],
      });
    }
    assertSeats(price, held, quantity);
    if (line) await query(tx, sql`update cart_items set quantity = ${quantity} where id = ${line.id}`);
    else {
      const [{ n }] = await query<{ n: number | string }>(
        tx,
        sql`select count(*) as n from cart_items where cart_id = ${cart.id}`,
      );
      if (Number(n) >= CART_LIMITS.maxItems) throw new AppError('BAD_REQUEST', CART_MESSAGES.cartFull);
      await query(
        tx,
        sql`insert into cart_items (cart_id, ticket_price_id, quantity) values (${cart.id}, ${price.id}, ${quantity})`,
      );
    }
    await query(tx, sql`update carts set updated_at = now() where id = ${cart.id}`);
    return answer(tx, cart);
  });
}

/** POST /api/cart/removeItem {cartItemId}: removes a line of an open cart of the caller. */
export async function removeItem(ctx: AppContext, actor: Actor, cartItemId: number): Promise<Cart> {
  return ctx.db.transaction(async (tx) => {
    const [line] = await query<{ cart_id: string }>(tx, sql`select cart_id from cart_items where id = ${cartItemId}`);
    if (!line) throw new AppError('NOT_FOUND', CART_MESSAGES.cartItemNotFound);
    let cart: CartRow;
    try {
      cart = await loadCart(tx, actor, line.cart_id, true);
    } catch {
      throw new AppError('NOT_FOUND', CART_MESSAGES.cartItemNotFound);
    }
    assertOpenCart(cart);
    await query(tx, sql`delete from cart_items where id = ${cartItemId}`);
    return answer(tx, cart);
  });
}

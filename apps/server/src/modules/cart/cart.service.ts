/**
 * The cart (spec 01 §3 Cart, §4 Cart checkout, §7 Cart): create, read, latest open cart, add,
 * update and remove lines. A line is a ticket price (itemPriceId) and a quantity (1-20); prices are
 * read at answer time. Seats are only checked here (a friendly early answer); they are taken
 * atomically at checkout (payments/checkout.service.ts). Who may use a cart: policies/cart.ts (a
 * cart that is not the caller's, nor the caller staff, answers 404).
 */
import { CART_LIMITS, CART_MESSAGES, type Cart, type CartLatestResponse } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { CART_DENIALS, checkCartAccess, checkCartOpen } from '../../policies/cart';
import { enforce, permitted } from '../../policies/denial';
import { checkRegistrationOpen, checkSeatsLeft, type TicketTypeFacts } from '../../policies/events';
import { actingAccount } from '../identity';
import { presentCart, presentItems } from './cart.presenter';
import {
  type CartRow,
  cartById,
  cartIdOfLine,
  cartItemRows,
  cartLine,
  countLines,
  deleteLine,
  insertCart,
  insertLine,
  latestOpenCart,
  priceWithSeats,
  setLineQuantity,
  touchCart,
} from './cart.repository';

const factsOf = (cart: CartRow) => ({ accountId: cart.accountId, status: cart.status });

async function loadCart(db: Executor, actor: Actor, cartId: string, forUpdate = false): Promise<CartRow> {
  const cart = await cartById(db, cartId, forUpdate);
  return permitted(cart, checkCartAccess(actor, cart && factsOf(cart)));
}

async function answer(db: Executor, cart: CartRow): Promise<Cart> {
  return presentCart(cart.id, cart.status, await cartItemRows(db, cart.id));
}

/**
 * POST /api/cart/new?userId: a new open cart of the account.
 * @throws 403 (userId names another account, caller not staff), 404 `Account not found.`
 */
export async function newCart(ctx: AppContext, actor: Actor, userId: string): Promise<{ cartId: string }> {
  const accountId = await actingAccount(ctx.db, actor, userId);
  return { cartId: await insertCart(ctx.db, accountId) };
}

/** GET /api/cart/{id}. */
export async function getCart(ctx: AppContext, actor: Actor, cartId: string): Promise<Cart> {
  return answer(ctx.db, await loadCart(ctx.db, actor, cartId));
}

/** GET /api/cart/latest?userId: the newest open cart, or `{cartId: null, cartItems: []}`. */
export async function latestCart(ctx: AppContext, actor: Actor, userId: string): Promise<CartLatestResponse> {
  const accountId = await actingAccount(ctx.db, actor, userId);
  const cart = await latestOpenCart(ctx.db, accountId);
  if (!cart) return { cartId: null, cartItems: [] };
  return { cartId: cart.id, cartItems: presentItems(await cartItemRows(ctx.db, cart.id)) };
}

/** The ticket price with its event and seats (not locked), checked open and visible. */
async function openPrice(
  db: Executor,
  actor: Actor,
  priceId: number,
): Promise<{ price: TicketTypeFacts & { id: number }; held: number }> {
  const row = await priceWithSeats(db, priceId, actor.id);
  const price = row && {
    id: row.id,
    name: row.name,
    amountCents: row.amountCents,
    capacity: row.capacity,
    sold: row.sold,
    eventStatus: row.eventStatus,
    eventStart: row.startUtc,
    saleStartsAt: row.saleStartsAt,
    saleEndsAt: row.saleEndsAt,
    memberOnly: row.memberOnly,
  };
  return { price: permitted(price, checkRegistrationOpen(actor, price, new Date())), held: row?.held ?? 0 };
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
    enforce(checkCartOpen(factsOf(cart)));
    const { price, held } = await openPrice(tx, actor, input.itemPriceId);
    const line = await cartLine(tx, cart.id, price.id);
    if (mode === 'set' && !line) throw new AppError('NOT_FOUND', CART_MESSAGES.cartItemNotFound);
    const quantity = mode === 'add' ? (line ? Number(line.quantity) : 0) + input.quantity : input.quantity;
    if (quantity > CART_LIMITS.maxQuantity) {
      throw new AppError('VALIDATION_ERROR', CART_MESSAGES.quantityMax, {
        errors: [{ field: 'quantity', message: CART_MESSAGES.quantityMax }],
      });
    }
    enforce(checkSeatsLeft(price, held, quantity));
    if (line) await setLineQuantity(tx, line.id, quantity);
    else {
      if ((await countLines(tx, cart.id)) >= CART_LIMITS.maxItems)
        throw new AppError('BAD_REQUEST', CART_MESSAGES.cartFull);
      await insertLine(tx, cart.id, price.id, quantity);
    }
    await touchCart(tx, cart.id);
    return answer(tx, cart);
  });
}

/** POST /api/cart/removeItem {cartItemId}: removes a line of an open cart of the caller (404 `Cart item not found.` otherwise). */
export async function removeItem(ctx: AppContext, actor: Actor, cartItemId: number): Promise<Cart> {
  return ctx.db.transaction(async (tx) => {
    const cartId = await cartIdOfLine(tx, cartItemId);
    const cart = cartId ? await cartById(tx, cartId, true) : null;
    // A line of a cart the caller may not open is as missing as an unknown line.
    const visible = permitted(cart, checkCartAccess(actor, cart && factsOf(cart)) && CART_DENIALS.cartItemNotFound);
    enforce(checkCartOpen(factsOf(visible)));
    await deleteLine(tx, cartItemId);
    return answer(tx, visible);
  });
}

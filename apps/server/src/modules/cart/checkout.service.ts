/**
 * Cart checkout (spec 01 §4 Cart checkout, §7 POST /api/cart/checkout; issue #4 Seats). In one
 * transaction: the cart row is locked, an earlier open session of the cart is cancelled and its
 * holds released, the ticket-price rows are locked in id order, every line's seats are checked
 * against capacity − sold − unexpired holds, and a session with its holds is written. The
 * provider's hosted page starts after the commit; a zero total is confirmed at once.
 */
import { CART_MESSAGES, type CartCheckoutResponse, CHECKOUT_PATHS } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { checkCheckoutCart } from '../../policies/cart';
import { enforce, permitted } from '../../policies/denial';
import { checkRegistrationOpen, checkSeatsLeft } from '../../policies/events';
import {
  cancelOpenSessionsOfCart,
  insertHolds,
  insertSession as insertCheckoutSession,
  setProviderSessionId,
  confirmInTransaction,
  loadSession,
  releaseSession,
  paymentProviderFor,
  type PaymentProvider,
} from '../billing';
import { heldSeats, lockPrices } from '../events';
import { accountEmail, actingAccount } from '../identity';
import { cartLinesForCheckout, lockCart } from './cart.repository';

/**
 * Starts checkout of a cart and answers where to pay.
 * @param origin the portal's absolute origin (no trailing slash) for the returned URLs
 * @throws 403 (userId), 404 `Cart not found.`, 400 `Your cart is empty.`, 409 CART_CLOSED,
 *   SOLD_OUT, REGISTRATION_CLOSED, 502 CHECKOUT_FAILED (the provider refused).
 */
export async function startCheckout(
  ctx: AppContext,
  actor: Actor,
  input: { cartId: string; userId: string },
  origin: string,
  providerOverride?: PaymentProvider,
  now = new Date(),
): Promise<CartCheckoutResponse> {
  const accountId = await actingAccount(ctx.db, actor, input.userId);
  const provider = providerOverride ?? (await paymentProviderFor(ctx.config));
  const started = await ctx.db.transaction(async (tx) => {
    const locked = await lockCart(tx, input.cartId);
    const cart = permitted(
      locked,
      checkCheckoutCart(locked && { accountId: locked.accountId, status: locked.status }, accountId),
    );
    const old = await cancelOpenSessionsOfCart(tx, cart.id);
    const items = await cartLinesForCheckout(tx, cart.id);
    if (items.length === 0) throw new AppError('BAD_REQUEST', CART_MESSAGES.cartEmpty);
    const ids = items.map((i) => i.ticketPriceId);
    const prices = new Map((await lockPrices(tx, ids)).map((p) => [p.id, p]));
    const held = await heldSeats(tx, ids, null, accountId);
    let total = 0;
    const lines = items.map((item) => {
      const found = prices.get(item.ticketPriceId);
      const price = permitted(found, checkRegistrationOpen(actor, found, now));
      enforce(checkSeatsLeft(price, held.get(price.id) ?? 0, Number(item.quantity)));
      total += price.amountCents * Number(item.quantity);
      return { price, quantity: Number(item.quantity) };
    });
    const providerName = total === 0 ? 'none' : provider.name;
    const minutes =
      providerName === 'stripe' ? Math.max(ctx.config.holdMinutes, provider.minHoldMinutes) : ctx.config.holdMinutes;
    const cancelUrl = CHECKOUT_PATHS.cancelled.replace('{eventId}', String(lines[0].price.eventId));
    const session = await insertCheckoutSession(tx, {
      cartId: cart.id,
      accountId,
      provider: providerName,
      amountCents: total,
      returnUrl: CHECKOUT_PATHS.success,
      cancelUrl,
      minutes,
    });
    await insertHolds(
      tx,
      session.id,
      lines.map((l) => ({ priceId: l.price.id, quantity: l.quantity, unitCents: l.price.amountCents })),
      session.expiresAt,
    );
    if (total === 0) {
      const row = await loadSession(tx, { id: session.id }, true);
      if (row)
        await confirmInTransaction(ctx, tx, row, {
          provider: 'none',
          providerPaymentId: `none_${session.id}`,
          amountCents: 0,
        });
    }
    return { sessionId: session.id, expiresAt: session.expiresAt, total, lines, cancelUrl, old };
  });

  for (const o of started.old) {
    if (o.provider === 'stripe' && o.providerSessionId && provider.name === 'stripe') {
      provider
        .cancelCheckout(o.providerSessionId)
        .catch((err) => ctx.log.warn({ err }, 'could not expire an old Stripe session'));
    }
  }
  if (started.total === 0)
    return {
      checkoutUrl: `${origin}${CHECKOUT_PATHS.success}`,
      sessionId: started.sessionId,
      expiresAt: null,
      provider: 'none',
    };
  const email = await accountEmail(ctx.db, accountId);
  try {
    const start = await provider.startCheckout({
      sessionId: started.sessionId,
      amountCents: started.total,
      lines: started.lines.map((l) => ({
        name: `${l.price.eventTitle}: ${l.price.name}`,
        quantity: l.quantity,
        unitAmountCents: l.price.amountCents,
      })),
      successUrl: `${origin}${CHECKOUT_PATHS.success}`,
      cancelUrl: `${origin}${started.cancelUrl}`,
      expiresAt: started.expiresAt,
      customerEmail: email ?? actor.email,
      origin,
    });
    if (start.providerSessionId) {
      await setProviderSessionId(ctx.db, started.sessionId, start.providerSessionId);
    }
    return {
      checkoutUrl: start.url,
      sessionId: started.sessionId,
      expiresAt: started.expiresAt.toISOString(),
      provider: provider.name,
    };
  } catch (err) {
    ctx.log.error({ err }, 'the payment provider refused the checkout');
    await releaseSession(ctx.db, started.sessionId, 'cancelled');
    throw new AppError('CHECKOUT_FAILED', CART_MESSAGES.checkoutError);
  }
}

/**
 * Cart checkout (spec 01 §4 Cart checkout, §7 POST /api/cart/checkout; issue #4 Seats). In one
 * transaction: the cart row is locked, an earlier open session of the cart is cancelled and its
 * holds released, the ticket-price rows are locked in id order, every line's seats are checked
 * against capacity − sold − unexpired holds, and a session with its holds is written. The
 * provider's hosted page starts after the commit; a zero total is confirmed at once.
 */
import { CART_MESSAGES, type CartCheckoutResponse, CHECKOUT_PATHS } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { checkCheckoutCart } from '../../policies/cart';
import { enforce, permitted } from '../../policies/denial';
import { checkRegistrationOpen, checkSeatsLeft } from '../../policies/events';
import { actingAccount } from '../events/acting-account';
import { heldSeats, lockPrices } from '../events/seats';
import {
  cancelOpenSessionsOfCart,
  cancelOpenSessionsOfInvoice,
  cartLinesForCheckout,
  insertHolds,
  insertSession,
  lockCart,
  setProviderSessionId,
} from './checkout-sessions.repository';
import { confirmInTransaction, loadSession, releaseSession } from './confirm.service';
import { paymentProviderFor } from './payment-provider';
import type { PaymentProvider } from './payment-provider.types';
import { accountEmail } from './payments.repository';

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
    const session = await insertSession(tx, {
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

/** What an invoice checkout charges, read and checked under the caller's locks. */
export interface InvoiceCharge {
  accountId: string;
  amountCents: number;
  lines: { name: string; quantity: number; unitAmountCents: number }[];
}

/**
 * Starts paying an invoice through the configured provider (issue #15: renewals and pending
 * invoices). In one transaction `prepare` locks and checks the invoice (it throws to refuse) and
 * answers the charge, earlier open sessions of the invoice are cancelled and a session paying the
 * invoice is written; the provider's page starts after the commit. Payment is confirmed by the
 * same path as a cart (confirm.service.ts), which pays the invoice in its transaction.
 * @param paths portal paths (with the origin prepended) for success and cancel
 * @throws what `prepare` throws; 502 CHECKOUT_FAILED when the provider refuses
 */
export async function startInvoiceCheckout(
  ctx: AppContext,
  invoiceId: string,
  prepare: (tx: Executor) => Promise<InvoiceCharge>,
  origin: string,
  paths: { success: string; cancel: string },
  providerOverride?: PaymentProvider,
): Promise<{ checkoutUrl: string; sessionId: string; provider: 'test' | 'stripe' }> {
  const provider = providerOverride ?? (await paymentProviderFor(ctx.config));
  const started = await ctx.db.transaction(async (tx) => {
    const charge = await prepare(tx);
    const old = await cancelOpenSessionsOfInvoice(tx, invoiceId);
    const minutes = Math.max(ctx.config.holdMinutes, provider.minHoldMinutes);
    const session = await insertSession(tx, {
      cartId: null,
      invoiceId,
      accountId: charge.accountId,
      provider: provider.name,
      amountCents: charge.amountCents,
      returnUrl: paths.success,
      cancelUrl: paths.cancel,
      minutes,
    });
    return { sessionId: session.id, expiresAt: session.expiresAt, charge, old };
  });
  for (const o of started.old) {
    if (o.provider === 'stripe' && o.providerSessionId && provider.name === 'stripe')
      provider
        .cancelCheckout(o.providerSessionId)
        .catch((err) => ctx.log.warn({ err }, 'could not expire an old Stripe session'));
  }
  const email = await accountEmail(ctx.db, started.charge.accountId);
  try {
    const start = await provider.startCheckout({
      sessionId: started.sessionId,
      amountCents: started.charge.amountCents,
      lines: started.charge.lines,
      successUrl: `${origin}${paths.success}`,
      cancelUrl: `${origin}${paths.cancel}`,
      expiresAt: started.expiresAt,
      customerEmail: email ?? '',
      origin,
    });
    if (start.providerSessionId) await setProviderSessionId(ctx.db, started.sessionId, start.providerSessionId);
    return { checkoutUrl: start.url, sessionId: started.sessionId, provider: provider.name };
  } catch (err) {
    ctx.log.error({ err }, 'the payment provider refused the checkout');
    await releaseSession(ctx.db, started.sessionId, 'cancelled');
    throw new AppError('CHECKOUT_FAILED', CART_MESSAGES.checkoutError);
  }
}

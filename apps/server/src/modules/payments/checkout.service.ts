/**
 * Cart checkout (spec 01 §4 Cart checkout, §7 POST /api/cart/checkout; issue #4 Seats). In one
 * transaction: the cart row is locked, an earlier open session of the cart is cancelled and its
 * holds released, the ticket-price rows are locked in id order, every line's seats are checked
 * against capacity − sold − unexpired holds, and a session with its holds is written. The
 * provider's hosted page starts after the commit; a zero total is confirmed at once.
 */
import { CART_MESSAGES, type CartCheckoutResponse, CHECKOUT_PATHS, EVENT_MESSAGES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actingAccount, canSeeEvent } from '../events/events.access';
import { intList, query, toDate } from '../events/events.db';
import { assertOpen, assertSeats, heldSeats, lockPrices } from '../events/seats';
import { confirmInTransaction, loadSession, releaseSession } from './confirm.service';
import { type PaymentProvider, paymentProviderFor } from './payment-provider';

export const cartNotFound = () => new AppError('NOT_FOUND', CART_MESSAGES.cartNotFound);

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
  const accountId = actingAccount(actor, input.userId);
  const provider = providerOverride ?? (await paymentProviderFor(ctx.config));
  const started = await ctx.db.transaction(async (tx) => {
    const [cart] = await query<{ id: string; account_id: string; status: string }>(
      tx,
      sql`select id, account_id, status from carts where id = ${input.cartId} for update`,
    );
    if (!cart || cart.account_id !== accountId) throw cartNotFound();
    if (cart.status !== 'open') throw new AppError('CART_CLOSED', CART_MESSAGES.cartClosed);
    const old = await query<{ id: string; provider: string; provider_session_id: string | null }>(
      tx,
      sql`update checkout_sessions set status = 'cancelled' where cart_id = ${cart.id} and status = 'open' returning id, provider, provider_session_id`,
    );
    if (old.length)
      await query(
        tx,
        sql`update seat_holds set released_at = now() where session_id = any(${`{${old.map((o) => o.id).join(',')}}`}::uuid[]) and released_at is null`,
      );
    const items = await query<{ ticket_price_id: number; quantity: number }>(
      tx,
      sql`select ticket_price_id, quantity from cart_items where cart_id = ${cart.id} order by id`,
    );
    if (items.length === 0) throw new AppError('BAD_REQUEST', CART_MESSAGES.cartEmpty);
    const ids = items.map((i) => Number(i.ticket_price_id));
    const prices = new Map((await lockPrices(tx, ids)).map((p) => [p.id, p]));
    const held = await heldSeats(tx, ids);
    let total = 0;
    const lines = items.map((item) => {
      const price = prices.get(Number(item.ticket_price_id));
      if (!price) throw new AppError('NOT_FOUND', EVENT_MESSAGES.ticketTypeNotFound);
      assertOpen(price, canSeeEvent(actor, price.event_status), now);
      assertSeats(price, held.get(price.id) ?? 0, Number(item.quantity));
      total += price.amount_cents * Number(item.quantity);
      return { price, quantity: Number(item.quantity) };
    });
    const providerName = total === 0 ? 'none' : provider.name;
    const minutes =
      providerName === 'stripe' ? Math.max(ctx.config.holdMinutes, provider.minHoldMinutes) : ctx.config.holdMinutes;
    const cancelUrl = CHECKOUT_PATHS.cancelled.replace('{eventId}', String(lines[0].price.event_id));
    const [session] = await query<{ id: string; expires_at: Date | string }>(
      tx,
      sql`insert into checkout_sessions (cart_id, account_id, provider, amount_cents, return_url, cancel_url, expires_at)
        values (${cart.id}, ${accountId}, ${providerName}, ${total}, ${CHECKOUT_PATHS.success}, ${cancelUrl}, now() + ${minutes} * interval '1 minute')
        returning id, expires_at`,
    );
    await query(
      tx,
      sql`insert into seat_holds (session_id, ticket_price_id, quantity, unit_price_cents, expires_at)
        select ${session.id}, x.price_id, x.qty, x.cents, ${toDate(session.expires_at).toISOString()}::timestamptz
        from unnest(${intList(lines.map((l) => l.price.id))}::int[], ${intList(lines.map((l) => l.quantity))}::int[], ${intList(lines.map((l) => l.price.amount_cents))}::int[]) as x(price_id, qty, cents)`,
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
    return { sessionId: session.id, expiresAt: toDate(session.expires_at), total, lines, cancelUrl, old };
  });

  for (const o of started.old) {
    if (o.provider === 'stripe' && o.provider_session_id && provider.name === 'stripe') {
      provider
        .cancelCheckout(o.provider_session_id)
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
  const [account] = await query<{ email: string }>(ctx.db, sql`select email from accounts where id = ${accountId}`);
  try {
    const start = await provider.startCheckout({
      sessionId: started.sessionId,
      amountCents: started.total,
      lines: started.lines.map((l) => ({
        name: `${l.price.event_title}: ${l.price.name}`,
        quantity: l.quantity,
        unitAmountCents: l.price.amount_cents,
      })),
      successUrl: `${origin}${CHECKOUT_PATHS.success}`,
      cancelUrl: `${origin}${started.cancelUrl}`,
      expiresAt: started.expiresAt,
      customerEmail: account?.email ?? actor.email,
      origin,
    });
    if (start.providerSessionId) {
      await query(
        ctx.db,
        sql`update checkout_sessions set provider_session_id = ${start.providerSessionId} where id = ${started.sessionId}`,
      );
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

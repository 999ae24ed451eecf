/**
 * The built-in test gateway's server side (issue #4): the session summary its card page shows,
 * the card payment (checked by test-cards.ts, then confirmed through confirm.service.ts, the same
 * path as Stripe's webhook) and giving up. A session is its buyer's (or staff's); others get 404.
 */
import { CART_MESSAGES, type TestGatewayPayResponse, type TestGatewaySession } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { money } from '../../lib/values';
import { CART_DENIALS, checkSessionPayable, checkTestSessionAccess } from '../../policies/cart';
import { enforce, permitted } from '../../policies/denial';
import { sessionItems } from './checkout-sessions.repository';
import { fulfilment } from './fulfilment';
import { confirmInTransaction, loadSession, releaseSession, type SessionRow } from './confirm.service';
import { checkTestCard } from './test-cards';

const factsOf = (s: SessionRow) => ({ provider: s.provider, accountId: s.accountId, status: s.status });

async function ownSession(db: Executor, actor: Actor, sessionId: string, forUpdate = false): Promise<SessionRow> {
  const s = await loadSession(db, { id: sessionId }, forUpdate);
  return permitted(s, checkTestSessionAccess(actor, s && factsOf(s)));
}

/** GET /api/payments/test-gateway/{sessionId}: what the card page shows. */
export async function gatewaySession(ctx: AppContext, actor: Actor, sessionId: string): Promise<TestGatewaySession> {
  const s = await ownSession(ctx.db, actor, sessionId);
  const items = await sessionItems(ctx.db, s.id);
  const status = s.status === 'open' && !s.live ? 'expired' : (s.status as TestGatewaySession['status']);
  return {
    sessionId: s.id,
    status,
    amount: money(s.amountCents),
    currency: 'AUD',
    items: items.map((i) => ({
      name: i.name,
      eventTitle: i.eventTitle,
      quantity: Number(i.quantity),
      unitPrice: money(i.unitPriceCents),
      totalPrice: money(i.unitPriceCents * i.quantity),
    })),
    expiresAt: s.expiresAt.toISOString(),
    purpose: s.invoiceId ? 'invoice' : 'cart',
    returnUrl: s.returnUrl,
    cancelUrl: s.cancelUrl,
  };
}

/**
 * POST /api/payments/test-gateway/{sessionId}/pay: checks the card, then confirms the order.
 * @throws 404; 409 SESSION_PAID / SESSION_CANCELLED / SESSION_EXPIRED / HOLD_EXPIRED (the session
 *   is then marked expired and its seats released); 400 and 402 from the card checks.
 */
export async function payWithTestCard(
  ctx: AppContext,
  actor: Actor,
  sessionId: string,
  card: { cardNumber: string; expiry: string; cvc: string; name: string },
  now = new Date(),
): Promise<TestGatewayPayResponse> {
  const first = await ownSession(ctx.db, actor, sessionId);
  enforce(checkSessionPayable(factsOf(first)));
  const checked = checkTestCard(card, now);
  const outcome = await ctx.db.transaction(async (tx) => {
    const s = await ownSession(tx, actor, sessionId, true);
    enforce(checkSessionPayable(factsOf(s)));
    if (!s.live) {
      await releaseSession(tx, s.id, 'expired');
      return { expired: true as const };
    }
    const confirmation = await confirmInTransaction(ctx, tx, s, {
      provider: 'test',
      providerPaymentId: `test_${s.id}`,
      amountCents: s.amountCents,
      cardBrand: checked.brand,
      cardLast4: checked.last4,
    });
    if (confirmation.created && confirmation.fulfilled)
      await fulfilment().orderConfirmed(ctx, tx, confirmation.orderId);
    return { expired: false as const, confirmation, returnUrl: s.returnUrl };
  });
  if (outcome.expired) throw new AppError('HOLD_EXPIRED', CART_MESSAGES.holdExpired);
  const { confirmation } = outcome;
  if (!confirmation.invoiceId) throw new AppError('HOLD_EXPIRED', CART_MESSAGES.holdExpired);
  return {
    status: 'paid',
    orderId: confirmation.orderId,
    invoiceId: confirmation.invoiceId,
    redirectUrl: outcome.returnUrl,
    message: CART_MESSAGES.paymentReceived,
  };
}

/** POST /api/payments/test-gateway/{sessionId}/cancel: gives the seats back; answers where to go. */
export async function cancelTestSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: string,
): Promise<{ status: 'cancelled'; redirectUrl: string }> {
  const s = await ownSession(ctx.db, actor, sessionId);
  if (s.status === 'paid') enforce(CART_DENIALS.sessionPaid);
  await ctx.db.transaction(async (tx) => releaseSession(tx, s.id, 'cancelled'));
  return { status: 'cancelled', redirectUrl: s.cancelUrl };
}

/**
 * Payment confirmation (issue #4): one code path for the test gateway's form post, Stripe's
 * webhook and zero-total carts. Idempotent: the checkout session row is locked and turns `paid`
 * once; `payments` is unique on (provider, provider_payment_id); a second delivery answers the
 * first order. In one transaction: the payment, the order, what the cart bought (the registered
 * `cart` fulfilment, fulfilment.ts: one ticket per seat, sold counts moving under the ticket-price
 * locks), the holds released, the invoice with its lines, the cart closed.
 *
 * A confirmation that arrives after the hold lapsed (a late Stripe webhook) takes the seats again
 * when they are still free (the cart's fulfilment decides); when they are gone the payment is kept,
 * the order is `unfulfilled` (no tickets) and an error is logged for staff to refund.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import {
  closeOpenSession,
  expireLapsedSessions,
  holdsOfSession,
  markSessionPaid,
  releaseHoldsOfSession,
  type SessionRow,
  sessionRow,
} from './checkout-sessions.repository';
import { fulfilment } from './fulfilment';
import { emitInvoicePaid, settleInvoice } from './invoice-settlement';
import { insertOrder, insertPaidInvoice, insertPayment, orderIdOfSession, orderOfSession } from './payments.repository';

export type { SessionRow };

export interface PaymentFacts {
  provider: 'test' | 'stripe' | 'none';
  /** The provider's payment reference (the idempotency key). */
  providerPaymentId: string;
  amountCents: number;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

export interface Confirmation {
  orderId: string;
  invoiceId: string | null;
  /** False when an earlier delivery had confirmed the session already. */
  created: boolean;
  fulfilled: boolean;
}

/** Loads a checkout session, locked when `forUpdate`. */
export async function loadSession(
  db: Executor,
  where: { id?: string; providerSessionId?: string },
  forUpdate = false,
): Promise<SessionRow | null> {
  return sessionRow(db, where, forUpdate);
}

async function existingConfirmation(tx: Executor, sessionId: string): Promise<Confirmation> {
  // A paid session has its order (written in the same transaction that marked it paid).
  const row = await orderOfSession(tx, sessionId);
  if (!row) throw new Error(`paid checkout session ${sessionId} without an order`);
  return { orderId: row.orderId, invoiceId: row.invoiceId, created: false, fulfilled: row.status === 'paid' };
}

/**
 * Confirms a session inside the caller's transaction (the session row must be locked by it).
 * Answers the order (created now or before).
 */
export async function confirmInTransaction(
  ctx: AppContext,
  tx: Executor,
  session: SessionRow,
  payment: PaymentFacts,
): Promise<Confirmation> {
  if (session.status === 'paid') {
    await recordPayment(tx, session, payment, null);
    return existingConfirmation(tx, session.id);
  }
  if (session.invoiceId) return confirmInvoiceSession(ctx, tx, session, session.invoiceId, payment);
  const holds = await holdsOfSession(tx, session.id);
  const cart = await fulfilment().cart(tx, session, holds);
  const fulfilled = cart.fulfilled;
  const orderId = await insertOrder(tx, {
    accountId: session.accountId,
    sessionId: session.id,
    totalCents: session.amountCents,
    status: fulfilled ? 'paid' : 'unfulfilled',
  });
  await recordPayment(tx, session, payment, orderId);
  await releaseHoldsOfSession(tx, session.id);
  await markSessionPaid(tx, session.id, session.cartId);
  if (!fulfilled) {
    ctx.log.error({ sessionId: session.id, orderId }, 'paid checkout whose seats were gone: refund needed');
    return { orderId, invoiceId: null, created: true, fulfilled: false };
  }
  const { description, lines } = await cart.fulfil(orderId);
  const total = session.amountCents;
  const gst = Math.round(total / 11);
  const invoiceId = await insertPaidInvoice(tx, {
    accountId: session.accountId,
    orderId,
    description,
    totalCents: total,
    gstCents: gst,
    lines,
  });
  await emitInvoicePaid(tx, invoiceId, orderId);
  return { orderId, invoiceId, created: true, fulfilled: true };
}

/**
 * Confirms a session paying an invoice (issue #15: a renewal or a pending invoice): the order, the
 * payment, the session paid, then the invoice paid and a renewal's membership extended in the same
 * transaction (invoice-settlement.ts). An invoice paid meanwhile by another session keeps
 * this payment and logs an error for staff to refund.
 */
async function confirmInvoiceSession(
  ctx: AppContext,
  tx: Executor,
  session: SessionRow,
  invoiceId: string,
  payment: PaymentFacts,
): Promise<Confirmation> {
  const orderId = await insertOrder(tx, {
    accountId: session.accountId,
    sessionId: session.id,
    totalCents: session.amountCents,
    status: 'paid',
  });
  await recordPayment(tx, session, payment, orderId);
  await markSessionPaid(tx, session.id, null);
  const { paid } = await settleInvoice(tx, invoiceId, orderId);
  if (!paid)
    ctx.log.error({ sessionId: session.id, invoiceId }, 'payment for an invoice no longer pending: refund needed');
  return { orderId, invoiceId, created: true, fulfilled: paid };
}

async function recordPayment(
  tx: Executor,
  session: SessionRow,
  p: PaymentFacts,
  orderId: string | null,
): Promise<void> {
  if (p.provider === 'none') return;
  await insertPayment(tx, {
    orderId: orderId ?? (await orderIdOfSession(tx, session.id)),
    sessionId: session.id,
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    amountCents: p.amountCents,
    cardBrand: p.cardBrand ?? null,
    cardLast4: p.cardLast4 ?? null,
  });
}

/**
 * Confirms a paid session by id in its own transaction (test gateway, Stripe webhook). Answers
 * null when the session is unknown.
 */
export async function confirmSession(
  ctx: AppContext,
  sessionId: string,
  payment: PaymentFacts,
): Promise<Confirmation | null> {
  const confirmation = await ctx.db.transaction(async (tx) => {
    const session = await loadSession(tx, { id: sessionId }, true);
    if (!session) return null;
    const done = await confirmInTransaction(ctx, tx, session, payment);
    if (done.created && done.fulfilled) await fulfilment().orderConfirmed(ctx, tx, done.orderId);
    return done;
  });
  return confirmation;
}

/** Gives up a session: status `cancelled` or `expired`, its holds released. Paid sessions stay. */
export async function releaseSession(db: Executor, sessionId: string, status: 'cancelled' | 'expired'): Promise<void> {
  await closeOpenSession(db, sessionId, status);
  await releaseHoldsOfSession(db, sessionId);
}

/**
 * Tidies lapsed checkouts (every minute): open sessions past their expiry become `expired` and
 * their holds are released. Seats are already free without it (holds count only until expiry).
 */
export async function sweepExpiredCheckouts(db: Executor): Promise<number> {
  return expireLapsedSessions(db);
}

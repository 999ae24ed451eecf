/**
 * The one refund path (issue #15; issue 31; also called by event cancellation, issue #22).
 *
 * `recordRefund`, in the caller's transaction, writes the refund once per key (`refunds`, unique
 * key) and:
 * - for an order paid through Stripe: leaves it `pending` and writes the request to the outbox
 *   (channel 'refund', kind 'stripe.refund'), delivered by the claimed job `refund.deliver`
 *   (refund-delivery.ts) with the refund's idempotency key; the invoice shows "Refund pending" and
 *   its refunded amount does not change until Stripe confirms (the API's answer, or the webhook
 *   refund.updated / refund.failed / charge.refunded: stripe-webhook.ts);
 * - for the built-in test gateway (or an order without a provider payment): confirms it at once,
 *   through the same `settleRefund` as Stripe's confirmation.
 *
 * `settleRefund` moves a refund to succeeded (amount added to the invoice, status Refunded) or
 * failed (nothing refunded, the invoice Paid again when a refund Stripe had confirmed failed later;
 * staff see the reason). Settling twice changes nothing.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { insertOutbox } from '../mail';
import { enqueueWebhookEvent } from '../webhooks';
import { invoiceEventData } from './invoice-settlement';
import { addRefund, invoiceOfOrder, removeRefund } from './invoices.repository';
import { orderOfTicket, paymentOfOrder } from './payments.repository';
import { insertRefund, lockRefund, setRefundStatus } from './refunds.repository';

/** The outbox channel and kind of a refund request. */
export const REFUND_CHANNEL = 'refund';
export const STRIPE_REFUND_KIND = 'stripe.refund';

/** What a 'stripe.refund' outbox row's payload holds. */
export interface StripeRefundPayload {
  /** Our refund (refunds.id). */
  refundId: string;
  orderId: string;
  /** The Checkout Session paid ("cs_..."); its PaymentIntent is refunded. */
  checkoutSessionId: string;
  /** AUD cents, > 0. */
  amountCents: number;
  /** Sent as Stripe's Idempotency-Key on every attempt: Stripe refunds once. */
  idempotencyKey: string;
}

/** A recorded refund: its id and whether it is already confirmed (test gateway) or pending (Stripe). */
export interface RecordedRefund {
  refundId: string;
  status: 'succeeded' | 'pending';
}

/**
 * Records a refund of `amountCents` (AUD cents, > 0) of an order, or of the order of a ticket, in
 * the caller's transaction. Answers null when there is nothing to refund (no amount, no order) or
 * a refund with this key was recorded before.
 * @param key what is refunded, unique per refund (e.g. `ticket-42`)
 */
export async function recordRefund(
  _ctx: Pick<AppContext, 'config'>,
  tx: Executor,
  r: { orderId?: string | null; ticketId?: number; amountCents: number; key: string },
): Promise<RecordedRefund | null> {
  if (r.amountCents <= 0) return null;
  const orderId = r.orderId ?? (r.ticketId != null ? await orderOfTicket(tx, r.ticketId) : null);
  if (!orderId) return null;
  const invoice = await invoiceOfOrder(tx, orderId);
  const payment = await paymentOfOrder(tx, orderId);
  const provider = payment?.provider === 'stripe' ? 'stripe' : 'test';
  const refund = await insertRefund(tx, {
    orderId,
    invoiceId: invoice?.id ?? null,
    key: `refund-${r.key}`,
    amountCents: r.amountCents,
    provider,
  });
  if (!refund) return null;
  if (provider === 'test' || !payment) {
    await settleRefund(tx, refund.id, { status: 'succeeded' });
    return { refundId: refund.id, status: 'succeeded' };
  }
  const payload: StripeRefundPayload = {
    refundId: refund.id,
    orderId,
    checkoutSessionId: payment.providerPaymentId,
    amountCents: r.amountCents,
    idempotencyKey: `portal-refund-${refund.id}`,
  };
  await insertOutbox(tx, {
    id: refund.id,
    channel: REFUND_CHANNEL,
    kind: STRIPE_REFUND_KIND,
    recipient: 'stripe',
    // Not about an account as mail is: the member page's mail list must not show it.
    accountId: null,
    subject: `Refund of ${invoice?.invoiceNum ?? `order ${orderId}`}`,
    payload,
    messageId: payload.idempotencyKey,
  });
  return { refundId: refund.id, status: 'pending' };
}

/**
 * Settles a refund in the caller's transaction: `succeeded` adds its amount to its invoice (status
 * Refunded); `failed` records the reason, and takes the amount back off the invoice when it had
 * succeeded before (Stripe reports a refund failed after it succeeded when the card account is
 * closed). Answers what changed: 'succeeded' | 'failed' | 'unchanged' (already in that state, or
 * a failed refund reported succeeded later: never refunded twice) | 'unknown'.
 */
export async function settleRefund(
  tx: Executor,
  refundId: string,
  outcome: { status: 'succeeded' | 'failed'; providerRefundId?: string | null; reason?: string | null },
): Promise<'succeeded' | 'failed' | 'unchanged' | 'unknown'> {
  const refund = await lockRefund(tx, refundId);
  if (!refund) return 'unknown';
  if (outcome.status === 'succeeded') {
    if (refund.status !== 'pending') return 'unchanged';
    await setRefundStatus(tx, refund.id, 'succeeded', { providerRefundId: outcome.providerRefundId });
    if (refund.invoiceId) {
      await addRefund(tx, refund.invoiceId, refund.amountCents);
      // Issue 31: `invoice.refunded` when the invoice becomes Refunded, i.e. when the provider confirms.
      const invoice = await invoiceOfOrder(tx, refund.orderId);
      if (invoice)
        await enqueueWebhookEvent(
          null,
          tx,
          'invoice.refunded',
          { ...invoiceEventData(invoice, refund.orderId), refundAmountCents: refund.amountCents },
          { accountId: invoice.accountId },
        );
    }
    return 'succeeded';
  }
  if (refund.status === 'failed') return 'unchanged';
  await setRefundStatus(tx, refund.id, 'failed', {
    providerRefundId: outcome.providerRefundId,
    failureReason: (outcome.reason ?? 'failed').slice(0, 300),
  });
  if (refund.status === 'succeeded' && refund.invoiceId) await removeRefund(tx, refund.invoiceId, refund.amountCents);
  return 'failed';
}

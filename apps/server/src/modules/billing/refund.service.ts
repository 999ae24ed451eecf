/**
 * The one refund path (issue #15; also called by event cancellation, issue #22): a refund of a paid
 * order is recorded on its invoice in the caller's transaction (refunded amount added, status
 * Refunded), and, when Stripe is configured and the order was paid through Stripe, sent to Stripe
 * after the commit by calling `send()` (a refund of the Checkout Session's PaymentIntent, with an
 * idempotency key so a retry refunds once). The built-in test gateway only records.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { enqueueWebhookEvent } from '../webhooks';
import { invoiceEventData } from './invoice-settlement';
import { addRefund, invoiceOfOrder } from './invoices.repository';
import { orderOfTicket, paymentOfOrder } from './payments.repository';
import { stripeClient } from './stripe-provider';

export interface RecordedRefund {
  /** Sends the refund to the provider (Stripe) after the caller's commit; never throws (logs). */
  send(): Promise<void>;
}

const nothing: RecordedRefund = { send: async () => {} };

/**
 * Records a refund of `amountCents` (AUD cents, > 0) of an order, or of the order of a ticket.
 * @param key what is refunded, unique per refund (e.g. `ticket-42`): the provider's idempotency key
 */
export async function recordRefund(
  ctx: AppContext,
  tx: Executor,
  r: { orderId?: string | null; ticketId?: number; amountCents: number; key: string },
): Promise<RecordedRefund> {
  if (r.amountCents <= 0) return nothing;
  const orderId = r.orderId ?? (r.ticketId != null ? await orderOfTicket(tx, r.ticketId) : null);
  if (!orderId) return nothing;
  const invoice = await invoiceOfOrder(tx, orderId);
  if (invoice) {
    await addRefund(tx, invoice.id, r.amountCents);
    // Issue 31: `invoice.refunded` where the invoice becomes Refunded (today: when the refund is
    // recorded, before Stripe is asked; moves with the status when Stripe's confirmation sets it).
    await enqueueWebhookEvent(
      ctx,
      tx,
      'invoice.refunded',
      {
        ...invoiceEventData(
          { ...invoice, status: 'Refunded', refundedCents: invoice.refundedCents + r.amountCents },
          orderId,
        ),
        refundAmountCents: r.amountCents,
      },
      { accountId: invoice.accountId },
    );
  }
  const payment = await paymentOfOrder(tx, orderId);
  const stripe = ctx.config.stripe;
  if (!stripe || payment?.provider !== 'stripe') return nothing;
  return {
    async send() {
      try {
        const client = await stripeClient(stripe.secretKey);
        const session = await client.checkout.sessions.retrieve(payment.providerPaymentId);
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new Error('the Checkout Session has no PaymentIntent');
        await client.refunds.create(
          { payment_intent: intent, amount: r.amountCents },
          { idempotencyKey: `refund-${r.key}` },
        );
      } catch (err) {
        ctx.log.error({ err, orderId, key: r.key }, 'the refund could not be sent to Stripe: refund by hand');
      }
    },
  };
}

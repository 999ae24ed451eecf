/**
 * Delivering refund requests to Stripe (issue 31): the claimed job `refund.deliver` (every
 * REFUND_POLL_MS, default 5 s; one process of all runs a due run) claims due 'refund' rows of the outbox (FOR UPDATE SKIP
 * LOCKED, with a lease, so two runs at once never take the same row) and asks Stripe to refund the
 * Checkout Session's PaymentIntent with the refund's idempotency key (the same key on every
 * attempt and SDK retry: Stripe refunds once however often it is asked).
 * - Stripe answers the refund `succeeded`: settled at once (invoice Refunded), the row 'sent'.
 * - `pending` / `requires_action`: the row 'sent', the refund stays pending until the webhook.
 * - `failed` / `canceled`, or Stripe refuses the request (4xx: already refunded, too large,
 *   no such payment): the refund failed (staff see why), the row 'failed'.
 * - Stripe unreachable, 5xx, 429, 401: the attempt failed, retried after 30 s, 1, 2, 4 … minutes
 *   (the mail outbox's `nextRetryMs`); after 24 h the refund failed with the last error.
 */
import type { AppContext } from '../../context';
import { schedule } from '../jobs';
import { claimDue, markAttemptFailed, markSent, nextRetryMs, type OutboxRow } from '../mail';
import { setProviderRefundId } from './refunds.repository';
import { REFUND_CHANNEL, type StripeRefundPayload, settleRefund } from './refund.service';
import { stripeClient } from './stripe-provider';

export const REFUND_DELIVER_JOB = 'refund.deliver';

/** Delivery settings (ms). */
export const REFUND_DELIVERY = { leaseMs: 5 * 60_000, batch: 10 };

/** The parts of a Stripe Refund this module reads. */
export interface StripeRefundObject {
  id: string;
  status?: string | null;
  amount?: number;
  failure_reason?: string | null;
  metadata?: Record<string, string> | null;
}

/** A Stripe error the request will not get past by retrying (the SDK's error, by its HTTP status). */
const isPermanent = (err: unknown) => {
  const status = (err as { statusCode?: number }).statusCode;
  return status === 400 || status === 402 || status === 404;
};

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message || err.name : String(err)).replace(/\s+/g, ' ').slice(0, 300);

/** Asks Stripe for the refund of one claimed row; answers Stripe's Refund. Throws Stripe's error. */
async function requestRefund(ctx: AppContext, payload: StripeRefundPayload): Promise<StripeRefundObject> {
  const settings = ctx.config.stripe;
  if (!settings) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY): the refund waits for it');
  const stripe = await stripeClient(settings);
  const session = await stripe.checkout.sessions.retrieve(payload.checkoutSessionId);
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent)
    throw Object.assign(new Error(`Checkout Session ${payload.checkoutSessionId} has no PaymentIntent`), {
      statusCode: 404,
    });
  return stripe.refunds.create(
    {
      payment_intent: intent,
      amount: payload.amountCents,
      metadata: { portal_refund_id: payload.refundId },
    },
    { idempotencyKey: payload.idempotencyKey },
  );
}

/** Records what Stripe said of a refund (answer or webhook): settles it or keeps its id while pending. */
export async function applyStripeRefund(
  ctx: Pick<AppContext, 'db'>,
  refundId: string,
  refund: StripeRefundObject,
  markSentId?: string,
): Promise<'succeeded' | 'failed' | 'unchanged' | 'unknown' | 'pending'> {
  return ctx.db.transaction(async (tx) => {
    let result: 'succeeded' | 'failed' | 'unchanged' | 'unknown' | 'pending';
    if (refund.status === 'succeeded') {
      result = await settleRefund(tx, refundId, { status: 'succeeded', providerRefundId: refund.id });
    } else if (refund.status === 'failed' || refund.status === 'canceled') {
      result = await settleRefund(tx, refundId, {
        status: 'failed',
        providerRefundId: refund.id,
        reason: `Stripe: refund ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}`,
      });
    } else {
      await setProviderRefundId(tx, refundId, refund.id);
      result = 'pending';
    }
    if (markSentId) await markSent(tx, markSentId);
    return result;
  });
}

/** One attempt at one claimed row; never throws (records the outcome). */
async function deliverOne(ctx: AppContext, row: OutboxRow): Promise<'sent' | 'failed' | 'retry'> {
  const payload = row.payload as StripeRefundPayload;
  try {
    const refund = await requestRefund(ctx, payload);
    await applyStripeRefund(ctx, payload.refundId, refund, row.id);
    return 'sent';
  } catch (err) {
    const retry = isPermanent(err) ? null : nextRetryMs(row.attempts, Date.now() - new Date(row.createdAt).getTime());
    ctx.log.warn(
      { err, refundId: payload.refundId, attempts: row.attempts, retryInMs: retry },
      'refund: attempt failed',
    );
    await ctx.db.transaction(async (tx) => {
      if (retry === null)
        await settleRefund(tx, payload.refundId, { status: 'failed', reason: `Stripe: ${errorText(err)}` });
      await markAttemptFailed(tx, row.id, errorText(err), retry);
    });
    return retry === null ? 'failed' : 'retry';
  }
}

/**
 * One delivery run: claims due refund requests batch by batch until none is due (or the app
 * closes). Answers how many were delivered, failed for good, and left for a retry.
 */
export async function deliverRefunds(
  ctx: AppContext,
  options: { signal?: AbortSignal; maxBatches?: number } = {},
): Promise<{ sent: number; failed: number; retry: number }> {
  const result = { sent: 0, failed: 0, retry: 0 };
  for (let n = 0; n < (options.maxBatches ?? 20) && !options.signal?.aborted; n++) {
    const rows = await claimDue(ctx.db, REFUND_CHANNEL, REFUND_DELIVERY.batch, REFUND_DELIVERY.leaseMs);
    if (rows.length === 0) break;
    for (const row of rows) result[await deliverOne(ctx, row)] += 1;
  }
  return result;
}

/** Schedules `refund.deliver` (from the payments plugin). */
export function scheduleRefundDelivery(ctx: AppContext): void {
  schedule(ctx, {
    name: REFUND_DELIVER_JOB,
    everyMs: ctx.config.refundPollMs,
    pollMs: ctx.config.refundPollMs,
    firstPollMs: ctx.config.refundPollMs,
    run: (signal) => deliverRefunds(ctx, { signal }),
  });
}

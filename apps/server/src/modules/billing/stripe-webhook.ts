/**
 * Stripe's webhook (issue #4): POST /api/payments/stripe/webhook, public, verified with
 * STRIPE_WEBHOOK_SECRET over the raw body (`Stripe-Signature`). `checkout.session.completed` and
 * `checkout.session.async_payment_succeeded` with payment_status `paid` confirm the session (the
 * Stripe session id is the idempotency key, so a redelivery answers the same order);
 * `checkout.session.expired` and `checkout.session.async_payment_failed` release its seats.
 * Refunds (issue 31): `refund.created`, `refund.updated` and `refund.failed` carry the Refund,
 * `charge.refunded` the Charge (its refunds are then listed from Stripe's API): a refund of ours
 * (known by its Stripe id or the `portal_refund_id` metadata it was created with) is settled as
 * Stripe says (succeeded: on the invoice; failed or canceled: failed, the invoice Paid again).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { confirmSession, loadSession, releaseSession } from './confirm.service';
import { applyStripeRefund, type StripeRefundObject } from './refund-delivery';
import { refundIdOfProviderRefund } from './refunds.repository';
import { stripeClient } from './stripe-provider';

interface StripeCheckoutObject {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  amount_total?: number | null;
}

/** Settles our refund that Stripe reports on; answers what changed ('not-ours' for another system's). */
async function onStripeRefund(ctx: AppContext, refund: StripeRefundObject): Promise<string> {
  const refundId =
    (await refundIdOfProviderRefund(ctx.db, 'stripe', refund.id)) ?? refund.metadata?.portal_refund_id ?? null;
  if (!refundId || !/^[0-9a-f-]{36}$/i.test(refundId)) return 'not-ours';
  const result = await applyStripeRefund(ctx, refundId, refund);
  return result === 'unknown' ? 'not-ours' : `refund-${result}`;
}

/** Handles one verified event; answers what was done (for logs and tests). */
export async function handleStripeEvent(
  ctx: AppContext,
  event: { type: string; data: { object: unknown } },
): Promise<string> {
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed')
    return onStripeRefund(ctx, event.data.object as StripeRefundObject);
  if (event.type === 'charge.refunded') {
    const settings = ctx.config.stripe;
    const charge = event.data.object as { id: string };
    if (!settings) return 'ignored';
    // The Charge no longer embeds its refunds (API 2022-11-15 on): ask Stripe for them.
    const stripe = await stripeClient(settings);
    const results: string[] = [];
    for await (const refund of stripe.refunds.list({ charge: charge.id, limit: 100 }))
      results.push(await onStripeRefund(ctx, refund));
    return results.join(',') || 'no-refunds';
  }
  if (!event.type.startsWith('checkout.session.')) return 'ignored';
  const object = event.data.object as StripeCheckoutObject;
  const session = await loadSession(ctx.db, { providerSessionId: object.id });
  if (session?.provider !== 'stripe') {
    ctx.log.warn({ stripeSession: object.id, type: event.type }, 'Stripe event for an unknown checkout session');
    return 'unknown-session';
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      if (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required')
        return 'awaiting-payment';
      if (object.amount_total != null && object.amount_total !== session.amountCents) {
        ctx.log.warn(
          { sessionId: session.id, paid: object.amount_total, expected: session.amountCents },
          'Stripe amount differs from the checkout total',
        );
      }
      const confirmation = await confirmSession(ctx, session.id, {
        provider: 'stripe',
        providerPaymentId: object.id,
        amountCents: object.amount_total ?? session.amountCents,
      });
      return confirmation?.created ? 'confirmed' : 'already-confirmed';
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await ctx.db.transaction(async (tx) =>
        releaseSession(tx, session.id, event.type.endsWith('expired') ? 'expired' : 'cancelled'),
      );
      return 'released';
    default:
      return 'ignored';
  }
}

export function stripeWebhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The signature covers the exact bytes: keep the body raw in this scope.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post(
      '/api/payments/stripe/webhook',
      { config: { public: true, feature: 'events' }, schema: { hide: true } },
      async (req) => {
        const stripe = ctx.config.stripe;
        if (!stripe) throw new AppError('NOT_FOUND', 'Stripe is not configured.');
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
          throw new AppError('BAD_SIGNATURE', 'Missing Stripe signature.');
        const client = await stripeClient(stripe);
        let event: { type: string; data: { object: unknown } };
        try {
          event = client.webhooks.constructEvent(req.body, signature, stripe.webhookSecret);
        } catch {
          throw new AppError('BAD_SIGNATURE', 'The Stripe signature is not valid.');
        }
        return { received: true, result: await handleStripeEvent(ctx, event) };
      },
    );
  };
}

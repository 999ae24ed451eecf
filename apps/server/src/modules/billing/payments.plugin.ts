/**
 * The payments module as one plugin (issue #4), registered from app.ts: the test
 * gateway (the cart's checkout route is the cart module's), Stripe's webhook (raw body, own scope) and a sweep of lapsed checkouts every minute, a
 * scheduled job claimed in the database so one process of all runs it (tidying only: seats are free
 * once a hold's time has passed, whether or not the sweep ran), and the delivery of refund requests
 * to Stripe (`refund.deliver`, refund-delivery.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { schedule } from '../jobs';
import { sweepExpiredCheckouts } from './confirm.service';
import { scheduleRefundDelivery } from './refund-delivery';
import { testGatewayRoutes } from './payments.routes';
import { stripeWebhookRoutes } from './stripe-webhook';

/** Registers the payment routes and schedules the lapsed-checkout sweep (stopped when the app closes). */
export function paymentsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(testGatewayRoutes(ctx));
    await app.register(stripeWebhookRoutes(ctx));
    schedule(ctx, {
      name: 'payments.sweep-lapsed-checkouts',
      everyMs: 60_000,
      run: () => sweepExpiredCheckouts(ctx.db),
    });
    // Refund requests waiting in the outbox go to Stripe every REFUND_POLL_MS (issue 31).
    scheduleRefundDelivery(ctx);
  };
}

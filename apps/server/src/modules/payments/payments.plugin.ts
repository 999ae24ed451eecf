/**
 * The payments module as one plugin (issue #4), registered from app.ts: cart checkout, the test
 * gateway, Stripe's webhook (raw body, own scope) and a sweep of lapsed checkouts every minute
 * (tidying only: seats are free once a hold's time has passed, whether or not the sweep ran).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { sweepExpiredCheckouts } from './confirm.service';
import { checkoutRoutes, testGatewayRoutes } from './payments.routes';
import { stripeWebhookRoutes } from './stripe-webhook';

/** Registers the payment routes and starts the lapsed-checkout sweep (stopped when the app closes). */
export function paymentsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(checkoutRoutes(ctx));
    await app.register(testGatewayRoutes(ctx));
    await app.register(stripeWebhookRoutes(ctx));
    const sweep = () =>
      void sweepExpiredCheckouts(ctx.db).catch((err) => ctx.log.warn({ err }, 'sweeping lapsed checkouts failed'));
    const timer = setInterval(sweep, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
}

/**
 * The events area as one plugin (issue #4): event and ticket routes, the cart, the test gateway,
 * Stripe's webhook (raw body, own scope) and a sweep of lapsed checkouts every minute (tidying
 * only: seats are free once a hold's time has passed, whether or not the sweep ran).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { cartRoutes } from '../cart/cart.routes';
import { sweepExpiredCheckouts } from '../payments/confirm.service';
import { testGatewayRoutes } from '../payments/payments.routes';
import { stripeWebhookRoutes } from '../payments/stripe-webhook';
import { eventRoutes } from './events.routes';
import { ticketRoutes } from './tickets.routes';

export function eventsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(eventRoutes(ctx));
    await app.register(ticketRoutes(ctx));
    await app.register(cartRoutes(ctx));
    await app.register(testGatewayRoutes(ctx));
    await app.register(stripeWebhookRoutes(ctx));
    const sweep = () =>
      void sweepExpiredCheckouts(ctx.db).catch((err) => ctx.log.warn({ err }, 'sweeping lapsed checkouts failed'));
    const timer = setInterval(sweep, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
}

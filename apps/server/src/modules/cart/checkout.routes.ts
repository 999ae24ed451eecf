/**
 * POST /api/cart/checkout (spec 01 §4 Cart checkout, §7; issue #4): starts paying for a cart. Thin:
 * validate, call one service. The payment itself (provider, test gateway, webhook) is billing's.
 */
import { CartCheckoutInputSchema, CartCheckoutResponseSchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { originOf } from '../billing';
import { startCheckout } from './checkout.service';

const config = { feature: 'events' } as const;
const checkoutErrors = errorResponses(400, 401, 403, 404, 409, 502);

/** POST /api/cart/checkout {cartId, userId}: starts paying for a cart; answers where to pay. */
export function checkoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/cart/checkout', {
      config,
      schema: {
        tags: ['cart'],
        body: CartCheckoutInputSchema,
        response: { 200: CartCheckoutResponseSchema, ...checkoutErrors },
      },
      handler: (req) => startCheckout(ctx, actorOf(req), req.body, originOf(ctx, req)),
    });
  };
}

/**
 * Payment routes (issue #4): the
 * built-in test gateway under /api/payments/test-gateway/ (Stripe's webhook has its own scope,
 * stripe-webhook.ts). Thin: validate, call one service.
 */
import {
  CheckoutSessionParamsSchema,
  TestGatewayCancelResponseSchema,
  TestGatewayPayInputSchema,
  TestGatewayPayResponseSchema,
  TestGatewaySessionSchema,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { cancelTestSession, gatewaySession, payWithTestCard } from './gateway.service';
import { errorResponses } from '../../lib/errors';

const errors = errorResponses(400, 401, 402, 404, 409);
const config = { feature: 'events' } as const;
const tags = ['payments'];
const base = '/api/payments/test-gateway/:sessionId';

/** The portal origin for checkout URLs: the request's Origin when it is http(s), else PUBLIC_URL. */
export function originOf(ctx: AppContext, req: FastifyRequest): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return ctx.config.publicUrl;
}

/** The built-in test gateway's calls (the card page of the web app uses them). */

export function testGatewayRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(base, {
      config,
      schema: { tags, params: CheckoutSessionParamsSchema, response: { 200: TestGatewaySessionSchema, ...errors } },
      handler: (req) => gatewaySession(ctx, actorOf(req), req.params.sessionId),
    });
    app.post(`${base}/pay`, {
      config,
      schema: {
        tags,
        params: CheckoutSessionParamsSchema,
        body: TestGatewayPayInputSchema,
        response: { 200: TestGatewayPayResponseSchema, ...errors },
      },
      handler: (req) => payWithTestCard(ctx, actorOf(req), req.params.sessionId, req.body),
    });
    app.post(`${base}/cancel`, {
      config,
      schema: {
        tags,
        params: CheckoutSessionParamsSchema,
        response: { 200: TestGatewayCancelResponseSchema, ...errors },
      },
      handler: (req) => cancelTestSession(ctx, actorOf(req), req.params.sessionId),
    });
  };
}

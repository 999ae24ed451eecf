/**
 * Payment routes (issue #4): the built-in test gateway under /api/payments/test-gateway/ and
 * Stripe's webhook. Thin: validate, call one service.
 */
import {
  CheckoutSessionParamsSchema,
  ErrorBodySchema,
  TestGatewayCancelResponseSchema,
  TestGatewayPayInputSchema,
  TestGatewayPayResponseSchema,
  TestGatewaySessionSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { cancelTestSession, gatewaySession, payWithTestCard } from './gateway.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const config = { feature: 'events' } as const;
const tags = ['payments'];
const base = '/api/payments/test-gateway/:sessionId';

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

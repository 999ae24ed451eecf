/**
 * Webhook endpoints API (issue 31), Admin only (and API keys with scope 'webhooks'):
 *
 * GET    /api/v1/admin/webhooks                                   { endpoints }
 * POST   /api/v1/admin/webhooks                                   201 { endpoint, secret } (the secret only here)
 * GET    /api/v1/admin/webhooks/{id}                              the endpoint
 * PUT    /api/v1/admin/webhooks/{id}                              replace (url, description, eventTypes, enabled)
 * DELETE /api/v1/admin/webhooks/{id}                              { deleted: true }
 * POST   /api/v1/admin/webhooks/{id}/secret                       { endpoint, secret }: a new signing secret
 * GET    /api/v1/admin/webhooks/{id}/deliveries?limit             { deliveries } newest first
 * POST   /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/replay   201 the new delivery (same payload and webhook-id)
 */
import {
  WebhookDeletedSchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliveryQuerySchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as webhooks from './webhooks.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['webhooks'];
const base = '/api/v1/admin/webhooks';
const config = { apiKeyScope: 'webhooks' } as const;

/** Registers the webhook admin routes (app.ts). */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(base, {
      config,
      schema: {
        tags,
        summary: 'List webhook endpoints',
        operationId: 'listWebhookEndpoints',
        response: { 200: WebhookEndpointListSchema, ...errors },
      },
      handler: (req) => webhooks.listWebhookEndpoints(ctx, actorOf(req)),
    });
    app.post(base, {
      config,
      schema: {
        tags,
        summary: 'Register a webhook endpoint (answers its signing secret once)',
        operationId: 'createWebhookEndpoint',
        body: WebhookEndpointInputSchema,
        response: { 201: WebhookEndpointWithSecretSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send(await webhooks.createWebhookEndpoint(ctx, actorOf(req), req.body)),
    });
    app.get(`${base}/:id`, {
      config,
      schema: {
        tags,
        summary: 'Get a webhook endpoint',
        operationId: 'getWebhookEndpoint',
        params: WebhookEndpointParamsSchema,
        response: { 200: WebhookEndpointSchema, ...errors },
      },
      handler: (req) => webhooks.getWebhookEndpoint(ctx, actorOf(req), req.params.id),
    });
    app.put(`${base}/:id`, {
      config,
      schema: {
        tags,
        summary: 'Replace a webhook endpoint',
        operationId: 'updateWebhookEndpoint',
        params: WebhookEndpointParamsSchema,
        body: WebhookEndpointInputSchema,
        response: { 200: WebhookEndpointSchema, ...errors },
      },
      handler: (req) => webhooks.updateWebhookEndpoint(ctx, actorOf(req), req.params.id, req.body),
    });
    app.delete(`${base}/:id`, {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint',
        operationId: 'deleteWebhookEndpoint',
        params: WebhookEndpointParamsSchema,
        response: { 200: WebhookDeletedSchema, ...errors },
      },
      handler: (req) => webhooks.deleteWebhookEndpoint(ctx, actorOf(req), req.params.id),
    });
    app.post(`${base}/:id/secret`, {
      config,
      schema: {
        tags,
        summary: 'Rotate the signing secret of a webhook endpoint (answers the new secret once)',
        operationId: 'rotateWebhookSecret',
        params: WebhookEndpointParamsSchema,
        response: { 200: WebhookEndpointWithSecretSchema, ...errors },
      },
      handler: (req) => webhooks.rotateWebhookSecret(ctx, actorOf(req), req.params.id),
    });
    app.get(`${base}/:id/deliveries`, {
      config,
      schema: {
        tags,
        summary: 'List the deliveries of a webhook endpoint',
        operationId: 'listWebhookDeliveries',
        params: WebhookEndpointParamsSchema,
        querystring: WebhookDeliveryQuerySchema,
        response: { 200: WebhookDeliveryListSchema, ...errors },
      },
      handler: (req) => webhooks.listWebhookDeliveries(ctx, actorOf(req), req.params.id, req.query.limit),
    });
    app.post(`${base}/:id/deliveries/:deliveryId/replay`, {
      config,
      schema: {
        tags,
        summary: 'Replay a webhook delivery (same payload and webhook-id)',
        operationId: 'replayWebhookDelivery',
        params: WebhookDeliveryParamsSchema,
        response: { 201: WebhookDeliverySchema, ...errors },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(await webhooks.replayWebhookDelivery(ctx, actorOf(req), req.params.id, req.params.deliveryId)),
    });
  };
}

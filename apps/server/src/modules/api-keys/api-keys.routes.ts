/**
 * API key administration (issue 31), Admin only (others 403; a call made with a key 403 too: no
 * route here names a key scope, so a key can neither mint nor revoke keys).
 *
 * GET  /api/v1/admin/api-keys                  every key (never a token)
 * POST /api/v1/admin/api-keys                  { name, scopes } → 201 { data: key with `token` } (shown once)
 * POST /api/v1/admin/api-keys/{id}/revoke      → { data: key } (404 unknown, 409 already revoked)
 */
import {
  ApiKeyCreatedSchema,
  ApiKeyCreateInputSchema,
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiKeySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const tags = ['api keys'];
const base = '/api/v1/admin/api-keys';
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Registers the API key administration routes. */
export function apiKeyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(base, {
      schema: {
        summary: 'List API keys',
        operationId: 'listApiKeys',
        tags,
        response: { 200: data(ApiKeyListSchema), ...errorResponses(401, 403) },
      },
      handler: async (req) => ({ data: await listApiKeys(ctx, actorOf(req)) }),
    });
    app.post(base, {
      schema: {
        summary: 'Create an API key (its token is in this answer only)',
        operationId: 'createApiKey',
        tags,
        body: ApiKeyCreateInputSchema,
        response: { 201: data(ApiKeyCreatedSchema), ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (req, reply) => reply.status(201).send({ data: await createApiKey(ctx, actorOf(req), req.body) }),
    });
    app.post(`${base}/:id/revoke`, {
      schema: {
        summary: 'Revoke an API key',
        operationId: 'revokeApiKey',
        tags,
        params: ApiKeyIdParamsSchema,
        response: { 200: data(ApiKeySchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (req) => ({ data: await revokeApiKey(ctx, actorOf(req), req.params.id) }),
    });
  };
}

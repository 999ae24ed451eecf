/**
 * Workplace and dietary requirement calls (spec 01 §7; issue 14). The dietary options call (GET
 * api/value/dietaryrequirements) is the events module's.
 */
import { RequirementsSchema, WorkplaceSchema, WorkplaceUpdateSchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as profile from './account-profile.service';

const errors = errorResponses(400, 401, 404);
const tags = ['account'];

export function accountProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/organisation', {
      schema: { tags, response: { 200: WorkplaceSchema, ...errors } },
      handler: (req) => profile.getWorkplace(ctx, actorOf(req)),
    });
    app.put('/api/user/organisation', {
      schema: { tags, body: WorkplaceUpdateSchema, response: { 200: WorkplaceSchema, ...errors } },
      handler: (req) => profile.saveWorkplace(ctx, actorOf(req), req.body),
    });
    app.get('/api/user/requirements', {
      schema: { tags, response: { 200: RequirementsSchema, ...errors } },
      handler: (req) => profile.getRequirements(ctx, actorOf(req)),
    });
    app.post('/api/user/requirements', {
      schema: { tags, body: RequirementsSchema, response: { 200: RequirementsSchema, ...errors } },
      handler: (req) => profile.saveRequirements(ctx, actorOf(req), req.body),
    });
  };
}

/**
 * Account-details routes in both API styles (spec 01 §7 "GET /api/User and its save: legacy"; the
 * workflow form's path is not shown: /api/user/details chosen, see docs/spec-coverage.md; issue 14).
 */
import { LegacyProfileSchema, LegacyProfileUpdateSchema, WorkflowFormSchema, WorkflowSaveSchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as details from './account-details.service';

const errors = errorResponses(400, 401, 404);
const tags = ['account'];

export function accountDetailsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/User', {
      config: { feature: 'settings' },
      schema: { tags, response: { 200: LegacyProfileSchema, ...errors } },
      handler: (req) => details.getLegacyProfile(ctx, actorOf(req)),
    });
    app.put('/api/User', {
      config: { feature: 'settings' },
      schema: { tags, body: LegacyProfileUpdateSchema, response: { 200: LegacyProfileSchema, ...errors } },
      handler: (req) => details.saveLegacyProfile(ctx, actorOf(req), req.body),
    });
    app.get('/api/user/details', {
      config: { feature: 'settings' },
      schema: { tags, response: { 200: WorkflowFormSchema, ...errors } },
      handler: (req) => details.getWorkflowForm(ctx, actorOf(req)),
    });
    app.post('/api/user/details', {
      config: { feature: 'settings' },
      schema: { tags, body: WorkflowSaveSchema, response: { 200: WorkflowFormSchema, ...errors } },
      handler: (req) => details.saveWorkflowForm(ctx, actorOf(req), req.body),
    });
  };
}

/**
 * Organisation search and details (spec 01 §7; paths as the spec gives them; issue 14) and the
 * organisation directory (spec 03 §7 POST /api/org/list, behind organisation_directory; issue 16).
 */
import {
  OrganisationSchema,
  OrgIdParamsSchema,
  OrgListInputSchema,
  OrgListResponseSchema,
  OrgNamesQuerySchema,
  OrgNamesResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import * as organisations from './organisations.service';

const errors = errorResponses(400, 401, 404);
const tags = ['organisations'];

export function organisationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/org/names', {
      schema: { tags, querystring: OrgNamesQuerySchema, response: { 200: OrgNamesResponseSchema, ...errors } },
      handler: (req) => organisations.searchOrganisationNames(ctx, req.query),
    });
    app.get('/api/Org/:id', {
      schema: { tags, params: OrgIdParamsSchema, response: { 200: OrganisationSchema, ...errors } },
      handler: (req) => organisations.getOrganisation(ctx, req.params.id),
    });
    app.post('/api/org/list', {
      config: { feature: 'organisation_directory' },
      schema: { tags, body: OrgListInputSchema, response: { 200: OrgListResponseSchema, ...errors } },
      handler: (req) => organisations.listOrganisations(ctx, req.body),
    });
  };
}

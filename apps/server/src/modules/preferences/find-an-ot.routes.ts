/**
 * 'Find an OT' calls (issue 16; paths chosen in the style of spec 03 §7, recorded in
 * docs/spec-coverage.md):
 * - GET and PUT /api/user/find-an-ot: the caller's listing (members only; 404 otherwise).
 * - GET /api/public/find-an-ot?q&areaOfPracticeId&fundingSchemeId&page&size → {listings, page, size,
 *   totalItems}; GET /api/public/find-an-ot/options → {areasOfPractice, fundingSchemes}. No session
 *   needed; PUBLIC_SEARCH_LIMIT_PER_MINUTE calls per IP per minute (429 past it).
 */
import {
  FindAnOtListingInputSchema,
  FindAnOtListingSchema,
  FindAnOtOptionsSchema,
  FindAnOtSearchAnswerSchema,
  FindAnOtSearchQuerySchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as findAnOt from './find-an-ot.service';

const tags = ['preferences'];
const config = { feature: 'settings' } as const;

export function findAnOtRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/find-an-ot', {
      config,
      schema: { tags, response: { 200: FindAnOtListingSchema, ...errorResponses(401, 404) } },
      handler: (req) => findAnOt.getListing(ctx, actorOf(req)),
    });
    app.put('/api/user/find-an-ot', {
      config,
      schema: {
        tags,
        body: FindAnOtListingInputSchema,
        response: { 200: FindAnOtListingSchema, ...errorResponses(400, 401, 404) },
      },
      handler: (req) => findAnOt.saveListing(ctx, actorOf(req), req.body),
    });
    app.get('/api/public/find-an-ot', {
      config: { ...config, public: true },
      schema: {
        tags,
        querystring: FindAnOtSearchQuerySchema,
        response: { 200: FindAnOtSearchAnswerSchema, ...errorResponses(400, 404, 429) },
      },
      handler: (req) => findAnOt.searchPublic(ctx, req.ip, req.query),
    });
    app.get('/api/public/find-an-ot/options', {
      config: { ...config, public: true },
      schema: { tags, response: { 200: FindAnOtOptionsSchema, ...errorResponses(404, 429) } },
      handler: (req) => findAnOt.publicOptions(ctx, req.ip),
    });
  };
}

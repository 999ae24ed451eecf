/**
 * Interests and communication preferences (issue 16; spec 03 §7 Settings, preferences and
 * membership), behind the preferences_and_interests feature:
 * - GET /api/user/segment/{segmentType} (areaofpractices | fundingscheme) → [{segmentId, segmentName}]
 * - GET api/user/segment/interests and GET /api/user/segment/commprefs → [{categoryName, segments:
 *   [{segmentId, segmentName, selected}]}]
 * - GET, POST and DELETE api/user/segment/{id} → {segmentId, segmentName, categoryName, selected}:
 *   the caller's own choice (no body; 404 for an unknown id). {segmentType} and {id} share one
 *   route: a type name lists, a number is one segment; anything else is 400.
 */
import {
  SegmentIdParamsSchema,
  SegmentKeyAnswerSchema,
  SegmentKeyParamsSchema,
  UserSegmentCategoryListSchema,
  UserSegmentSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as segments from './segments.service';

const tags = ['preferences'];
const config = { feature: 'preferences_and_interests' } as const;
/** {segmentType} and {id} share this position (see SegmentKeyParamsSchema). */
const byId = '/api/user/segment/:id';

export function segmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/segment/interests', {
      config,
      schema: { tags, response: { 200: UserSegmentCategoryListSchema, ...errorResponses(401, 404) } },
      handler: (req) => segments.listInterests(ctx, actorOf(req)),
    });
    app.get('/api/user/segment/commprefs', {
      config,
      schema: { tags, response: { 200: UserSegmentCategoryListSchema, ...errorResponses(401, 404) } },
      handler: (req) => segments.listCommprefs(ctx, actorOf(req)),
    });
    app.get('/api/user/segment/:id', {
      config,
      schema: {
        tags,
        params: SegmentKeyParamsSchema,
        response: { 200: SegmentKeyAnswerSchema, ...errorResponses(400, 401, 404) },
      },
      handler: (req) => {
        const key = req.params.id;
        return typeof key === 'number'
          ? segments.getSegment(ctx, actorOf(req), key)
          : segments.listSegmentsOfType(ctx, key);
      },
    });
    app.post(byId, {
      config,
      schema: {
        tags,
        params: SegmentIdParamsSchema,
        response: { 200: UserSegmentSchema, ...errorResponses(401, 404) },
      },
      handler: (req) => segments.setSegmentChoice(ctx, actorOf(req), req.params.id, true),
    });
    app.delete(byId, {
      config,
      schema: {
        tags,
        params: SegmentIdParamsSchema,
        response: { 200: UserSegmentSchema, ...errorResponses(401, 404) },
      },
      handler: (req) => segments.setSegmentChoice(ctx, actorOf(req), req.params.id, false),
    });
  };
}

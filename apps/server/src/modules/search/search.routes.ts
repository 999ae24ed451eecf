/**
 * Global search routes (spec 01 §2 Global search; paths chosen, recorded in docs/spec-coverage.md):
 * GET api/v1/search?keyword|tagId (dropdown and tab counts), GET api/v1/search/tags (the tag panel),
 * GET api/v1/search/{section} (news, resources, events, posts, communities; one page). Behind the
 * global_search feature (404 when off); a closed section answers 404.
 */
import {
  MESSAGES,
  SearchSectionPageSchema,
  SearchSectionParamsSchema,
  SearchSectionQuerySchema,
  SearchSummaryQuerySchema,
  SearchSummarySchema,
  SearchTagPageSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { searchSection, searchSummary, searchTags, searchTerms } from './search.service';

const tags = ['search'];
const errors = errorResponses(400, 401, 403, 404);
const config = { feature: 'global_search' as const };

/** The global search routes (registered by app.ts). */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v1/search', {
      config,
      schema: { tags, querystring: SearchSummaryQuerySchema, response: { 200: SearchSummarySchema, ...errors } },
      handler: async (req) => searchSummary(ctx, actorOf(req), await searchTerms(ctx, req.query)),
    });
    app.get('/api/v1/search/tags', {
      config,
      schema: { tags, querystring: SearchSectionQuerySchema, response: { 200: SearchTagPageSchema, ...errors } },
      handler: async (req) =>
        searchTags(ctx, actorOf(req), await searchTerms(ctx, req.query), req.query.page, req.query.pageSize),
    });
    app.get('/api/v1/search/:section', {
      config,
      schema: {
        tags,
        params: SearchSectionParamsSchema,
        querystring: SearchSectionQuerySchema,
        response: { 200: SearchSectionPageSchema, ...errors },
      },
      handler: async (req) => {
        const terms = await searchTerms(ctx, req.query);
        const page = await searchSection(
          ctx,
          actorOf(req),
          req.params.section,
          terms,
          req.query.page,
          req.query.pageSize,
        );
        if (!page) throw notFound(MESSAGES.notFound);
        return page;
      },
    });
  };
}

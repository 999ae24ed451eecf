/**
 * Community routes under /api/v1 (spec 02 §7 Public community): the explore list, one community,
 * about, terms, the side-menu preference, favourites, recommendations and the toggles. Thin:
 * validate, call one service.
 */
import {
  CommunityAboutResponseSchema,
  CommunityActionResponseSchema,
  CommunityAliasQuerySchema,
  CommunityDetailsResponseSchema,
  CommunityIdParamsSchema,
  CommunityListInputSchema,
  CommunityListResponseSchema,
  CommunityPreferenceSchema,
  CommunityTermsResponseSchema,
  pagingSchema,
  TopFavoritesInputSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { config, errors, v1 } from '../http';
import * as communities from './communities.service';

const tags = ['communities'];
const IdParams = CommunityIdParamsSchema;

/** The public community routes. */
export function communityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(`${v1}/community/getlist`, {
      config,
      schema: {
        tags,
        body: z.preprocess((v) => v ?? {}, CommunityListInputSchema),
        response: { 200: CommunityListResponseSchema, ...errors },
      },
      handler: (req) => communities.listCommunities(ctx, actorOf(req), req.body),
    });
    app.post(`${v1}/community/preference`, {
      config,
      schema: { tags, response: { 200: CommunityPreferenceSchema, ...errors } },
      handler: (req) => communities.getPreference(ctx, actorOf(req)),
    });
    app.post(`${v1}/community/get-top-favorites`, {
      config,
      schema: { tags, body: TopFavoritesInputSchema, response: { 200: CommunityListResponseSchema, ...errors } },
      handler: (req) => communities.listFavorites(ctx, actorOf(req), req.body?.page, req.body?.pageSize),
    });
    app.get(`${v1}/dashboard/recommended/community`, {
      config,
      schema: { tags, querystring: pagingSchema(10), response: { 200: CommunityListResponseSchema, ...errors } },
      handler: (req) => communities.listRecommended(ctx, actorOf(req), req.query.page, req.query.pageSize),
    });
    app.get(`${v1}/community`, {
      config,
      schema: {
        tags,
        querystring: CommunityAliasQuerySchema,
        response: { 200: CommunityDetailsResponseSchema, ...errors },
      },
      handler: (req) => communities.getCommunity(ctx, actorOf(req), { alias: req.query.alias }),
    });
    app.get(`${v1}/community/:id`, {
      config,
      schema: { tags, params: IdParams, response: { 200: CommunityDetailsResponseSchema, ...errors } },
      handler: (req) => communities.getCommunity(ctx, actorOf(req), { id: req.params.id }),
    });
    app.get(`${v1}/community/:id/about`, {
      config,
      schema: { tags, params: IdParams, response: { 200: CommunityAboutResponseSchema, ...errors } },
      handler: (req) => communities.getAbout(ctx, actorOf(req), req.params.id),
    });
    app.get(`${v1}/community/:id/terms`, {
      config,
      schema: { tags, params: IdParams, response: { 200: CommunityTermsResponseSchema, ...errors } },
      handler: (req) => communities.getTerms(ctx, actorOf(req), req.params.id),
    });
    for (const action of ['add-to-favorite', 'delete-from-favorite', 'like', 'dislike', 'view'] as const) {
      app.post(`${v1}/community/:id/${action}`, {
        config,
        schema: { tags, params: IdParams, response: { 200: CommunityActionResponseSchema, ...errors } },
        handler: (req) => communities.toggleCommunity(ctx, actorOf(req), req.params.id, action),
      });
    }
  };
}

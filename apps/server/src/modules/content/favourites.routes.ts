/**
 * Favourite news and resources on the product API (spec 03 §7): lists of ids, add and remove.
 */
import {
  ContentIdParamsSchema,
  FavoriteListQuerySchema,
  FavoriteNewsIdsSchema,
  FavoriteResourcesIdsSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { loadViewer } from './content.visibility';
import { addFavourite, listFavouriteIds, removeFavourite } from './favourites.service';
import { errorResponses } from '../../lib/errors';

const errors = errorResponses(400, 401, 404);
const tags = ['favourites'];

export function favouriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v1/news/favorite', {
      config: { feature: 'news' },
      schema: { tags, querystring: FavoriteListQuerySchema, response: { 200: FavoriteNewsIdsSchema, ...errors } },
      handler: async (req) => ({
        favoriteNewsIds: await listFavouriteIds(
          ctx,
          await loadViewer(ctx, actorOf(req)),
          'news',
          req.query.page,
          req.query.pageSize,
        ),
      }),
    });
    app.get('/api/v1/resource/favorite', {
      config: { feature: 'resources' },
      schema: { tags, querystring: FavoriteListQuerySchema, response: { 200: FavoriteResourcesIdsSchema, ...errors } },
      handler: async (req) => ({
        favoriteResourcesIds: await listFavouriteIds(
          ctx,
          await loadViewer(ctx, actorOf(req)),
          'resource',
          req.query.page,
          req.query.pageSize,
        ),
      }),
    });
    for (const [kind, segment, feature] of [
      ['news', 'news', 'news'],
      ['resource', 'resource', 'resources'],
    ] as const) {
      app.post(`/api/v1/${segment}/:id/add-to-favorite`, {
        config: { feature },
        schema: { tags, params: ContentIdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
        handler: async (req) => {
          await addFavourite(ctx, await loadViewer(ctx, actorOf(req)), kind, req.params.id);
          return { success: true as const };
        },
      });
      app.post(`/api/v1/${segment}/:id/delete-from-favorite`, {
        config: { feature },
        schema: { tags, params: ContentIdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
        handler: async (req) => {
          await removeFavourite(ctx, await loadViewer(ctx, actorOf(req)), kind, req.params.id);
          return { success: true as const };
        },
      });
    }
  };
}

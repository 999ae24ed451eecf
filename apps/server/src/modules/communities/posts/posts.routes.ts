/**
 * Post and moderation routes under /api/v1 (spec 02 §7 Posts; comments: comments.routes.ts).
 * Create and edit calls are multipart, read here (fields validated by the shared *FieldsSchema,
 * posts.forms.ts); the rest are JSON.
 */
import {
  AdminPostListQuerySchema,
  AdminPostParamsSchema,
  CommunityIdParamsSchema,
  CommunityPostsQuerySchema,
  CommunityStatisticsSchema,
  FeedQuerySchema,
  PostActionResponseSchema,
  PostCounterSchema,
  PostIdParamsSchema,
  PostListResponseSchema,
  PostSchema,
  PostSearchQuerySchema,
  ReportInputSchema,
  ReportResponseSchema,
  SetPostStatusInputSchema,
  SetTagsInputSchema,
  SuccessResponseSchema,
  UserIdParamsSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { cachedRead } from '../../../lib/read-cache';
import { actorOf } from '../../../plugins/auth';
import { readMultipart } from '../../files';
import { COMMUNITY_UPLOADS } from '../uploads/uploads';
import { config, errors, multipart, v1 } from '../http';
import * as feeds from './feed.service';
import * as moderation from './moderation.service';
import { POST_FILE_RULES, postCreateFields, postUpdateFields } from './posts.forms';
import * as posts from './posts.service';

const tags = ['community posts'];

/** The post, feed and moderation routes. */
export function postRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${v1}/community/post/feed`, {
      config,
      schema: { tags, querystring: FeedQuerySchema, response: { 200: PostListResponseSchema, ...errors } },
      // The hottest read: answered from the read cache while no community data changed (issue #3).
      handler: (req, reply) =>
        cachedRead(ctx.readCache, 'community', req, reply, () => feeds.getFeed(ctx, actorOf(req), req.query)),
    });
    app.get(`${v1}/community/post/search-by-body`, {
      config,
      schema: { tags, querystring: PostSearchQuerySchema, response: { 200: PostListResponseSchema, ...errors } },
      handler: (req) => feeds.searchPosts(ctx, actorOf(req), req.query),
    });
    app.get(`${v1}/community/:id/posts`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: CommunityPostsQuerySchema,
        response: { 200: PostListResponseSchema, ...errors },
      },
      handler: (req, reply) =>
        cachedRead(ctx.readCache, 'community', req, reply, () =>
          feeds.getCommunityPosts(ctx, actorOf(req), req.params.id, req.query),
        ),
    });
    app.get(`${v1}/community/users/:userId/post-counter`, {
      config,
      schema: { tags, params: UserIdParamsSchema, response: { 200: PostCounterSchema, ...errors } },
      handler: (req) => feeds.postCounter(ctx, actorOf(req), req.params.userId),
    });

    app.post(`${v1}/community/post`, {
      config,
      schema: { tags, consumes: multipart, response: { 201: PostSchema, ...errors } },
      handler: async (req, reply) => {
        const form = await readMultipart(req, POST_FILE_RULES, COMMUNITY_UPLOADS, { ctx, accountId: actorOf(req).id });
        const post = await posts.createPost(ctx, actorOf(req), postCreateFields(form), form.files);
        return reply.status(201).send(post);
      },
    });
    app.get(`${v1}/community/post/:id`, {
      config,
      schema: { tags, params: PostIdParamsSchema, response: { 200: PostSchema, ...errors } },
      handler: (req) => posts.getPost(ctx, actorOf(req), req.params.id),
    });
    app.put(`${v1}/community/post/:id`, {
      config,
      schema: { tags, params: PostIdParamsSchema, consumes: multipart, response: { 200: PostSchema, ...errors } },
      handler: async (req) => {
        const form = await readMultipart(req, POST_FILE_RULES, COMMUNITY_UPLOADS, { ctx, accountId: actorOf(req).id });
        return posts.updatePost(ctx, actorOf(req), req.params.id, postUpdateFields(form), form.files);
      },
    });
    app.delete(`${v1}/community/post/:id`, {
      config,
      schema: { tags, params: PostIdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await posts.deletePost(ctx, actorOf(req), req.params.id);
        return { success: true as const };
      },
    });
    for (const action of ['view', 'like', 'dislike', 'save', 'unsave'] as const) {
      app.post(`${v1}/community/post/:id/${action}`, {
        config,
        schema: { tags, params: PostIdParamsSchema, response: { 200: PostActionResponseSchema, ...errors } },
        handler: (req) => posts.postAction(ctx, actorOf(req), req.params.id, action),
      });
    }
    app.put(`${v1}/community/post/:id/set-tags`, {
      config,
      schema: { tags, params: PostIdParamsSchema, body: SetTagsInputSchema, response: { 200: PostSchema, ...errors } },
      handler: (req) => posts.setTags(ctx, actorOf(req), req.params.id, req.body.tagIds),
    });
    app.post(`${v1}/community/post/:id/report`, {
      config,
      schema: {
        tags,
        params: PostIdParamsSchema,
        body: ReportInputSchema,
        response: { 200: ReportResponseSchema, ...errors },
      },
      handler: (req) => posts.reportPost(ctx, actorOf(req), req.params.id, req.body),
    });

    app.post(`${v1}/admin/community/:communityId/post/:postId/set-status`, {
      config,
      schema: {
        tags,
        params: AdminPostParamsSchema,
        body: SetPostStatusInputSchema,
        response: { 200: PostSchema, ...errors },
      },
      handler: (req) =>
        moderation.setPostStatus(ctx, actorOf(req), req.params.communityId, req.params.postId, req.body),
    });
    app.get(`${v1}/admin/community/:id/post`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: AdminPostListQuerySchema,
        response: { 200: PostListResponseSchema, ...errors },
      },
      handler: (req) => moderation.listAdminPosts(ctx, actorOf(req), req.params.id, req.query),
    });
    app.get(`${v1}/admin/community/:id/post/statistics`, {
      config,
      schema: { tags, params: CommunityIdParamsSchema, response: { 200: CommunityStatisticsSchema, ...errors } },
      handler: (req) => moderation.statistics(ctx, actorOf(req), req.params.id),
    });
  };
}

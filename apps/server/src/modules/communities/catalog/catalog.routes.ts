/**
 * Category, post tag and FAQ routes under /api/v1 (spec 02 §7 Categories, Tags, FAQ). Thin:
 * validate, call one service.
 */
import {
  AdminCategoryQuerySchema,
  CategoryListResponseSchema,
  CategorySchema,
  CategoryWriteSchema,
  CommunityIdParamsSchema,
  FaqListResponseSchema,
  pagingSchema,
  PostTagSchema,
  SuccessResponseSchema,
  TagListQuerySchema,
  TagListResponseSchema,
  TagWriteSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { config, errors, v1 } from '../http';
import * as catalog from './catalog.service';

const tags = ['communities'];
const IdParams = CommunityIdParamsSchema;

/** The category, tag and FAQ routes. */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${v1}/community/category`, {
      config,
      schema: { tags, response: { 200: CategoryListResponseSchema, ...errors } },
      handler: (req) => catalog.listCategories(ctx, actorOf(req)),
    });
    app.get(`${v1}/admin/community/category`, {
      config,
      schema: { tags, querystring: AdminCategoryQuerySchema, response: { 200: CategoryListResponseSchema, ...errors } },
      handler: (req) => catalog.listAdminCategories(ctx, actorOf(req), req.query),
    });
    app.post(`${v1}/admin/community/category`, {
      config,
      schema: { tags, body: CategoryWriteSchema, response: { 201: CategorySchema, ...errors } },
      handler: async (req, reply) => reply.status(201).send(await catalog.saveCategory(ctx, actorOf(req), req.body)),
    });
    app.put(`${v1}/admin/community/category/:id`, {
      config,
      schema: { tags, params: IdParams, body: CategoryWriteSchema, response: { 200: CategorySchema, ...errors } },
      handler: (req) => catalog.saveCategory(ctx, actorOf(req), req.body, req.params.id),
    });
    app.delete(`${v1}/admin/community/category/:id`, {
      config,
      schema: { tags, params: IdParams, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await catalog.deleteCategory(ctx, actorOf(req), req.params.id);
        return { success: true as const };
      },
    });

    app.get(`${v1}/community/post/tag`, {
      config,
      schema: { tags, querystring: TagListQuerySchema, response: { 200: TagListResponseSchema, ...errors } },
      handler: (req) => catalog.listTags(ctx, actorOf(req), req.query),
    });
    app.post(`${v1}/admin/community/post/tag`, {
      config,
      schema: { tags, body: TagWriteSchema, response: { 201: PostTagSchema, ...errors } },
      handler: async (req, reply) => reply.status(201).send(await catalog.saveTag(ctx, actorOf(req), req.body.name)),
    });
    app.put(`${v1}/admin/community/post/tag/:id`, {
      config,
      schema: { tags, params: IdParams, body: TagWriteSchema, response: { 200: PostTagSchema, ...errors } },
      handler: (req) => catalog.saveTag(ctx, actorOf(req), req.body.name, req.params.id),
    });
    app.delete(`${v1}/admin/community/post/tag/:id`, {
      config,
      schema: { tags, params: IdParams, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await catalog.deleteTag(ctx, actorOf(req), req.params.id);
        return { success: true as const };
      },
    });

    app.get(`${v1}/faq`, {
      config,
      schema: { tags, querystring: pagingSchema(1000), response: { 200: FaqListResponseSchema, ...errors } },
      handler: (req) => catalog.listFaq(ctx, req.query),
    });
  };
}

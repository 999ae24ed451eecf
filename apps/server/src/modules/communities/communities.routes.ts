/**
 * Community routes under /api/v1 (spec 02 §7 Public community, Membership, Members (read),
 * Categories, Tags, FAQ) and the community file download. Thin: validate, call one service.
 */
import {
  AdminCategoryQuerySchema,
  CategoryListResponseSchema,
  CategorySchema,
  CategoryWriteSchema,
  CommunityAboutResponseSchema,
  CommunityActionResponseSchema,
  CommunityAliasQuerySchema,
  CommunityDetailsResponseSchema,
  CommunityIdParamsSchema,
  CommunityListInputSchema,
  CommunityListResponseSchema,
  CommunityMembersQuerySchema,
  CommunityMembersResponseSchema,
  CommunityPreferenceSchema,
  CommunityTermsResponseSchema,
  ErrorBodySchema,
  FaqListResponseSchema,
  JoinCommunityInputSchema,
  JoinQuestionListResponseSchema,
  JoinQuestionParamsSchema,
  MembershipResponseSchema,
  pagingSchema,
  PostTagSchema,
  SuccessResponseSchema,
  TagListQuerySchema,
  TagListResponseSchema,
  TagWriteSchema,
  TopFavoritesInputSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { FileQuerySchema, sendStoredFile, tokenFromQuery, wantsDownload } from '../files/serve-file';
import { storageFor } from '../files/storage';
import * as catalog from './catalog.service';
import { getVisibleCommunityFile } from './community-files.service';
import * as communities from './communities.service';
import * as membership from './membership.service';

export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};
const tags = ['communities'];
const v1 = '/api/v1';
const config = { feature: 'communities' } as const;
const IdParams = CommunityIdParamsSchema;

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

    app.put(`${v1}/community/:id/join`, {
      config,
      schema: {
        tags,
        params: IdParams,
        body: JoinCommunityInputSchema,
        response: { 200: MembershipResponseSchema, ...errors },
      },
      handler: (req) => membership.joinCommunity(ctx, actorOf(req), req.params.id, req.body),
    });
    app.put(`${v1}/community/:id/join/question/:qid/send-files`, {
      config,
      schema: {
        tags,
        params: JoinQuestionParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: MembershipResponseSchema, ...errors },
      },
      handler: (req) => membership.sendAnswerFiles(ctx, actorOf(req), req.params.id, req.params.qid, req),
    });
    app.put(`${v1}/community/:id/join/cancel`, {
      config,
      schema: { tags, params: IdParams, response: { 200: MembershipResponseSchema, ...errors } },
      handler: (req) => membership.cancelJoin(ctx, actorOf(req), req.params.id),
    });
    app.put(`${v1}/community/:id/unjoin`, {
      config,
      schema: { tags, params: IdParams, response: { 200: MembershipResponseSchema, ...errors } },
      handler: (req) => membership.leaveCommunity(ctx, actorOf(req), req.params.id),
    });
    app.get(`${v1}/community/:id/join/question`, {
      config,
      schema: { tags, params: IdParams, response: { 200: JoinQuestionListResponseSchema, ...errors } },
      handler: (req) => membership.listJoinQuestions(ctx, actorOf(req), req.params.id),
    });
    app.get(`${v1}/community/:id/member`, {
      config,
      schema: {
        tags,
        params: IdParams,
        querystring: CommunityMembersQuerySchema,
        response: { 200: CommunityMembersResponseSchema, ...errors },
      },
      handler: (req) => membership.listMembers(ctx, actorOf(req), req.params.id, req.query),
    });

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

    const storage = storageFor(ctx.config);
    app.get(`${v1}/community/files/:id`, {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        querystring: FileQuerySchema,
      },
      onRequest: tokenFromQuery,
      handler: async (req, reply) => {
        const file = await getVisibleCommunityFile(ctx, actorOf(req), req.params.id);
        return sendStoredFile(
          reply,
          storage,
          { storageKey: file.storage_key, filename: file.filename, mimeType: file.mime_type, size: file.size },
          { download: wantsDownload(req.query) },
        );
      },
    });
  };
}

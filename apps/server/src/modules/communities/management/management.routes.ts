/**
 * Global communities management routes under /api/v1 (spec 02 §7 Admin communities, FAQ,
 * managers; issue 20). Thin: validate, read multipart, call one service.
 */
import {
  AdminCommunityListQuerySchema,
  AdminCommunityListResponseSchema,
  CommunityDetailsResponseSchema,
  CommunityIdParamsSchema,
  ExistsByAliasQuerySchema,
  ExistsByAliasResponseSchema,
  FaqCreateSchema,
  FaqItemSchema,
  FaqListResponseSchema,
  FaqWriteSchema,
  GlobalTermsResponseSchema,
  GlobalTermsWriteSchema,
  ManagerDeleteQuerySchema,
  ManagerListQuerySchema,
  ManagerListResponseSchema,
  ManagerSchema,
  ManagerWriteSchema,
  pagingSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { readMultipart } from '../../files';
import { COMMUNITY_FORM_FILE_RULES, communityFormFields } from '../admin/settings.forms';
import { config, errors, multipart, v1 } from '../http';
import { COMMUNITY_UPLOADS } from '../uploads/uploads';
import * as management from './management.service';

const tags = ['communities management'];
const IdParams = CommunityIdParamsSchema;
const ok = { success: true as const };

/** The management tabs' routes. */
export function managementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${v1}/admin/community`, {
      config,
      schema: {
        tags,
        querystring: AdminCommunityListQuerySchema,
        response: { 200: AdminCommunityListResponseSchema, ...errors },
      },
      handler: (req) => management.listCommunities(ctx, actorOf(req), req.query),
    });
    app.get(`${v1}/admin/community/exists-by-alias`, {
      config,
      schema: {
        tags,
        querystring: ExistsByAliasQuerySchema,
        response: { 200: ExistsByAliasResponseSchema, ...errors },
      },
      handler: (req) => management.aliasExists(ctx, actorOf(req), req.query),
    });
    app.post(`${v1}/admin/community`, {
      config,
      schema: { tags, consumes: multipart, response: { 201: CommunityDetailsResponseSchema, ...errors } },
      handler: async (req, reply) => {
        const form = await readMultipart(req, COMMUNITY_FORM_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        const created = await management.createCommunity(
          ctx,
          actorOf(req),
          communityFormFields(form),
          form.files.find((f) => f.field === 'imageFile'),
        );
        return reply.status(201).send(created);
      },
    });
    app.delete(`${v1}/admin/community/:id`, {
      config,
      schema: { tags, params: IdParams, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await management.deleteCommunity(ctx, actorOf(req), req.params.id);
        return ok;
      },
    });
    app.get(`${v1}/admin/community/global-tc`, {
      config,
      schema: { tags, response: { 200: GlobalTermsResponseSchema, ...errors } },
      handler: (req) => management.getGlobalTerms(ctx, actorOf(req)),
    });
    app.put(`${v1}/admin/community/global-tc`, {
      config,
      schema: { tags, body: GlobalTermsWriteSchema, response: { 200: GlobalTermsResponseSchema, ...errors } },
      handler: (req) => management.saveGlobalTerms(ctx, actorOf(req), req.body.value),
    });

    app.get(`${v1}/admin/faq`, {
      config,
      schema: { tags, querystring: pagingSchema(1000), response: { 200: FaqListResponseSchema, ...errors } },
      handler: (req) => management.listAdminFaq(ctx, actorOf(req), req.query),
    });
    app.post(`${v1}/admin/faq`, {
      config,
      schema: { tags, body: FaqCreateSchema, response: { 201: FaqListResponseSchema, ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send(await management.createFaq(ctx, actorOf(req), req.body.faQs)),
    });
    app.put(`${v1}/admin/faq/:id`, {
      config,
      schema: { tags, params: IdParams, body: FaqWriteSchema, response: { 200: FaqItemSchema, ...errors } },
      handler: (req) => management.updateFaq(ctx, actorOf(req), req.params.id, req.body),
    });
    app.delete(`${v1}/admin/faq/:id`, {
      config,
      schema: { tags, params: IdParams, response: { 200: FaqItemSchema, ...errors } },
      handler: (req) => management.setFaqDeleted(ctx, actorOf(req), req.params.id, true),
    });
    app.put(`${v1}/admin/faq/:id/restore`, {
      config,
      schema: { tags, params: IdParams, response: { 200: FaqItemSchema, ...errors } },
      handler: (req) => management.setFaqDeleted(ctx, actorOf(req), req.params.id, false),
    });

    app.get(`${v1}/admin/account/admin`, {
      config,
      schema: { tags, querystring: ManagerListQuerySchema, response: { 200: ManagerListResponseSchema, ...errors } },
      handler: (req) => management.listManagers(ctx, actorOf(req), req.query),
    });
    app.post(`${v1}/admin/account/admin`, {
      config,
      schema: { tags, body: ManagerWriteSchema, response: { 201: ManagerSchema, ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send(await management.addManager(ctx, actorOf(req), req.body.userEmail)),
    });
    app.delete(`${v1}/admin/account/admin`, {
      config,
      schema: { tags, querystring: ManagerDeleteQuerySchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await management.removeManager(ctx, actorOf(req), req.query.userEmail);
        return ok;
      },
    });
  };
}

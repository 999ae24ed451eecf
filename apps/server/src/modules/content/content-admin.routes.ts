/**
 * Staff authoring API under /api/v1/admin/content (issue #5, beyond the spec). Only callers who
 * pass `canManageContent` (Admin role or Staff contact type); others get 403. The one exception is
 * GET /api/v1/admin/content/abilities, which tells any signed-in user whether they may author.
 *
 * Uploads: POST /api/v1/admin/content/files, multipart, up to 10 files of 5 MB each.
 */
import multipart from '@fastify/multipart';
import {
  CONTENT_LIMITS,
  ContentAbilitiesSchema,
  ContentAdminItemSchema,
  ContentAdminListQuerySchema,
  ContentAdminListResponseSchema,
  ContentCategoryCreateSchema,
  ContentCategorySchema,
  ContentFileSchema,
  ContentIdParamsSchema,
  ContentItemUpdateSchema,
  ContentItemWriteSchema,
  ContentLabelCreateSchema,
  ContentPublishInputSchema,
  ContentTagSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { canManageContent } from '../../policies/content';
import { auditActorOf } from '../audit';
import { readMultipart } from '../files';
import { STAFF_FILE_RULES, STAFF_UPLOADS } from '../files';
import { saveContentFiles } from './content-uploads.service';
import * as admin from './content-admin.service';
import { guardStaffArea } from '../../plugins/staff-area';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ['content admin'];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const base = '/api/v1/admin/content';
const abilitiesUrl = `${base}/abilities`;

export function contentAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: CONTENT_LIMITS.fileMaxBytes,
        files: CONTENT_LIMITS.filesPerUpload,
        fields: 10,
        fieldSize: 1000,
        parts: 30,
      },
    });
    guardStaffArea(app, { allowed: canManageContent, openUrls: [abilitiesUrl] });

    app.get(abilitiesUrl, {
      schema: { tags, response: { 200: data(ContentAbilitiesSchema), ...errors } },
      handler: async (req) => ({ data: { canManageContent: canManageContent(actorOf(req)) } }),
    });
    app.get(`${base}/items`, {
      schema: {
        tags,
        querystring: ContentAdminListQuerySchema,
        response: { 200: ContentAdminListResponseSchema, ...errors },
      },
      handler: (req) => admin.listAdminItems(ctx, req.query),
    });
    app.get(`${base}/items/:id`, {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentAdminItemSchema), ...errors } },
      handler: async (req) => ({ data: await admin.getAdminItem(ctx, req.params.id) }),
    });
    app.post(`${base}/items`, {
      schema: { tags, body: ContentItemWriteSchema, response: { 201: data(ContentAdminItemSchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({ data: await admin.createItem(ctx, actorOf(req), req.body) }),
    });
    app.patch(`${base}/items/:id`, {
      schema: {
        tags,
        params: ContentIdParamsSchema,
        body: ContentItemUpdateSchema,
        response: { 200: data(ContentAdminItemSchema), ...errors },
      },
      handler: async (req) => ({
        data: await admin.updateItem(ctx, auditActorOf(actorOf(req)), req.params.id, req.body),
      }),
    });
    app.post(`${base}/items/:id/publish`, {
      schema: {
        tags,
        params: ContentIdParamsSchema,
        body: ContentPublishInputSchema.optional(),
        response: { 200: data(ContentAdminItemSchema), ...errors },
      },
      handler: async (req) => ({
        data: await admin.publishItem(ctx, auditActorOf(actorOf(req)), req.params.id, req.body?.publishStartDate),
      }),
    });
    app.post(`${base}/items/:id/archive`, {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: data(ContentAdminItemSchema), ...errors } },
      handler: async (req) => ({ data: await admin.archiveItem(ctx, auditActorOf(actorOf(req)), req.params.id) }),
    });
    app.post(`${base}/tags`, {
      schema: { tags, body: ContentLabelCreateSchema, response: { 201: data(ContentTagSchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({ data: await admin.createTag(ctx, auditActorOf(actorOf(req)), req.body.label) }),
    });
    app.post(`${base}/categories`, {
      schema: { tags, body: ContentCategoryCreateSchema, response: { 201: data(ContentCategorySchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({
          data: (await admin.createCategory(ctx, auditActorOf(actorOf(req)), req.body.label, req.body.type)) as z.infer<
            typeof ContentCategorySchema
          >,
        }),
    });
    app.patch(`${base}/tags/:id`, {
      schema: {
        tags,
        params: ContentIdParamsSchema,
        body: ContentLabelCreateSchema,
        response: { 200: data(ContentTagSchema), ...errors },
      },
      handler: async (req) => ({
        data: await admin.renameTag(ctx, auditActorOf(actorOf(req)), req.params.id, req.body.label),
      }),
    });
    app.delete(`${base}/tags/:id`, {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await admin.deleteTag(ctx, auditActorOf(actorOf(req)), req.params.id);
        return { success: true as const };
      },
    });
    app.patch(`${base}/categories/:id`, {
      schema: {
        tags,
        params: ContentIdParamsSchema,
        body: ContentLabelCreateSchema,
        response: { 200: data(ContentCategorySchema), ...errors },
      },
      handler: async (req) => ({
        data: (await admin.renameCategory(ctx, auditActorOf(actorOf(req)), req.params.id, req.body.label)) as z.infer<
          typeof ContentCategorySchema
        >,
      }),
    });
    app.delete(`${base}/categories/:id`, {
      schema: { tags, params: ContentIdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await admin.deleteCategory(ctx, auditActorOf(actorOf(req)), req.params.id);
        return { success: true as const };
      },
    });
    app.post(`${base}/files`, {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: data(z.array(ContentFileSchema)), ...errors },
      },
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const form = await readMultipart(req, STAFF_FILE_RULES, STAFF_UPLOADS, { ctx, accountId: actor.id });
        return reply.status(201).send({ data: await saveContentFiles(ctx, actor, form.files) });
      },
    });
  };
}

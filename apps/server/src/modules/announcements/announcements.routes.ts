/**
 * Announcements API (spec 02 §7 "FAQ, server values, announcements"; issue 20):
 *
 * GET    /api/v1/admin/announcements?page&pageSize   { announcements, totalItemCount } (default 1, 1000)
 * POST   /api/v1/admin/announcements                 create; 201 with the announcement
 * PUT    /api/v1/admin/announcements/{id}            replace (isActive true: Activate)
 * DELETE /api/v1/admin/announcements/{id}
 * GET    /api/v1/announcements                       { announcement | null } for the caller
 * PUT    /api/v1/announcements/{id}/cancelled        the caller dismissed it
 */
import {
  AnnouncementCancelledResultSchema,
  AnnouncementIdParamsSchema,
  AnnouncementInputSchema,
  AnnouncementListQuerySchema,
  AnnouncementListResponseSchema,
  AnnouncementSchema,
  MemberAnnouncementResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import * as announcements from './announcements.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['announcements'];
const admin = '/api/v1/admin/announcements';

/** Registers the announcement routes (app.ts). */
export function announcementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(admin, {
      schema: {
        tags,
        querystring: AnnouncementListQuerySchema,
        response: { 200: AnnouncementListResponseSchema, ...errors },
      },
      handler: (req) => announcements.listAnnouncements(ctx, actorOf(req), req.query.page, req.query.pageSize),
    });
    app.post(admin, {
      schema: { tags, body: AnnouncementInputSchema, response: { 201: AnnouncementSchema, ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send(await announcements.createAnnouncement(ctx, actorOf(req), req.body)),
    });
    app.put(`${admin}/:id`, {
      schema: {
        tags,
        params: AnnouncementIdParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: AnnouncementSchema, ...errors },
      },
      handler: (req) => announcements.updateAnnouncement(ctx, actorOf(req), req.params.id, req.body),
    });
    app.delete(`${admin}/:id`, {
      schema: {
        tags,
        params: AnnouncementIdParamsSchema,
        response: { 200: AnnouncementCancelledResultSchema, ...errors },
      },
      handler: (req) => announcements.deleteAnnouncement(ctx, actorOf(req), req.params.id),
    });
    app.get('/api/v1/announcements', {
      schema: { tags, response: { 200: MemberAnnouncementResponseSchema, ...errors } },
      handler: (req) => announcements.relevantAnnouncement(ctx, actorOf(req)),
    });
    app.put('/api/v1/announcements/:id/cancelled', {
      schema: {
        tags,
        params: AnnouncementIdParamsSchema,
        response: { 200: AnnouncementCancelledResultSchema, ...errors },
      },
      handler: (req) => announcements.dismissAnnouncement(ctx, actorOf(req), req.params.id),
    });
  };
}

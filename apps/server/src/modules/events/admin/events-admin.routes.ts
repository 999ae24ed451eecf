/**
 * Staff events API under /api/v1/admin/events (issue 22, beyond the spec), in the style of the
 * content authoring API. Only callers who pass `canManageEvents` (Admin role or Staff contact type);
 * others get 403. GET /api/v1/admin/events/abilities tells any signed-in user whether they may.
 *
 * GET    /api/v1/admin/events?state=upcoming|past|drafts&search&page&limit
 * POST   /api/v1/admin/events                      create (a draft), 201
 * GET    /api/v1/admin/events/{id}                 any status, with ticket types and attachments
 * PUT    /api/v1/admin/events/{id}                 replace every field
 * POST   /api/v1/admin/events/{id}/publish         {publishAt?}: now or scheduled
 * POST   /api/v1/admin/events/{id}/unpublish
 * POST   /api/v1/admin/events/{id}/duplicate       201
 * POST   /api/v1/admin/events/{id}/cancel          every ticket refunded in full, holders mailed
 * GET    /api/v1/admin/events/{id}/attendees       ?search&status&page&limit
 * GET    /api/v1/admin/events/{id}/attendees.csv   streamed
 * GET    /api/v1/admin/events/{id}/dietary-summary
 * POST   /api/v1/admin/events/{id}/checkin         {ticketId}
 * POST   /api/v1/admin/events/files                multipart, up to 10 files of 5 MB
 */
import multipart from '@fastify/multipart';
import {
  CONTENT_LIMITS,
  EventAdminAbilitiesSchema,
  EventAdminDetailsSchema,
  EventAdminFileSchema,
  EventAdminIdParamsSchema,
  EventAdminListQuerySchema,
  EventAdminListResponseSchema,
  EventAdminWriteSchema,
  EventAttendeeSchema,
  EventAttendeesQuerySchema,
  EventAttendeesResponseSchema,
  EventCancelResultSchema,
  EventCheckInInputSchema,
  EventDietarySummarySchema,
  EventPublishInputSchema,
  StaffWaitlistSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { staffWaitlist } from '../waitlist.service';
import { errorResponses } from '../../../lib/errors';
import { readMultipart } from '../../files';
import { sendDownload } from '../../files';
import { STAFF_FILE_RULES, STAFF_UPLOADS } from '../../files';
import { actorOf } from '../../../plugins/auth';
import { canManageEvents } from '../../../policies/events-admin';
import { attendeesCsv, cancelEvent, dietarySummary, listAttendees } from './attendees.service';
import { checkIn } from './checkin/checkin.service';
import { saveEventFiles } from './event-files.service';
import { duplicateEvent } from './duplicate.service';
import * as admin from './events-admin.service';
import { guardStaffArea } from '../../../plugins/staff-area';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ['events admin'];
const config = { feature: 'events' } as const;
/** The reads an API key with 'events:read' reaches (issue 31). */
const keyRead = { ...config, apiKeyScope: 'events:read' } as const;
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const base = '/api/v1/admin/events';
const abilitiesUrl = `${base}/abilities`;
const params = EventAdminIdParamsSchema;

/** Registers the staff events routes. */
export function eventsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
    guardStaffArea(app, { allowed: canManageEvents, openUrls: [abilitiesUrl] });

    app.get(abilitiesUrl, {
      config,
      schema: { tags, response: { 200: data(EventAdminAbilitiesSchema), ...errors } },
      handler: async (req) => ({ data: { canManageEvents: canManageEvents(actorOf(req)) } }),
    });
    app.get(base, {
      config: keyRead,
      schema: {
        tags,
        querystring: EventAdminListQuerySchema,
        response: { 200: EventAdminListResponseSchema, ...errors },
      },
      handler: (req) => admin.listAdminEvents(ctx, req.query),
    });
    app.post(base, {
      config,
      schema: { tags, body: EventAdminWriteSchema, response: { 201: data(EventAdminDetailsSchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({ data: await admin.createEvent(ctx, actorOf(req), req.body) }),
    });
    app.get(`${base}/:id`, {
      config: keyRead,
      schema: { tags, params, response: { 200: data(EventAdminDetailsSchema), ...errors } },
      handler: async (req) => ({ data: await admin.getAdminEvent(ctx, actorOf(req), req.params.id) }),
    });
    app.put(`${base}/:id`, {
      config,
      schema: {
        tags,
        params,
        body: EventAdminWriteSchema,
        response: { 200: data(EventAdminDetailsSchema), ...errors },
      },
      handler: async (req) => ({ data: await admin.updateEvent(ctx, actorOf(req), req.params.id, req.body) }),
    });
    app.post(`${base}/:id/publish`, {
      config,
      schema: {
        tags,
        params,
        body: EventPublishInputSchema.optional(),
        response: { 200: data(EventAdminDetailsSchema), ...errors },
      },
      handler: async (req) => ({
        data: await admin.publishEvent(ctx, actorOf(req), req.params.id, req.body?.publishAt),
      }),
    });
    app.post(`${base}/:id/unpublish`, {
      config,
      schema: { tags, params, response: { 200: data(EventAdminDetailsSchema), ...errors } },
      handler: async (req) => ({ data: await admin.unpublishEvent(ctx, actorOf(req), req.params.id) }),
    });
    app.post(`${base}/:id/duplicate`, {
      config,
      schema: { tags, params, response: { 201: data(EventAdminDetailsSchema), ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send({ data: await duplicateEvent(ctx, actorOf(req), req.params.id) }),
    });
    app.post(`${base}/:id/cancel`, {
      config,
      schema: { tags, params, response: { 200: data(EventCancelResultSchema), ...errors } },
      handler: async (req) => ({ data: await cancelEvent(ctx, actorOf(req), req.params.id) }),
    });
    app.get(`${base}/:id/attendees`, {
      config: keyRead,
      schema: {
        tags,
        params,
        querystring: EventAttendeesQuerySchema,
        response: { 200: EventAttendeesResponseSchema, ...errors },
      },
      handler: (req) => listAttendees(ctx, req.params.id, req.query),
    });
    app.get(`${base}/:id/attendees.csv`, {
      config: keyRead,
      schema: { tags, params, produces: ['text/csv'] },
      handler: async (req, reply) => {
        const { filename, stream } = await attendeesCsv(ctx, req.params.id);
        return sendDownload(reply, { filename, contentType: 'text/csv; charset=utf-8', body: stream });
      },
    });
    app.get(`${base}/:id/dietary-summary`, {
      config: keyRead,
      schema: { tags, params, response: { 200: data(EventDietarySummarySchema), ...errors } },
      handler: async (req) => ({ data: await dietarySummary(ctx, req.params.id) }),
    });
    app.get(`${base}/:id/waitlist`, {
      config: keyRead,
      schema: { tags, params, response: { 200: data(StaffWaitlistSchema), ...errors } },
      handler: async (req) => ({ data: await staffWaitlist(ctx, req.params.id) }),
    });
    app.post(`${base}/:id/checkin`, {
      config,
      schema: { tags, params, body: EventCheckInInputSchema, response: { 200: data(EventAttendeeSchema), ...errors } },
      handler: async (req) => ({ data: await checkIn(ctx, actorOf(req), req.params.id, req.body.ticketId) }),
    });
    app.post(`${base}/files`, {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: data(z.array(EventAdminFileSchema)), ...errors },
      },
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const form = await readMultipart(req, STAFF_FILE_RULES, STAFF_UPLOADS, { ctx, accountId: actor.id });
        return reply.status(201).send({ data: await saveEventFiles(ctx, actor, form.files) });
      },
    });
  };
}

/**
 * Event routes (spec 03 §7 Events and tickets): list and calendar fetch, details, ticket prices,
 * filter options, attachments (sub-feature `attachments`), images, favourites, dietary values,
 * enquiries and calendar files. Thin: validate, call one service, answer.
 */
import {
  DIETARY_REQUIREMENT_OPTIONS,
  DietaryOptionListSchema,
  EventAttachmentListSchema,
  EventDetailsSchema,
  EventIdParamsSchema,
  EventListInputSchema,
  EventListResponseSchema,
  EventOptionListSchema,
  EventQueryInputSchema,
  EventQueryResponseSchema,
  EventTicketPriceListSchema,
  FavouriteEventsQuerySchema,
  isSubModuleEnabled,
  MESSAGES,
  SuccessResponseSchema,
  TagSearchQuerySchema,
  TagSearchResponseSchema,
} from '@portal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { AppError, errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import {
  FileQuerySchema,
  ImageFileQuerySchema,
  requestedWidth,
  sendDownload,
  sendStoredFile,
  wantsDownload,
  storageFor,
} from '../files';
import { sendEventQuery } from './enquiry.service';
import {
  type EventFileRow,
  getDocFile,
  getEventDetails,
  getImageFile,
  listAttachments,
  listTicketPrices,
} from './event-details.service';
import { eventIcs, userEventsIcs } from './events.ics';
import { listEvents, listFavouriteEvents, listOptions, listWhenOptions, setFavourite } from './events.service';

export const errors = errorResponses(400, 401, 403, 404, 409);
export const config = { feature: 'events' } as const;
const tags = ['events'];

/** The product's one tag catalogue (community_tags, owned by communities), as GET /api/tag/tags reads it. */
export interface TagCatalogue {
  searchTags(
    ctx: AppContext,
    actor: Actor,
    q: z.infer<typeof TagSearchQuerySchema>,
  ): Promise<z.infer<typeof TagSearchResponseSchema>>;
}

export function eventRoutes(ctx: AppContext, catalogue: TagCatalogue): FastifyPluginAsyncZod {
  const storage = storageFor(ctx.config);
  const sendFile = (reply: FastifyReply, file: EventFileRow, download: boolean, cacheControl?: string) =>
    sendStoredFile(reply, storage, file, { download, cacheControl });
  const requireAttachments = () => {
    if (!isSubModuleEnabled(ctx.config.tenant.features, 'events', 'attachments'))
      throw new AppError('NOT_FOUND', MESSAGES.featureDisabled);
  };

  return async (app) => {
    app.post('/api/event/list', {
      config,
      schema: {
        tags,
        body: z.preprocess((v) => v ?? {}, EventListInputSchema),
        response: { 200: EventListResponseSchema, ...errors },
      },
      handler: (req) => listEvents(ctx, actorOf(req), req.body),
    });
    for (const url of ['/api/Event/:id', '/api/event/:id']) {
      app.get(url, {
        config,
        schema: { tags, params: EventIdParamsSchema, response: { 200: EventDetailsSchema, ...errors } },
        handler: (req) => getEventDetails(ctx, actorOf(req), req.params.id),
      });
    }
    app.get('/api/event/:id/tickets', {
      config,
      schema: { tags, params: EventIdParamsSchema, response: { 200: EventTicketPriceListSchema, ...errors } },
      handler: (req) => listTicketPrices(ctx, actorOf(req), req.params.id),
    });
    for (const kind of ['types', 'categories', 'locations'] as const) {
      app.get(`/api/event/${kind}`, {
        config,
        schema: { tags, response: { 200: EventOptionListSchema, ...errors } },
        handler: () => listOptions(ctx, kind),
      });
    }
    // The events filter's tag list (spec 03 §7 Events and tickets). The tags are the product's one
    // catalogue (community_tags), but the call belongs to events: anyone who sees events may list
    // them, whether or not the communities' access rules admit them (ota staff).
    app.get('/api/tag/tags', {
      config,
      schema: { tags, querystring: TagSearchQuerySchema, response: { 200: TagSearchResponseSchema, ...errors } },
      handler: (req) => catalogue.searchTags(ctx, actorOf(req), req.query),
    });
    app.get('/api/event/whenfilter', {
      config,
      schema: { tags, response: { 200: EventOptionListSchema, ...errors } },
      handler: async () => listWhenOptions(),
    });
    for (const kind of ['docs', 'links'] as const) {
      app.get(`/api/event/:id/${kind}`, {
        config,
        schema: { tags, params: EventIdParamsSchema, response: { 200: EventAttachmentListSchema, ...errors } },
        handler: async (req) => {
          requireAttachments();
          return listAttachments(ctx, actorOf(req), req.params.id, kind);
        },
      });
    }
    app.get('/api/event/:id/docs/:docId/download', {
      config: { ...config, signedLink: true },
      schema: {
        tags,
        params: EventIdParamsSchema.extend({ docId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: FileQuerySchema,
      },
      handler: async (req, reply) => {
        requireAttachments();
        const file = await getDocFile(ctx, actorOf(req), req.params.id, req.params.docId);
        return sendFile(reply, file, wantsDownload(req.query));
      },
    });
    app.get('/api/event/image/:fileId', {
      config: { ...config, public: true },
      schema: { tags, params: z.object({ fileId: z.uuid() }), querystring: ImageFileQuerySchema.pick({ w: true }) },
      handler: async (req, reply) =>
        sendStoredFile(reply, storage, await getImageFile(ctx, req.params.fileId), {
          cacheControl: 'public, max-age=86400',
          width: requestedWidth(req.query),
        }),
    });
    app.get('/api/event/:id/calendar.ics', {
      config: { ...config, signedLink: true },
      schema: {
        tags,
        params: EventIdParamsSchema,
      },
      handler: async (req, reply) =>
        sendDownload(reply, {
          filename: `event-${req.params.id}.ics`,
          contentType: 'text/calendar; charset=utf-8',
          body: await eventIcs(ctx, actorOf(req), req.params.id),
        }),
    });
    app.get('/api/user/events/calendar.ics', {
      config: { ...config, signedLink: true },
      schema: { tags },
      handler: async (req, reply) =>
        sendDownload(reply, {
          filename: 'my-events.ics',
          contentType: 'text/calendar; charset=utf-8',
          body: await userEventsIcs(ctx, actorOf(req)),
        }),
    });
    app.get('/api/favourite/events', {
      config,
      schema: { tags, querystring: FavouriteEventsQuerySchema, response: { 200: EventListResponseSchema, ...errors } },
      handler: (req) => listFavouriteEvents(ctx, actorOf(req), req.query),
    });
    for (const [method, on] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/favourite/event/:id',
        config,
        schema: { tags, params: EventIdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
        handler: async (req) => {
          await setFavourite(ctx, actorOf(req), req.params.id, on);
          return { success: true as const };
        },
      });
    }
    app.get('/api/value/dietaryrequirements', {
      config,
      schema: { tags, response: { 200: DietaryOptionListSchema, ...errors } },
      handler: async () => DIETARY_REQUIREMENT_OPTIONS.map((value) => ({ value, label: value })),
    });
    app.post('/api/user/eventquery', {
      config,
      schema: { tags, body: EventQueryInputSchema, response: { 200: EventQueryResponseSchema, ...errors } },
      handler: (req) => sendEventQuery(ctx, actorOf(req), req.body),
    });
  };
}

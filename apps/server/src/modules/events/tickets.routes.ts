/**
 * Ticket routes (spec 03 §7 Events and tickets): register, the caller's tickets and events,
 * cancel (with the refund quote for the terms dialog), nominate a substitute (sub-feature
 * `cancellation_nominate_substitute`) and dietary changes. Thin: validate, call one service.
 */
import {
  EventIdParamsSchema,
  EventListResponseSchema,
  EventRegisterInputSchema,
  isSubModuleEnabled,
  MESSAGES,
  NominateSubstituteInputSchema,
  RefundQuoteSchema,
  TicketCancelInputSchema,
  TicketCancelResponseSchema,
  TicketDetailsSchema,
  TicketIdParamsSchema,
  TicketUpdateInputSchema,
  UserEventsInputSchema,
  UserTicketSchema,
  UserTicketsQuerySchema,
  UserTicketsResponseSchema,
  WAITLIST_PATHS,
  WaitlistEntriesSchema,
  WaitlistInputSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { FileQuerySchema, sendDownload, wantsDownload } from '../files';
import { listUserEvents } from './events.service';
import { config, errors } from './events.routes';
import * as tickets from './tickets.service';
import * as waitlist from './waitlist.service';

const tags = ['tickets'];

export function ticketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/event/register', {
      config,
      schema: { tags, body: EventRegisterInputSchema, response: { 200: UserTicketSchema, ...errors } },
      handler: (req) => tickets.registerFree(ctx, actorOf(req), req.body),
    });
    app.get('/api/user/event/:id/tickets', {
      config,
      schema: {
        tags,
        params: EventIdParamsSchema,
        querystring: UserTicketsQuerySchema,
        response: { 200: UserTicketsResponseSchema, ...errors },
      },
      handler: (req) => tickets.listUserTickets(ctx, actorOf(req), req.params.id, req.query.page, req.query.size),
    });
    for (const which of ['upcoming', 'past'] as const) {
      app.post(`/api/user/${which}events`, {
        config,
        schema: {
          tags,
          body: z.preprocess((v) => v ?? {}, UserEventsInputSchema),
          response: { 200: EventListResponseSchema, ...errors },
        },
        handler: (req) => listUserEvents(ctx, actorOf(req), which, req.body),
      });
    }
    app.get('/api/ticket/:id', {
      config,
      schema: { tags, params: TicketIdParamsSchema, response: { 200: TicketDetailsSchema, ...errors } },
      handler: (req) => tickets.getTicket(ctx, actorOf(req), req.params.id),
    });
    // Issue 30 (not in spec 03 §7): the holder's ticket PDF with its QR code; 404 for others.
    app.get('/api/ticket/:id/pdf', {
      config,
      schema: { tags, params: TicketIdParamsSchema, querystring: FileQuerySchema },
      handler: async (req, reply) => {
        const doc = await tickets.ticketDocument(ctx, actorOf(req), req.params.id);
        return sendDownload(
          reply,
          { filename: doc.filename, contentType: 'application/pdf', body: doc.body },
          { disposition: wantsDownload(req.query) || req.query.download === undefined ? 'attachment' : 'inline' },
        );
      },
    });
    app.get('/api/ticket/:id/refund-quote', {
      config,
      schema: { tags, params: TicketIdParamsSchema, response: { 200: RefundQuoteSchema, ...errors } },
      handler: (req) => tickets.refundQuote(ctx, actorOf(req), req.params.id),
    });
    app.post('/api/ticket/cancel', {
      config,
      schema: { tags, body: TicketCancelInputSchema, response: { 200: TicketCancelResponseSchema, ...errors } },
      handler: (req) => tickets.cancelTicket(ctx, actorOf(req), req.body.ticketId),
    });
    app.post('/api/ticket/nominatesubstitute', {
      config,
      schema: { tags, body: NominateSubstituteInputSchema, response: { 200: UserTicketSchema, ...errors } },
      handler: (req) => {
        if (!isSubModuleEnabled(ctx.config.tenant.features, 'events', 'cancellation_nominate_substitute'))
          throw new AppError('NOT_FOUND', MESSAGES.featureDisabled);
        return tickets.nominateSubstitute(ctx, actorOf(req), req.body);
      },
    });
    app.post('/api/ticket/update', {
      config,
      schema: { tags, body: TicketUpdateInputSchema, response: { 200: UserTicketSchema, ...errors } },
      handler: (req) => tickets.updateTicketRequirements(ctx, actorOf(req), req.body),
    });
    // Waitlist (issue 22, beyond the spec; paths chosen: shared WAITLIST_PATHS).
    app.post(WAITLIST_PATHS.join, {
      config,
      schema: { tags, body: WaitlistInputSchema, response: { 200: WaitlistEntriesSchema, ...errors } },
      handler: (req) => waitlist.joinWaitlist(ctx, actorOf(req), req.body.ticketPriceId),
    });
    app.post(WAITLIST_PATHS.leave, {
      config,
      schema: { tags, body: WaitlistInputSchema, response: { 200: WaitlistEntriesSchema, ...errors } },
      handler: (req) => waitlist.leaveWaitlist(ctx, actorOf(req), req.body.ticketPriceId),
    });
    app.get(WAITLIST_PATHS.mine.replace('{id}', ':id'), {
      config,
      schema: { tags, params: EventIdParamsSchema, response: { 200: WaitlistEntriesSchema, ...errors } },
      handler: (req) => waitlist.myWaitlist(ctx, actorOf(req), req.params.id),
    });
  };
}

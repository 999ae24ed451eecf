/**
 * The events module as one plugin (issue #4; spec 03 §7), registered from app.ts: event and ticket
 * routes, the staff events area (admin/, issue 22) and the waitlist offer job (waitlist.service.ts). The cart and billing are their own modules (cart/, billing/).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerConfirmationBuilder } from './admin/confirmation-mail';
import type { AppContext } from '../../context';
import { eventsAdminPlugin } from './admin/events-admin.plugin';
import { eventRoutes, type TagCatalogue } from './events.routes';
import { ticketRoutes } from './tickets.routes';
import { runWaitlistOffers, WAITLIST_JOB } from './waitlist.service';
import { schedule } from '../jobs';
import { WAITLIST_LIMITS } from '@portal/shared';

/**
 * Registers the event and ticket routes.
 * @param catalogue the tag catalogue the events filter lists (communities' `searchTags`, handed over by
 *   app.ts: events does not import communities, which reads events for its calendar feed)
 */
export function eventsPlugin(ctx: AppContext, catalogue: TagCatalogue): FastifyPluginAsync {
  // The ticket confirmation's .ics, QR codes and receipt are built when the outbox delivers it.
  registerConfirmationBuilder(ctx);
  return async (app) => {
    await app.register(eventRoutes(ctx, catalogue));
    await app.register(ticketRoutes(ctx));
    await app.register(eventsAdminPlugin(ctx));
    // Waitlist offers (issue 22): lapsed offers expire and freed seats go to the line, claimed in the database.
    schedule(ctx, { name: WAITLIST_JOB, everyMs: WAITLIST_LIMITS.jobEveryMs, run: () => runWaitlistOffers(ctx) });
  };
}

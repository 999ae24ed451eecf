/**
 * The events module as one plugin (issue #4; spec 03 §7), registered from app.ts: event and ticket
 * routes, the staff events area (admin/, issue 22) and the waitlist offer job (waitlist.service.ts). The cart and payments are their own modules (cart/, payments/).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { eventsAdminPlugin } from './admin/events-admin.plugin';
import { eventRoutes } from './events.routes';
import { ticketRoutes } from './tickets.routes';
import { runWaitlistOffers, WAITLIST_JOB } from './waitlist.service';
import { schedule } from '../jobs/scheduler';
import { WAITLIST_LIMITS } from '@portal/shared';

/** Registers the event and ticket routes. */
export function eventsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(eventRoutes(ctx));
    await app.register(ticketRoutes(ctx));
    await app.register(eventsAdminPlugin(ctx));
    // Waitlist offers (issue 22): lapsed offers expire and freed seats go to the line, claimed in the database.
    schedule(ctx, { name: WAITLIST_JOB, everyMs: WAITLIST_LIMITS.jobEveryMs, run: () => runWaitlistOffers(ctx) });
  };
}

/**
 * The events module as one plugin (issue #4; spec 03 §7), registered from app.ts: event and ticket
 * routes, and the staff events area (admin/, issue 22). The cart and payments are their own modules (cart/, payments/).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { eventsAdminPlugin } from './admin/events-admin.plugin';
import { eventRoutes } from './events.routes';
import { ticketRoutes } from './tickets.routes';

/** Registers the event and ticket routes. */
export function eventsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(eventRoutes(ctx));
    await app.register(ticketRoutes(ctx));
    await app.register(eventsAdminPlugin(ctx));
  };
}

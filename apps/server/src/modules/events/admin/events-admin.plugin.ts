/**
 * The staff events area (issue 22) as one plugin, registered from the events plugin: the routes
 * under /api/v1/admin/events and the scheduled-publication job (every minute, claimed in the
 * database, so one process publishes a due draft).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { schedule } from '../../jobs';
import { eventsAdminRoutes } from './events-admin.routes';
import { publishScheduledEvents } from './events-admin.service';

/** Registers the staff events routes and job. */
export function eventsAdminPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(eventsAdminRoutes(ctx));
    schedule(ctx, { name: 'events.publish-scheduled', everyMs: 60_000, run: () => publishScheduledEvents(ctx) });
  };
}

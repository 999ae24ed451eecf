/**
 * Interests, communication preferences and 'Find an OT' as one plugin (issue 16), registered from
 * app.ts: segment choices (segments.routes.ts) and the listing with its public search
 * (find-an-ot.routes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { findAnOtRoutes } from './find-an-ot.routes';
import { segmentRoutes } from './segments.routes';

/** Registers the preferences routes. */
export function preferencesPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(segmentRoutes(ctx));
    await app.register(findAnOtRoutes(ctx));
  };
}

/**
 * The communities area as one plugin (issue #3): multipart for its uploads, the communities
 * feature's access rules (spec 01 §6: contact types Member or ClientUser for ota; 403 otherwise),
 * then the community, post, asset and notification routes.
 */
import multipart from '@fastify/multipart';
import { MESSAGES, passesAccessRules } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { assetRoutes } from './assets.routes';
import { communityRoutes } from './communities.routes';
import { MULTIPART_LIMITS } from './community-files';
import { notificationRoutes } from './notifications.routes';
import { postRoutes } from './posts.routes';

export function communitiesPlugin(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(notificationRoutes(ctx));
    await app.register(async (scoped) => {
      await scoped.register(multipart, { limits: MULTIPART_LIMITS });
      scoped.addHook('preHandler', async (req) => {
        if (req.is404 || !req.actor) return;
        const rules = ctx.config.tenant.features.communities.accessRules;
        if (!passesAccessRules(rules, req.actor, (m) => ctx.log.warn(m)))
          throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      });
      await scoped.register(communityRoutes(ctx));
      await scoped.register(postRoutes(ctx));
      await scoped.register(assetRoutes(ctx));
    });
  };
}

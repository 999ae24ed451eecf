/**
 * The communities area as one plugin (issue #3): multipart for its uploads, the communities
 * feature's access rules (spec 01 §6: contact types Member or ClientUser for ota; 403 otherwise),
 * then the routes of its sub-areas: the catalog (communities, categories, tags, FAQ), membership,
 * posts and comments, assets, and the community file download. The notification centre is its own
 * module (modules/notifications), registered by app.ts outside these access rules.
 */
import multipart from '@fastify/multipart';
import { MESSAGES, passesAccessRules } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { assetRoutes } from './assets/assets.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { communityRoutes } from './catalog/communities.routes';
import { communityFileRoutes } from './files/files.routes';
import { COMMUNITY_MULTIPART_LIMITS } from './files/uploads';
import { membershipRoutes } from './membership/membership.routes';
import { commentRoutes } from './posts/comments.routes';
import { postRoutes } from './posts/posts.routes';

export function communitiesPlugin(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (scoped) => {
      await scoped.register(multipart, { limits: COMMUNITY_MULTIPART_LIMITS });
      scoped.addHook('preHandler', async (req) => {
        if (req.is404 || !req.actor) return;
        const rules = ctx.config.tenant.features.communities.accessRules;
        if (!passesAccessRules(rules, req.actor, (m) => ctx.log.warn(m)))
          throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      });
      await scoped.register(communityRoutes(ctx));
      await scoped.register(membershipRoutes(ctx));
      await scoped.register(catalogRoutes(ctx));
      await scoped.register(communityFileRoutes(ctx));
      await scoped.register(postRoutes(ctx));
      await scoped.register(commentRoutes(ctx));
      await scoped.register(assetRoutes(ctx));
    });
  };
}

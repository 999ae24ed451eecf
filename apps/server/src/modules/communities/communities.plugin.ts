/**
 * The communities area as one plugin (issue #3): multipart for its uploads, the communities
 * feature's access rules (spec 01 §6: contact types Member or ClientUser for ota; 403 otherwise),
 * then the routes of its sub-areas: the catalog (communities, categories, tags, FAQ), membership,
 * posts and comments, assets, and the community file download; and the job that archives a
 * community on its planned archive date. The notification centre is its own
 * module (modules/notifications), registered by app.ts outside these access rules.
 */
import multipart from '@fastify/multipart';
import { MESSAGES, passesAccessRules } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { communityAdminRoutes } from './admin/admin.routes';
import { archiveScheduledCommunities, SCHEDULED_ARCHIVE_JOB } from './admin/admin.service';
import { schedule } from '../jobs';
import { assetRoutes } from './assets/assets.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { communityRoutes } from './catalog/communities.routes';
import { communityFileRoutes } from './files/files.routes';
import { COMMUNITY_MULTIPART_LIMITS } from './uploads/uploads';
import { meetingRoutes } from './meetings/meetings.routes';
import { managementRoutes } from './management/management.routes';
import { membershipRoutes } from './membership/membership.routes';
import { commentRoutes } from './posts/comments.routes';
import { postRoutes } from './posts/posts.routes';

/** The communities plugin (registered once by app.ts). */
export function communitiesPlugin(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: COMMUNITY_MULTIPART_LIMITS });
    app.addHook('preValidation', async (req) => {
      if (req.is404 || !req.actor) return;
      const rules = ctx.config.tenant.features.communities.accessRules;
      if (!passesAccessRules(rules, req.actor, (m) => ctx.log.warn(m)))
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    });
    await app.register(communityRoutes(ctx));
    await app.register(membershipRoutes(ctx));
    await app.register(catalogRoutes(ctx));
    await app.register(communityFileRoutes(ctx));
    await app.register(postRoutes(ctx));
    await app.register(commentRoutes(ctx));
    await app.register(assetRoutes(ctx));
    await app.register(communityAdminRoutes(ctx));
    await app.register(meetingRoutes(ctx));
    await app.register(managementRoutes(ctx));
    schedule(ctx, { name: SCHEDULED_ARCHIVE_JOB, everyMs: 5 * 60_000, run: () => archiveScheduledCommunities(ctx) });
  };
}

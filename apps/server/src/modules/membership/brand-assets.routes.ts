/**
 * Brand assets (issue #15; spec 03 §2 /settings/brand-assets, §3, §6): GET /api/user/brand-assets
 * lists the 9 logo variants and two PDFs; GET /api/brand-assets/{id}/file serves one through
 * sendStoredFile (`?download=`; without a session, a signed download link: issue 28 finding 5). Members only (404 otherwise).
 */
import { BrandAssetIdParamsSchema, BrandAssetListSchema } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { FileQuerySchema, sendStoredFile, wantsDownload, storageFor } from '../files';
import { brandAssetFile, brandAssets } from './brand-assets.service';

const tags = ['membership'];
const config = { feature: 'settings' } as const;

export function brandAssetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/brand-assets', {
      config,
      schema: { tags, response: { 200: BrandAssetListSchema, ...errorResponses(401, 404) } },
      handler: (req) => brandAssets(ctx, actorOf(req)),
    });
    app.get('/api/brand-assets/:id/file', {
      config: { ...config, signedLink: true },
      schema: { tags, params: BrandAssetIdParamsSchema, querystring: FileQuerySchema },
      handler: async (req, reply) =>
        sendStoredFile(reply, storageFor(ctx.config), await brandAssetFile(ctx, actorOf(req), req.params.id), {
          download: wantsDownload(req.query),
        }),
    });
  };
}

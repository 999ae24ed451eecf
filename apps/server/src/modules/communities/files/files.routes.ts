/**
 * GET /api/v1/community/files/{id}: a community file's bytes (visibility: files.service.ts), served
 * by the one helper that serves stored files (modules/files/serve-file.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import { ImageFileQuerySchema, requestedWidth, sendStoredFile, wantsDownload, storageFor } from '../../files';
import { config, v1 } from '../http';
import { getVisibleCommunityFile } from './files.service';

const tags = ['communities'];

/** The community file download route. */
export function communityFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const storage = storageFor(ctx.config);
    app.get(`${v1}/community/files/:id`, {
      config: { ...config, signedLink: true },
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        querystring: ImageFileQuerySchema,
      },
      handler: async (req, reply) => {
        const file = await getVisibleCommunityFile(ctx, actorOf(req), req.params.id);
        return sendStoredFile(
          reply,
          storage,
          { storageKey: file.storageKey, filename: file.filename, mimeType: file.mimeType, size: file.size },
          { download: wantsDownload(req.query), width: requestedWidth(req.query) },
        );
      },
    });
  };
}

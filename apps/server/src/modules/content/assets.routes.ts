/**
 * GET /api/content/assets/{id} (spec 03 §7): the bytes of a file the caller may see (404
 * otherwise). `?download=true` answers `Content-Disposition: attachment`; images, audio, video and
 * PDF are inline otherwise, every other type is always an attachment. Always
 * `X-Content-Type-Options: nosniff` and the stored (content-checked) type.
 *
 * The session only in the Authorization header; without one, a signed download link of this one
 * file (`config.signedLink`, POST /api/v1/files/signed-links; issue 28 finding 5).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { ImageFileQuerySchema, requestedWidth, sendStoredFile, storageFor, wantsDownload } from '../files';
import { CONTENT_NOT_FOUND, getVisibleFile } from './content.service';
import { loadViewer } from './content.visibility';

export function assetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const storage = storageFor(ctx.config);
  return async (app) => {
    app.get('/api/content/assets/:id', {
      schema: { tags: ['content'], params: z.object({ id: z.string().max(64) }), querystring: ImageFileQuerySchema },
      config: { signedLink: true },
      handler: async (req, reply) => {
        const file = await getVisibleFile(ctx, await loadViewer(ctx, actorOf(req)), req.params.id);
        return sendStoredFile(
          reply,
          storage,
          {
            storageKey: file.storageKey,
            filename: file.filenameDownload,
            mimeType: file.mimeType,
            size: file.filesize,
          },
          { download: wantsDownload(req.query), notFoundMessage: CONTENT_NOT_FOUND, width: requestedWidth(req.query) },
        );
      },
    });
  };
}

/**
 * GET /api/content/assets/{id} (spec 03 §7): the bytes of a file the caller may see (404
 * otherwise). `?download=true` answers `Content-Disposition: attachment`; images, audio, video and
 * PDF are inline otherwise, every other type is always an attachment. Always
 * `X-Content-Type-Options: nosniff` and the stored (content-checked) type.
 *
 * Elements such as <img> and <video> cannot send a bearer header, so this route also accepts the
 * session as `?access_token=` (as Directus does); the header wins when both are present.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { CONTENT_NOT_FOUND, getVisibleFile } from '../content/content.service';
import { loadViewer } from '../content/content.visibility';
import { isInlineType } from './file-types';
import { storageFor } from './storage';

/** A Content-Disposition value safe for any file name (ASCII fallback plus RFC 5987 form). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\w.\- ()]/g, '_').slice(0, 200) || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const QuerySchema = z.object({
  download: z.enum(['true', 'false', '1', '0', '']).optional(),
  access_token: z.string().max(200).optional(),
});

export function assetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const storage = storageFor(ctx.config);
  return async (app) => {
    app.get('/api/content/assets/:id', {
      schema: { tags: ['content'], params: z.object({ id: z.string().max(64) }), querystring: QuerySchema },
      onRequest: async (req) => {
        const token = (req.query as { access_token?: unknown }).access_token;
        if (!req.headers.authorization && typeof token === 'string' && token)
          req.headers.authorization = `Bearer ${token}`;
      },
      handler: async (req, reply) => {
        const file = await getVisibleFile(ctx, await loadViewer(ctx, actorOf(req)), req.params.id);
        const stream = await storage.open(file.storageKey);
        if (!stream) throw notFound(CONTENT_NOT_FOUND);
        const download = req.query.download === 'true' || req.query.download === '1' || req.query.download === '';
        const disposition = download || !isInlineType(file.mimeType) ? 'attachment' : 'inline';
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.filesize))
          .header('Content-Disposition', contentDisposition(disposition, file.filenameDownload))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, max-age=300')
          .send(stream);
      },
    });
  };
}

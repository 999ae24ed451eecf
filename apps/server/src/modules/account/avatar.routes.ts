/**
 * POST /api/user/profileimage (multipart field `avatar`) and the public avatar image GET
 * /api/user/avatar/{id} (spec 01 §7; issue 14). Own plugin scope: the multipart limit is 5 MB.
 */
import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { MULTIPART_LIMITS, readMultipart, sendStoredFile, storageFor } from '../files';
import * as avatars from './avatar.service';

const RULES = {
  avatar: {
    max: 1,
    allowed: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'tif', 'tiff', 'bmp'],
    notAllowed: MESSAGES.onlyImages,
  },
};

export function avatarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const storage = storageFor(ctx.config);
  return async (app) => {
    await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 1, fileSize: LIMITS.avatarMaxBytes } });
    app.post('/api/user/profileimage', {
      schema: {
        tags: ['account'],
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ avatarUrl: z.string() }),
          ...errorResponses(400, 401, 413, 415),
        },
      },
      handler: async (req) => {
        const actor = actorOf(req);
        const form = await readMultipart(
          req,
          RULES,
          {
            maxFileBytes: LIMITS.avatarMaxBytes,
            tooLarge: MESSAGES.lessThan5Mb,
            tooManyFiles: 'Send one image.',
          },
          { ctx, accountId: actor.id },
        );
        return avatars.uploadAvatar(ctx, actor, form.files);
      },
    });
    app.get('/api/user/avatar/:fileId', {
      config: { public: true },
      schema: { tags: ['account'], params: z.object({ fileId: z.uuid() }) },
      handler: async (req, reply) => {
        const { storageKey, size } = await avatars.avatarFile(ctx, req.params.fileId);
        return sendStoredFile(
          reply,
          storage,
          { storageKey, filename: 'avatar.jpg', mimeType: 'image/jpeg', size },
          { cacheControl: 'public, max-age=86400' },
        );
      },
    });
  };
}

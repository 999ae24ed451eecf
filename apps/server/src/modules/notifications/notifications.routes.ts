/**
 * Notification routes (spec 01 §7 Notifications): GET api/v1/community/notification,
 * PUT .../set-as-read {ids}, PUT .../all-set-as-read. Platform-wide: no feature guard and outside
 * the communities feature's access rules (registered by app.ts, not by the communities plugin).
 */
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  SetAsReadInputSchema,
  SetAsReadResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { listNotifications, setAllAsRead, setAsRead } from './notifications.service';
import { errorResponses } from '../../lib/errors';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

/** The notification centre routes (registered by app.ts). */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v1/community/notification', {
      schema: {
        tags,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors },
      },
      handler: (req) => listNotifications(ctx, actorOf(req), req.query),
    });
    app.put('/api/v1/community/notification/set-as-read', {
      schema: { tags, body: SetAsReadInputSchema, response: { 200: SetAsReadResponseSchema, ...errors } },
      handler: async (req) => ({
        success: true as const,
        updatedCount: await setAsRead(ctx, actorOf(req), req.body.ids),
      }),
    });
    app.put('/api/v1/community/notification/all-set-as-read', {
      schema: { tags, response: { 200: SetAsReadResponseSchema, ...errors } },
      handler: async (req) => ({ success: true as const, updatedCount: await setAllAsRead(ctx, actorOf(req)) }),
    });
  };
}

/**
 * Notification mail routes (issue 17; paths chosen in the style of spec 01 §7, recorded in
 * docs/spec-coverage.md):
 * - GET/PUT api/v1/community/users/notification-mail: the caller's delivery choice;
 * - GET api/v1/notification-mail/unsubscribe?token: a page naming the kind with a confirm button;
 *   POST (the button, or a mail client's one-click from the mail's List-Unsubscribe header, RFC 8058)
 *   turns the kind(s) off. Public: the signed token is the authority. Bad token: 404 page.
 * - Outside production only: POST /dev/notification-mail/deliver {frequency} runs a delivery now
 *   (browser tests), answering how many mails were sent.
 */
import {
  MAIL_FREQUENCIES,
  NotificationMailSettingsInputSchema,
  NotificationMailSettingsSchema,
  UnsubscribeQuerySchema,
} from '@portal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, errorResponses } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import {
  deliverNotificationMail,
  describeUnsubscribe,
  getMailSettings,
  unsubscribe,
  updateMailSettings,
} from './notification-mail.service';
import { escapeHtml } from '../../lib/html';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404);

/** A small standalone page (no script; the form posts back to the same address). */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 16px;background:#f5f7f8;color:#1f2933}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}h1{font-size:22px;margin-top:0}
button{font:inherit;padding:8px 16px;min-height:40px;border-radius:6px;border:1px solid #1f5f8b;background:#1f5f8b;color:#fff;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The notification mail routes (registered by app.ts). */
export function notificationMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v1/community/users/notification-mail', {
      schema: { tags, response: { 200: NotificationMailSettingsSchema, ...errors } },
      handler: (req) => getMailSettings(ctx, actorOf(req)),
    });
    app.put('/api/v1/community/users/notification-mail', {
      schema: {
        tags,
        body: NotificationMailSettingsInputSchema,
        response: { 200: NotificationMailSettingsSchema, ...errors },
      },
      handler: (req) => updateMailSettings(ctx, actorOf(req), req.body),
    });

    // The confirm button's form (and a mail client's RFC 8058 one-click) posts a urlencoded body;
    // the token is in the address, so the body is read and ignored (routes of this plugin only).
    // RFC 8058 allows the one-click body as multipart/form-data too.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    const unsubscribePath = '/api/v1/notification-mail/unsubscribe';
    const notFoundPage = (reply: FastifyReply) =>
      page(
        reply,
        404,
        'Link not valid',
        '<p>This unsubscribe link is not valid. Sign in to change your email settings.</p>',
      );
    app.get(unsubscribePath, {
      config: { public: true },
      schema: { tags, querystring: UnsubscribeQuerySchema },
      handler: async (req, reply) => {
        try {
          const { label } = await describeUnsubscribe(ctx, req.query.token);
          return page(
            reply,
            200,
            'Unsubscribe',
            `<p>Stop emails about <strong>${escapeHtml(label)}</strong>? You will still see them in the notification centre.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
          );
        } catch (err) {
          if (err instanceof AppError) return notFoundPage(reply);
          throw err;
        }
      },
    });
    app.post(unsubscribePath, {
      config: { public: true },
      schema: { tags, querystring: UnsubscribeQuerySchema },
      handler: async (req, reply) => {
        try {
          const { label } = await unsubscribe(ctx, req.query.token);
          return page(
            reply,
            200,
            'You are unsubscribed',
            `<p>You will no longer receive emails about <strong>${escapeHtml(label)}</strong>.</p>`,
          );
        } catch (err) {
          if (err instanceof AppError) return notFoundPage(reply);
          throw err;
        }
      },
    });

    if (ctx.config.env === 'production') return;
    app.post('/dev/notification-mail/deliver', {
      config: { public: true },
      schema: {
        hide: true,
        body: z.object({ frequency: z.enum(MAIL_FREQUENCIES).exclude(['off']) }),
      },
      handler: async (req) => ({ sent: await deliverNotificationMail(ctx, req.body.frequency) }),
    });
  };
}

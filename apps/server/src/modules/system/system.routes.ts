/**
 * Health, runtime configuration, robots.txt, favicon.ico and the mail logo (issue 30: the uploaded logo of the server-values module, else the built-in one), engagement tracking (spec 01 §7 Engagement) and the developer
 * mail outbox page (issue #2 §3 Mail; only when config.devMail).
 */
import { EngagementTrackInputSchema, formatDateTimeInZone, registrationUrl } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { faviconIco, mailLogoPng, ROBOTS_TXT } from './site-files';
import { checkHealth, checkReady, trackEngagement } from './system.service';
import { errorResponses } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { listDevMail } from '../mail';
import { siteLogo } from '../server-values';

export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), ...errorResponses(503) },
      },
      handler: () => checkHealth(ctx),
    });

    // Readiness (issue 34), separate from liveness: a load balancer or Kubernetes sends traffic only
    // while the database runs the portal's kind of statement through the pool.
    app.get('/api/ready', {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
      },
      handler: async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return checkReady(ctx);
      },
    });

    // robots.txt and favicon.ico (issue 30): public, outside the API docs.
    app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
    );
    app.get('/favicon.ico', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('image/x-icon')
        .header('cache-control', 'public, max-age=86400')
        .send(await faviconIco(ctx.config)),
    );
    // The mails' header logo (issue 30): a PNG, loadable from a web mail client's page. The
    // organisation's uploaded logo when set (read per request: several processes; ETag its hash,
    // revalidated after 5 minutes, so a new upload shows everywhere soon), else the built-in one.
    app.get('/mail-logo.png', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      reply.type('image/png').header('cross-origin-resource-policy', 'cross-origin');
      const uploaded = await siteLogo(ctx);
      if (!uploaded) return reply.header('cache-control', 'public, max-age=300').send(await mailLogoPng(ctx.config));
      const etag = `"${uploaded.sha256.slice(0, 32)}"`;
      reply.header('cache-control', 'public, max-age=300').header('etag', etag);
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
      return reply.send(uploaded.png);
    });

    app.get('/api/tenant', {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            tenant: z.string(),
            fullName: z.string(),
            brandColor: z.string(),
            registrationUrl: z.string(),
            communitiesRoute: z.string(),
          }),
        },
      },
      handler: async () => ({
        tenant: ctx.config.tenant.id,
        fullName: ctx.config.tenant.fullName,
        brandColor: ctx.config.tenant.theme.brandColor,
        registrationUrl: registrationUrl(ctx.config.tenant),
        communitiesRoute: ctx.config.communitiesRoute,
      }),
    });

    app.post('/api/engagement/track', {
      schema: {
        tags: ['engagement'],
        body: EngagementTrackInputSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
      handler: async (req, reply) => {
        await trackEngagement(ctx, actorOf(req), req.body);
        return reply.status(204).send(null);
      },
    });

    if (!ctx.config.devMail) return;

    // From the database outbox (issue 34): every process shows the same mails, whichever sent them.
    app.get('/dev/mail.json', { config: { public: true }, handler: () => listDevMail(ctx, 100) });

    app.get('/dev/mail', {
      config: { public: true },
      handler: async (_req, reply) => {
        const mails = await listDevMail(ctx, 50);
        const items = mails
          .map(
            (m) =>
              `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(
                formatDateTimeInZone(m.sentAt, ctx.config.tenant.timeZone),
              )}</span></header><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
          )
          .join('');
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Developer mail outbox</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f7f8;color:#1f2933}
main{max-width:860px;margin:0 auto;padding:24px}h1{font-size:22px}
article{background:#fff;border:1px solid #dde3e6;border-radius:8px;margin:12px 0;padding:12px 16px}
header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#607080;font-size:13px}
pre{white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace;margin:8px 0 0}
</style></head><body><main><h1>Developer mail outbox</h1>
<p>Mail the portal sent while no SMTP server is configured (newest first), from the database outbox: every server process shows the same mails. Raw messages of this process: <code>${escapeHtml(ctx.config.dataDir)}/outbox</code>. <a href="/">Back to the portal</a></p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
      },
    });
  };
}

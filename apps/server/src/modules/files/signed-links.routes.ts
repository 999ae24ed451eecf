/**
 * POST /api/v1/files/signed-links (issue 28 finding 5: no secret in a URL): a signed-in caller gets
 * a 5-minute link to one file route (a route whose config says `signedLink: true`: files, PDFs,
 * .ics and CSV downloads). The link opens that one path, as the caller's account, without a
 * session (plugins/auth.ts): what the account may read is checked when the link is opened, by the
 * file route itself, exactly as for a request with the session; a file the caller may not read
 * answers its usual 404/403 through the link too. A link made in an impersonated session stays
 * marked with the impersonating Admin (plugins/auth.ts).
 */
import { MESSAGES, SignedLinkInputSchema, SignedLinkSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, errorResponses } from '../../lib/errors';
import { signLink } from '../../lib/signed-links';
import { actorOf } from '../../plugins/auth';

/** The patterns of the file routes that open through a signed link, filled as routes are added. */
export interface SignableRoutes {
  /** True when `path` (no query) is a path of one of those routes. */
  matches(path: string): boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Collects, through an onRoute hook on the root instance (call it before any route is added), the
 * GET routes whose config says `signedLink: true`. A route pattern's `:param` segments match one
 * path segment; a pattern with a param inside a segment or a wildcard is left out (never signable).
 */
export function collectSignableRoutes(app: FastifyInstance): SignableRoutes {
  const patterns: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.config?.signedLink || !methods.includes('GET')) return;
    const segments = route.url.split('/').map((seg) => {
      if (seg.startsWith(':') && /^:[A-Za-z_]\w*$/.test(seg)) return '[^/]+';
      if (/[:*(]/.test(seg)) return null;
      return escapeRegExp(seg);
    });
    if (segments.includes(null)) return;
    patterns.push(new RegExp(`^${segments.join('/')}$`));
  });
  return { matches: (path) => patterns.some((p) => p.test(path)) };
}

export function signedLinkRoutes(ctx: AppContext, signable: SignableRoutes): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v1/files/signed-links', {
      schema: {
        tags: ['files'],
        body: SignedLinkInputSchema,
        response: { 200: SignedLinkSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (req) => {
        const { path, download } = req.body;
        // One canonical spelling per file: no empty, '.' or '..' segment (the link is checked against the path as sent).
        const canonical = path
          .slice(1)
          .split('/')
          .every((seg) => seg !== '' && seg !== '.' && seg !== '..');
        if (!canonical || !signable.matches(path)) throw new AppError('NOT_FOUND', MESSAGES.signedLinkNotAFile);
        const actor = actorOf(req);
        const link = signLink(ctx.config.signedLinkSecret, path, actor.id, {
          download,
          impersonatorId: actor.impersonatorId,
        });
        return { url: link.url, expiresAt: link.expiresAt.toISOString() };
      },
    });
  };
}

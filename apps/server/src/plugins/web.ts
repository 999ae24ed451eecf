/**
 * Serves the built web app from the same process (one command runs the product). The index page is
 * rendered with the tenant's title, favicon and runtime configuration (a meta tag, so CSP can stay
 * script-src 'self'); hashed assets are cached for a year, the index never.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@portal/shared';
import type { AppConfig } from '../config';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Registers static serving; returns a function that answers with the rendered index page, or null. */
export async function registerWeb(
  app: FastifyInstance,
  config: AppConfig,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!config.webDist) return null;
  const indexPath = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built web app at ${config.webDist}: run "npm run build" to serve the portal's pages.`);
    return null;
  }
  const runtime: RuntimeConfig = {
    tenant: config.tenant.id,
    communitiesRoute: config.communitiesRoute,
    devMail: config.devMail,
  };
  const html = fs
    .readFileSync(indexPath, 'utf8')
    .replaceAll('%PORTAL_TITLE%', escapeAttr(config.tenant.fullName))
    .replaceAll('%PORTAL_FAVICON%', escapeAttr(config.tenant.favicon))
    .replaceAll('%PORTAL_CONFIG%', escapeAttr(JSON.stringify(runtime)));

  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=300');
    },
  });
  return (reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * Bearer-token sessions (spec 01 §4 Session, §7 clients A and B).
 *
 * The browser stores `token` = base64(JSON {accessToken, expiresAt}). Client A sends the decoded
 * accessToken, client B sends the stored value itself; both are accepted. The session row is found
 * by SHA-256 of the access token and must be neither revoked nor expired, and its account active.
 *
 * Every /api route requires a session unless its route config says `public: true`; the request
 * then carries `request.actor`. A session travels only in the Authorization header, never in a URL
 * (issue 28 finding 5: `?access_token=` is not read). A file route whose config says
 * `signedLink: true` also opens, without a session, through a signed download link
 * (lib/signed-links.ts, POST /api/v1/files/signed-links): a valid link makes its account the actor
 * for that one request; a changed or expired one answers 403. Routes whose config names a `feature` answer 404 when that feature
 * is off for the tenant (issue #2 §2).
 *
 * Every answer to a request that ran with a session carries `Cache-Control: no-store` (a shared or
 * browser cache must not keep one member's data), unless the route set its own Cache-Control (the
 * file routes answer `private, max-age=300`).
 *
 * This file holds what a route reads of it (`actorOf`, the request's and route config's fields);
 * the hook itself is plugins/session.ts (`registerAuth`).
 */
import type { FastifyRequest } from 'fastify';
import type { FeatureKey } from '@portal/shared';
import type { Actor } from '../context';
import type { ReadVersions } from '../lib/read-cache';
import { unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed. */
    public?: boolean;
    /** The tenant feature this route belongs to; off → 404. */
    feature?: FeatureKey;
    /** A GET file route that opens through a signed download link (issue 28 finding 5). */
    signedLink?: boolean;
    /** The API-key scope that reaches this route (issue 31; enforced by the API-key plugin). */
    apiKeyScope?: string;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The read versions as of the session lookup (lib/read-cache.ts); null without a session. */
    readVersions: ReadVersions | null;
  }
}

/** Extracts the access token from an Authorization header value (raw or stored form). */
export function accessTokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return null;
  const value = match[1].trim();
  if (/^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { accessToken?: unknown };
    return typeof decoded.accessToken === 'string' ? decoded.accessToken : null;
  } catch {
    return null;
  }
}

/** The actor of an authenticated route (the preValidation hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

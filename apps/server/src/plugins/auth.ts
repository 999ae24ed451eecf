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
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FeatureKey, isFeatureEnabled, MESSAGES, Role } from '@portal/shared';
import type { Actor, AppContext } from '../context';
import { intArrayOf } from '../db/raw-query';
import { sha256 } from '../lib/crypto';
import { hasSignature, verifyLink } from '../lib/signed-links';
import { signedLinkActor } from '../modules/files/signed-links.repository';
import type { ReadVersions } from '../lib/read-cache';
import { AppError, unauthorized } from '../lib/errors';
import type { InFlight } from './in-flight';
import { recordStaffAction } from '../modules/audit/audit.service';
import { enforce } from '../policies/denial';
import { checkImpersonation } from '../policies/impersonation';
import { findLiveSession } from '../modules/auth/session-lookup.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed. */
    public?: boolean;
    /** The tenant feature this route belongs to; off → 404. */
    feature?: FeatureKey;
    /** A GET file route that opens through a signed download link (issue 28 finding 5). */
    signedLink?: boolean;
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

/**
 * Loads the actor for an access token, or null when the session is unknown, revoked or expired,
 * with the read versions of that moment (lib/read-cache.ts: read before any data the handler then
 * reads). Runs on every authenticated request: one named hot statement
 * (modules/auth/session-lookup.repository.ts `findLiveSession`).
 */
export async function resolveSession(
  ctx: AppContext,
  accessToken: string,
): Promise<{ actor: Actor; readVersions: ReadVersions } | null> {
  const row = await findLiveSession(ctx.db, sha256(accessToken), Role.Admin);
  if (!row) return null;
  const { communityVersion, contentVersion, segmentIds, ...actor } = row;
  return {
    actor: { ...actor, role: Number(actor.role), segmentIds: intArrayOf(segmentIds) },
    readVersions: { community: Number(communityVersion ?? 0), content: Number(contentVersion ?? 0) },
  };
}

/**
 * The actor of a signed download link (issue 28 finding 5): the link must be signed for exactly
 * this request's path (as received, before any decoding) and not expired, and its account active;
 * a link made while an Admin impersonated the account keeps that mark (`impersonatorId`) and opens
 * only while that Admin is still an active Admin.
 * @throws AppError 403 FORBIDDEN (MESSAGES.signedLinkInvalid) otherwise
 */
async function actorOfSignedLink(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ actor: Actor; readVersions: ReadVersions }> {
  const claims = verifyLink(ctx.config.signedLinkSecret, request.url.split('?')[0], request.query);
  const linked = claims ? await signedLinkActor(ctx.db, claims.accountId, claims.impersonatorId, Role.Admin) : null;
  if (!linked) throw new AppError('FORBIDDEN', MESSAGES.signedLinkInvalid);
  return linked;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext, inFlight: InFlight): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('readVersions', null);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // The not-found handler runs this hook too: an unknown route answers 404, not 401.
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.feature && !isFeatureEnabled(ctx.config.tenant.features, config.feature)) {
      throw new AppError('NOT_FOUND', MESSAGES.featureDisabled);
    }
    const token = accessTokenFromHeader(request.headers.authorization);
    const session = token ? await resolveSession(ctx, token) : null;
    if (session) {
      request.actor = session.actor;
      request.readVersions = session.readVersions;
    } else if (config.signedLink && request.method === 'GET' && hasSignature(request.query)) {
      const linked = await actorOfSignedLink(ctx, request);
      request.actor = linked.actor;
      request.readVersions = linked.readVersions;
    }
    // The matched route pattern, not the raw URL: "/%61pi/..." routes to "/api/..." too.
    const routePath = request.routeOptions.url ?? request.url;
    if (!config.public && routePath.startsWith('/api/') && !request.actor) throw unauthorized();
    enforce(checkImpersonation(request.actor, request.method, routePath));
  });
  // Every request of an impersonation session is audited with the Admin as actor and the member as
  // target (issue 28 finding 4), before the answer leaves
  // and while the request still counts as in flight (a closing app waits for the entry).
  inFlight.beforeFinish(async (request, reply) => {
    const actor = request.actor;
    if (!actor?.impersonatorId || request.is404) return;
    await recordStaffAction(
      ctx.db,
      { accountId: actor.impersonatorId, email: actor.impersonatorEmail ?? 'unknown' },
      {
        action: 'impersonation.request',
        entityType: 'member',
        entityId: actor.id,
        summary: `${request.method} ${request.routeOptions.url ?? request.url} as ${actor.email} (${reply.statusCode})`,
        detail: {
          sessionId: actor.sessionId,
          method: request.method,
          route: request.routeOptions.url,
          status: reply.statusCode,
        },
      },
    ).catch((err) => request.log.error({ err }, 'auditing an impersonation request failed'));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.actor && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The actor of an authenticated route (the preValidation hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

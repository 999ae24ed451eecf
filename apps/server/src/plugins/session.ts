/**
 * The session hook of every request (spec 01 §4 Session, §7 clients A and B; see plugins/auth.ts for
 * what a request carries): the feature switch (off: 404), the session from the Authorization header
 * (`resolveSession`, one named statement of the identity module) or a signed download link, 401 for an
 * /api route without either unless public, the impersonation route list, the audit of every
 * impersonation request, API keys (issue 31: the key's actor, its scope check, the audit row of
 * every call made with one), and `Cache-Control: no-store` on answers made with a session. Kept apart from
 * plugins/auth.ts (`actorOf`, imported by every route) so that reaching the identity, files and audit
 * modules from here ties no route to this hook.
 */
import { API_KEY_MESSAGES, isFeatureEnabled, MESSAGES, Role } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context';
import { intArrayOf } from '../db/raw-query';
import { sha256 } from '../lib/crypto';
import { AppError, unauthorized } from '../lib/errors';
import type { ReadVersions } from '../lib/read-cache';
import { hasSignature, verifyLink } from '../lib/signed-links';
import { auditApiKeyCall, resolveApiKey } from '../modules/api-keys';
import { recordStaffAction } from '../modules/audit';
import { signedLinkActor } from '../modules/files';
import { findLiveSession } from '../modules/identity';
import { checkApiKeyReach } from '../policies/api-keys';
import { enforce } from '../policies/denial';
import { checkImpersonation } from '../policies/impersonation';
import { accessTokenFromHeader, apiKeyFromHeader, type RouteKeyScope } from './auth';
import type { InFlight } from './in-flight';

/**
 * Loads the actor for an access token, or null when the session is unknown, revoked or expired,
 * with the read versions of that moment (lib/read-cache.ts: read before any data the handler then
 * reads). Runs on every authenticated request: one named hot statement
 * (modules/identity/session-lookup.repository.ts `findLiveSession`).
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

/** Requests whose API key the hook looked up (an unknown key is then not looked up again). */
const keyResolved = new WeakSet<FastifyRequest>();

/**
 * Settles a call made with an API key (issue 31): an unknown key, a revoked one, or one whose
 * creator is no longer an active Admin answers 401; a route the key's scopes do not reach answers
 * 403 (policies/api-keys.ts); otherwise the key's creator becomes the actor.
 * @throws AppError 401 UNAUTHORIZED, 403 FORBIDDEN
 */
async function actAsApiKey(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  keyResolved.add(request);
  const resolved = await resolveApiKey(ctx, token);
  request.apiKey = resolved?.key ?? null;
  if (!resolved?.actor) throw unauthorized(API_KEY_MESSAGES.keyInvalid);
  const config = request.routeOptions.config;
  enforce(
    checkApiKeyReach(resolved.key.scopes, {
      method: request.method,
      apiKeyScope: config.apiKeyScope,
      apiKeyReadsOnly: config.apiKeyReadsOnly,
    }),
  );
  request.actor = resolved.actor;
}

/**
 * At most one audit row a minute per key for calls refused before the session hook ran (a flood
 * past the rate limit must not become a flood of audit rows). Per process, bounded.
 */
class RefusedAuditThrottle {
  private readonly until = new Map<string, number>();
  /** True when a refusal with this token may be audited now (and starts its minute). */
  take(token: string): boolean {
    const now = Date.now();
    const hash = sha256(token);
    if ((this.until.get(hash) ?? 0) > now) return false;
    if (this.until.size >= 10_000) this.until.clear();
    this.until.set(hash, now + 60_000);
    return true;
  }
}

/**
 * Registers the session hook, the impersonation audit and the no-store header on `app`.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext, inFlight: InFlight): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('readVersions', null);
  app.decorateRequest('apiKey', null);
  const routeKeyScopes: RouteKeyScope[] = [];
  app.decorate('routeKeyScopes', routeKeyScopes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const { apiKeyScope, apiKeyReadsOnly } = route.config ?? {};
      routeKeyScopes.push({ method, url: route.url, apiKeyScope, apiKeyReadsOnly });
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // The not-found handler runs this hook too: an unknown route answers 404, not 401.
    if (request.is404) return;
    const config = request.routeOptions.config;
    // A key is settled first: every route its scopes do not reach answers it 403, switched off or not.
    const apiKeyToken = apiKeyFromHeader(request.headers.authorization);
    if (apiKeyToken) await actAsApiKey(ctx, request, apiKeyToken);
    if (config.feature && !isFeatureEnabled(ctx.config.tenant.features, config.feature)) {
      throw new AppError('NOT_FOUND', MESSAGES.featureDisabled);
    }
    if (apiKeyToken) return;
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
  // Every call made with an API key is audited under the key's name (issue 31), refused ones too.
  const refusedAudits = new RefusedAuditThrottle();
  inFlight.beforeFinish(async (request, reply) => {
    if (request.is404 && reply.statusCode === 404) return;
    let key = request.apiKey;
    if (!key && !keyResolved.has(request)) {
      // The hook did not run for this request (the rate limit, the NUL guard or a feature switch
      // answered first): find the key now, at most once a minute per key for refusals.
      const token = apiKeyFromHeader(request.headers.authorization);
      if (!token || !refusedAudits.take(token)) return;
      key = (await resolveApiKey(ctx, token).catch(() => null))?.key ?? null;
    }
    if (!key) return;
    await auditApiKeyCall(ctx, key, {
      method: request.method,
      route: request.routeOptions.url,
      path: request.url.split('?')[0],
      status: reply.statusCode,
    }).catch((err) => request.log.error({ err }, 'auditing an API key call failed'));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.actor && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

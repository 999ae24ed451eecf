/**
 * Health and engagement tracking (spec 01 §7 Engagement; issue #2).
 */
import type { EngagementTrackInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { pingDb, probeDbReady } from '../../db/client';
import { AppError } from '../../lib/errors';
import { insertEngagementEvent } from './system.repository';

/**
 * GET /api/health: the database answers; which kind it is.
 * @throws AppError 503 SERVICE_UNAVAILABLE when the database does not answer (a load balancer takes the
 *   process out of rotation)
 */
export async function checkHealth(ctx: AppContext): Promise<{ status: 'ok'; database: string }> {
  try {
    await pingDb(ctx.db);
  } catch (err) {
    ctx.log.error({ err }, 'health check: the database does not answer');
    throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
  }
  return { status: 'ok', database: ctx.config.databaseUrl ? 'postgres' : 'pglite' };
}

/**
 * GET /api/ready (issue 34): ready to take traffic when the database runs a parameterised read of a
 * real table through the pool (db/client.ts probeDbReady), the kind of statement every page runs;
 * /api/health stays the liveness check.
 * @throws AppError 503 SERVICE_UNAVAILABLE "The database cannot run the portal's statements." when
 *   it cannot (the pool is exhausted past DB_CONNECT_TIMEOUT_MS, a pooler refuses, the schema is missing);
 *   503 "The server is shutting down." while the process drains after SIGTERM (SHUTDOWN_DRAIN_MS)
 */
export async function checkReady(ctx: AppContext): Promise<{ status: 'ready' }> {
  if (ctx.lifecycle.draining) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down.');
  try {
    await probeDbReady(ctx.db);
  } catch (err) {
    ctx.log.error({ err }, 'readiness check: the database cannot run the portal statements');
    throw new AppError('SERVICE_UNAVAILABLE', "The database cannot run the portal's statements.");
  }
  return { status: 'ready' };
}

/** POST /api/engagement/track: records the event when the tenant's engagement analytics are on (else nothing). */
export async function trackEngagement(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof EngagementTrackInputSchema>,
): Promise<void> {
  if (!ctx.config.tenant.features.engagement_analytics.enabled) return;
  await insertEngagementEvent(ctx.db, {
    accountId: actor.id,
    eventType: input.eventType,
    entityId: input.entityId ?? null,
    path: input.path ?? null,
  });
}

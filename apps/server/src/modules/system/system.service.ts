/**
 * Health and engagement tracking (spec 01 §7 Engagement; issue #2).
 */
import type { EngagementTrackInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { pingDb } from '../../db/client';
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

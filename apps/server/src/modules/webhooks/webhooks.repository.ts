/**
 * SQL of webhooks (issue 31): the endpoints (db/schema/webhooks.ts) and the reads of their
 * deliveries, which are outbox rows of channel 'webhook' whose recipient is the endpoint's id.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { outbox, webhookEndpoints } from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export const WEBHOOK_CHANNEL = 'webhook';

/** Every endpoint, oldest first. */
export async function listEndpoints(db: Executor): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countEndpoints(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints);
  return Number(row?.n ?? 0);
}

export async function findEndpoint(db: Executor, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** The endpoint, locked for the rest of the transaction (rotate, edit). */
export async function findEndpointForUpdate(db: Executor, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  return row;
}

export async function insertEndpoint(
  db: Executor,
  row: Pick<WebhookEndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled' | 'secret' | 'createdBy'>,
): Promise<WebhookEndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created;
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  patch: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled' | 'secret'>> & {
    rotated?: boolean;
  },
): Promise<WebhookEndpointRow | undefined> {
  const { rotated, ...fields } = patch;
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...fields, updatedAt: sql`now()`, ...(rotated ? { secretRotatedAt: sql`now()` } : {}) })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** Deletes the endpoint; its deliveries still due are marked failed (they have nowhere to go). */
export async function deleteEndpoint(db: Executor, id: string): Promise<boolean> {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: 'endpoint deleted', leaseUntil: null })
    .where(
      and(
        eq(outbox.channel, WEBHOOK_CHANNEL),
        eq(outbox.recipient, id),
        sql`${outbox.status} in ('pending', 'sending')`,
      ),
    );
  const deleted = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/** The ids of the enabled endpoints subscribed to `type` (in the action's transaction). */
export async function subscribedEndpointIds(db: Executor, type: string): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.eventTypes} @> jsonb_build_array(${type}::text)`),
    );
  return rows.map((r) => r.id);
}

export type DeliveryRow = typeof outbox.$inferSelect;

/** The newest `limit` deliveries of an endpoint, newest first. */
export async function listDeliveries(db: Executor, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, WEBHOOK_CHANNEL), eq(outbox.recipient, endpointId)))
    .orderBy(desc(outbox.createdAt), desc(outbox.seq))
    .limit(limit);
}

/** One delivery of an endpoint; undefined when unknown or of another endpoint. */
export async function findDelivery(db: Executor, endpointId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.channel, WEBHOOK_CHANNEL), eq(outbox.recipient, endpointId)));
  return row;
}

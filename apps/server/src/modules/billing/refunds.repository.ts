/**
 * The data access of refunds (issue 31; db/schema/commerce.ts `refunds`): a refund written once per
 * idempotency key, locked and moved from pending to succeeded or failed. Every function takes the
 * database or a transaction first. Typed builder throughout.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { type RefundStatus, refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Writes a refund; answers its row, or null when a refund with that key exists already (a second
 * request of the same refund writes nothing).
 */
export async function insertRefund(
  tx: Executor,
  r: {
    orderId: string;
    invoiceId: string | null;
    key: string;
    amountCents: number;
    provider: 'test' | 'stripe';
  },
): Promise<RefundRow | null> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...r, status: 'pending' })
    .onConflictDoNothing({ target: refunds.key })
    .returning();
  return row ?? null;
}

/** One refund, locked for the caller's transaction; null when unknown. */
export async function lockRefund(tx: Executor, id: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

/** The id of the refund the provider knows as `providerRefundId` (Stripe "re_..."), or null. */
export async function refundIdOfProviderRefund(
  db: Executor,
  provider: string,
  providerRefundId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.providerRefundId, providerRefundId)));
  return row?.id ?? null;
}

/** Records the provider's refund id (once it answered) on a refund. */
export async function setProviderRefundId(tx: Executor, id: string, providerRefundId: string): Promise<void> {
  await tx.update(refunds).set({ providerRefundId }).where(eq(refunds.id, id));
}

/** Moves a (locked) refund to `status`, with the provider's id and a failure reason when given. */
export async function setRefundStatus(
  tx: Executor,
  id: string,
  status: RefundStatus,
  extra: { providerRefundId?: string | null; failureReason?: string | null },
): Promise<void> {
  await tx
    .update(refunds)
    .set({
      status,
      settledAt: new Date(),
      failureReason: extra.failureReason ?? null,
      ...(extra.providerRefundId ? { providerRefundId: extra.providerRefundId } : {}),
    })
    .where(eq(refunds.id, id));
}

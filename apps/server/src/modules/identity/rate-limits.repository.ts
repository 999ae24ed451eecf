/**
 * The fixed-window counters of the credential and code limits (`rate_limit_buckets`, issue #2 §3;
 * the rules are in modules/identity/credential-limits.ts). A bucket is a key with a count and the end of its
 * window; an expired bucket counts as absent and starts again at 1 on its next hit.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { rateLimitBuckets } from '../../db/schema';

const live = sql`${rateLimitBuckets.resetAt} > now()`;

/**
 * Adds one to each bucket (key and its window in minutes) in one statement (atomic per bucket);
 * answers the new counts by key.
 */
export async function hitBuckets(
  db: Executor,
  buckets: { key: string; minutes: number }[],
): Promise<Map<string, number>> {
  const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
  const rows = await db
    .insert(rateLimitBuckets)
    .values(buckets.map((b) => ({ key: b.key, count: 1, resetAt: sql`now() + make_interval(mins => ${b.minutes})` })))
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.${sql.identifier(rateLimitBuckets.resetAt.name)}
          else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ key: rateLimitBuckets.key, count: rateLimitBuckets.count });
  return new Map(rows.map((r) => [r.key, Number(r.count)]));
}

/** The live counts of some buckets (absent or expired: not in the map). */
export async function peekBuckets(db: Executor, keys: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: rateLimitBuckets.key, count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(and(inArray(rateLimitBuckets.key, keys), live));
  return new Map(rows.map((r) => [r.key, Number(r.count)]));
}

/** Takes one back from a live bucket (never below 0; no-op when absent or expired). */
export async function takeBackOne(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(and(sql`${rateLimitBuckets.key} = ${key}`, live));
}

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

/**
 * Adds one to a bucket whose window is `windowMs` milliseconds (the global request limit's store,
 * request-limit-store.ts); answers the new count and the milliseconds left in its window.
 */
export async function hitWindow(
  db: Executor,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.${sql.identifier(rateLimitBuckets.resetAt.name)}
          else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitBuckets.count,
      ttlMs: sql<number>`greatest(ceil(extract(epoch from ${rateLimitBuckets.resetAt} - now()) * 1000), 0)::int`,
    });
  return { count: Number(row.count), ttlMs: Number(row.ttlMs) };
}

/** The live count of a bucket and the milliseconds left in its window (0 and 0 when absent or expired). */
export async function readWindow(db: Executor, key: string): Promise<{ count: number; ttlMs: number }> {
  const [row] = await db
    .select({
      count: rateLimitBuckets.count,
      ttlMs: sql<number>`greatest(ceil(extract(epoch from ${rateLimitBuckets.resetAt} - now()) * 1000), 0)::int`,
    })
    .from(rateLimitBuckets)
    .where(and(sql`${rateLimitBuckets.key} = ${key}`, live));
  return row ? { count: Number(row.count), ttlMs: Number(row.ttlMs) } : { count: 0, ttlMs: 0 };
}

/**
 * The `scheduled_jobs` rows (db/schema/jobs.ts) behind the scheduler (scheduler.ts). Every time is
 * the database's clock, so processes whose clocks disagree still agree on what is due.
 */
import { and, eq, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema';
import type { Db } from '../../db/client';

/** `now() + ms` as SQL. */
const fromNow = (ms: number): SQL => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

/** Creates the row of a job unless it exists, due at once (an existing row keeps its schedule). */
export async function ensureJob(db: Db, name: string): Promise<void> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
}

/**
 * Claims a job if it is due and nobody holds it: one atomic UPDATE, so of several processes asking
 * at once exactly one gets it. The claim holds for `leaseMs` unless renewed (`renewClaim`).
 * Answers whether this caller got it.
 */
export async function claimJob(db: Db, name: string, token: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ lockedUntil: fromNow(leaseMs), lockedBy: token, lastStartedAt: sql`now()` })
    .where(
      and(
        eq(scheduledJobs.name, name),
        lte(scheduledJobs.nextRunAt, sql`now()`),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

/** Extends a claim still held by `token` to `leaseMs` from now; answers whether it was still held. */
export async function renewClaim(db: Db, name: string, token: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ lockedUntil: fromNow(leaseMs) })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, token)))
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

/**
 * Records the outcome of the run claimed by `token` and releases the job: `error` (null after a
 * success), the finish time, and the next due time `everyMs` after the run started (at once when
 * the run took longer). Answers false when the claim had lapsed and another process took the job.
 */
export async function finishJob(
  db: Db,
  name: string,
  token: string,
  everyMs: number,
  error: string | null,
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastFinishedAt: sql`now()`,
      lastError: error,
      nextRunAt: sql`greatest(now(), ${scheduledJobs.lastStartedAt} + ${everyMs}::double precision * interval '1 millisecond')`,
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, token)))
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

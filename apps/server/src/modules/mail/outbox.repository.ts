/**
 * The `outbox` rows of the mail channel (db/schema/outbox.ts, issue 30). Every time is the database's
 * clock, so processes whose clocks disagree still agree on what is due.
 */
import { and, desc, eq, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { outbox } from '../../db/schema';

/** `now() + ms` as SQL. */
const fromNow = (ms: number): SQL => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = Omit<typeof outbox.$inferInsert, 'id' | 'messageId'> & { id: string; messageId: string };

/** Writes one message, due at once (in the caller's transaction when `db` is one). */
export async function insertOutbox(db: Executor, row: NewOutboxRow): Promise<void> {
  await db.insert(outbox).values(row);
}

/**
 * Writes one message only when `when` holds, in one statement either way (the forgot-password
 * path runs the same statement for a known and an unknown address). Named hot statement.
 */
export async function insertOutboxIf(db: Executor, when: boolean, row: NewOutboxRow): Promise<void> {
  await db.execute(sql`insert into ${outbox} (id, channel, kind, recipient, account_id, subject, payload, message_id)
    select ${row.id}::uuid, ${row.channel ?? 'mail'}, ${row.kind}, ${row.recipient}, ${row.accountId ?? null}::uuid,
      ${row.subject}, ${JSON.stringify(row.payload)}::jsonb, ${row.messageId}
    where ${when}::boolean`);
}

/**
 * Claims up to `limit` due messages of `channel`: pending ones whose next attempt is due and
 * 'sending' ones whose lease lapsed (a process killed mid-delivery). One UPDATE over rows locked
 * with SKIP LOCKED, so two processes claiming at once get disjoint rows. Each claimed row counts
 * one more attempt and is leased for `leaseMs`.
 */
export async function claimDue(db: Executor, channel: string, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, channel),
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, 'sending'), isNotNull(outbox.leaseUntil), lt(outbox.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', leaseUntil: fromNow(leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Records a delivered message (only while this claim still holds it as 'sending'). */
export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** Records a failed attempt: due again in `retryInMs`, or 'failed' when `retryInMs` is null. */
export async function markAttemptFailed(
  db: Executor,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { status: 'failed', leaseUntil: null, lastError: error }
        : { status: 'pending', leaseUntil: null, lastError: error, nextAttemptAt: fromNow(retryInMs) },
    )
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** The newest `limit` messages about an account, newest first. */
export async function listForAccount(db: Executor, accountId: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.accountId, accountId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** One message about an account; undefined when unknown or about another account. */
export async function findForAccount(db: Executor, accountId: string, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.accountId, accountId)));
  return row;
}

/**
 * Deletes at most `limit` rows of `status` ('sent' or 'failed') whose age passed `days` days: a
 * sent row counts from `sent_at`, a failed one from its last attempt's due time (`next_attempt_at`,
 * else `created_at`). Rows hold no stored files (attachments are built at delivery from the kind's
 * data), so nothing else is freed. Answers the number deleted.
 */
export async function deleteExpiredOutboxRows(
  db: Executor,
  status: 'sent' | 'failed',
  days: number,
  limit: number,
): Promise<number> {
  const age = status === 'sent' ? sql`${outbox.sentAt}` : sql`coalesce(${outbox.nextAttemptAt}, ${outbox.createdAt})`;
  const victims = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, status), lt(age, sql`now() - ${days}::int * interval '1 day'`)))
    .limit(limit);
  const rows = await db.delete(outbox).where(inArray(outbox.id, victims)).returning({ id: outbox.id });
  return rows.length;
}

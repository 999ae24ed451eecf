/**
 * The `outbox` rows (db/schema/outbox.ts, issue 30; the ordering key, issue 31): the generic
 * functions every channel uses (insert, claim, mark) and the mail channel's reads. Every time is the database's
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
 *
 * A row with an `orderingKey` is not claimed while an earlier row (smaller `seq`) of the same
 * channel and key is pending or sending (issue 31: one member's webhooks in order), so one claim
 * holds at most one row per key and the rows of a claim may be delivered at once.
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
        sql`(${outbox.orderingKey} is null or not exists (select 1 from outbox earlier
          where earlier.channel = ${outbox.channel} and earlier.ordering_key = ${outbox.orderingKey}
            and earlier.seq < ${outbox.seq} and earlier.status in ('pending', 'sending')))`,
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.seq)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', leaseUntil: fromNow(leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** The receiver's answer to record with an attempt (webhooks): HTTP status and body excerpt (≤ 1 KB). */
export interface OutboxResponse {
  status: number | null;
  excerpt: string | null;
}

/** Records a delivered message (only while this claim still holds it as 'sending'). */
export async function markSent(db: Executor, id: string, response?: OutboxResponse): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      leaseUntil: null,
      lastError: null,
      ...(response ? { responseStatus: response.status, responseExcerpt: response.excerpt } : {}),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/**
 * Records many delivered messages in one statement, each with its receiver's answer (webhooks: a
 * claim's rows are delivered at once). Only rows still 'sending' change.
 */
export async function markSentMany(db: Executor, rows: ({ id: string } & OutboxResponse)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update ${outbox} set status = 'sent', sent_at = now(), lease_until = null, last_error = null,
      response_status = v.status, response_excerpt = v.excerpt
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, status int, excerpt text)
    where ${outbox.id} = v.id and ${outbox.status} = 'sending'`);
}

/** Records a failed attempt: due again in `retryInMs`, or 'failed' when `retryInMs` is null. */
export async function markAttemptFailed(
  db: Executor,
  id: string,
  error: string,
  retryInMs: number | null,
  response?: OutboxResponse,
): Promise<void> {
  const answer = response ? { responseStatus: response.status, responseExcerpt: response.excerpt } : {};
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { status: 'failed', leaseUntil: null, lastError: error, ...answer }
        : { status: 'pending', leaseUntil: null, lastError: error, nextAttemptAt: fromNow(retryInMs), ...answer },
    )
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** The newest `limit` mails about an account, newest first (channel 'mail' only). */
export async function listForAccount(db: Executor, accountId: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.accountId, accountId), eq(outbox.channel, 'mail')))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** One mail about an account; undefined when unknown, about another account or not a mail. */
export async function findForAccount(db: Executor, accountId: string, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.accountId, accountId), eq(outbox.channel, 'mail')));
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

/** One channel's backlog (metrics, modules/metrics): rows waiting or being sent, and the oldest due row's age. */
export interface OutboxBacklog {
  channel: string;
  /** Rows `pending` or `sending`. */
  depth: number;
  /** Seconds since the oldest `pending` row became due (0 when none is due yet), by the database's clock. */
  oldestDueSeconds: number;
}

/** The backlog of every channel that has one (a channel with no waiting row is absent). One statement. */
export async function outboxBacklog(db: Executor): Promise<OutboxBacklog[]> {
  const rows = await db
    .select({
      channel: outbox.channel,
      depth: sql<number>`count(*)::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.nextAttemptAt})
        filter (where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now())), 0)::float8`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending']))
    .groupBy(outbox.channel);
  return rows.map((r) => ({
    channel: r.channel,
    depth: Number(r.depth),
    oldestDueSeconds: Number(r.oldestDueSeconds),
  }));
}

/** What the developer mail page shows of a mail sent without SMTP (kept in the row's payload as `devCopy`). */
export interface DevMailCopy {
  to: string;
  subject: string;
  text: string;
}

/**
 * Keeps the text of a mail sent without SMTP in its outbox row (issue 34: /dev/mail reads the
 * database, so every process shows the same mails, whichever sent them).
 */
export async function recordDevCopy(db: Executor, id: string, copy: DevMailCopy): Promise<void> {
  await db
    .update(outbox)
    .set({ payload: sql`${outbox.payload} || jsonb_build_object('devCopy', ${JSON.stringify(copy)}::jsonb)` })
    .where(eq(outbox.id, id));
}

/** The newest `limit` sent mails that carry a developer copy, newest first. */
export async function listDevCopies(
  db: Executor,
  limit: number,
): Promise<{ id: string; sentAt: Date | string | null; copy: DevMailCopy }[]> {
  const rows = await db
    .select({ id: outbox.id, sentAt: outbox.sentAt, copy: sql<DevMailCopy>`${outbox.payload} -> 'devCopy'` })
    .from(outbox)
    .where(and(eq(outbox.channel, 'mail'), eq(outbox.status, 'sent'), sql`${outbox.payload} ? 'devCopy'`))
    .orderBy(desc(outbox.sentAt), desc(outbox.id))
    .limit(limit);
  return rows;
}

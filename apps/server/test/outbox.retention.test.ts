/**
 * Outbox retention (issue 30): the claimed job `mail.outbox-retention` deletes sent rows older than
 * OUTBOX_RETENTION_DAYS and failed rows older than 90 days, in batches; pending and sending rows,
 * and younger ones, stay.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_RETENTION, OUTBOX_RETENTION_JOB, purgeOutbox } from '../src/modules/mail';
import { queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  // The delivery job stays out of the way: it would claim the old pending row and fail it.
  t = await createTestApp({ OUTBOX_RETENTION_DAYS: '14', MAIL_POLL_MS: '3600000' });
});
afterAll(async () => t.close());

/** Writes `n` outbox rows named `label`, in `status`, sent (or last due) and created `daysAgo` days ago. */
async function rows(label: string, n: number, status: string, daysAgo: number) {
  await t.ctx.db.execute(sql`insert into outbox (kind, recipient, subject, payload, message_id, status, sent_at,
      next_attempt_at, created_at)
    select 'auth.password-reset', ${label} || '-' || i || '@example.org', ${label}, '{}'::jsonb,
      '<' || gen_random_uuid() || '@test>', ${status},
      case when ${status} = 'sent' then now() - ${daysAgo}::int * interval '1 day' end,
      now() - ${daysAgo}::int * interval '1 day', now() - ${daysAgo + 1}::int * interval '1 day'
    from generate_series(1, ${n}) as i`);
}

const remaining = async () =>
  Object.fromEntries(
    (
      await queryRows<{ subject: string; n: number }>(
        t.ctx.db,
        `select subject, count(*)::int as n from outbox group by subject order by subject`,
      )
    ).map((r) => [r.subject, Number(r.n)]),
  );

describe('outbox retention', () => {
  it('the claimed job deletes old sent rows (OUTBOX_RETENTION_DAYS) and 90-day-old failed rows, in batches', async () => {
    await rows('sent-old', OUTBOX_RETENTION.batch * 2 + 3, 'sent', 15);
    await rows('sent-young', 2, 'sent', 13);
    await rows('failed-old', 3, 'failed', 91);
    await rows('failed-young', 2, 'failed', 60);
    await rows('pending-old', 1, 'pending', 200);
    await rows('sending-old', 1, 'sending', 200);

    await t.ctx.db.execute(sql`update scheduled_jobs set next_run_at = now() where name = ${OUTBOX_RETENTION_JOB}`);
    expect(await t.ctx.jobs.runIfDue(OUTBOX_RETENTION_JOB)).toBe(true);
    const [job] = await queryRows<{ last_error: string | null; last_finished_at: string | null }>(
      t.ctx.db,
      `select last_error, last_finished_at from scheduled_jobs where name = '${OUTBOX_RETENTION_JOB}'`,
    );
    expect(job.last_error).toBeNull();
    expect(job.last_finished_at).not.toBeNull();
    expect(await remaining()).toEqual({
      'failed-young': 2,
      'pending-old': 1,
      'sending-old': 1,
      'sent-young': 2,
    });
    // Nothing left to delete: a second run deletes nothing.
    expect(await purgeOutbox(t.ctx)).toEqual({ sent: 0, failed: 0 });
  });

  it('answers how many rows it deleted, and stops when its signal aborts', async () => {
    await rows('sent-later', 4, 'sent', 40);
    await rows('failed-later', 1, 'failed', 100);
    const aborted = new AbortController();
    aborted.abort();
    expect(await purgeOutbox(t.ctx, aborted.signal)).toEqual({ sent: 0, failed: 0 });
    expect(await purgeOutbox(t.ctx)).toEqual({ sent: 4, failed: 1 });
  });
});

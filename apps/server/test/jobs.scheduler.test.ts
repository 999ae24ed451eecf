/**
 * Scheduled jobs claimed in the database (modules/jobs/scheduler.ts, docs/operations.md
 * "Scale-out"): two apps on one database (two connection pools on PostgreSQL, one shared PGlite)
 * never run the same due run of a job; a failing job keeps its error and runs again at its next
 * time; closing the app waits for a run in progress.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/context';
import { openDb } from '../src/db/client';
import { scheduledJobs } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A second app on the test app's database, as a second server process would be. */
async function secondApp(t: TestApp): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const dbHandle = t.config.databaseUrl
    ? await openDb({ databaseUrl: t.config.databaseUrl, pgliteDir: null, poolSize: 5 })
    : { db: t.ctx.db, kind: 'pglite' as const, close: async () => undefined };
  const { app, ctx } = await buildApp({ config: t.config, dbHandle, ownsDb: true, logger: false });
  await app.ready();
  return { ctx, close: () => app.close() };
}

async function jobRow(t: TestApp, name: string) {
  const [row] = await t.ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

let t: TestApp;
let other: Awaited<ReturnType<typeof secondApp>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondApp(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('scheduled jobs on two apps sharing one database', () => {
  it('a due job runs once, however many looks both apps take at it at once', async () => {
    const runs: string[] = [];
    for (const [label, ctx] of [
      ['a', t.ctx],
      ['b', other.ctx],
    ] as const) {
      ctx.jobs.schedule({
        name: 'test.once',
        everyMs: 3_600_000,
        pollMs: 5,
        firstPollMs: 0,
        run: async () => {
          runs.push(label);
          await sleep(50);
        },
      });
    }
    const looks = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? t.ctx : other.ctx).jobs.runIfDue('test.once')),
    );
    await sleep(300);
    expect(runs).toHaveLength(1);
    expect(looks.filter(Boolean).length).toBeLessThanOrEqual(1);
    const row = await jobRow(t, 'test.once');
    expect(row.lastFinishedAt).not.toBeNull();
    expect(row.lockedUntil).toBeNull();
    expect(row.lastError).toBeNull();
    expect(row.nextRunAt.getTime() - row.lastStartedAt!.getTime()).toBe(3_600_000);
  });

  it('a recurring job polled by both apps: runs never overlap, and each due time is run once', async () => {
    const spans: { app: string; start: number; end: number; startedAt: number }[] = [];
    for (const [label, ctx] of [
      ['a', t.ctx],
      ['b', other.ctx],
    ] as const) {
      ctx.jobs.schedule({
        name: 'test.every-100ms',
        everyMs: 100,
        pollMs: 3,
        firstPollMs: 0,
        run: async () => {
          const start = Date.now();
          // When the claim says this run started (database clock).
          const [row] = await ctx.db
            .select({ startedAt: scheduledJobs.lastStartedAt })
            .from(scheduledJobs)
            .where(eq(scheduledJobs.name, 'test.every-100ms'));
          await sleep(30);
          spans.push({ app: label, start, end: Date.now(), startedAt: row.startedAt!.getTime() });
        },
      });
    }
    await sleep(1_300);
    // Stop both from looking again (the rest of the file keeps using the apps' databases).
    await t.ctx.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() + interval '1 day'` })
      .where(eq(scheduledJobs.name, 'test.every-100ms'));
    await sleep(100);
    spans.sort((x, y) => x.start - y.start);
    expect(spans.length).toBeGreaterThanOrEqual(4);
    expect(spans.length).toBeLessThanOrEqual(14);
    expect(new Set(spans.map((span) => span.startedAt)).size).toBe(spans.length);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i].start).toBeGreaterThanOrEqual(spans[i - 1].end);
      // The next run is due 100 ms after the previous one started.
      expect(spans[i].startedAt - spans[i - 1].startedAt).toBeGreaterThanOrEqual(100);
    }
  });

  it('a claim held by a process is respected, and one whose lease lapsed (a dead process) is taken over', async () => {
    let runs = 0;
    t.ctx.jobs.schedule({
      name: 'test.lease',
      everyMs: 3_600_000,
      firstPollMs: 3_600_000,
      run: async () => {
        runs++;
      },
    });
    await t.ctx.db.insert(scheduledJobs).values({
      name: 'test.lease',
      nextRunAt: sql`now() - interval '1 minute'`,
      lockedBy: 'another process',
      lockedUntil: sql`now() + interval '1 minute'`,
    });
    expect(await t.ctx.jobs.runIfDue('test.lease')).toBe(false);
    await t.ctx.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'test.lease'));
    expect(await t.ctx.jobs.runIfDue('test.lease')).toBe(true);
    expect(runs).toBe(1);
    expect((await jobRow(t, 'test.lease')).lockedBy).toBeNull();
  });

  it('a running job holds a 60-second claim, renewed while it runs, so a dead holder is taken over within about a minute', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    for (const [jobs, leaseMs] of [
      [t.ctx.jobs, undefined],
      [other.ctx.jobs, undefined],
    ] as const) {
      jobs.schedule({
        name: 'test.long',
        everyMs: 3_600_000,
        firstPollMs: 3_600_000,
        ...(leaseMs ? { leaseMs } : {}),
        run: async () => {
          started();
          await gate;
        },
      });
    }
    await t.ctx.db.insert(scheduledJobs).values({ name: 'test.long', nextRunAt: sql`now() - interval '1 minute'` });
    const run = t.ctx.jobs.runIfDue('test.long');
    await running;
    const [lease] = await t.ctx.db
      .select({ seconds: sql<number>`extract(epoch from ${scheduledJobs.lockedUntil} - now())::float8` })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'test.long'));
    expect(Number(lease.seconds)).toBeGreaterThan(50);
    expect(Number(lease.seconds)).toBeLessThanOrEqual(60);
    expect(await other.ctx.jobs.runIfDue('test.long')).toBe(false);
    release();
    expect(await run).toBe(true);
  });

  it('a short lease is renewed while the job runs: the other app cannot take it over', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let otherRuns = 0;
    t.ctx.jobs.schedule({
      name: 'test.renew',
      everyMs: 3_600_000,
      firstPollMs: 3_600_000,
      leaseMs: 600,
      run: async () => {
        started();
        await gate;
      },
    });
    other.ctx.jobs.schedule({
      name: 'test.renew',
      everyMs: 3_600_000,
      firstPollMs: 3_600_000,
      leaseMs: 600,
      run: async () => {
        otherRuns++;
      },
    });
    await t.ctx.db.insert(scheduledJobs).values({ name: 'test.renew', nextRunAt: sql`now() - interval '1 minute'` });
    const run = t.ctx.jobs.runIfDue('test.renew');
    await running;
    // Three leases' time: without renewal the claim would have lapsed twice over.
    const until = Date.now() + 1_800;
    while (Date.now() < until) {
      expect(await other.ctx.jobs.runIfDue('test.renew')).toBe(false);
      await sleep(150);
    }
    release();
    expect(await run).toBe(true);
    expect(otherRuns).toBe(0);
  });

  it('a failing job records its error and runs again at its next due time, clearing the error', async () => {
    let calls = 0;
    other.ctx.jobs.schedule({
      name: 'test.flaky',
      // A minute: "not due yet" must hold however slow a loaded machine is between the two looks.
      everyMs: 60_000,
      firstPollMs: 3_600_000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('the mail server did not answer');
      },
    });
    expect(await other.ctx.jobs.runIfDue('test.flaky')).toBe(true);
    const failed = await jobRow(t, 'test.flaky');
    expect(failed.lastError).toBe('the mail server did not answer');
    expect(failed.lockedUntil).toBeNull();
    expect(failed.nextRunAt.getTime() - failed.lastStartedAt!.getTime()).toBe(60_000);
    // Not due yet, from either app.
    expect(await t.ctx.jobs.runIfDue('test.flaky').catch(() => 'not scheduled here')).toBe('not scheduled here');
    expect(await other.ctx.jobs.runIfDue('test.flaky')).toBe(false);
    // Its next due time comes (moved into the past rather than waited for).
    await t.ctx.db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1_000) })
      .where(eq(scheduledJobs.name, 'test.flaky'));
    expect(await other.ctx.jobs.runIfDue('test.flaky')).toBe(true);
    expect(calls).toBe(2);
    const recovered = await jobRow(t, 'test.flaky');
    expect(recovered.lastError).toBeNull();
    expect(recovered.lastStartedAt!.getTime()).toBeGreaterThan(failed.lastStartedAt!.getTime());
  });
});

describe('closing the app', () => {
  it('waits for a run in progress, which sees the close and is recorded before the close completes', async () => {
    const app3 = await secondApp(t);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const inRun = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let sawClose = false;
    app3.ctx.jobs.schedule({
      name: 'test.slow',
      everyMs: 3_600_000,
      firstPollMs: 0,
      run: async (signal) => {
        entered();
        await gate;
        sawClose = signal.aborted;
      },
    });
    await inRun;
    const events: string[] = [];
    const closing = app3.close().then(() => events.push('closed'));
    await sleep(150);
    expect(events).toEqual([]);
    expect((await jobRow(t, 'test.slow')).lastFinishedAt).toBeNull();
    release();
    await closing;
    expect(events).toEqual(['closed']);
    expect(sawClose).toBe(true);
    const row = await jobRow(t, 'test.slow');
    expect(row.lastFinishedAt).not.toBeNull();
    expect(row.lockedUntil).toBeNull();
  });

  it('the purge of expired sessions and codes is a scheduled job of every app', async () => {
    await expect(t.ctx.jobs.runIfDue('auth.purge-expired')).resolves.toBeTypeOf('boolean');
    expect(await jobRow(t, 'auth.purge-expired')).toBeDefined();
  });
});

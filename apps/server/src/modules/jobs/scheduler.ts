/**
 * The one scheduler of recurring work (docs/operations.md "Scale-out": scheduled jobs are claimed in
 * the database so two processes never run the same one). Every server process schedules the same
 * jobs; each looks every `pollMs` whether a job is due and claims it with one atomic UPDATE of its
 * `scheduled_jobs` row (jobs.repository.ts), so one process runs each due run, whichever it is, and
 * the next due time is `everyMs` after that run started. A process that dies mid-run leaves its
 * claim to lapse `leaseMs` after its last renewal; then another process runs the job.
 *
 * Use: `schedule(ctx, { name: 'payments.sweep-lapsed-checkouts', everyMs: 60_000, run: () => sweep(ctx.db) })`
 * from a module's plugin or from buildApp. Timers are unref'd (they never keep a process alive);
 * closing the app stops the polling and waits for a run in progress (its `signal` is aborted, so a
 * long job may stop early) before the database closes.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimJob, ensureJob, finishJob, renewClaim } from './jobs.repository';

/** A recurring job. Times in milliseconds. */
export interface JobDefinition {
  /** Unique in the product, `<module>.<what>`, e.g. `auth.purge-expired`: the row that is claimed. */
  name: string;
  /** From the start of one run to the time the next is due. */
  everyMs: number;
  /**
   * The work. A throw (or rejection) is logged and kept in `scheduled_jobs.last_error`; the job runs
   * again at its next due time. `signal` is aborted when the app closes.
   */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** How often this process looks whether the job is due (default: everyMs, at most 30 s). */
  pollMs?: number;
  /** The first look, after the process starts (default: pollMs, at most 5 s: off the start path). */
  firstPollMs?: number;
  /** How long a claim holds without renewal (default JOB_LEASE_MS, 60 s; renewed every third of it while running). */
  leaseMs?: number;
}

/** The jobs of one app (AppContext.jobs). */
export interface JobScheduler {
  /** Starts looking for `job` being due. Throws when a job of that name is already scheduled here. */
  schedule(job: JobDefinition): void;
  /** Claims and runs `name` now if it is due and free; answers whether this process ran it (tests). */
  runIfDue(name: string): Promise<boolean>;
  /**
   * Stops looking and waits (at most `timeoutMs`) for runs in progress and their records; answers
   * false when one was still running at the timeout.
   */
  close(timeoutMs?: number): Promise<boolean>;
}

/** Schedules a recurring job on the app's scheduler (see the module docstring). */
export function schedule(ctx: { jobs: JobScheduler }, job: JobDefinition): void {
  ctx.jobs.schedule(job);
}

/**
 * How long a job's claim holds without renewal (issue 34): 60 s, renewed every 20 s while the job
 * runs, so a job whose process was killed mid-run is taken over by another process within about a
 * minute (it was 5 minutes).
 */
export const JOB_LEASE_MS = 60_000;
const DEFAULT_LEASE_MS = JOB_LEASE_MS;

/** What one run of a job came to, for the metrics (`job_runs_total`, `job_run_duration_seconds`). */
export interface JobRunRecord {
  name: string;
  outcome: 'succeeded' | 'failed';
  /** From the start of the run to its end, in seconds. */
  durationSeconds: number;
}

/**
 * A scheduler on `db`; jobs run only once scheduled, so making one starts nothing. `onRun` is told of
 * every run this process made (after the job's own work, before its record is written); a throw there
 * is logged and ignored.
 */
export function createJobScheduler(options: {
  db: Db;
  log: FastifyBaseLogger;
  onRun?: (run: JobRunRecord) => void;
}): JobScheduler {
  const { db, log, onRun } = options;
  const jobs = new Map<string, JobDefinition & { ensured: boolean; timer: NodeJS.Timeout | null }>();
  const running = new Set<Promise<unknown>>();
  const closing = new AbortController();

  async function run(job: JobDefinition, token: string): Promise<void> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const renewal = setInterval(() => {
      renewClaim(db, job.name, token, leaseMs).then(
        (held) => held || log.warn({ job: job.name }, 'scheduled job: claim lost while running'),
        (err) => log.warn({ err, job: job.name }, 'scheduled job: renewing the claim failed'),
      );
    }, leaseMs / 3);
    renewal.unref();
    let error: string | null = null;
    const started = performance.now();
    try {
      await job.run(closing.signal);
    } catch (err) {
      error = err instanceof Error ? err.message || err.name : String(err);
      log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      clearInterval(renewal);
    }
    try {
      onRun?.({
        name: job.name,
        outcome: error === null ? 'succeeded' : 'failed',
        durationSeconds: (performance.now() - started) / 1000,
      });
    } catch (err) {
      log.warn({ err, job: job.name }, 'scheduled job: recording the run failed');
    }
    if (!(await finishJob(db, job.name, token, job.everyMs, error)))
      log.warn({ job: job.name }, 'scheduled job: claim had lapsed before the run finished');
  }

  async function runIfDue(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no scheduled job ${name}`);
    if (closing.signal.aborted) return false;
    if (!job.ensured) {
      await ensureJob(db, name);
      job.ensured = true;
    }
    const token = randomUUID();
    if (!(await claimJob(db, name, token, job.leaseMs ?? DEFAULT_LEASE_MS))) return false;
    const done = run(job, token);
    running.add(done);
    try {
      await done;
    } finally {
      running.delete(done);
    }
    return true;
  }

  function poll(name: string, delayMs: number): void {
    const job = jobs.get(name);
    if (!job || closing.signal.aborted) return;
    job.timer = setTimeout(() => {
      job.timer = null;
      const looking = runIfDue(name).catch((err) => log.warn({ err, job: name }, 'scheduled job: claiming failed'));
      running.add(looking);
      looking.finally(() => {
        running.delete(looking);
        poll(name, job.pollMs ?? Math.min(job.everyMs, 30_000));
      });
    }, delayMs);
    job.timer.unref();
  }

  return {
    schedule(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
      if (!(job.everyMs > 0)) throw new Error(`job ${job.name}: everyMs must be positive`);
      jobs.set(job.name, { ...job, ensured: false, timer: null });
      const pollMs = job.pollMs ?? Math.min(job.everyMs, 30_000);
      poll(job.name, job.firstPollMs ?? Math.min(pollMs, 5_000));
    },
    runIfDue,
    async close(timeoutMs = 10_000) {
      closing.abort();
      for (const job of jobs.values()) if (job.timer) clearTimeout(job.timer);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([Promise.allSettled([...running]).then(() => true), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

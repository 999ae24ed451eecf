/**
 * Scheduled jobs (docs/operations.md "Scale-out"): one row per job name, claimed with one atomic
 * UPDATE by whichever server process first finds it due (modules/jobs/scheduler.ts), so two
 * processes on one database never run the same run of a job.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const scheduledJobs = pgTable('scheduled_jobs', {
  /** The job's name, e.g. `auth.purge-expired`. */
  name: text('name').primaryKey(),
  /** When the job is next due (the database's clock). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set while a process runs the job: until then no other process claims it (a dead process's claim lapses). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** A token of the claim that holds the lock: only its holder records the outcome. */
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The error of the last run, null when it succeeded. */
  lastError: text('last_error'),
});

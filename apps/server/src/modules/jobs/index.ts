/**
 * Scheduled jobs claimed in the database (`schedule`), so one process of all runs a due job. A leaf module.
 */
export { createJobScheduler, schedule, type JobRunRecord, type JobScheduler } from './scheduler';

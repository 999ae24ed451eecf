export { createJobScheduler, schedule, type JobScheduler } from './scheduler';

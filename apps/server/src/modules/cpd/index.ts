/**
 * CPD records, periods, plans, courses and the audit pack (issue 16). Depends on communities (upload
 * fields), files, jobs.
 */
export { periodStartYearOf, periodStartingIn } from './cpd-periods';
export { cpdPlugin } from './cpd.plugin';
export { insertAttendanceRecords } from './cpd.repository';

export { periodStartYearOf, periodStartingIn, sydneyDate } from './cpd-periods';
export { cpdPlugin } from './cpd.plugin';
export { insertAttendanceRecords } from './cpd.repository';

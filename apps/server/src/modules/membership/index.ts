export { addDays, addMonths, localToday } from './membership.dates';
export { membershipPlugin } from './membership.plugin';
export { membershipOfAccount } from './membership.repository';
export { membershipRedirectType } from './membership.service';
export { extendRenewal } from './renewal-payment';

/**
 * Memberships (issue 15): types, join and renewal, certificates, brand assets, and what paying a
 * renewal invoice does (`extendRenewal`, registered with billing by app.ts). Depends on billing, identity,
 * files.
 */
export { addDays, addMonths, localToday } from './membership.dates';
export { membershipPlugin } from './membership.plugin';
export { membershipOfAccount } from './membership.repository';
export { membershipRedirectType } from './membership.service';
export { extendRenewal } from './renewal-payment';

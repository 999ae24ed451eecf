/**
 * Sign-in (password, one-time codes, two-factor), password reset, first login and email changes (spec 01
 * §4, §7; issue 28). Sessions, credential limits and the accounts it reads or writes are identity's.
 * Depends on identity, account, audit, mail, notifications.
 */
export { authRoutes } from './auth.routes';
export { purgeExpired } from './auth.service';
export { openEmailChange, pendingEmailOf } from './email-change.service';

export { authRoutes } from './auth.routes';
export { purgeExpired } from './auth.service';
export { openEmailChange, pendingEmailOf } from './email-change.service';

/**
 * The staff audit log: `recordStaffAction` (one row per staff action, in its transaction) and the
 * Admin-only read route. A leaf module: it imports no other module.
 */
export { auditRoutes } from './audit.routes';
export {
  auditActorOf,
  changedFields,
  recordStaffAction,
  withStaffAction,
  type AuditActor,
  type StaffActionEntry,
} from './audit.service';

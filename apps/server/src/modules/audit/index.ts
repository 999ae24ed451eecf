export { auditRoutes } from './audit.routes';
export { auditActorOf, changedFields, recordStaffAction, type AuditActor } from './audit.service';

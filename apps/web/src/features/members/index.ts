/**
 * Staff administration of members and the audit log (issue 23): the members list with filters,
 * selection and bulk actions, one member's page, Add member, and the audit log screen.
 */
export { AuditLogView } from './components/AuditLogView';
export { MemberDetailView } from './components/MemberDetailView';
export { MembersAdminGate } from './components/MembersAdminGate';
export { MembersList } from './components/MembersList';
export { AUDIT_ADMIN_BASE, USERS_ADMIN_BASE } from './constants';

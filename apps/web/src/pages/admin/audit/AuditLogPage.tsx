import { AuditLogView, MembersAdminGate } from '../../../features/members';
/** /admin/audit: the staff audit log (issue 23), Admin only. */

export default function AuditLogPage() {
  return (
    <MembersAdminGate area="audit">
      <AuditLogView />
    </MembersAdminGate>
  );
}

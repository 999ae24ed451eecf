/** /admin/audit: the staff audit log (issue 23), Admin only. */
import { AuditLogView, MembersAdminGate } from '../../../features/members-admin';

export default function AuditLogPage() {
  return (
    <MembersAdminGate area="audit">
      <AuditLogView />
    </MembersAdminGate>
  );
}

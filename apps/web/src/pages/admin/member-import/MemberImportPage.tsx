import { MemberImportGate, MemberImportView } from '../../../features/member-import';
/** /admin/users/import (issue 23): only those who may import members. */

export default function MemberImportPage() {
  return (
    <MemberImportGate>
      <MemberImportView />
    </MemberImportGate>
  );
}

/** /admin/users/import (issue 23): only those who may import members. */
import { MemberImportGate, MemberImportView } from '../../../features/member-import';

export default function MemberImportPage() {
  return (
    <MemberImportGate>
      <MemberImportView />
    </MemberImportGate>
  );
}

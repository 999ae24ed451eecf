/** /admin/users/* layout route (issue 23): Admin and membership staff only. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { MembersAdminGate } from '../../../features/members';

export default function UsersAdminLayoutPage() {
  return (
    <MembersAdminGate area="members">
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </MembersAdminGate>
  );
}

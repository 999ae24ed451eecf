/**
 * Lets only those who may manage members into /admin/users (Admin or membership staff), and only
 * Admin into /admin/audit (issue 23). Others go back, or home; the server refuses them anyway.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { rejectLocation } from '../../../lib/navigation-history';
import { useStaffAbilities } from '../../../lib/staff-abilities';

export function MembersAdminGate({ area, children }: { area: 'members' | 'audit'; children: ReactNode }) {
  const abilities = useStaffAbilities();
  const location = useLocation();
  if (abilities.isPending) return <PageSkeleton />;
  const allowed = area === 'members' ? abilities.data?.canManageMembers : abilities.data?.canReadAudit;
  if (!allowed) return <Navigate to={rejectLocation(location.pathname + location.search)} replace />;
  return children;
}

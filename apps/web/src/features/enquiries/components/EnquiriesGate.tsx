/**
 * Lets only those who read enquiries (staff, membership staff, Admin; issue 30) into
 * /admin/enquiries. Others go back, or home; the server refuses them anyway.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { rejectLocation } from '../../../lib/navigation-history';
import { useStaffAbilities } from '../../../lib/staff-abilities';

export function EnquiriesGate({ children }: { children: ReactNode }) {
  const abilities = useStaffAbilities();
  const location = useLocation();
  if (abilities.isPending) return <PageSkeleton />;
  if (!abilities.data?.canReadEnquiries)
    return <Navigate to={rejectLocation(location.pathname + location.search)} replace />;
  return children;
}

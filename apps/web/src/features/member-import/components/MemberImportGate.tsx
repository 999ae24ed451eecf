/**
 * Lets only those who may import members into /admin/users/import (issue 23). Others go back to
 * where they came from, or home; the server refuses them anyway (403 on every import call).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { rejectLocation } from '../../../lib/navigation-history';
import { useMemberImportAbilities } from '../api/member-import';

export function MemberImportGate({ children }: { children: ReactNode }) {
  const abilities = useMemberImportAbilities();
  const location = useLocation();
  if (abilities.isPending) return <PageSkeleton />;
  if (!abilities.data?.canImportMembers)
    return <Navigate to={rejectLocation(location.pathname + location.search)} replace />;
  return children;
}

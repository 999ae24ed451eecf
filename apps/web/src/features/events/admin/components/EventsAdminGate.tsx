/**
 * Lets only staff into /admin/events (issue 22). Others go back to where they came from, or home;
 * the server refuses them anyway (403 on every staff events call).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../../components/PageSkeleton';
import { rejectLocation } from '../../../../lib/navigation-history';
import { useEventsAbilities } from '../api/events-admin';

export function EventsAdminGate({ children }: { children: ReactNode }) {
  const abilities = useEventsAbilities();
  const location = useLocation();
  if (abilities.isPending) return <PageSkeleton />;
  if (!abilities.data?.canManageEvents)
    return <Navigate to={rejectLocation(location.pathname + location.search)} replace />;
  return children;
}

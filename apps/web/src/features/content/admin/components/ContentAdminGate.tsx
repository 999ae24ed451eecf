/**
 * Lets only users who may author content into /admin/content (issue #5). Others go back to where
 * they came from, or home, as the shell's route gates do (spec 01 §2). The server refuses them
 * anyway (403 on every authoring call).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../../components/PageSkeleton';
import { rejectLocation } from '../../../../lib/navigation-history';
import { useContentAbilities } from '../../../../lib/content-abilities';

export function ContentAdminGate({ children }: { children: ReactNode }) {
  const abilities = useContentAbilities();
  const location = useLocation();
  if (abilities.isPending) return <PageSkeleton />;
  if (!abilities.data?.canManageContent)
    return <Navigate to={rejectLocation(location.pathname + location.search)} replace />;
  return children;
}

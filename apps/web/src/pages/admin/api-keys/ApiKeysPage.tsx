/** /admin/api-keys: the API keys screen (issue 31), Admin only; others go back, or home. */
import { Role } from '@portal/shared';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ApiKeysAdmin } from '../../../features/api-keys';
import { useCurrentUser } from '../../../lib/current-user';
import { rejectLocation } from '../../../lib/navigation-history';

export default function ApiKeysPage() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSkeleton />;
  if (user?.role !== Role.Admin) return <Navigate to={rejectLocation(location.pathname)} replace />;
  return <ApiKeysAdmin />;
}
